import { drawView, type DesignView } from '@podkit/design';
import { invalid } from '../../http/envelope.js';
import type { napi } from './konva-node.js';
import { Konva } from './konva-node.js';
import { assemblePng, deflateBand, filteredRows, type DeflatedBand } from './png-bands.js';
import { printPngHead } from './png-head.js';

const MM_PER_INCH = 25.4;
/** Skia's longest canvas side and sharp's default pixel limit bound what one print file may be. */
export const MAX_PRINT_SIDE_PX = 30_000;
export const MAX_PRINT_PIXELS = 268_402_689;
const DEFAULT_BAND_ROWS = 512;
/** Bands drawn but not yet deflated, at most: each holds its raw rows. */
const BANDS_IN_FLIGHT = 3;
/**
 * Node's zlib spends about twice the CPU of sharp's zlib-ng at a level; level 4 costs what
 * sharp's level 6 did for a file 5–10 % larger (bench/README.md, "Print file").
 */
const ZLIB_LEVEL = 4;

export interface PrintRenderOptions {
  /** Loaded source images by layer `src`. */
  image(src: string): CanvasImageSource | undefined;
  /** Rows drawn at a time: memory holds a few bands of raw pixels, not the whole print. */
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
 * drawn by the same scene builder as the editor (ARCHITECTURE.md decision 2), band by band:
 * each band is deflated in the thread pool while the next one is drawn (png-bands.ts).
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
  const bandHeight = Math.max(1, Math.min(options.bandHeight ?? DEFAULT_BAND_ROWS, height));
  const head = printPngHead(width, height, view.printArea.dpi);
  const stage = bandStage(view, width, bandHeight, pxPerMm, options);
  const deflating: Array<Promise<DeflatedBand>> = [];
  try {
    for (let top = 0; top < height; top += bandHeight) {
      const rows = Math.min(bandHeight, height - top);
      // Drawing runs ahead of deflating only so far: memory holds a few bands, not the print.
      const free =
        deflating.length >= BANDS_IN_FLIGHT
          ? (await deflating[deflating.length - BANDS_IN_FLIGHT]!).rows
          : undefined;
      const band = deflateBand(filteredRows(stage.draw(top, rows), width, rows, free), ZLIB_LEVEL);
      band.catch(() => undefined); // awaited below; a failed draw must not leave it unhandled
      deflating.push(band);
    }
  } finally {
    stage.destroy();
  }
  return assemblePng(await head, await Promise.all(deflating));
}

/**
 * One Konva stage a band high, built once: each band moves the view up and draws again, and
 * reads the band's straight-alpha RGBA back.
 */
function bandStage(
  view: DesignView,
  width: number,
  bandHeight: number,
  pxPerMm: number,
  options: PrintRenderOptions,
) {
  const stage = new Konva.Stage({ width, height: bandHeight } as Konva.StageConfig);
  // Not listening: no hit canvas, which layer.draw() would fill with every shape again.
  const layer = new Konva.Layer({ imageSmoothingEnabled: true, listening: false });
  const group = new Konva.Group();
  stage.add(layer);
  layer.add(group);
  drawView(Konva, group, view, { pxPerMm, image: options.image });
  const spans = rowSpans(group);
  const canvas = layer.getCanvas()._canvas as unknown as napi.Canvas;
  const context = canvas.getContext('2d');
  return {
    draw(top: number, rows: number): Uint8ClampedArray {
      group.y(-top);
      for (const { node, from, to } of spans) node.visible(from < top + rows && to > top);
      layer.drawScene();
      return context.getImageData(0, 0, width, rows).data;
    },
    destroy: () => stage.destroy(),
  };
}

/**
 * The print rows each image and tile covers (their box, rotated, plus a pixel of smoothing), so a
 * band skips what lies wholly above or below it. Text is always drawn: glyphs may leave its box.
 */
function rowSpans(group: Konva.Group) {
  return group
    .getChildren()
    .filter((node) => node instanceof Konva.Image || node instanceof Konva.Rect)
    .map((node) => {
      const box = node.getClientRect({ relativeTo: group, skipShadow: true });
      return { node, from: Math.floor(box.y) - 1, to: Math.ceil(box.y + box.height) + 1 };
    });
}
