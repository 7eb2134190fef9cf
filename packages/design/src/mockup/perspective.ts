export interface Point {
  x: number;
  y: number;
}

/** A 3×3 projective matrix, row-major, with the last entry fixed at 1. */
export type Homography = [number, number, number, number, number, number, number, number, 1];

/**
 * The perspective transform that takes the four corners `from` to the four corners `to` (both in
 * the same order), solved as the usual 8×8 linear system.
 */
export function homography(from: readonly Point[], to: readonly Point[]): Homography {
  if (from.length !== 4 || to.length !== 4) throw new Error('透视变换需要 4 个点');
  const rows: number[][] = [];
  for (let i = 0; i < 4; i += 1) {
    const { x, y } = from[i]!;
    const { x: u, y: v } = to[i]!;
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  const h = solve(rows);
  return [h[0]!, h[1]!, h[2]!, h[3]!, h[4]!, h[5]!, h[6]!, h[7]!, 1];
}

export function applyHomography(h: Homography, point: Point): Point {
  const w = h[6] * point.x + h[7] * point.y + h[8];
  return {
    x: (h[0] * point.x + h[1] * point.y + h[2]) / w,
    y: (h[3] * point.x + h[4] * point.y + h[5]) / w,
  };
}

/** Gauss–Jordan elimination with partial pivoting on an augmented n×(n+1) matrix. */
function solve(matrix: number[][]): number[] {
  const n = matrix.length;
  for (let col = 0; col < n; col += 1) {
    let pivot = col;
    for (let row = col + 1; row < n; row += 1)
      if (Math.abs(matrix[row]![col]!) > Math.abs(matrix[pivot]![col]!)) pivot = row;
    if (Math.abs(matrix[pivot]![col]!) < 1e-12)
      throw new Error('映射点有三点共线，无法计算透视变换');
    [matrix[col], matrix[pivot]] = [matrix[pivot]!, matrix[col]!];
    const lead = matrix[col]!;
    for (let row = 0; row < n; row += 1) {
      if (row === col) continue;
      const current = matrix[row]!;
      const factor = current[col]! / lead[col]!;
      if (factor === 0) continue;
      for (let k = col; k <= n; k += 1) current[k] = current[k]! - factor * lead[k]!;
    }
  }
  return matrix.map((row, i) => row[n]! / row[i]!);
}
