import { replaceLayer } from './document-access';
import { scaleContent } from './scale-content';
import type { DesignDocument, DesignView, Layer, PrintArea } from './types';

/**
 * Fill the print area (cover): scale, keeping aspect, until the layer covers it; centred. A text's
 * font and a tile's pattern scale with the box.
 */
export function fillPrintArea(
  document: DesignDocument,
  viewId: number,
  layerId: string,
): DesignDocument {
  return replaceLayer(document, viewId, layerId, (layer, view) =>
    placeInPrintArea(layer, view.printArea, Math.max),
  );
}

/** Fit the print area (contain): scale, keeping aspect, until the layer just fits inside; centred. */
export function fitPrintArea(
  document: DesignDocument,
  viewId: number,
  layerId: string,
): DesignDocument {
  return replaceLayer(document, viewId, layerId, (layer, view) =>
    placeInPrintArea(layer, view.printArea, Math.min),
  );
}

function placeInPrintArea(
  layer: Layer,
  printArea: PrintArea,
  pick: (horizontal: number, vertical: number) => number,
): Layer {
  // A turned layer is measured by the upright box around it, so 90° turns fill correctly too.
  const radians = (layer.rotation * Math.PI) / 180;
  const cos = Math.abs(Math.cos(radians));
  const sin = Math.abs(Math.sin(radians));
  const boundsWidth = layer.width * cos + layer.height * sin;
  const boundsHeight = layer.width * sin + layer.height * cos;
  const factor = pick(printArea.widthMm / boundsWidth, printArea.heightMm / boundsHeight);
  const width = layer.width * factor;
  const height = layer.height * factor;
  return {
    ...scaleContent(layer, factor),
    width,
    height,
    x: (printArea.widthMm - width) / 2,
    y: (printArea.heightMm - height) / 2,
  };
}

/**
 * Where a new picture goes in a view's layers (0 being the bottom): above the pictures already
 * there but below the lowest text, so a picture placed in the middle never hides the words
 * already on the design. With no text it goes on top.
 */
export function newPictureIndex(view: DesignView): number {
  const lowestText = view.layers.findIndex((layer) => layer.kind === 'text');
  return lowestText === -1 ? view.layers.length : lowestText;
}
