import {
  drawMockup,
  mockupPrintWidth,
  renderPrintCanvas,
  type DesignView,
  type MockupPicture,
  type PointWarp,
} from '@podkit/design';
import sharp from 'sharp';
import { PermanentJobError } from '../jobs/index.js';
import { Konva, napi } from '../printfiles/index.js';
import { MAX_PRINT_PIXELS, MAX_PRINT_SIDE_PX } from '../printfiles/index.js';

/** Mockups are drawn at the large preview width (spec 9: 1000 px), fit for a store listing. */
export const MOCKUP_WIDTH = 1000;

/** Where the print goes on a blank's picture: the view's print area and the picture's points. */
export interface MockupPlacement {
  /** The canvas (px) the print area and points are measured in. */
  canvasWidth: number;
  canvasHeight: number;
  left: number;
  top: number;
  width: number;
  height: number;
  /** point_origin_config when is_point is 1, else null (placed flat in the print area). */
  warp: PointWarp | null;
}

/**
 * Decodes a picture or material for drawing, refusing one beyond what sharp and the canvas can
 * hold with a clear message (that cannot pass on a retry, so it fails the job for good).
 */
export async function decodeForCanvas(bytes: Buffer, what: string): Promise<CanvasImageSource> {
  const { width = 0, height = 0 } = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new PermanentJobError(`${what}无法读取`);
    });
  if (width > MAX_PRINT_SIDE_PX || height > MAX_PRINT_SIDE_PX || width * height > MAX_PRINT_PIXELS)
    throw new PermanentJobError(
      `${what}为 ${width}×${height} 像素，超出上限（单边不超过 ${MAX_PRINT_SIDE_PX} 像素，总像素不超过 ${Math.floor(MAX_PRINT_PIXELS / 1e6)} 百万）`,
    );
  try {
    return (await napi.loadImage(bytes)) as unknown as CanvasImageSource;
  } catch {
    throw new PermanentJobError(`${what}无法读取`);
  }
}

/**
 * A mockup PNG of one view on one colour's picture, drawn by the same mockup function as the
 * editor's previews: the design bent along the picture's points and shaded by it. `prints`
 * keeps the view's drawn print for the next colour of the same render.
 */
export async function renderMockupPng(
  view: DesignView,
  image: CanvasImageSource,
  placement: MockupPlacement,
  layerImage: (src: string) => CanvasImageSource | undefined,
  options: { width?: number; prints?: Map<string, HTMLCanvasElement> } = {},
): Promise<Buffer> {
  const width = options.width ?? MOCKUP_WIDTH;
  const prints = options.prints ?? new Map<string, HTMLCanvasElement>();
  const picture: MockupPicture = {
    image,
    canvasWidth: placement.canvasWidth,
    canvasHeight: placement.canvasHeight,
    area: {
      left: placement.left,
      top: placement.top,
      width: placement.width,
      height: placement.height,
    },
    warp: placement.warp,
  };
  const printWidth = mockupPrintWidth(view, picture, width);
  const key = `${view.viewId}:${printWidth}`;
  let print = prints.get(key);
  if (!print) {
    print = renderPrintCanvas(Konva, view, printWidth, layerImage);
    prints.set(key, print);
  }
  const canvas = drawMockup(Konva, view, picture, {
    width,
    image: layerImage,
    print,
  }) as unknown as napi.Canvas;
  return canvas.encode('png');
}
