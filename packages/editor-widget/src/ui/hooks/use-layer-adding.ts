import type { RefObject } from 'react';
import { addLayer, newPictureIndex, type DesignDocument, type DesignView } from '@podkit/design';
import type { Material } from '@podkit/sdk-core';
import type { Editor } from '../../core/editor';
import { imageLayerFor, placeStyle } from '../document-build';
import { loadFontFor } from '../fonts';
import type { ImageCache } from '../image-cache';
import type { StyleContent } from '../ThemeDialog';
import type { ToastKind } from './use-editor-toast';

/** Putting pictures on the view: a material from the gallery, or a theme design's layers. */
export function useLayerAdding(options: {
  editorRef: RefObject<Editor | null>;
  change: (next: DesignDocument, select?: string) => void;
  view: DesignView | undefined;
  viewId: number;
  images: ImageCache;
  setBusy: (busy: boolean) => void;
  notify: (kind: ToastKind, text: string) => void;
}) {
  const { editorRef, change, view, viewId, images, setBusy, notify } = options;

  async function addMaterial(material: Material) {
    const editor = editorRef.current;
    if (!editor || !view) return;
    try {
      const layer = imageLayerFor(material, view);
      setBusy(true);
      await images.load(layer.src);
      // Selected, and under any text, so the words already placed stay in sight.
      const current = editor.document.views.find((candidate) => candidate.viewId === viewId);
      const index = current ? newPictureIndex(current) : undefined;
      change(addLayer(editor.document, viewId, layer, index), layer.id);
    } catch (error) {
      notify('error', error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  /** The theme design's layers placed on the view once their pictures and fonts are loaded; false without a stage. */
  async function applyStyle(content: StyleContent): Promise<boolean> {
    const editor = editorRef.current;
    if (!editor) return false;
    const next = placeStyle(editor.document, viewId, content);
    await images.loadAll(
      content.layers.flatMap((layer) => (layer.kind === 'text' ? [] : [layer.src])),
    );
    await Promise.all(
      content.layers.map((layer) =>
        layer.kind === 'text'
          ? loadFontFor(globalThis.document, layer.fontFamily, layer.content)
          : null,
      ),
    );
    change(next);
    return true;
  }

  return { addMaterial, applyStyle };
}
