import {
  applyViewToOthers,
  CURRENT_SCHEMA_VERSION,
  type DesignDocument,
  type DesignView,
  type ImageLayer,
  type Layer,
  type TextLayer,
} from '@podkit/design';
import type { DistributionBasicProduct, Material } from '@podkit/sdk-core';

/** Share of the print area a new picture or text takes at most. */
const NEW_LAYER_SHARE = 0.8;

let serial = 0;
export function newLayerId(kind: string): string {
  serial += 1;
  return `${kind}-${Date.now().toString(36)}-${serial}-${Math.random().toString(36).slice(2, 6)}`;
}

/** The blank's views in their order, each with its print area in millimetres. */
export function blankViews(blank: DistributionBasicProduct): DesignView[] {
  return [...blank.views]
    .sort((a, b) => a.sort - b.sort || a.view_id - b.view_id)
    .map((view) => ({
      viewId: view.view_id,
      printArea: {
        widthMm: view.print_area.width_mm,
        heightMm: view.print_area.height_mm,
        dpi: view.print_area.dpi,
      },
      layers: [],
    }));
}

/** An empty design on a blank. */
export function blankDocument(blank: DistributionBasicProduct, colorId: number): DesignDocument {
  return {
    schemaVersion: CURRENT_SCHEMA_VERSION,
    productId: blank.id,
    colorId,
    views: blankViews(blank),
  };
}

/**
 * The design of `from` carried onto another blank's empty document: each view takes the layers of
 * the view at the same place (the first view's when `from` has fewer), scaled to its print area.
 */
export function carryDesign(from: DesignDocument, to: DesignDocument): DesignDocument {
  return {
    ...to,
    views: to.views.map((view, index) => {
      const source = from.views[index] ?? from.views[0];
      if (!source || source.layers.length === 0) return view;
      const pair: DesignDocument = { ...to, views: [{ ...source, viewId: 0 }, view] };
      return applyViewToOthers(pair, 0).views[1]!;
    }),
  };
}

/** Layers of a saved style placed on a view: scaled from the style's print area, with new ids. */
export function placeStyle(
  document: DesignDocument,
  viewId: number,
  style: { layers: Layer[]; printArea: DesignView['printArea'] },
): DesignDocument {
  const target = document.views.find((view) => view.viewId === viewId);
  if (!target) return document;
  const pair: DesignDocument = {
    ...document,
    views: [
      { viewId: 0, printArea: style.printArea, layers: style.layers },
      { ...target, layers: [] },
    ],
  };
  const placed = applyViewToOthers(pair, 0).views[1]!.layers.map((layer) => ({
    ...layer,
    id: newLayerId(layer.kind),
  }));
  return {
    ...document,
    views: document.views.map((view) =>
      view === target ? { ...view, layers: [...view.layers, ...placed] } : view,
    ),
  };
}

/** A material as a new image layer, centred, as large as fits in most of the print area. */
export function imageLayerFor(material: Material, view: DesignView): ImageLayer {
  const pixelWidth = material.width ?? 0;
  const pixelHeight = material.height ?? 0;
  if (pixelWidth <= 0 || pixelHeight <= 0)
    throw new Error('该素材没有可用的图片尺寸，无法用于设计');
  const { widthMm, heightMm } = view.printArea;
  const scale = Math.min(
    (widthMm * NEW_LAYER_SHARE) / pixelWidth,
    (heightMm * NEW_LAYER_SHARE) / pixelHeight,
  );
  const width = pixelWidth * scale;
  const height = pixelHeight * scale;
  return {
    kind: 'image',
    id: newLayerId('image'),
    x: (widthMm - width) / 2,
    y: (heightMm - height) / 2,
    width,
    height,
    rotation: 0,
    visible: true,
    locked: false,
    materialId: material.id,
    src: material.url,
    pixelWidth,
    pixelHeight,
    crop: { x: 0, y: 0, width: 1, height: 1 },
    flipX: false,
    flipY: false,
    opacity: 1,
  };
}

export interface TextStyle {
  content: string;
  fontFamily: string;
  /** Millimetres. */
  fontSize: number;
  fill: string;
}

export const TEXT_LINE_HEIGHT = 1.2;

/** A new text layer of the measured size, centred on the print area. */
export function textLayerFor(
  style: TextStyle,
  size: { width: number; height: number },
  view: DesignView,
): TextLayer {
  const { widthMm, heightMm } = view.printArea;
  return {
    kind: 'text',
    id: newLayerId('text'),
    x: (widthMm - size.width) / 2,
    y: (heightMm - size.height) / 2,
    width: size.width,
    height: size.height,
    rotation: 0,
    visible: true,
    locked: false,
    content: style.content,
    fontFamily: style.fontFamily,
    fontSize: style.fontSize,
    fill: style.fill,
    stroke: null,
    letterSpacing: 0,
    lineHeight: TEXT_LINE_HEIGHT,
    align: 'center',
  };
}

/** The document with one layer's fields changed (visibility, lock, text, colour …). */
export function updateLayer(
  document: DesignDocument,
  viewId: number,
  layerId: string,
  patch: Partial<Layer>,
): DesignDocument {
  return {
    ...document,
    views: document.views.map((view) =>
      view.viewId !== viewId
        ? view
        : {
            ...view,
            layers: view.layers.map((layer) =>
              layer.id === layerId ? ({ ...layer, ...patch } as Layer) : layer,
            ),
          },
    ),
  };
}

/** The same document with no layers on any view (redesign). */
export function clearedDocument(document: DesignDocument): DesignDocument {
  return { ...document, views: document.views.map((view) => ({ ...view, layers: [] })) };
}

/** Every picture a document draws. */
export function documentSources(document: DesignDocument): string[] {
  return document.views.flatMap((view) =>
    view.layers.flatMap((layer) => (layer.kind === 'text' ? [] : [layer.src])),
  );
}

/** Every text of a document by font, for loading the glyphs before drawing. */
export function documentTexts(document: DesignDocument): Map<string, string> {
  const texts = new Map<string, string>();
  for (const view of document.views)
    for (const layer of view.layers)
      if (layer.kind === 'text')
        texts.set(layer.fontFamily, (texts.get(layer.fontFamily) ?? '') + layer.content);
  return texts;
}
