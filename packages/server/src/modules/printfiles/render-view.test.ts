import { drawView, type DesignView, type ImageLayer } from '@podkit/design';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { Konva, napi } from './konva-node.js';
import { printSizePx, renderPrintPng } from './render-view.js';

/** A diagonal gradient, so any seam or offset between bands changes pixels. */
function gradient(size: number): napi.Canvas {
  const canvas = napi.createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  const fill = ctx.createLinearGradient(0, 0, size, size);
  fill.addColorStop(0, '#ff0000');
  fill.addColorStop(1, '#0000ff');
  ctx.fillStyle = fill;
  ctx.fillRect(0, 0, size, size);
  return canvas;
}

const layer: ImageLayer = {
  kind: 'image',
  id: 'art',
  x: 10,
  y: 5,
  width: 60,
  height: 40,
  rotation: 30,
  visible: true,
  locked: false,
  materialId: 1,
  src: 'art.png',
  pixelWidth: 400,
  pixelHeight: 400,
  crop: { x: 0, y: 0, width: 1, height: 1 },
  flipX: false,
  flipY: false,
  opacity: 1,
};
const view: DesignView = {
  viewId: 1,
  printArea: { widthMm: 100, heightMm: 50, dpi: 300 },
  layers: [layer],
};
const images = { 'art.png': gradient(400) as unknown as CanvasImageSource };
const image = (src: string) => images[src as keyof typeof images];

describe('renderPrintPng', () => {
  it('renders a transparent PNG at the print size with the print resolution recorded', async () => {
    const png = await renderPrintPng(view, { image });
    const meta = await sharp(png).metadata();
    expect(printSizePx(view)).toMatchObject({ width: 1181, height: 591 });
    expect(meta).toMatchObject({
      format: 'png',
      width: 1181,
      height: 591,
      channels: 4,
      density: 300,
      space: 'srgb',
    });
    const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
    const alphaAt = (x: number, y: number) => data[(y * 1181 + x) * 4 + 3];
    expect(alphaAt(5, 5)).toBe(0); // outside the artwork
    expect(alphaAt(472, 295)).toBe(255); // the artwork's centre: (10 + 30) mm, (5 + 20) mm
  });

  it('joins bands without a seam: banded output equals one band', async () => {
    const upright: DesignView = { ...view, layers: [{ ...layer, rotation: 0 }] };
    const whole = await sharp(await renderPrintPng(upright, { image, bandHeight: 10_000 }))
      .raw()
      .toBuffer();
    const banded = await sharp(await renderPrintPng(upright, { image, bandHeight: 97 }))
      .raw()
      .toBuffer();
    expect(banded.equals(whole)).toBe(true);
  });

  it('keeps a rotated layer within skia sampling noise across bands', async () => {
    // Skia picks its sampling of a rotated image by canvas size, so a few edge pixels differ
    // wherever the band is; a seam would differ along whole rows.
    const whole = await sharp(await renderPrintPng(view, { image, bandHeight: 10_000 }))
      .raw()
      .toBuffer();
    const banded = await sharp(await renderPrintPng(view, { image, bandHeight: 97 }))
      .raw()
      .toBuffer();
    let differing = 0;
    for (let i = 0; i < whole.length; i += 4) {
      if (whole.readUInt32LE(i) !== banded.readUInt32LE(i)) differing += 1;
    }
    expect(differing / (whole.length / 4)).toBeLessThan(0.005);
  });

  it('holds exactly the pixels the canvas drew, semi-transparent ones included', async () => {
    const faded: DesignView = { ...view, layers: [{ ...layer, rotation: 0, opacity: 0.55 }] };
    const { width, height, pxPerMm } = printSizePx(faded);
    const stage = new Konva.Stage({ width, height } as Konva.StageConfig);
    const scene = new Konva.Layer();
    const group = new Konva.Group();
    stage.add(scene);
    scene.add(group);
    drawView(Konva, group, faded, { pxPerMm, image });
    scene.drawScene();
    const canvas = scene.getCanvas()._canvas as unknown as napi.Canvas;
    const drawn = canvas.getContext('2d').getImageData(0, 0, width, height).data;
    stage.destroy();
    const printed = await sharp(await renderPrintPng(faded, { image, bandHeight: 97 }))
      .raw()
      .toBuffer();
    let semiTransparent = 0;
    for (let i = 3; i < drawn.length; i += 4)
      if (drawn[i]! > 0 && drawn[i]! < 255) semiTransparent += 1;
    expect(semiTransparent).toBeGreaterThan(100_000);
    expect(printed.equals(Buffer.from(drawn.buffer, drawn.byteOffset, drawn.byteLength))).toBe(
      true,
    );
  });

  it('refuses a print beyond the pixel limits with a clear message', async () => {
    const huge: DesignView = { ...view, printArea: { widthMm: 3000, heightMm: 3000, dpi: 300 } };
    await expect(renderPrintPng(huge, { image })).rejects.toThrow(
      /印刷文件 35433×35433 像素超出上限/,
    );
  });
});

describe('print fonts', () => {
  it('draws text in the default editor font, registered from its font files', async () => {
    const { GlobalFonts } = await import('@napi-rs/canvas');
    expect(GlobalFonts.has('Hanalei Fill')).toBe(true);
    const text: DesignView = {
      ...view,
      layers: [
        {
          kind: 'text',
          id: 't',
          x: 5,
          y: 5,
          width: 90,
          height: 40,
          rotation: 0,
          visible: true,
          locked: false,
          content: 'PodKit',
          fontFamily: 'Hanalei Fill',
          fontSize: 20,
          fill: '#111111',
          stroke: null,
          letterSpacing: 0,
          lineHeight: 1.2,
          align: 'left',
        },
      ],
    };
    const { data } = await sharp(await renderPrintPng(text, { image }))
      .raw()
      .toBuffer({ resolveWithObject: true });
    let inked = 0;
    for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) inked += 1;
    expect(inked).toBeGreaterThan(1000);
  });
});
