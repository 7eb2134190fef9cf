import type { ImageLayer, PrintArea, TileLayer } from './types';

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
