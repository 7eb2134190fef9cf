import type { MaterialCategory } from '@podkit/sdk-core';

export interface CategoryNode {
  category: MaterialCategory;
  depth: number;
  children: CategoryNode[];
}

function bySortThenId(a: MaterialCategory, b: MaterialCategory): number {
  return a.sort - b.sort || a.id - b.id;
}

/** The children of `parentId` (0 for the top level) in their saved order. */
export function siblingsOf(
  categories: readonly MaterialCategory[],
  parentId: number,
): MaterialCategory[] {
  return categories.filter((category) => category.parent_id === parentId).sort(bySortThenId);
}

/**
 * The flat list as a tree. A category whose parent is missing (deleted meanwhile) shows at the
 * top level rather than vanishing.
 */
export function buildCategoryTree(categories: readonly MaterialCategory[]): CategoryNode[] {
  const known = new Set(categories.map((category) => category.id));
  const parentOf = (category: MaterialCategory) =>
    known.has(category.parent_id) && category.parent_id !== category.id ? category.parent_id : 0;
  const grow = (parentId: number, depth: number, seen: Set<number>): CategoryNode[] =>
    categories
      .filter((category) => parentOf(category) === parentId && !seen.has(category.id))
      .sort(bySortThenId)
      .map((category) => {
        const path = new Set(seen).add(category.id);
        return { category, depth, children: grow(category.id, depth + 1, path) };
      });
  return grow(0, 0, new Set());
}

/** Tree order, depth first: what the list shows and what arrow keys walk. */
export function flattenTree(nodes: readonly CategoryNode[]): CategoryNode[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children)]);
}

/** `id` and every category below it (what deleting it takes away). */
export function descendantIds(categories: readonly MaterialCategory[], id: number): number[] {
  const found = [id];
  for (let index = 0; index < found.length; index++) {
    for (const category of categories) {
      if (category.parent_id === found[index] && !found.includes(category.id)) {
        found.push(category.id);
      }
    }
  }
  return found;
}

/**
 * Moves `id` to `targetIndex` among its siblings and renumbers that level's sort 1..n.
 * Returns the categories of that level in their new order, or null when nothing moves.
 */
export function moveWithinLevel(
  categories: readonly MaterialCategory[],
  id: number,
  targetIndex: number,
): MaterialCategory[] | null {
  const moving = categories.find((category) => category.id === id);
  if (!moving) return null;
  const siblings = siblingsOf(categories, moving.parent_id);
  const from = siblings.findIndex((category) => category.id === id);
  const to = Math.max(0, Math.min(siblings.length - 1, targetIndex));
  if (from === to) return null;
  siblings.splice(from, 1);
  siblings.splice(to, 0, moving);
  return siblings.map((category, index) => ({ ...category, sort: index + 1 }));
}

/**
 * Where a drop of `draggedId` on `targetId` puts it: the target's place among the same parent's
 * children. Null for a drop on another level or on itself (reordering stays within a level).
 */
export function dropIndex(
  categories: readonly MaterialCategory[],
  draggedId: number,
  targetId: number,
  after: boolean,
): number | null {
  const dragged = categories.find((category) => category.id === draggedId);
  const target = categories.find((category) => category.id === targetId);
  if (!dragged || !target || dragged.id === target.id) return null;
  if (dragged.parent_id !== target.parent_id) return null;
  const siblings = siblingsOf(categories, target.parent_id);
  const from = siblings.findIndex((category) => category.id === draggedId);
  let to = siblings.findIndex((category) => category.id === targetId) + (after ? 1 : 0);
  if (from < to) to -= 1;
  return to;
}

/** The categories with one level replaced by its reordered version. */
export function withLevel(
  categories: readonly MaterialCategory[],
  level: readonly MaterialCategory[],
): MaterialCategory[] {
  const bySort = new Map(level.map((category) => [category.id, category.sort]));
  return categories.map((category) =>
    bySort.has(category.id) ? { ...category, sort: bySort.get(category.id)! } : category,
  );
}
