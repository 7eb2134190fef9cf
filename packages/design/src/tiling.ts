import { DesignError } from './design-error';
import { replaceLayer } from './document-access';
import type { DesignDocument, TileLayer, TileMode } from './types';

const MM_PER_INCH = 25.4;

/**
 * Tile basic / tile mirror: turn an image layer into a tiled fill of the whole print area whose
 * tiles keep the image's current printed size, or switch an existing tile layer's mode.
 */
export function tileLayer(
  document: DesignDocument,
  viewId: number,
  layerId: string,
  mode: TileMode,
): DesignDocument {
  return replaceLayer(document, viewId, layerId, (layer, view): TileLayer => {
    if (layer.kind === 'tile') return { ...layer, mode };
    if (layer.kind !== 'image') throw new DesignError('只有图片图层可以平铺');
    const { printArea } = view;
    const uncroppedWidthMm = layer.width / layer.crop.width;
    const widthAtPrintDpiMm = (layer.pixelWidth / printArea.dpi) * MM_PER_INCH;
    return {
      kind: 'tile',
      id: layer.id,
      x: 0,
      y: 0,
      width: printArea.widthMm,
      height: printArea.heightMm,
      rotation: 0,
      visible: layer.visible,
      locked: layer.locked,
      materialId: layer.materialId,
      src: layer.src,
      pixelWidth: layer.pixelWidth,
      pixelHeight: layer.pixelHeight,
      mode,
      halfDrop: false,
      paddingX: 0,
      paddingY: 0,
      scale: uncroppedWidthMm / widthAtPrintDpiMm,
      patternRotation: layer.rotation,
    };
  });
}
