import type { ImageLayer, Layer, PrintArea, TileLayer } from './types';

const MM_PER_INCH = 25.4;

/**
 * Image pixels per printed inch. The lower of the two directions counts, since a stretched
 * image is only as sharp as its most stretched side.
 */
export function effectiveDpi(layer: ImageLayer): number {
  const horizontal = (layer.pixelWidth * layer.crop.width) / (layer.width / MM_PER_INCH);
  const vertical = (layer.pixelHeight * layer.crop.height) / (layer.height / MM_PER_INCH);
  return Math.min(horizontal, vertical);
}

/**
 * The layer's effective resolution over the print area's required dpi: 1 means exactly as sharp
 * as the blank needs. A tile at scale s draws one image pixel over s print dots, hence 1 / s.
 */
export function resolutionRatio(layer: ImageLayer | TileLayer, printArea: PrintArea): number {
  if (layer.kind === 'tile') return 1 / layer.scale;
  return effectiveDpi(layer) / printArea.dpi;
}

/** 0: no warning (not a picture, or no ratio); 1: far too coarse; 2: coarse; 3: sharp enough. */
export type ResolutionWarningLevel = 0 | 1 | 2 | 3;

/**
 * Spec section 9's warning level of a resolution ratio (see `resolutionRatio`): under 0.1 gives 1,
 * 0.1 to 0.4 gives 2, above 0.4 gives 3, anything else (no finite positive ratio) 0.
 */
export function resolutionWarningLevel(ratio: number): ResolutionWarningLevel {
  if (!Number.isFinite(ratio) || ratio <= 0) return 0;
  if (ratio < 0.1) return 1;
  if (ratio <= 0.4) return 2;
  return 3;
}

/** The warning level of a layer on its view: pictures by their ratio, text never warns. */
export function layerWarningLevel(layer: Layer, printArea: PrintArea): ResolutionWarningLevel {
  if (layer.kind === 'text') return 0;
  return resolutionWarningLevel(resolutionRatio(layer, printArea));
}
