/**
 * Reordering categories: within one level of a flat list (each row with `parent_id` and `sort`),
 * or anywhere in a nested tree (the shape a whole-tree sort call takes).
 */
import { bySortThenId, idsBelow, findNode, type NestedNode } from './category-tree';

/** A row of a flat category list. */
export interface SortableCategory {
  id: number;
  parent_id: number;
  sort: number;
}

/** The children of `parentId` (0 for the top level) in their saved order. */
export function siblingsOf<T extends SortableCategory>(rows: readonly T[], parentId: number): T[] {
  return rows.filter((row) => row.parent_id === parentId).sort(bySortThenId);
}

/**
 * Moves `id` to `targetIndex` among its siblings and renumbers that level's sort 1..n.
 * Returns the rows of that level in their new order, or null when nothing moves.
 */
export function moveWithinLevel<T extends SortableCategory>(
  rows: readonly T[],
  id: number,
  targetIndex: number,
): T[] | null {
  const moving = rows.find((row) => row.id === id);
  if (!moving) return null;
  const siblings = siblingsOf(rows, moving.parent_id);
  const from = siblings.findIndex((row) => row.id === id);
  const to = Math.max(0, Math.min(siblings.length - 1, targetIndex));
  if (from === to) return null;
  siblings.splice(from, 1);
  siblings.splice(to, 0, moving);
  return siblings.map((row, index) => ({ ...row, sort: index + 1 }));
}

/**
 * Where a drop of `draggedId` on `targetId` puts it: the target's place among the same parent's
 * children. Null for a drop on another level or on itself (reordering stays within a level).
 */
export function dropIndex(
  rows: readonly SortableCategory[],
  draggedId: number,
  targetId: number,
  after: boolean,
): number | null {
  const dragged = rows.find((row) => row.id === draggedId);
  const target = rows.find((row) => row.id === targetId);
  if (!dragged || !target || dragged.id === target.id) return null;
  if (dragged.parent_id !== target.parent_id) return null;
  const siblings = siblingsOf(rows, target.parent_id);
  const from = siblings.findIndex((row) => row.id === draggedId);
  let to = siblings.findIndex((row) => row.id === targetId) + (after ? 1 : 0);
  if (from < to) to -= 1;
  return to;
}

/** The rows with one level replaced by its reordered version. */
export function withLevel<T extends SortableCategory>(
  rows: readonly T[],
  level: readonly T[],
): T[] {
  const bySort = new Map(level.map((row) => [row.id, row.sort]));
  return rows.map((row) => (bySort.has(row.id) ? { ...row, sort: bySort.get(row.id)! } : row));
}

/** Where a dragged category lands: inside `targetId` (last child), or just before or after it. */
export type TreeDrop = { targetId: number; place: 'inside' | 'before' | 'after' };

/** A tree of ids only: the order a whole-tree sort call saves. */
export interface IdTree {
  id: number;
  children?: IdTree[];
}

/** The tree after moving `id` as `drop` says, as ids only; null when it cannot move there. */
export function movedTree<N extends NestedNode<N> & { id: number }>(
  tree: readonly N[],
  id: number,
  drop: TreeDrop,
): IdTree[] | null {
  if (id === drop.targetId || idsBelow(findNode(tree, id)).includes(drop.targetId)) return null;
  let moving: IdTree | null = null;
  const strip = (nodes: readonly N[]): IdTree[] =>
    nodes.flatMap((node) => {
      const copy = { id: node.id, children: strip(node.children ?? []) };
      if (node.id !== id) return [copy];
      moving = copy;
      return [];
    });
  const place = (nodes: IdTree[]): IdTree[] =>
    nodes.flatMap((node) => {
      const children = place(node.children ?? []);
      const here = { id: node.id, children };
      if (node.id !== drop.targetId) return [here];
      if (drop.place === 'inside') return [{ id: node.id, children: [...children, moving!] }];
      return drop.place === 'before' ? [moving!, here] : [here, moving!];
    });
  const without = strip(tree);
  return moving ? place(without) : null;
}
