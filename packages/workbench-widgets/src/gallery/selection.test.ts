import { describe, expect, it } from 'vitest';
import { EMPTY_SELECTION, clickSelection, keepVisible, selectAll } from './selection';

const grid = [11, 12, 13, 14, 15, 16];

function clicks(...steps: Array<[number, { shift?: boolean; toggle?: boolean }?]>) {
  return steps.reduce(
    (selection, [id, modifiers]) => clickSelection(selection, grid, id, modifiers),
    EMPTY_SELECTION,
  );
}

describe('clickSelection', () => {
  it('selects only the clicked item on a plain click', () => {
    expect(clicks([12], [14]).ids).toEqual([14]);
  });

  it('selects the range from the anchor on Shift-click, in either direction', () => {
    expect(clicks([12], [15, { shift: true }]).ids).toEqual([12, 13, 14, 15]);
    expect(clicks([15], [12, { shift: true }]).ids).toEqual([12, 13, 14, 15]);
  });

  it('keeps the anchor on Shift-click, so a second Shift-click re-draws the range', () => {
    const selection = clicks([13], [16, { shift: true }], [11, { shift: true }]);
    expect(selection.ids).toEqual([11, 12, 13]);
    expect(selection.anchor).toBe(13);
  });

  it('toggles single items on Ctrl/Cmd-click and keeps them in grid order', () => {
    expect(clicks([14], [12, { toggle: true }], [16, { toggle: true }]).ids).toEqual([12, 14, 16]);
    expect(clicks([14], [12, { toggle: true }], [14, { toggle: true }]).ids).toEqual([12]);
  });

  it('adds a range to what is selected on Ctrl+Shift-click', () => {
    const selection = clicks([11], [13, { toggle: true }], [15, { shift: true, toggle: true }]);
    expect(selection.ids).toEqual([11, 13, 14, 15]);
  });

  it('starts a Shift-click range from the Ctrl-clicked item', () => {
    expect(clicks([11], [14, { toggle: true }], [16, { shift: true }]).ids).toEqual([14, 15, 16]);
  });

  it('treats Shift-click without an anchor as a plain click', () => {
    expect(clicks([13, { shift: true }])).toEqual({ ids: [13], anchor: 13 });
  });

  it('ignores a click on an id the grid does not show', () => {
    const before = clicks([12]);
    expect(clickSelection(before, grid, 99)).toBe(before);
  });
});

describe('selectAll and keepVisible', () => {
  it('selects every item the grid shows', () => {
    expect(selectAll(grid).ids).toEqual(grid);
  });

  it('drops ids that left the grid and an anchor that left with them', () => {
    const selection = clicks([12], [14, { shift: true }]);
    expect(keepVisible(selection, [13, 14, 20])).toEqual({ ids: [13, 14], anchor: null });
    expect(keepVisible(selection, grid)).toBe(selection);
  });
});
