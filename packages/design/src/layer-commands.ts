import { normalizeDegrees } from './angles';
import { DesignError } from './design-error';
import { findLayer, replaceLayer, replaceView, requireFinite } from './document-access';
import { layerSchema, parseWith } from './schema';
import { scaleContent } from './scale-content';
import type { DesignDocument, Layer, MirrorAxis } from './types';

// Every command returns a new document and leaves its input untouched, so history can keep
// snapshots by reference.

/** Put a layer on top of the view (or at `index`, 0 being the bottom). */
export function addLayer(
  document: DesignDocument,
  viewId: number,
  layer: Layer,
  index?: number,
): DesignDocument {
  if (index !== undefined) requireFinite(index, '图层位置');
  const parsed = parseWith(layerSchema, layer);
  if (!parsed.success) throw new DesignError(parsed.error.issues[0]?.message ?? '图层无效');
  return replaceView(document, viewId, (view) => {
    if (view.layers.some((existing) => existing.id === layer.id)) {
      throw new DesignError(`图层编号 ${layer.id} 已存在`);
    }
    const at = clampIndex(Math.round(index ?? view.layers.length), view.layers.length);
    return {
      ...view,
      layers: [...view.layers.slice(0, at), parsed.data, ...view.layers.slice(at)],
    };
  });
}

export function removeLayer(
  document: DesignDocument,
  viewId: number,
  layerId: string,
): DesignDocument {
  return replaceView(document, viewId, (view) => {
    const layer = findLayer(view, layerId);
    return { ...view, layers: view.layers.filter((candidate) => candidate !== layer) };
  });
}

/** Shift a layer by dx, dy millimetres. */
export function moveLayer(
  document: DesignDocument,
  viewId: number,
  layerId: string,
  dx: number,
  dy: number,
): DesignDocument {
  requireFinite(dx, '水平移动距离');
  requireFinite(dy, '垂直移动距离');
  return replaceLayer(document, viewId, layerId, (layer) => ({
    ...layer,
    x: layer.x + dx,
    y: layer.y + dy,
  }));
}

/** Give a layer a new size in millimetres, keeping its centre where it was. */
export function resizeLayer(
  document: DesignDocument,
  viewId: number,
  layerId: string,
  size: { width: number; height: number },
): DesignDocument {
  const { width, height } = size;
  if (!(Number.isFinite(width) && width > 0 && Number.isFinite(height) && height > 0)) {
    throw new DesignError('图层宽度和高度必须大于 0 毫米');
  }
  return replaceLayer(document, viewId, layerId, (layer) => ({
    ...layer,
    x: layer.x + (layer.width - width) / 2,
    y: layer.y + (layer.height - height) / 2,
    width,
    height,
  }));
}

/** Turn a layer by `degrees` (clockwise, may be negative); the result stays in [0, 360). */
export function rotateLayer(
  document: DesignDocument,
  viewId: number,
  layerId: string,
  degrees: number,
): DesignDocument {
  requireFinite(degrees, '旋转角度');
  return replaceLayer(document, viewId, layerId, (layer) => ({
    ...layer,
    rotation: normalizeDegrees(layer.rotation + degrees),
  }));
}

/** Flip an image layer: 'horizontal' toggles flipX, 'vertical' toggles flipY. */
export function mirrorLayer(
  document: DesignDocument,
  viewId: number,
  layerId: string,
  axis: MirrorAxis,
): DesignDocument {
  return replaceLayer(document, viewId, layerId, (layer) => {
    if (layer.kind !== 'image') throw new DesignError('只有图片图层可以镜像');
    return axis === 'horizontal'
      ? { ...layer, flipX: !layer.flipX }
      : { ...layer, flipY: !layer.flipY };
  });
}

/** Move a layer to `toIndex` in the stack (0 = bottom); out-of-range indexes go to the nearest end. */
export function reorderLayer(
  document: DesignDocument,
  viewId: number,
  layerId: string,
  toIndex: number,
): DesignDocument {
  requireFinite(toIndex, '图层位置');
  return replaceView(document, viewId, (view) => {
    const layer = findLayer(view, layerId);
    const others = view.layers.filter((candidate) => candidate !== layer);
    const at = clampIndex(Math.round(toIndex), others.length);
    return { ...view, layers: [...others.slice(0, at), layer, ...others.slice(at)] };
  });
}

function clampIndex(index: number, length: number): number {
  return Math.min(Math.max(index, 0), length);
}

/**
 * Give a layer a new box from a drag or a transform (millimetres, rotation in degrees). A text's
 * font grows with its box; an image keeps its pixels and a tile its pattern, filling the new box.
 */
export function setLayerBox(
  document: DesignDocument,
  viewId: number,
  layerId: string,
  box: { x: number; y: number; width: number; height: number; rotation: number },
): DesignDocument {
  for (const [value, label] of [
    [box.x, '水平位置'],
    [box.y, '垂直位置'],
    [box.rotation, '旋转角度'],
  ] as const) {
    requireFinite(value, label);
  }
  if (!(
    box.width > 0 &&
    box.height > 0 &&
    Number.isFinite(box.width) &&
    Number.isFinite(box.height)
  )) {
    throw new DesignError('图层宽度和高度必须大于 0 毫米');
  }
  return replaceLayer(document, viewId, layerId, (layer) => {
    const placed = { ...layer, ...box, rotation: normalizeDegrees(box.rotation) };
    return layer.kind === 'text' ? scaleContent(placed, box.width / layer.width) : placed;
  });
}
