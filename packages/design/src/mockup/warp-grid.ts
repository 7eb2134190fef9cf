import { applyHomography, homography, type Point } from './perspective';

/**
 * How a flat print lands on a product picture (show_images_design.point_origin_config): four
 * corners (top-left, top-right, bottom-right, bottom-left) for a perspective, or a mesh of
 * `columns` × (points / columns) points, row-major from the top-left, for a curved surface.
 */
export interface PointWarp {
  points: Point[];
  columns?: number;
}

/**
 * A grid over the print, (columns + 1) × (rows + 1) vertices row-major: `source` in fractions
 * 0–1 of the print, `target` in picture px. Drawn as two triangles per cell.
 */
export interface WarpGrid {
  columns: number;
  rows: number;
  source: Point[];
  target: Point[];
}

/** Cells per side for a perspective: enough that affine triangles follow the projective curve. */
const PERSPECTIVE_CELLS = 16;
/** Cells each mesh cell is cut into, so the bilinear surface is drawn smoothly. */
const MESH_SUBDIVISION = 4;

/** A Chinese reason the warp cannot be used, or null when it can. */
export function pointWarpProblem(warp: PointWarp): string | null {
  const { points, columns } = warp;
  if (points.some((p) => !Number.isFinite(p.x) || !Number.isFinite(p.y)))
    return '映射点坐标必须是有限的数字';
  if (columns === undefined) {
    if (points.length !== 4) return '透视映射需要 4 个点';
    return isConvex(points) ? null : '透视映射的 4 个点须按顺序围成凸四边形';
  }
  if (!Number.isInteger(columns) || columns < 2) return '网格映射的列数至少为 2';
  if (points.length % columns !== 0 || points.length / columns < 2)
    return `网格映射的点数 ${points.length} 不是列数 ${columns} 的整数倍（至少 2 行）`;
  return null;
}

/** Every turn of the quad goes the same way and none is straight. */
function isConvex(quad: Point[]): boolean {
  const turns = quad.map((p, i) => {
    const q = quad[(i + 1) % 4]!;
    const r = quad[(i + 2) % 4]!;
    return (q.x - p.x) * (r.y - q.y) - (q.y - p.y) * (r.x - q.x);
  });
  return turns.every((t) => t > 0) || turns.every((t) => t < 0);
}

/** The grid of a point warp, or of a plain rectangle (a print area placed flat). */
export function warpGrid(warp: PointWarp): WarpGrid {
  const problem = pointWarpProblem(warp);
  if (problem) throw new Error(problem);
  return warp.columns === undefined
    ? perspectiveGrid(warp.points)
    : meshGrid(warp.points, warp.columns);
}

export function rectangleWarp(left: number, top: number, width: number, height: number): PointWarp {
  return {
    points: [
      { x: left, y: top },
      { x: left + width, y: top },
      { x: left + width, y: top + height },
      { x: left, y: top + height },
    ],
  };
}

function perspectiveGrid(corners: Point[]): WarpGrid {
  const unit = [
    { x: 0, y: 0 },
    { x: 1, y: 0 },
    { x: 1, y: 1 },
    { x: 0, y: 1 },
  ];
  const h = homography(unit, corners);
  const n = PERSPECTIVE_CELLS;
  const source: Point[] = [];
  for (let row = 0; row <= n; row += 1)
    for (let col = 0; col <= n; col += 1) source.push({ x: col / n, y: row / n });
  return { columns: n, rows: n, source, target: source.map((p) => applyHomography(h, p)) };
}

function meshGrid(points: Point[], pointColumns: number): WarpGrid {
  const pointRows = points.length / pointColumns;
  const at = (col: number, row: number) => points[row * pointColumns + col]!;
  const columns = (pointColumns - 1) * MESH_SUBDIVISION;
  const rows = (pointRows - 1) * MESH_SUBDIVISION;
  const source: Point[] = [];
  const target: Point[] = [];
  for (let row = 0; row <= rows; row += 1) {
    for (let col = 0; col <= columns; col += 1) {
      const u = col / columns;
      const v = row / rows;
      source.push({ x: u, y: v });
      // Bilinear inside the mesh cell the fraction falls in.
      const cu = Math.min(Math.floor(u * (pointColumns - 1)), pointColumns - 2);
      const cv = Math.min(Math.floor(v * (pointRows - 1)), pointRows - 2);
      const fu = u * (pointColumns - 1) - cu;
      const fv = v * (pointRows - 1) - cv;
      const a = at(cu, cv);
      const b = at(cu + 1, cv);
      const c = at(cu + 1, cv + 1);
      const d = at(cu, cv + 1);
      target.push({
        x: (1 - fv) * ((1 - fu) * a.x + fu * b.x) + fv * ((1 - fu) * d.x + fu * c.x),
        y: (1 - fv) * ((1 - fu) * a.y + fu * b.y) + fv * ((1 - fu) * d.y + fu * c.y),
      });
    }
  }
  return { columns, rows, source, target };
}
