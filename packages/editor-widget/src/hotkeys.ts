/**
 * The design editor's hot keys (spec section 2), matched by physical key (`KeyboardEvent.code`) so
 * that Alt combinations work whatever character the OS or layout makes of them (macOS turns
 * Alt+V into '√'). On macOS ⌘ counts as Ctrl.
 */

export type HotkeyAction =
  | 'moveUp'
  | 'moveDown'
  | 'moveLeft'
  | 'moveRight'
  | 'fill'
  | 'fit'
  | 'mirrorHorizontal'
  | 'mirrorVertical'
  | 'rotate90'
  | 'delete'
  | 'save'
  | 'chooseProduct'
  | 'themeDesign'
  | 'redesign'
  | 'tileBasic'
  | 'tileMirror'
  | 'undo'
  | 'redo'
  | 'rotateHalfDegree'
  | 'rotate45';

export type HotkeyModifier = 'ctrl' | 'alt' | 'none';

export interface Hotkey {
  action: HotkeyAction;
  /** Chinese, for toolbar tooltips. */
  label: string;
  modifier: HotkeyModifier;
  /** `KeyboardEvent.code` values; the first is the one shown. */
  codes: readonly string[];
  /** The browser has its own binding for this combination (save page, bookmarks, scrolling…). */
  preventDefault: boolean;
}

export const HOTKEYS: readonly Hotkey[] = [
  { action: 'moveUp', label: '上移', modifier: 'none', codes: ['ArrowUp'], preventDefault: true },
  {
    action: 'moveDown',
    label: '下移',
    modifier: 'none',
    codes: ['ArrowDown'],
    preventDefault: true,
  },
  {
    action: 'moveLeft',
    label: '左移',
    modifier: 'none',
    codes: ['ArrowLeft'],
    preventDefault: true,
  },
  {
    action: 'moveRight',
    label: '右移',
    modifier: 'none',
    codes: ['ArrowRight'],
    preventDefault: true,
  },
  { action: 'fill', label: '填充', modifier: 'ctrl', codes: ['KeyB'], preventDefault: true },
  { action: 'fit', label: '适应', modifier: 'alt', codes: ['KeyB'], preventDefault: true },
  {
    action: 'mirrorHorizontal',
    label: '水平镜像',
    modifier: 'alt',
    codes: ['KeyV'],
    preventDefault: true,
  },
  {
    action: 'mirrorVertical',
    label: '垂直镜像',
    modifier: 'alt',
    codes: ['KeyN'],
    preventDefault: true,
  },
  {
    action: 'rotate90',
    label: '旋转 90°',
    modifier: 'ctrl',
    codes: ['KeyQ'],
    preventDefault: true,
  },
  // A Mac keyboard's "delete" key sends Backspace.
  {
    action: 'delete',
    label: '删除',
    modifier: 'none',
    codes: ['Delete', 'Backspace'],
    preventDefault: false,
  },
  { action: 'save', label: '保存', modifier: 'ctrl', codes: ['KeyS'], preventDefault: true },
  {
    action: 'chooseProduct',
    label: '选择产品',
    modifier: 'ctrl',
    codes: ['F1'],
    preventDefault: true,
  },
  {
    action: 'themeDesign',
    label: '主题设计',
    modifier: 'ctrl',
    codes: ['F2'],
    preventDefault: true,
  },
  { action: 'redesign', label: '重新设计', modifier: 'alt', codes: ['KeyR'], preventDefault: true },
  {
    action: 'tileBasic',
    label: '基础平铺',
    modifier: 'alt',
    codes: ['KeyS'],
    preventDefault: true,
  },
  {
    action: 'tileMirror',
    label: '镜像平铺',
    modifier: 'alt',
    codes: ['KeyC'],
    preventDefault: true,
  },
  { action: 'undo', label: '撤销', modifier: 'ctrl', codes: ['KeyZ'], preventDefault: true },
  { action: 'redo', label: '重做', modifier: 'ctrl', codes: ['KeyY'], preventDefault: true },
  {
    action: 'rotateHalfDegree',
    label: '旋转 0.5°',
    modifier: 'alt',
    codes: ['KeyQ'],
    preventDefault: true,
  },
  { action: 'rotate45', label: '旋转 45°', modifier: 'alt', codes: ['KeyW'], preventDefault: true },
];

/** The parts of a KeyboardEvent that matching needs. */
export interface HotkeyEvent {
  code: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

function modifierOf(event: HotkeyEvent): HotkeyModifier | null {
  const ctrl = event.ctrlKey || event.metaKey;
  if (event.shiftKey || (ctrl && event.altKey)) return null;
  if (ctrl) return 'ctrl';
  return event.altKey ? 'alt' : 'none';
}

export function findHotkey(event: HotkeyEvent): Hotkey | null {
  const modifier = modifierOf(event);
  if (modifier === null) return null;
  return (
    HOTKEYS.find((hotkey) => hotkey.modifier === modifier && hotkey.codes.includes(event.code)) ??
    null
  );
}

/** The action a key press asks for, or null when it is not a hot key (extra modifiers never match). */
export function matchHotkey(event: HotkeyEvent): HotkeyAction | null {
  return findHotkey(event)?.action ?? null;
}

const KEY_NAMES: Record<string, string> = {
  ArrowUp: '↑',
  ArrowDown: '↓',
  ArrowLeft: '←',
  ArrowRight: '→',
};

function keyName(code: string): string {
  if (code.startsWith('Key')) return code.slice(3);
  return KEY_NAMES[code] ?? code;
}

/** The key combination for a tooltip: 'Ctrl+B', 'Alt+V', 'Delete'; on macOS '⌘B', '⌥V'. */
export function formatHotkey(action: HotkeyAction, platform: 'mac' | 'other' = 'other'): string {
  const hotkey = HOTKEYS.find((candidate) => candidate.action === action);
  if (!hotkey) return '';
  const key = keyName(hotkey.codes[0] ?? '');
  if (hotkey.modifier === 'none') return key;
  if (platform === 'mac') return `${hotkey.modifier === 'ctrl' ? '⌘' : '⌥'}${key}`;
  return `${hotkey.modifier === 'ctrl' ? 'Ctrl' : 'Alt'}+${key}`;
}
