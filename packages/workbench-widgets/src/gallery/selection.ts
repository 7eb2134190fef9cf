/**
 * Which materials are selected in the grid, with the anchor a Shift-click range starts from
 * (file-manager rules: click selects one, Ctrl/Cmd-click toggles one, Shift-click selects the
 * range from the anchor, Ctrl/Cmd+Shift-click adds that range).
 */
export interface Selection {
  readonly ids: readonly number[];
  /** The last item clicked without Shift; null before any click. */
  readonly anchor: number | null;
}

export interface ClickModifiers {
  shift?: boolean;
  /** Ctrl on Windows and Linux, Cmd on macOS. */
  toggle?: boolean;
}

export const EMPTY_SELECTION: Selection = { ids: [], anchor: null };

/** `ids` in the order of `ordered` (the grid's order), without duplicates. */
function inOrder(ordered: readonly number[], ids: Iterable<number>): number[] {
  const wanted = new Set(ids);
  return ordered.filter((id) => wanted.has(id));
}

/** The selection after a click on `id`, given the ids the grid shows, in order. */
export function clickSelection(
  selection: Selection,
  ordered: readonly number[],
  id: number,
  modifiers: ClickModifiers = {},
): Selection {
  if (!ordered.includes(id)) return selection;
  const anchorIndex = selection.anchor === null ? -1 : ordered.indexOf(selection.anchor);
  if (modifiers.shift && anchorIndex >= 0) {
    const targetIndex = ordered.indexOf(id);
    const [from, to] =
      anchorIndex <= targetIndex ? [anchorIndex, targetIndex] : [targetIndex, anchorIndex];
    const range = ordered.slice(from, to + 1);
    const ids = modifiers.toggle ? inOrder(ordered, [...selection.ids, ...range]) : range;
    return { ids, anchor: selection.anchor };
  }
  if (modifiers.toggle) {
    const ids = selection.ids.includes(id)
      ? selection.ids.filter((selected) => selected !== id)
      : inOrder(ordered, [...selection.ids, id]);
    return { ids, anchor: id };
  }
  return { ids: [id], anchor: id };
}

/** Ctrl/Cmd+A: every item the grid shows. */
export function selectAll(ordered: readonly number[]): Selection {
  return { ids: [...ordered], anchor: ordered[0] ?? null };
}

/** Keep only ids the grid still shows (after a page change, a delete or a new search). */
export function keepVisible(selection: Selection, ordered: readonly number[]): Selection {
  const ids = inOrder(ordered, selection.ids);
  const anchor =
    selection.anchor !== null && ordered.includes(selection.anchor) ? selection.anchor : null;
  if (ids.length === selection.ids.length && anchor === selection.anchor) return selection;
  return { ids, anchor };
}
