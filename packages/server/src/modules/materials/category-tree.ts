import type { CategorySortNode, MaterialCategoryNode } from '@podkit/sdk-core';
import {
  buildTree as buildSharedTree,
  bySortThenId,
  subtreeIds as sharedSubtreeIds,
  type TreeKeys,
  type TreeNode,
} from '@podkit/sdk-core/rules';
import { conflict, invalid, notFound } from '../../http/envelope.js';

/** Deepest nesting of categories: a top-level category is at depth 1. */
export const MAX_CATEGORY_DEPTH = 5;

/** What the tree rules need of a category row. */
export interface TreeCategory {
  id: number;
  name: string;
  /** null = top level. */
  parentId: number | null;
  sort: number;
}

/** Where a category goes: its parent and its position (from 1) among its siblings. */
export interface Placement {
  id: number;
  parentId: number | null;
  sort: number;
}

/** The children of one parent in their order. */
export function levelOf(rows: readonly TreeCategory[], parentId: number | null): TreeCategory[] {
  return rows.filter((row) => row.parentId === parentId).sort(bySortThenId);
}

/** How the tree rules of sdk-core read a category row. */
const categoryKeys: TreeKeys<TreeCategory> = {
  id: (row) => row.id,
  parentId: (row) => row.parentId ?? 0,
  order: bySortThenId,
};

/** The nested tree of spec 3 (parent_id 0 for the top level), each level in sort order. */
export function buildTree(
  rows: readonly TreeCategory[],
  materialCounts: ReadonlyMap<number, number>,
): MaterialCategoryNode[] {
  const toNode = ({ item, children }: TreeNode<TreeCategory>): MaterialCategoryNode => ({
    id: item.id,
    name: item.name,
    parent_id: item.parentId ?? 0,
    sort: item.sort,
    material_count: materialCounts.get(item.id) ?? 0,
    children: children.map(toNode),
  });
  return buildSharedTree(rows, categoryKeys).map(toNode);
}

/** The category and everything below it. */
export function subtreeIds(rows: readonly TreeCategory[], id: number): number[] {
  return sharedSubtreeIds(rows, categoryKeys, id);
}

/** Depth of a category (1 = top level). */
export function depthOf(rows: readonly TreeCategory[], id: number): number {
  const byId = new Map(rows.map((row) => [row.id, row]));
  let depth = 0;
  for (
    let row = byId.get(id);
    row;
    row = row.parentId === null ? undefined : byId.get(row.parentId)
  ) {
    depth += 1;
    if (depth > rows.length) break; // a cycle cannot be stored, but never loop on one
  }
  return depth;
}

/** Levels from the category down to its deepest descendant (1 for a leaf). */
export function heightOf(rows: readonly TreeCategory[], id: number): number {
  const children = rows.filter((row) => row.parentId === id);
  return 1 + Math.max(0, ...children.map((child) => heightOf(rows, child.id)));
}

/**
 * Checks that `id` may sit under `parentId` (null = top level): the parent exists, is not the
 * category itself or below it, and the move keeps the tree within MAX_CATEGORY_DEPTH.
 */
export function assertCanPlace(
  rows: readonly TreeCategory[],
  id: number | null,
  parentId: number | null,
): void {
  if (parentId === null) {
    if (id !== null && heightOf(rows, id) > MAX_CATEGORY_DEPTH) throw tooDeep();
    return;
  }
  if (!rows.some((row) => row.id === parentId)) throw notFound('上级分类');
  if (id !== null && subtreeIds(rows, id).includes(parentId)) {
    throw invalid('不能把分类移动到它自己或它的下级分类下');
  }
  const height = id === null ? 1 : heightOf(rows, id);
  if (depthOf(rows, parentId) + height > MAX_CATEGORY_DEPTH) throw tooDeep();
}

function tooDeep() {
  return invalid(`分类最多 ${MAX_CATEGORY_DEPTH} 级`);
}

/** Positions 1…n for a level in the given order. */
function numbered(ids: readonly number[], parentId: number | null): Placement[] {
  return ids.map((id, index) => ({ id, parentId, sort: index + 1 }));
}

/**
 * Placements after `id` moves under `parentId` at position `sort` (from 1; past the end or absent
 * means last): the new level renumbered, and the old level closed up when the parent changed.
 */
export function placementsForMove(
  rows: readonly TreeCategory[],
  id: number,
  parentId: number | null,
  sort: number | undefined,
): Placement[] {
  const moving = rows.find((row) => row.id === id);
  if (!moving) throw notFound('分类');
  const level = levelOf(rows, parentId)
    .map((row) => row.id)
    .filter((other) => other !== id);
  const at = sort === undefined ? level.length : Math.min(Math.max(sort - 1, 0), level.length);
  level.splice(at, 0, id);
  const placements = numbered(level, parentId);
  if (moving.parentId !== parentId) {
    const oldLevel = levelOf(rows, moving.parentId)
      .map((row) => row.id)
      .filter((other) => other !== id);
    placements.push(...numbered(oldLevel, moving.parentId));
  }
  return placements;
}

/**
 * Placements after deleting `id`: its children move up to its parent and take its place in the
 * order, so nothing below a deleted category is lost.
 */
export function placementsAfterDelete(rows: readonly TreeCategory[], id: number): Placement[] {
  const deleted = rows.find((row) => row.id === id);
  if (!deleted) throw notFound('分类');
  const children = levelOf(rows, id).map((row) => row.id);
  const level = levelOf(rows, deleted.parentId).flatMap((row) =>
    row.id === id ? children : [row.id],
  );
  return numbered(level, deleted.parentId);
}

/**
 * Placements after merging `id` into `intoId`: `id`'s direct children go under `intoId` after its
 * own children, and `id`'s level closes up. `intoId` may not be `id` or below it, every moved
 * subtree must still fit MAX_CATEGORY_DEPTH, and names stay unique under `intoId`.
 */
export function placementsForMerge(
  rows: readonly TreeCategory[],
  id: number,
  intoId: number,
): Placement[] {
  const merged = rows.find((row) => row.id === id);
  if (!merged) throw notFound('分类');
  const into = rows.find((row) => row.id === intoId);
  if (!into) throw notFound('要合并到的分类');
  if (subtreeIds(rows, id).includes(intoId)) {
    throw invalid('不能把分类合并到它自己或它的下级分类');
  }
  const children = levelOf(rows, id);
  const kept = levelOf(rows, intoId).filter((row) => row.id !== id);
  for (const child of children) {
    if (depthOf(rows, intoId) + heightOf(rows, child.id) > MAX_CATEGORY_DEPTH) throw tooDeep();
    if (kept.some((row) => row.name === child.name)) {
      throw conflict(`「${into.name}」下已有名为「${child.name}」的分类`);
    }
  }
  const placements = numbered(
    [...kept, ...children].map((row) => row.id),
    intoId,
  );
  if (merged.parentId !== intoId) {
    const oldLevel = levelOf(rows, merged.parentId).filter((row) => row.id !== id);
    placements.push(
      ...numbered(
        oldLevel.map((row) => row.id),
        merged.parentId,
      ),
    );
  }
  return placements;
}

/**
 * Placements for saving one level's order: the listed siblings first in the order given, then
 * any sibling not listed, in its current order. Every id must be a child of `parentId`.
 */
export function placementsForLevel(
  rows: readonly TreeCategory[],
  parentId: number | null,
  ids: readonly number[],
): Placement[] {
  assertUnique(ids);
  const level = levelOf(rows, parentId).map((row) => row.id);
  for (const id of ids) {
    if (!rows.some((row) => row.id === id)) throw notFound('分类');
    if (!level.includes(id)) throw invalid(`分类 ${id} 不在同一级，不能一起排序`);
  }
  return numbered([...ids, ...level.filter((id) => !ids.includes(id))], parentId);
}

/**
 * Placements for saving the whole tree as a drag-and-drop editor sends it: every category of the
 * user exactly once, nested as it should be, within MAX_CATEGORY_DEPTH.
 */
export function placementsForTree(
  rows: readonly TreeCategory[],
  tree: readonly CategorySortNode[],
): Placement[] {
  const known = new Set(rows.map((row) => row.id));
  const placements: Placement[] = [];
  const seen = new Set<number>();
  const walk = (nodes: readonly CategorySortNode[], parentId: number | null, depth: number) => {
    if (nodes.length > 0 && depth > MAX_CATEGORY_DEPTH) throw tooDeep();
    nodes.forEach((node, index) => {
      if (!known.has(node.id)) throw notFound('分类');
      if (seen.has(node.id)) throw invalid(`分类 ${node.id} 在树中出现了多次`);
      seen.add(node.id);
      placements.push({ id: node.id, parentId, sort: index + 1 });
      walk(node.children ?? [], node.id, depth + 1);
    });
  };
  walk(tree, null, 1);
  const missing = rows.filter((row) => !seen.has(row.id));
  if (missing.length > 0) {
    throw invalid(
      `分类树不完整，缺少：${missing
        .slice(0, 5)
        .map((row) => row.name)
        .join('、')}${missing.length > 5 ? ` 等 ${missing.length} 个` : ''}`,
    );
  }
  return placements;
}

function assertUnique(ids: readonly number[]): void {
  if (new Set(ids).size !== ids.length) throw invalid('分类 id 不能重复');
}

/** Only the placements that change a row. */
export function changedPlacements(
  rows: readonly TreeCategory[],
  placements: readonly Placement[],
): Placement[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return placements.filter((p) => {
    const row = byId.get(p.id);
    return !row || row.parentId !== p.parentId || row.sort !== p.sort;
  });
}
