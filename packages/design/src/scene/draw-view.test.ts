import * as napi from '@napi-rs/canvas';
import Konva from 'konva';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DesignView, ImageLayer, Layer, TextLayer, TileLayer } from '../types';
import { installCanvasBackend } from './canvas-backend';
import { drawView } from './draw-view';

beforeAll(() => installCanvasBackend(Konva, napi));

/** A test picture: left half `left`, right half `right`. */
function picture(width: number, height: number, left: string, right = left): napi.Canvas {
  const canvas = napi.createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = left;
  ctx.fillRect(0, 0, width / 2, height);
  ctx.fillStyle = right;
  ctx.fillRect(width / 2, 0, width / 2, height);
  return canvas;
}

const box = { rotation: 0, visible: true, locked: false };

function imageLayer(partial: Partial<ImageLayer>): ImageLayer {
  return {
    kind: 'image',
    id: 'img',
    x: 10,
    y: 10,
    width: 20,
    height: 20,
    ...box,
    materialId: 1,
    src: 'pic',
    pixelWidth: 10,
    pixelHeight: 10,
    crop: { x: 0, y: 0, width: 1, height: 1 },
    flipX: false,
    flipY: false,
    opacity: 1,
    ...partial,
  };
}

/** Draws a 50×50 mm view at 2 px/mm on a 120×120 px stage and returns a pixel reader. */
function render(layers: Layer[], images: Record<string, napi.Canvas>) {
  const view: DesignView = {
    viewId: 1,
    printArea: { widthMm: 50, heightMm: 50, dpi: 150 },
    layers,
  };
  const stage = new Konva.Stage({ width: 120, height: 120 } as Konva.StageConfig);
  const layer = new Konva.Layer();
  const group = new Konva.Group();
  stage.add(layer);
  layer.add(group);
  drawView(Konva, group, view, {
    pxPerMm: 2,
    image: (src) => images[src] as unknown as CanvasImageSource,
  });
  layer.draw();
  const ctx = (layer.getCanvas()._canvas as unknown as napi.Canvas).getContext('2d');
  const ratio = layer.getCanvas().getPixelRatio();
  return {
    group,
    pixel(x: number, y: number): [number, number, number, number] {
      const d = ctx.getImageData(Math.round(x * ratio), Math.round(y * ratio), 1, 1).data;
      return [d[0]!, d[1]!, d[2]!, d[3]!];
    },
  };
}

const RED = [255, 0, 0, 255];
const BLUE = [0, 0, 255, 255];
const NOTHING = [0, 0, 0, 0];

describe('drawView', () => {
  it('places an image layer by millimetres at the output scale', () => {
    const { pixel } = render([imageLayer({})], { pic: picture(10, 10, 'red') });
    expect(pixel(40, 40)).toEqual(RED); // box 20..60 px
    expect(pixel(15, 15)).toEqual(NOTHING);
    expect(pixel(65, 40)).toEqual(NOTHING);
  });

  it('mirrors an image horizontally about its centre', () => {
    const images = { pic: picture(10, 10, 'red', 'blue') };
    expect(render([imageLayer({})], images).pixel(25, 40)).toEqual(RED);
    const flipped = render([imageLayer({ flipX: true })], images);
    expect(flipped.pixel(25, 40)).toEqual(BLUE);
    expect(flipped.pixel(55, 40)).toEqual(RED);
  });

  it('turns a layer about its centre', () => {
    // 40×10 mm bar centred at (25, 25) mm; turned 90° it stands upright.
    const bar = imageLayer({ x: 5, y: 20, width: 40, height: 10 });
    const flat = render([bar], { pic: picture(10, 10, 'red') });
    expect(flat.pixel(15, 50)).toEqual(RED);
    const upright = render([{ ...bar, rotation: 90 }], { pic: picture(10, 10, 'red') });
    expect(upright.pixel(15, 50)).toEqual(NOTHING);
    expect(upright.pixel(50, 15)).toEqual(RED);
  });

  it('clips everything to the print area', () => {
    const { pixel } = render([imageLayer({ x: 40, y: 40, width: 20, height: 20 })], {
      pic: picture(10, 10, 'red'),
    });
    expect(pixel(95, 95)).toEqual(RED); // inside 100×100 px
    expect(pixel(105, 105)).toEqual(NOTHING); // past the print area
  });

  it('leaves hidden layers out', () => {
    const { pixel } = render([imageLayer({ visible: false })], { pic: picture(10, 10, 'red') });
    expect(pixel(40, 40)).toEqual(NOTHING);
  });

  it('tiles with gaps, and mirrors every other tile in mirror mode', () => {
    // A 30 px image at 150 dpi is 5.08 mm; scale 1.9685 makes a 10 mm tile, with a 10 mm gap.
    const tile: TileLayer = {
      kind: 'tile',
      id: 't',
      x: 0,
      y: 0,
      width: 50,
      height: 50,
      ...box,
      materialId: 1,
      src: 'pic',
      pixelWidth: 30,
      pixelHeight: 30,
      mode: 'basic',
      halfDrop: false,
      paddingX: 10,
      paddingY: 0,
      scale: 10 / ((30 / 150) * 25.4),
      patternRotation: 0,
    };
    const images = { pic: picture(30, 30, 'red', 'blue') };
    const basic = render([tile], images);
    expect(basic.pixel(5, 10)).toEqual(RED); // first tile, left half
    expect(basic.pixel(30, 10)).toEqual(NOTHING); // the gap (20..40 px)
    expect(basic.pixel(45, 10)).toEqual(RED); // second tile, left half
    const mirror = render([{ ...tile, mode: 'mirror' }], images);
    expect(mirror.pixel(45, 10)).toEqual(BLUE); // second tile is flipped
  });

  it('wraps Chinese text by its own line breaking', () => {
    const text: TextLayer = {
      kind: 'text',
      id: 'txt',
      x: 0,
      y: 0,
      width: 25,
      height: 20,
      ...box,
      content: '春眠不觉晓处处闻啼鸟',
      fontFamily: 'sans-serif',
      fontSize: 4,
      fill: '#000000',
      stroke: null,
      letterSpacing: 0,
      lineHeight: 1.2,
      align: 'left',
    };
    const { group } = render([text], {});
    const node = group.findOne('#txt') as Konva.Text;
    const lines = node.text().split('\n');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe('春眠不觉晓处处闻啼鸟');
  });

  it('fails clearly when an image was not loaded', () => {
    expect(() => render([imageLayer({ src: 'missing.png' })], {})).toThrow(
      '素材图片未加载：missing.png',
    );
  });
});
