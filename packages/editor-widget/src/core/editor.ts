import type { DesignDocument } from '@podkit/design';
import type Konva from 'konva';
import { History } from '../history';
import { matchHotkey, type HotkeyAction, type HotkeyEvent } from '../hotkeys';
import { applyDocumentAction, isDocumentAction } from './document-actions';
import { EditorStage, type StageScene } from './editor-stage';

/** Actions the editor hands to its host (they need the server or other screens). */
export type HostAction = Extract<
  HotkeyAction,
  'save' | 'chooseProduct' | 'themeDesign' | 'redesign'
>;

export interface EditorOptions {
  konva: typeof Konva;
  container?: HTMLDivElement;
  width: number;
  height: number;
  scene: StageScene;
  /** Every change of the document (edits, undo, redo). */
  onChange?(document: DesignDocument): void;
  onSelect?(layerId: string | null): void;
  onHostAction?(action: HostAction): void;
  /** A command refused the action (e.g. mirroring a text), with a Chinese message. */
  onError?(message: string): void;
}

export interface Editor {
  readonly stage: EditorStage;
  readonly document: DesignDocument;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** Runs a hot-keyed action (also what the toolbar buttons call). */
  run(action: HotkeyAction): void;
  /** Handles a keydown; returns true when it was a hot key (the caller then prevents default). */
  handleKeyDown(event: HotkeyEvent & { target?: EventTarget | null }): boolean;
  /** Replaces the document as one undoable step (adding a layer, changing a colour …). */
  change(document: DesignDocument): void;
  setScene(scene: Partial<StageScene>): void;
  destroy(): void;
}

export function createEditor(options: EditorOptions): Editor {
  let scene = options.scene;
  const history = new History<DesignDocument>(scene.document);
  const stage = new EditorStage(
    options.konva,
    { container: options.container, width: options.width, height: options.height },
    {
      onGestureStart: () => history.mark(),
      onGestureEnd: (document) => {
        history.change(document);
        history.commit();
      },
      onSelect: (id) => options.onSelect?.(id),
    },
  );
  history.subscribe((document) => {
    scene = { ...scene, document };
    stage.setScene(scene);
    options.onChange?.(document);
  });
  stage.setScene(scene);

  function run(action: HotkeyAction): void {
    if (action === 'undo') return void (history.canUndo && history.undo());
    if (action === 'redo') return void (history.canRedo && history.redo());
    if (isDocumentAction(action)) {
      const layerId = stage.selection;
      if (!layerId) return;
      try {
        history.change(applyDocumentAction(history.current, scene.viewId, layerId, action));
      } catch (error) {
        options.onError?.(error instanceof Error ? error.message : String(error));
      }
      return;
    }
    options.onHostAction?.(action);
  }

  return {
    stage,
    get document() {
      return history.current;
    },
    get canUndo() {
      return history.canUndo;
    },
    get canRedo() {
      return history.canRedo;
    },
    run,
    handleKeyDown(event) {
      if (isTextInput(event.target)) return false;
      const action = matchHotkey(event);
      if (!action) return false;
      run(action);
      return true;
    },
    change(document) {
      history.change(document);
    },
    setScene(partial) {
      scene = { ...scene, ...partial };
      if (partial.document) history.reset(partial.document);
      stage.setScene(scene);
    },
    destroy() {
      stage.destroy();
    },
  };
}

/** Typing in a text box must not move or delete layers. */
function isTextInput(target: EventTarget | null | undefined): boolean {
  const element = target as { tagName?: string; isContentEditable?: boolean } | null | undefined;
  return Boolean(
    element &&
    (element.tagName === 'INPUT' || element.tagName === 'TEXTAREA' || element.isContentEditable),
  );
}
