import type Konva from 'konva';
import { drawView } from '../scene/draw-view';
import type { DesignView } from '../types';
import { warpPixels } from './draw-warped';
import { multiplyShade, referenceLuminance } from './multiply-shade';
import { rectangleWarp, warpGrid, type PointWarp, type WarpGrid } from './warp-grid';

/** Longest side the print is drawn at before it is bent onto a picture. */
const MAX_PRINT_SIDE_PX = 2048;

/**
 * A product picture of one view and colour and where the print goes on it. Lengths are px of the
 * picture's canvas (canvas_config, else the view's canvas); the picture is scaled to the output.
 */
export interface MockupPicture {
  image: CanvasImageSource;
  canvasWidth: number;
  canvasHeight: number;
  /** The view's print area on that canvas. */
  area: { left: number; top: number; width: number; height: number };
  /** `point_origin_config` when `is_point` is 1; null places the print flat in `area`. */
  warp: PointWarp | null;
}

export interface MockupOptions {
  /** Output width in px (469 preview, 1000 large); the height keeps the canvas's aspect. */
  width: number;
  /** Loaded images by layer `src`, as for drawView. */
  image(src: string): CanvasImageSource | undefined;
}

function canvasOf(konva: typeof Konva, width: number, height: number): HTMLCanvasElement {
  const canvas = konva.Util.createCanvasElement();
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function context(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  return canvas.getContext('2d') as CanvasRenderingContext2D;
}

/** The grid the print follows on the picture's canvas, in canvas px. */
export function mockupGrid(picture: MockupPicture): WarpGrid {
  const { area } = picture;
  return warpGrid(picture.warp ?? rectangleWarp(area.left, area.top, area.width, area.height));
}

function scaledGrid(grid: WarpGrid, scale: number): WarpGrid {
  return { ...grid, target: grid.target.map((p) => ({ x: p.x * scale, y: p.y * scale })) };
}

function bounds(grid: WarpGrid) {
  const xs = grid.target.map((p) => p.x);
  const ys = grid.target.map((p) => p.y);
  return {
    left: Math.min(...xs),
    top: Math.min(...ys),
    right: Math.max(...xs),
    bottom: Math.max(...ys),
  };
}

/**
 * One view's print drawn flat by the scene builder at `widthPx` across (transparent outside the
 * artwork), the same drawing as the editor's and the print file's at another scale.
 */
export function renderPrintCanvas(
  konva: typeof Konva,
  view: DesignView,
  widthPx: number,
  image: MockupOptions['image'],
): HTMLCanvasElement {
  const { widthMm, heightMm } = view.printArea;
  const pxPerMm = widthPx / widthMm;
  const width = Math.max(1, Math.round(widthMm * pxPerMm));
  const height = Math.max(1, Math.round(heightMm * pxPerMm));
  const container = typeof document === 'undefined' ? undefined : document.createElement('div');
  const stage = new konva.Stage({ container, width, height } as Konva.StageConfig);
  try {
    const layer = new konva.Layer();
    const group = new konva.Group();
    stage.add(layer);
    layer.add(group);
    drawView(konva, group, view, { pxPerMm, image });
    const out = canvasOf(konva, width, height);
    context(out).drawImage(layer.toCanvas({ x: 0, y: 0, width, height, pixelRatio: 1 }), 0, 0);
    return out;
  } finally {
    stage.destroy();
  }
}

/** The width the print must be drawn at to stay sharp where the picture shows it largest. */
function printWidthFor(view: DesignView, grid: WarpGrid): number {
  const box = bounds(grid);
  const aspect = view.printArea.widthMm / view.printArea.heightMm;
  const needed = Math.max(box.right - box.left, (box.bottom - box.top) * aspect);
  const widest = aspect >= 1 ? MAX_PRINT_SIDE_PX : MAX_PRINT_SIDE_PX * aspect;
  return Math.max(1, Math.min(Math.ceil(needed * 1.25), Math.floor(widest)));
}

/**
 * Puts a flat print (any size, the view's aspect) on the picture: bent along the picture's
 * points and shaded by its folds (multiply), or placed flat in the print area.
 */
export function composeMockup(
  konva: typeof Konva,
  print: HTMLCanvasElement,
  picture: MockupPicture,
  width: number,
): HTMLCanvasElement {
  const scale = width / picture.canvasWidth;
  const height = Math.round(picture.canvasHeight * scale);
  const out = canvasOf(konva, width, height);
  const ctx = context(out);
  ctx.drawImage(picture.image, 0, 0, width, height);

  const grid = scaledGrid(mockupGrid(picture), scale);
  const box = bounds(grid);
  const left = Math.max(0, Math.floor(box.left) - 1);
  const top = Math.max(0, Math.floor(box.top) - 1);
  const right = Math.min(width, Math.ceil(box.right) + 1);
  const bottom = Math.min(height, Math.ceil(box.bottom) + 1);
  if (right <= left || bottom <= top) return out;

  const photo = ctx.getImageData(left, top, right - left, bottom - top);
  const ink = {
    data: new Uint8ClampedArray(photo.data.length),
    width: photo.width,
    height: photo.height,
  };
  const printImage = context(print).getImageData(0, 0, print.width, print.height);
  // A plain typed array: reading a canvas library's pixel buffer element by element is slow.
  const printPixels = {
    data: new Uint8ClampedArray(printImage.data),
    width: print.width,
    height: print.height,
  };
  warpPixels(printPixels, grid, ink, { x: left, y: top });
  multiplyShade(photo.data, ink.data, referenceLuminance(photo.data, ink.data));
  ctx.putImageData(photo, left, top);
  return out;
}

/**
 * The width a view's print is drawn at for a mockup `width` px wide on `picture`: sharp where the
 * picture shows it largest. Mockups of one view on pictures with the same points (its colours)
 * can share one print drawn at this width.
 */
export function mockupPrintWidth(view: DesignView, picture: MockupPicture, width: number): number {
  return printWidthFor(view, scaledGrid(mockupGrid(picture), width / picture.canvasWidth));
}

/**
 * A mockup of one view: the design drawn (or `print`, drawn before by renderPrintCanvas for
 * this view), bent onto the picture and shaded by it.
 */
export function drawMockup(
  konva: typeof Konva,
  view: DesignView,
  picture: MockupPicture,
  options: MockupOptions & { print?: HTMLCanvasElement },
): HTMLCanvasElement {
  const print =
    options.print ??
    renderPrintCanvas(konva, view, mockupPrintWidth(view, picture, options.width), options.image);
  return composeMockup(konva, print, picture, options.width);
}
