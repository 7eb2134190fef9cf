import { drawView, type DesignView } from '@podkit/design';
import sharp, { type OverlayOptions } from 'sharp';
import { invalid } from '../../http/envelope.js';
import type { napi } from './konva-node.js';
import { Konva } from './konva-node.js';

const MM_PER_INCH = 25.4;
/** Skia's longest canvas side and sharp's default pixel limit bound what one print file may be. */
export const MAX_PRINT_SIDE_PX = 30_000;
export const MAX_PRINT_PIXELS = 268_402_689;

export interface PrintRenderOptions {
  /** Loaded source images by layer `src`. */
  image(src: string): CanvasImageSource | undefined;
  /** Rows drawn at a time: memory holds one band of raw pixels, not the whole print. */
  bandHeight?: number;
}

/** Pixel size of a view's print file at its print resolution. */
export function printSizePx(view: DesignView): { width: number; height: number; pxPerMm: number } {
  const pxPerMm = view.printArea.dpi / MM_PER_INCH;
  return {
    width: Math.round(view.printArea.widthMm * pxPerMm),
    height: Math.round(view.printArea.heightMm * pxPerMm),
    pxPerMm,
  };
}

/**
 * The print file of one view: a transparent sRGB PNG at the blank's print size and resolution,
 * drawn by the same scene builder as the editor (ARCHITECTURE.md decision 2), band by band.
 */
export async function renderPrintPng(
  view: DesignView,
  options: PrintRenderOptions,
): Promise<Buffer> {
  const { width, height, pxPerMm } = printSizePx(view);
  if (
    width > MAX_PRINT_SIDE_PX ||
    height > MAX_PRINT_SIDE_PX ||
    width * height > MAX_PRINT_PIXELS
  ) {
    throw invalid(
      `印刷文件 ${width}×${height} 像素超出上限（单边不超过 ${MAX_PRINT_SIDE_PX} 像素，总像素不超过 ${Math.floor(MAX_PRINT_PIXELS / 1e6)} 百万），请降低印刷尺寸或分辨率`,
    );
  }
  const bandHeight = Math.max(1, Math.min(options.bandHeight ?? 1024, height));
  const bands: OverlayOptions[] = [];
  for (let top = 0; top < height; top += bandHeight) {
    const rows = Math.min(bandHeight, height - top);
    bands.push({ input: await drawBand(view, width, rows, top, pxPerMm, options), top, left: 0 });
  }
  return sharp({
    create: { width, height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .composite(bands)
    .toColourspace('srgb')
    .withMetadata({ density: view.printArea.dpi })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

/** One horizontal band of the print, as PNG (compressed while the next band is drawn). */
async function drawBand(
  view: DesignView,
  width: number,
  rows: number,
  top: number,
  pxPerMm: number,
  options: PrintRenderOptions,
): Promise<Buffer> {
  const stage = new Konva.Stage({ width, height: rows } as Konva.StageConfig);
  try {
    const layer = new Konva.Layer({ imageSmoothingEnabled: true });
    const group = new Konva.Group({ y: -top });
    stage.add(layer);
    layer.add(group);
    drawView(Konva, group, view, { pxPerMm, image: options.image });
    layer.draw();
    const canvas = layer.getCanvas()._canvas as unknown as napi.Canvas;
    return await canvas.encode('png');
  } finally {
    stage.destroy();
  }
}
