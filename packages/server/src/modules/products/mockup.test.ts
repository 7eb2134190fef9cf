import type { DesignView } from '@podkit/design';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PermanentJobError } from '../jobs/worker.js';
import { napi } from '../printfiles/konva-node.js';
import { decodeForCanvas, renderMockupPng, type MockupPlacement } from './mockup.js';

function solid(width: number, height: number, colour: string): CanvasImageSource {
  const canvas = napi.createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = colour;
  ctx.fillRect(0, 0, width, height);
  return canvas as unknown as CanvasImageSource;
}

/** A red print filling the whole 100 × 50 mm print area. */
const view: DesignView = {
  viewId: 1,
  printArea: { widthMm: 100, heightMm: 50, dpi: 150 },
  layers: [
    {
      kind: 'image',
      id: 'red',
      x: 0,
      y: 0,
      width: 100,
      height: 50,
      rotation: 0,
      visible: true,
      locked: false,
      materialId: 1,
      src: 'red',
      pixelWidth: 10,
      pixelHeight: 10,
      crop: { x: 0, y: 0, width: 1, height: 1 },
      flipX: false,
      flipY: false,
      opacity: 1,
    },
  ],
};
const images = { red: solid(10, 10, '#ff0000') };
const image = (src: string) => images[src as keyof typeof images];

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return {
    info,
    at: (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 3),
    ],
  };
}

const flat: MockupPlacement = {
  canvasWidth: 1000,
  canvasHeight: 1000,
  left: 200,
  top: 400,
  width: 400,
  height: 200,
  warp: null,
};

describe('server mockups', () => {
  it('places the print flat in the print area, scaled to the mockup width', async () => {
    const png = await renderMockupPng(view, solid(1000, 1000, '#ffffff'), flat, image, {
      width: 500,
    });
    const { info, at } = await pixels(png);
    expect(info).toMatchObject({ width: 500, height: 500 });
    // Canvas area (200, 400) 400 × 200 is (100, 200) 200 × 100 on the 500 px mockup.
    expect(at(102, 202)).toEqual([255, 0, 0]);
    expect(at(297, 297)).toEqual([255, 0, 0]);
    expect(at(97, 250)).toEqual([255, 255, 255]);
    expect(at(150, 303)).toEqual([255, 255, 255]);
  });

  it('bends the print onto the picture’s points and shades it by the picture', async () => {
    // A grey picture (the product's tone) with a darker fold across its lower half.
    const photo = napi.createCanvas(1000, 1000);
    const ctx = photo.getContext('2d');
    ctx.fillStyle = '#808080';
    ctx.fillRect(0, 0, 1000, 1000);
    ctx.fillStyle = '#404040';
    ctx.fillRect(0, 600, 1000, 400);
    const placement: MockupPlacement = {
      ...flat,
      warp: {
        points: [
          { x: 100, y: 100 },
          { x: 900, y: 200 },
          { x: 800, y: 900 },
          { x: 200, y: 800 },
        ],
      },
    };
    const png = await renderMockupPng(
      view,
      photo as unknown as CanvasImageSource,
      placement,
      image,
    );
    const { at } = await pixels(png);
    // Inside the quad, away from the print area rectangle: drawn by the points.
    expect(at(150, 160)[0]).toBeGreaterThan(200);
    expect(at(150, 160)[1]).toBeLessThan(40);
    // Outside the quad: the picture untouched.
    expect(at(50, 50)).toEqual([128, 128, 128]);
    expect(at(880, 880)).toEqual([64, 64, 64]);
    // On the fold the ink is darker than on the product's own tone.
    expect(at(500, 700)[0]).toBeLessThan(at(500, 300)[0]! - 40);
  });

  it('refuses a picture beyond the pixel limits with a clear message', async () => {
    const wide = await sharp({
      create: { width: 30_001, height: 1, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    await expect(decodeForCanvas(wide, '空白商品图片')).rejects.toThrow(PermanentJobError);
    await expect(decodeForCanvas(wide, '空白商品图片')).rejects.toThrow(
      '空白商品图片为 30001×1 像素，超出上限（单边不超过 30000 像素，总像素不超过 268 百万）',
    );
    await expect(decodeForCanvas(Buffer.from('not an image'), '素材图片 x ')).rejects.toThrow(
      '素材图片 x 无法读取',
    );
  });
});
