import type { Point } from './perspective';
import type { WarpGrid } from './warp-grid';

/** RGBA pixels, not premultiplied, as canvas ImageData holds them. */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** The affine map [a, b, c, d, e, f] (canvas `transform` order) taking triangle `s` to `d`. */
export function triangleAffine(
  s: readonly [Point, Point, Point],
  d: readonly [Point, Point, Point],
): [number, number, number, number, number, number] {
  const u1 = s[1].x - s[0].x;
  const v1 = s[1].y - s[0].y;
  const u2 = s[2].x - s[0].x;
  const v2 = s[2].y - s[0].y;
  const p1 = d[1].x - d[0].x;
  const q1 = d[1].y - d[0].y;
  const p2 = d[2].x - d[0].x;
  const q2 = d[2].y - d[0].y;
  const det = u1 * v2 - u2 * v1;
  const a = (p1 * v2 - p2 * v1) / det;
  const c = (p2 * u1 - p1 * u2) / det;
  const b = (q1 * v2 - q2 * v1) / det;
  const dd = (q2 * u1 - q1 * u2) / det;
  return [a, b, c, dd, d[0].x - a * s[0].x - c * s[0].y, d[0].y - b * s[0].x - dd * s[0].y];
}

/**
 * Bends `source` along `grid` into `target` (a window of the picture whose top-left is at
 * `offset` in picture px). Each grid cell is two triangles; every target pixel whose centre is
 * inside one takes the source colour at its affine pre-image, bilinearly sampled. Done in
 * plain arithmetic rather than clipped canvas draws: no seams between triangles, and the same
 * pixels in every browser and on the server.
 */
export function warpPixels(
  source: Pixels,
  grid: WarpGrid,
  target: Pixels,
  offset: Point = { x: 0, y: 0 },
): void {
  const stride = grid.columns + 1;
  const src = (i: number): Point => ({
    x: grid.source[i]!.x * source.width,
    y: grid.source[i]!.y * source.height,
  });
  const dst = (i: number): Point => ({
    x: grid.target[i]!.x - offset.x,
    y: grid.target[i]!.y - offset.y,
  });
  for (let row = 0; row < grid.rows; row += 1) {
    for (let col = 0; col < grid.columns; col += 1) {
      const tl = row * stride + col;
      const tr = tl + 1;
      const bl = tl + stride;
      const br = bl + 1;
      fillTriangle(source, target, [dst(tl), dst(tr), dst(br)], [src(tl), src(tr), src(br)]);
      fillTriangle(source, target, [dst(tl), dst(br), dst(bl)], [src(tl), src(br), src(bl)]);
    }
  }
}

/** Edge function coefficients: A·x + B·y + C is ≥ 0 on the triangle's side of edge p→q. */
function edgeOf(p: Point, q: Point, sign: number): [number, number, number] {
  return [-sign * (q.y - p.y), sign * (q.x - p.x), sign * ((q.y - p.y) * p.x - (q.x - p.x) * p.y)];
}

function fillTriangle(
  source: Pixels,
  target: Pixels,
  d: [Point, Point, Point],
  s: [Point, Point, Point],
): void {
  const area = (d[1].x - d[0].x) * (d[2].y - d[0].y) - (d[1].y - d[0].y) * (d[2].x - d[0].x);
  if (Math.abs(area) < 1e-9) return;
  // Target → source: the inverse direction of the drawing, so every target pixel is visited once.
  const [a, b, c, dd, e, f] = triangleAffine(d, s);
  const left = Math.max(0, Math.floor(Math.min(d[0].x, d[1].x, d[2].x)));
  const right = Math.min(target.width - 1, Math.ceil(Math.max(d[0].x, d[1].x, d[2].x)));
  const top = Math.max(0, Math.floor(Math.min(d[0].y, d[1].y, d[2].y)));
  const bottom = Math.min(target.height - 1, Math.ceil(Math.max(d[0].y, d[1].y, d[2].y)));
  const sign = area > 0 ? 1 : -1;
  const [a0, b0, c0] = edgeOf(d[0], d[1], sign);
  const [a1, b1, c1] = edgeOf(d[1], d[2], sign);
  const [a2, b2, c2] = edgeOf(d[2], d[0], sign);
  const { data: src, width: sw, height: sh } = source;

  const out = target.data;
  const maxX = sw - 1;
  const maxY = sh - 1;
  for (let y = top; y <= bottom; y += 1) {
    const cy = y + 0.5;
    for (let x = left; x <= right; x += 1) {
      const cx = x + 0.5;
      // Inclusive edges: a centre on a shared edge is written by both triangles with one value.
      if (a0 * cx + b0 * cy + c0 < 0 || a1 * cx + b1 * cy + c1 < 0 || a2 * cx + b2 * cy + c2 < 0)
        continue;
      // Bilinear sample at the pre-image, premultiplied so transparent edges do not darken.
      const fx = Math.min(Math.max(a * cx + c * cy + e - 0.5, 0), maxX);
      const fy = Math.min(Math.max(b * cx + dd * cy + f - 0.5, 0), maxY);
      const x0 = fx | 0;
      const y0 = fy | 0;
      const tx = fx - x0;
      const ty = fy - y0;
      const o00 = (y0 * sw + x0) * 4;
      const o10 = x0 < maxX ? o00 + 4 : o00;
      const o01 = y0 < maxY ? o00 + sw * 4 : o00;
      const o11 = x0 < maxX ? o01 + 4 : o01;
      const w00 = (1 - tx) * (1 - ty) * src[o00 + 3]!;
      const w10 = tx * (1 - ty) * src[o10 + 3]!;
      const w01 = (1 - tx) * ty * src[o01 + 3]!;
      const w11 = tx * ty * src[o11 + 3]!;
      const alpha = w00 + w10 + w01 + w11;
      const at = (y * target.width + x) * 4;
      out[at + 3] = alpha;
      if (alpha === 0) continue;
      const inverse = 1 / alpha;
      out[at] = (w00 * src[o00]! + w10 * src[o10]! + w01 * src[o01]! + w11 * src[o11]!) * inverse;
      out[at + 1] =
        (w00 * src[o00 + 1]! + w10 * src[o10 + 1]! + w01 * src[o01 + 1]! + w11 * src[o11 + 1]!) *
        inverse;
      out[at + 2] =
        (w00 * src[o00 + 2]! + w10 * src[o10 + 2]! + w01 * src[o01 + 2]! + w11 * src[o11 + 2]!) *
        inverse;
    }
  }
}
