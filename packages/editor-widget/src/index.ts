export { HOTKEYS, findHotkey, formatHotkey, matchHotkey } from './hotkeys';
export type { Hotkey, HotkeyAction, HotkeyEvent, HotkeyModifier } from './hotkeys';
export { History, MAX_UNDO_STEPS } from './history';
export type { HistoryOptions } from './history';
export { createEditor, type Editor, type EditorOptions, type HostAction } from './core/editor';
export { EditorStage, type StageScene, type StageEvents } from './core/editor-stage';
export {
  applyDocumentAction,
  isDocumentAction,
  ARROW_STEP_MM,
  type DocumentAction,
} from './core/document-actions';
export { snapToPrintArea, SNAP_DISTANCE_PX, type Rect, type SnapResult } from './core/snapping';
export { MockupPreviews, type MockupPreviewsProps } from './preview/MockupPreviews';
export { EDITOR_CSS } from './ui/editor-css';
export { DesignEditor, DOCUMENT_CHANGE_EVENT, type DesignEditorProps } from './ui/DesignEditor';
export { mountEditor, type MountEditorOptions, type MountedEditor } from './ui/mount-editor';
export { toolTitle } from './ui/Toolbar';
export { DEFAULT_FONT, DEFAULT_FONT_SIZE, DEFAULT_TEXT_PROMPT } from './ui/TextPanel';
export { MIN_ZOOM, MAX_ZOOM, type StageMask } from './core/editor-stage';
export { blankDocument, carryDesign } from './ui/document-build';
export type { DesignDocument } from '@podkit/design';
export type { PrintSurface } from './ui/print-surface';
