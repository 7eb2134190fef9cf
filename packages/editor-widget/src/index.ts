export { HOTKEYS, findHotkey, formatHotkey, matchHotkey } from './hotkeys';
export type { Hotkey, HotkeyAction, HotkeyEvent, HotkeyModifier } from './hotkeys';
export { History, MAX_UNDO_STEPS } from './history';
export type { HistoryOptions } from './history';
