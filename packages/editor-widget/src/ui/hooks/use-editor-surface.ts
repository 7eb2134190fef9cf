import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import Konva from 'konva';
import type { DesignDocument } from '@podkit/design';
import { createEditor, type Editor, type HostAction } from '../../core/editor';
import { DOCUMENT_CHANGE_EVENT } from '../design-editor-props';
import { pageFamily } from '../fonts';
import type { ImageCache } from '../image-cache';
import type { LoadedDesign } from '../load-design';
import { productScene } from '../product-scene';
import { firstViewId } from './use-design-load';

const MIN_STAGE_PX = 200;

export interface EditorSurfaceEvents {
  onDocumentChange?(document: DesignDocument): void;
  onHostAction(action: HostAction): void;
  onError(message: string): void;
  /** The wheel zoomed the stage. */
  onZoom(zoom: number): void;
}

/**
 * The Konva stage and the editor core on it: made once the first design is loaded (later loads
 * replace its document), kept as large as its box, destroyed with the component. Mirrors the
 * core's document, undo/redo state and selection into React state, and sends each document to the
 * host (callback and DOCUMENT_CHANGE_EVENT on the root element).
 */
export function useEditorSurface(options: {
  stageRef: RefObject<HTMLDivElement | null>;
  rootRef: RefObject<HTMLDivElement | null>;
  loaded: LoadedDesign | null;
  images: ImageCache;
  events: EditorSurfaceEvents;
}) {
  const { stageRef, rootRef, loaded, images } = options;
  const editorRef = useRef<Editor | null>(null);
  const [document, setDocument] = useState<DesignDocument | null>(null);
  const [history, setHistory] = useState({ canUndo: false, canRedo: false });
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const events = useRef(options.events);
  events.current = options.events;

  const emitDocument = useCallback(
    (next: DesignDocument) => {
      setDocument(next);
      const editor = editorRef.current;
      if (editor) setHistory({ canUndo: editor.canUndo, canRedo: editor.canRedo });
      events.current.onDocumentChange?.(next);
      rootRef.current?.dispatchEvent(
        new CustomEvent(DOCUMENT_CHANGE_EVENT, { detail: next, bubbles: true, composed: true }),
      );
    },
    [rootRef],
  );

  useEffect(() => {
    const container = stageRef.current;
    if (!loaded || !container) return;
    const viewId = firstViewId(loaded.blank);
    const scene = {
      document: loaded.document,
      viewId,
      product: productScene(loaded.blank, loaded.masks, viewId, loaded.colorId, images),
      images: (src: string) => images.get(src),
      fontFamily: pageFamily,
    };
    let editor = editorRef.current;
    if (!editor) {
      const made = createEditor({
        konva: Konva,
        container,
        width: Math.max(container.clientWidth, MIN_STAGE_PX),
        height: Math.max(container.clientHeight, MIN_STAGE_PX),
        scene,
        onChange: emitDocument,
        onSelect: setSelectedId,
        onHostAction: (action) => events.current.onHostAction(action),
        onError: (message) => events.current.onError(message),
      });
      made.stage.stage.on('wheel', () => events.current.onZoom(made.stage.zoom));
      editorRef.current = editor = made;
    } else {
      editor.setScene(scene);
    }
    emitDocument(editor.document);
  }, [loaded, images, stageRef, emitDocument]);

  useEffect(
    () => () => {
      editorRef.current?.destroy();
      editorRef.current = null;
    },
    [],
  );

  useEffect(() => {
    const container = stageRef.current;
    if (!container || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      editorRef.current?.stage.resize(
        Math.max(container.clientWidth, MIN_STAGE_PX),
        Math.max(container.clientHeight, MIN_STAGE_PX),
      );
    });
    observer.observe(container);
    return () => observer.disconnect();
  }, [stageRef]);

  /** Replaces the document as one undoable step, then selects `select` when given. */
  const change = useCallback((next: DesignDocument, select?: string) => {
    const editor = editorRef.current;
    if (!editor) return;
    editor.change(next);
    if (select) editor.stage.select(select);
  }, []);

  return { editorRef, document, history, selectedId, change };
}
