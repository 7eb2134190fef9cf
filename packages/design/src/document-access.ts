import { DesignError } from './design-error';
import type { DesignDocument, DesignView, Layer } from './types';

export function findView(document: DesignDocument, viewId: number): DesignView {
  const view = document.views.find((candidate) => candidate.viewId === viewId);
  if (!view) throw new DesignError(`找不到视图 ${viewId}`);
  return view;
}

export function findLayer(view: DesignView, layerId: string): Layer {
  const layer = view.layers.find((candidate) => candidate.id === layerId);
  if (!layer) throw new DesignError(`找不到图层 ${layerId}`);
  return layer;
}

export function replaceView(
  document: DesignDocument,
  viewId: number,
  change: (view: DesignView) => DesignView,
): DesignDocument {
  const view = findView(document, viewId);
  return {
    ...document,
    views: document.views.map((candidate) => (candidate === view ? change(view) : candidate)),
  };
}

export function replaceLayer(
  document: DesignDocument,
  viewId: number,
  layerId: string,
  change: (layer: Layer, view: DesignView) => Layer,
): DesignDocument {
  return replaceView(document, viewId, (view) => {
    const layer = findLayer(view, layerId);
    return {
      ...view,
      layers: view.layers.map((candidate) =>
        candidate === layer ? change(layer, view) : candidate,
      ),
    };
  });
}

export function requireFinite(value: number, what: string): void {
  if (!Number.isFinite(value)) throw new DesignError(`${what}必须是有限的数字`);
}
