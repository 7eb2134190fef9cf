import { describe, expect, it } from 'vitest';
import type { HotkeyEvent } from './hotkeys';
import { HOTKEYS, formatHotkey, matchHotkey } from './hotkeys';

function press(code: string, modifiers: Partial<Omit<HotkeyEvent, 'code'>> = {}): HotkeyEvent {
  return { code, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...modifiers };
}

// Spec section 2, row by row.
const SPEC_TABLE = [
  ['moveUp', press('ArrowUp'), '↑'],
  ['moveDown', press('ArrowDown'), '↓'],
  ['moveLeft', press('ArrowLeft'), '←'],
  ['moveRight', press('ArrowRight'), '→'],
  ['fill', press('KeyB', { ctrlKey: true }), 'Ctrl+B'],
  ['fit', press('KeyB', { altKey: true }), 'Alt+B'],
  ['mirrorHorizontal', press('KeyV', { altKey: true }), 'Alt+V'],
  ['mirrorVertical', press('KeyN', { altKey: true }), 'Alt+N'],
  ['rotate90', press('KeyQ', { ctrlKey: true }), 'Ctrl+Q'],
  ['delete', press('Delete'), 'Delete'],
  ['save', press('KeyS', { ctrlKey: true }), 'Ctrl+S'],
  ['chooseProduct', press('F1', { ctrlKey: true }), 'Ctrl+F1'],
  ['themeDesign', press('F2', { ctrlKey: true }), 'Ctrl+F2'],
  ['redesign', press('KeyR', { altKey: true }), 'Alt+R'],
  ['tileBasic', press('KeyS', { altKey: true }), 'Alt+S'],
  ['tileMirror', press('KeyC', { altKey: true }), 'Alt+C'],
  ['undo', press('KeyZ', { ctrlKey: true }), 'Ctrl+Z'],
  ['redo', press('KeyY', { ctrlKey: true }), 'Ctrl+Y'],
  ['rotateHalfDegree', press('KeyQ', { altKey: true }), 'Alt+Q'],
  ['rotate45', press('KeyW', { altKey: true }), 'Alt+W'],
] as const;

describe('the hot-key table', () => {
  it('has exactly the rows of the spec, each with a Chinese label', () => {
    expect(HOTKEYS.map((hotkey) => hotkey.action)).toEqual(SPEC_TABLE.map(([action]) => action));
    for (const hotkey of HOTKEYS) expect(hotkey.label).toMatch(/[\u4e00-\u9fff]/);
  });

  it('asks to prevent the browser default except for Delete', () => {
    expect(
      HOTKEYS.filter((hotkey) => !hotkey.preventDefault).map((hotkey) => hotkey.action),
    ).toEqual(['delete']);
  });
});

describe('matchHotkey', () => {
  it.each(SPEC_TABLE)('%s matches its key', (action, event) => {
    expect(matchHotkey(event)).toBe(action);
  });

  it.each(SPEC_TABLE.filter(([, event]) => event.ctrlKey))(
    '%s also matches with ⌘ on macOS',
    (action, event) => {
      expect(matchHotkey({ ...event, ctrlKey: false, metaKey: true })).toBe(action);
    },
  );

  it('matches by physical key, so Alt+V works although macOS types "√"', () => {
    expect(matchHotkey({ ...press('KeyV', { altKey: true }), key: '√' } as HotkeyEvent)).toBe(
      'mirrorHorizontal',
    );
  });

  it("treats a Mac keyboard's delete key (Backspace) as Delete", () => {
    expect(matchHotkey(press('Backspace'))).toBe('delete');
  });

  it.each([
    ['Ctrl+Alt+B', press('KeyB', { ctrlKey: true, altKey: true })],
    ['plain B', press('KeyB')],
    ['Shift+Ctrl+B', press('KeyB', { ctrlKey: true, shiftKey: true })],
    ['Ctrl+Shift+Z', press('KeyZ', { ctrlKey: true, shiftKey: true })],
    ['Ctrl+V', press('KeyV', { ctrlKey: true })],
    ['plain V', press('KeyV')],
    ['Alt+Z', press('KeyZ', { altKey: true })],
    ['F1 alone', press('F1')],
    ['Alt+F1', press('F1', { altKey: true })],
    ['Ctrl+Delete', press('Delete', { ctrlKey: true })],
    ['Alt+ArrowLeft', press('ArrowLeft', { altKey: true })],
    ['Shift+ArrowUp', press('ArrowUp', { shiftKey: true })],
    ['Ctrl+ArrowUp', press('ArrowUp', { ctrlKey: true })],
    ['Ctrl+X', press('KeyX', { ctrlKey: true })],
    ['⌘+Alt+S', press('KeyS', { metaKey: true, altKey: true })],
  ])('%s is no hot key', (_name, event) => {
    expect(matchHotkey(event)).toBeNull();
  });
});

describe('formatHotkey', () => {
  it.each(SPEC_TABLE)('%s shows as %s', (action, _event, text) => {
    expect(formatHotkey(action)).toBe(text);
  });

  it('uses ⌘ and ⌥ on macOS', () => {
    expect(formatHotkey('fill', 'mac')).toBe('⌘B');
    expect(formatHotkey('mirrorHorizontal', 'mac')).toBe('⌥V');
    expect(formatHotkey('delete', 'mac')).toBe('Delete');
  });
});
