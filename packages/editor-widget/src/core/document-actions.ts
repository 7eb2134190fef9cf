import {
  fillPrintArea,
  fitPrintArea,
  mirrorLayer,
  moveLayer,
  removeLayer,
  rotateLayer,
  tileLayer,
  type DesignDocument,
} from '@podkit/design';
import type { HotkeyAction } from '../hotkeys';

/** How far one arrow-key press moves the selected layer, in millimetres. */
export const ARROW_STEP_MM = 1;

/** The hot-keyed actions that change the document (the rest are the editor's or the host's). */
export type DocumentAction = Extract<
  HotkeyAction,
  | 'moveUp'
  | 'moveDown'
  | 'moveLeft'
  | 'moveRight'
  | 'fill'
  | 'fit'
  | 'mirrorHorizontal'
  | 'mirrorVertical'
  | 'rotate90'
  | 'rotateHalfDegree'
  | 'rotate45'
  | 'delete'
  | 'tileBasic'
  | 'tileMirror'
>;

const documentActions: Record<
  DocumentAction,
  (doc: DesignDocument, viewId: number, layerId: string) => DesignDocument
> = {
  moveUp: (d, v, l) => moveLayer(d, v, l, 0, -ARROW_STEP_MM),
  moveDown: (d, v, l) => moveLayer(d, v, l, 0, ARROW_STEP_MM),
  moveLeft: (d, v, l) => moveLayer(d, v, l, -ARROW_STEP_MM, 0),
  moveRight: (d, v, l) => moveLayer(d, v, l, ARROW_STEP_MM, 0),
  fill: fillPrintArea,
  fit: fitPrintArea,
  mirrorHorizontal: (d, v, l) => mirrorLayer(d, v, l, 'horizontal'),
  mirrorVertical: (d, v, l) => mirrorLayer(d, v, l, 'vertical'),
  rotate90: (d, v, l) => rotateLayer(d, v, l, 90),
  rotateHalfDegree: (d, v, l) => rotateLayer(d, v, l, 0.5),
  rotate45: (d, v, l) => rotateLayer(d, v, l, 45),
  delete: removeLayer,
  tileBasic: (d, v, l) => tileLayer(d, v, l, 'basic'),
  tileMirror: (d, v, l) => tileLayer(d, v, l, 'mirror'),
};

export function isDocumentAction(action: HotkeyAction): action is DocumentAction {
  return action in documentActions;
}

/**
 * The document after a hot-keyed action on the selected layer. A locked layer does not move,
 * turn or go away; the design commands throw a DesignError (with a Chinese message) when an action
 * does not fit the layer, e.g. mirroring a text.
 */
export function applyDocumentAction(
  document: DesignDocument,
  viewId: number,
  layerId: string,
  action: DocumentAction,
): DesignDocument {
  const layer = document.views
    .find((v) => v.viewId === viewId)
    ?.layers.find((l) => l.id === layerId);
  if (layer?.locked) return document;
  return documentActions[action](document, viewId, layerId);
}
