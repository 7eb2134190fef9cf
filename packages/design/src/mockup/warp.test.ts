import { describe, expect, it } from 'vitest';
import { triangleAffine, warpPixels, type Pixels } from './draw-warped';
import { applyHomography, homography } from './perspective';
import { pointWarpProblem, rectangleWarp, warpGrid } from './warp-grid';

const unit = [
  { x: 0, y: 0 },
  { x: 1, y: 0 },
  { x: 1, y: 1 },
  { x: 0, y: 1 },
];
const mugCorners = [
  { x: 280, y: 300 },
  { x: 700, y: 310 },
  { x: 690, y: 720 },
  { x: 286, y: 705 },
];

describe('perspective from four points', () => {
  it('maps each corner to its point', () => {
    const h = homography(unit, mugCorners);
    unit.forEach((corner, i) => {
      const mapped = applyHomography(h, corner);
      expect(mapped.x).toBeCloseTo(mugCorners[i]!.x, 6);
      expect(mapped.y).toBeCloseTo(mugCorners[i]!.y, 6);
    });
  });

  it('keeps straight lines straight: the diagonals cross at the mapped centre', () => {
    const h = homography(unit, mugCorners);
    const centre = applyHomography(h, { x: 0.5, y: 0.5 });
    const [a, b, c, d] = mugCorners as [
      (typeof unit)[0],
      (typeof unit)[0],
      (typeof unit)[0],
      (typeof unit)[0],
    ];
    const cross = (p: typeof a, q: typeof a, r: typeof a) =>
      (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
    expect(cross(a, c, centre)).toBeCloseTo(0, 6);
    expect(cross(b, d, centre)).toBeCloseTo(0, 6);
  });

  it('refuses three points on a line', () => {
    const line = [
      { x: 0, y: 0 },
      { x: 1, y: 1 },
      { x: 2, y: 2 },
      { x: 0, y: 5 },
    ];
    expect(pointWarpProblem({ points: line })).toBe('透视映射的 4 个点须按顺序围成凸四边形');
    expect(() => warpGrid({ points: line })).toThrow(/凸四边形/);
  });
});

describe('warp grids', () => {
  it('puts the print’s corners on the perspective points', () => {
    const grid = warpGrid({ points: mugCorners });
    const last = grid.target.length - 1;
    const corners = [0, grid.columns, last, last - grid.columns].map((i) => grid.target[i]!);
    corners.forEach((p, i) => {
      expect(p.x).toBeCloseTo(mugCorners[i]!.x, 6);
      expect(p.y).toBeCloseTo(mugCorners[i]!.y, 6);
    });
  });

  it('passes a mesh through every mesh point, and bilinear in between', () => {
    const points = [
      { x: 0, y: 0 },
      { x: 50, y: 10 },
      { x: 100, y: 0 },
      { x: 0, y: 100 },
      { x: 50, y: 90 },
      { x: 100, y: 100 },
    ];
    const grid = warpGrid({ points, columns: 3 });
    for (const point of points) {
      const hit = grid.target.some((t) => Math.hypot(t.x - point.x, t.y - point.y) < 1e-9);
      expect(hit).toBe(true);
    }
    // Halfway down the middle column: between (50, 10) and (50, 90).
    const middle = grid.source.findIndex((s) => s.x === 0.5 && s.y === 0.5);
    expect(grid.target[middle]).toEqual({ x: 50, y: 50 });
    // A quarter across the top row: halfway between (0, 0) and (50, 10).
    const quarter = grid.source.findIndex((s) => s.x === 0.25 && s.y === 0);
    expect(grid.target[quarter]!.x).toBeCloseTo(25, 9);
    expect(grid.target[quarter]!.y).toBeCloseTo(5, 9);
  });

  it('places a flat print area as an axis-aligned rectangle', () => {
    const grid = warpGrid(rectangleWarp(100, 200, 300, 400));
    const at = (u: number, v: number) =>
      grid.target[grid.source.findIndex((s) => s.x === u && s.y === v)]!;
    expect(at(0.5, 0.25).x).toBeCloseTo(250, 6);
    expect(at(0.5, 0.25).y).toBeCloseTo(300, 6);
  });

  it('names what is wrong with a mesh', () => {
    expect(pointWarpProblem({ points: unit.slice(0, 3) })).toBe('透视映射需要 4 个点');
    expect(pointWarpProblem({ points: [...unit, ...unit.slice(0, 1)], columns: 2 })).toMatch(
      /不是列数 2 的整数倍/,
    );
    expect(pointWarpProblem({ points: unit, columns: 1 })).toBe('网格映射的列数至少为 2');
    expect(pointWarpProblem({ points: [...unit, { x: Number.NaN, y: 0 }] })).toMatch(/有限/);
    expect(pointWarpProblem({ points: unit, columns: 2 })).toBeNull();
  });
});

describe('triangle texture mapping', () => {
  it('takes each source corner to its target corner', () => {
    const s = [
      { x: 0, y: 0 },
      { x: 40, y: 0 },
      { x: 0, y: 30 },
    ] as const;
    const d = [
      { x: 10, y: 20 },
      { x: 60, y: 35 },
      { x: 5, y: 70 },
    ] as const;
    const [a, b, c, dd, e, f] = triangleAffine(s, d);
    s.forEach((p, i) => {
      expect(a * p.x + c * p.y + e).toBeCloseTo(d[i]!.x, 9);
      expect(b * p.x + dd * p.y + f).toBeCloseTo(d[i]!.y, 9);
    });
  });
});

/** A source of `width` × `height`: left half red, right half blue, opaque. */
function halves(width: number, height: number): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4;
      data.set(x < width / 2 ? [255, 0, 0, 255] : [0, 0, 255, 255], i);
    }
  return { data, width, height };
}

function blank(width: number, height: number): Pixels {
  return { data: new Uint8ClampedArray(width * height * 4), width, height };
}

function at(pixels: Pixels, x: number, y: number): number[] {
  const i = (Math.floor(y) * pixels.width + Math.floor(x)) * 4;
  return [...pixels.data.subarray(i, i + 4)];
}

describe('bending pixels along a grid', () => {
  it('draws each part of the print where the perspective sends it, and nothing outside', () => {
    const target = blank(1000, 1000);
    warpPixels(halves(200, 100), warpGrid({ points: mugCorners }), target);
    const h = homography(unit, mugCorners);
    const where = (u: number, v: number) => applyHomography(h, { x: u, y: v });
    for (const [u, v] of [
      [0.05, 0.05],
      [0.25, 0.5],
      [0.45, 0.95],
    ])
      expect(at(target, where(u!, v!).x, where(u!, v!).y)).toEqual([255, 0, 0, 255]);
    for (const [u, v] of [
      [0.95, 0.05],
      [0.75, 0.5],
      [0.55, 0.95],
    ])
      expect(at(target, where(u!, v!).x, where(u!, v!).y)).toEqual([0, 0, 255, 255]);
    expect(at(target, 250, 250)[3]).toBe(0);
    expect(at(target, 720, 500)[3]).toBe(0);
  });

  it('leaves no seam between the grid’s triangles', () => {
    const target = blank(1000, 1000);
    const solid: Pixels = {
      data: new Uint8ClampedArray(64 * 64 * 4).fill(255),
      width: 64,
      height: 64,
    };
    warpPixels(solid, warpGrid({ points: mugCorners }), target);
    const h = homography(unit, mugCorners);
    // Every pixel well inside the quad is written, opaque.
    for (let u = 0.02; u < 0.98; u += 0.013)
      for (let v = 0.02; v < 0.98; v += 0.013) {
        const p = applyHomography(h, { x: u, y: v });
        expect(at(target, p.x, p.y)).toEqual([255, 255, 255, 255]);
      }
  });

  it('puts a mesh’s print on its points, offset into a window of the picture', () => {
    const points = [
      { x: 100, y: 100 },
      { x: 200, y: 120 },
      { x: 300, y: 100 },
      { x: 100, y: 200 },
      { x: 200, y: 220 },
      { x: 300, y: 200 },
    ];
    // A window of the picture from (90, 90): picture point p is window pixel p − (90, 90).
    const target = blank(220, 140);
    warpPixels(halves(100, 50), warpGrid({ points, columns: 3 }), target, { x: 90, y: 90 });
    expect(at(target, 150 - 90, 160 - 90)).toEqual([255, 0, 0, 255]);
    expect(at(target, 250 - 90, 160 - 90)).toEqual([0, 0, 255, 255]);
    // Above the middle column's dip, outside the mesh: untouched.
    expect(at(target, 200 - 90, 105 - 90)[3]).toBe(0);
  });
});
