import type { Point } from './perspective';
import type { WarpGrid } from './warp-grid';

/** Pixels each clip triangle grows outward, so neighbouring triangles overlap instead of seaming. */
const SEAM_OVERLAP_PX = 0.6;

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
 * The triangle with every edge pushed out by SEAM_OVERLAP_PX (each corner moved along its
 * bisector, mitre capped), so anti-aliased clip edges of neighbours overlap instead of seaming.
 */
function grown(triangle: readonly [Point, Point, Point]): Point[] {
  return triangle.map((p, i) => {
    const a = triangle[(i + 2) % 3]!;
    const b = triangle[(i + 1) % 3]!;
    const ua = unit(p.x - a.x, p.y - a.y);
    const ub = unit(p.x - b.x, p.y - b.y);
    const bisector = unit(ua.x + ub.x, ua.y + ub.y);
    const cosAngle = -(ua.x * ub.x + ua.y * ub.y);
    const sinHalf = Math.sqrt(Math.max(0, (1 - cosAngle) / 2));
    const distance = Math.min(SEAM_OVERLAP_PX / Math.max(sinHalf, 1e-6), SEAM_OVERLAP_PX * 4);
    return { x: p.x + bisector.x * distance, y: p.y + bisector.y * distance };
  });
}

function unit(x: number, y: number): Point {
  const length = Math.hypot(x, y) || 1;
  return { x: x / length, y: y / length };
}

/**
 * Draws `source` (width × height px) onto `ctx` bent along `grid`: each grid cell is two
 * triangles, each drawn with the affine map of its corners (piecewise-linear texture mapping).
 */
export function drawWarped(
  ctx: CanvasRenderingContext2D,
  source: CanvasImageSource,
  width: number,
  height: number,
  grid: WarpGrid,
): void {
  const stride = grid.columns + 1;
  const src = (i: number): Point => ({
    x: grid.source[i]!.x * width,
    y: grid.source[i]!.y * height,
  });
  const dst = (i: number): Point => grid.target[i]!;
  for (let row = 0; row < grid.rows; row += 1) {
    for (let col = 0; col < grid.columns; col += 1) {
      const tl = row * stride + col;
      const tr = tl + 1;
      const bl = tl + stride;
      const br = bl + 1;
      for (const corners of [
        [tl, tr, br],
        [tl, br, bl],
      ] as const) {
        const s = [src(corners[0]), src(corners[1]), src(corners[2])] as const;
        const d = [dst(corners[0]), dst(corners[1]), dst(corners[2])] as const;
        drawTriangle(ctx, source, width, height, s, d);
      }
    }
  }
}

function drawTriangle(
  ctx: CanvasRenderingContext2D,
  source: CanvasImageSource,
  width: number,
  height: number,
  s: readonly [Point, Point, Point],
  d: readonly [Point, Point, Point],
): void {
  const clip = grown(d);
  ctx.save();
  ctx.beginPath();
  ctx.moveTo(clip[0]!.x, clip[0]!.y);
  ctx.lineTo(clip[1]!.x, clip[1]!.y);
  ctx.lineTo(clip[2]!.x, clip[2]!.y);
  ctx.closePath();
  ctx.clip();
  ctx.transform(...triangleAffine(s, d));
  // Only the source pixels under the triangle (plus a pixel for the overlap) are read.
  const left = Math.max(0, Math.floor(Math.min(s[0].x, s[1].x, s[2].x)) - 2);
  const top = Math.max(0, Math.floor(Math.min(s[0].y, s[1].y, s[2].y)) - 2);
  const right = Math.min(width, Math.ceil(Math.max(s[0].x, s[1].x, s[2].x)) + 2);
  const bottom = Math.min(height, Math.ceil(Math.max(s[0].y, s[1].y, s[2].y)) + 2);
  if (right > left && bottom > top)
    ctx.drawImage(
      source,
      left,
      top,
      right - left,
      bottom - top,
      left,
      top,
      right - left,
      bottom - top,
    );
  ctx.restore();
}
