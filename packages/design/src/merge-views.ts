import { findView } from './document-access';
import { scaleContent } from './scale-content';
import type { DesignDocument, Layer, PrintArea } from './types';

/**
 * For blanks whose sides are merged (is_merge_design = 1): copy one view's layers onto every
 * other view. Positions follow each print area's width and height; sizes scale by the smaller of
 * the two factors so nothing is distorted. Layer ids stay the same, tying the copies together.
 */
export function applyViewToOthers(document: DesignDocument, sourceViewId: number): DesignDocument {
  const source = findView(document, sourceViewId);
  return {
    ...document,
    views: document.views.map((view) =>
      view === source
        ? view
        : {
            ...view,
            layers: source.layers.map((layer) =>
              scaleLayer(layer, source.printArea, view.printArea),
            ),
          },
    ),
  };
}

function scaleLayer(layer: Layer, from: PrintArea, to: PrintArea): Layer {
  const scaleX = to.widthMm / from.widthMm;
  const scaleY = to.heightMm / from.heightMm;
  const factor = Math.min(scaleX, scaleY);
  const width = layer.width * factor;
  const height = layer.height * factor;
  const scaled = {
    ...scaleContent(layer, factor),
    x: (layer.x + layer.width / 2) * scaleX - width / 2,
    y: (layer.y + layer.height / 2) * scaleY - height / 2,
    width,
    height,
  };
  // Tile size follows the print dpi (see TileLayer.scale), so a change of dpi is undone here.
  return scaled.kind === 'tile' ? { ...scaled, scale: scaled.scale * (to.dpi / from.dpi) } : scaled;
}
