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
