import * as napi from '@napi-rs/canvas';
import Konva from 'konva';
import { beforeAll, describe, expect, it } from 'vitest';
import { installCanvasBackend } from '../scene/canvas-backend';
import type { DesignView } from '../types';
import { drawMockup3d, MOCKUP_3D_HEIGHT, MOCKUP_3D_WIDTH } from './mockup-3d';
import type { MockupPicture } from './render-mockup';

beforeAll(() => installCanvasBackend(Konva, napi));

/** A print of three bands across its length: red, green, blue. */
const stripes = napi.createCanvas(300, 100);
const ctx = stripes.getContext('2d');
['#ff0000', '#00ff00', '#0000ff'].forEach((colour, i) => {
  ctx.fillStyle = colour;
  ctx.fillRect(i * 100, 0, 100, 100);
});

const view: DesignView = {
  viewId: 1,
  printArea: { widthMm: 300, heightMm: 100, dpi: 150 },
  layers: [
    {
      kind: 'image',
      id: 'wrap',
      x: 0,
      y: 0,
      width: 300,
      height: 100,
      rotation: 0,
      visible: true,
      locked: false,
      materialId: 1,
      src: 'stripes',
      pixelWidth: 300,
      pixelHeight: 100,
      crop: { x: 0, y: 0, width: 1, height: 1 },
      flipX: false,
      flipY: false,
      opacity: 1,
    },
  ],
};

const white = napi.createCanvas(1000, 1000);
white.getContext('2d').fillStyle = '#ffffff';
white.getContext('2d').fillRect(0, 0, 1000, 1000);
const picture: MockupPicture = {
  image: white as unknown as CanvasImageSource,
  canvasWidth: 1000,
  canvasHeight: 1000,
  area: { left: 200, top: 400, width: 600, height: 200 },
  warp: null,
};

function colourAt(canvas: HTMLCanvasElement, x: number, y: number): number[] {
  const data = (canvas as unknown as napi.Canvas).getContext('2d').getImageData(x, y, 1, 1).data;
  return [data[0]!, data[1]!, data[2]!];
}

describe('3D composition', () => {
  it('shows a wrap-around print turned three ways on a 1200 × 1100 picture', () => {
    const out = drawMockup3d(Konva, [{ view, picture }], { image: () => stripes as never });
    expect([out.width, out.height]).toEqual([MOCKUP_3D_WIDTH, MOCKUP_3D_HEIGHT]);
    // Front, 700 px high, centred on top: the print's middle (green) faces the viewer.
    expect(colourAt(out, 600, 350)).toEqual([0, 255, 0]);
    // Below, left: turned to show the print's start (red); right: its end (blue).
    expect(colourAt(out, 400, 900)).toEqual([255, 0, 0]);
    expect(colourAt(out, 800, 900)).toEqual([0, 0, 255]);
  });

  it('puts the first of several views large on top and the others in a row below', () => {
    const second: DesignView = { ...view, viewId: 2, layers: [] };
    const out = drawMockup3d(
      Konva,
      [
        { view, picture },
        { view: second, picture },
      ],
      { image: () => stripes as never },
    );
    expect(colourAt(out, 600, 350)).toEqual([0, 255, 0]);
    expect(colourAt(out, 600, 900)).toEqual([255, 255, 255]);
  });
});
