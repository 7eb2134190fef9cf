import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { composeMockup } from './mockup.js';

const solid = (width: number, height: number, rgb: [number, number, number], alpha = 1) =>
  sharp({
    create: { width, height, channels: 4, background: { r: rgb[0], g: rgb[1], b: rgb[2], alpha } },
  })
    .png()
    .toBuffer();

describe('composeMockup', () => {
  it('scales the print into the print area of a picture drawn smaller than its canvas', async () => {
    const picture = await solid(500, 500, [255, 255, 255]);
    const print = await solid(40, 20, [255, 0, 0]);
    // Canvas 1000 px, area at (200, 400) 400 × 200: on the 500 px picture (100, 200) 200 × 100.
    const out = await composeMockup(picture, print, {
      canvasWidth: 1000,
      left: 200,
      top: 400,
      width: 400,
      height: 200,
    });
    const { data, info } = await sharp(out).raw().toBuffer({ resolveWithObject: true });
    expect(info).toMatchObject({ width: 500, height: 500 });
    const at = (x: number, y: number) => [
      ...data.subarray((y * 500 + x) * 4, (y * 500 + x) * 4 + 3),
    ];
    expect(at(100, 200)).toEqual([255, 0, 0]);
    expect(at(299, 299)).toEqual([255, 0, 0]);
    expect(at(99, 200)).toEqual([255, 255, 255]);
    expect(at(300, 250)).toEqual([255, 255, 255]);
    expect(at(150, 300)).toEqual([255, 255, 255]);
  });

  it('lets the picture show through transparent parts of the print', async () => {
    const picture = await solid(100, 100, [0, 0, 255]);
    const print = await solid(10, 10, [0, 0, 0], 0);
    const out = await composeMockup(picture, print, {
      canvasWidth: 100,
      left: 0,
      top: 0,
      width: 100,
      height: 100,
    });
    const { data } = await sharp(out).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([0, 0, 255]);
  });
});
