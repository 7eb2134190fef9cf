import {
  buildTree as buildSharedTree,
  bySortThenId,
  subtreeIds,
  type TreeKeys,
  type TreeNode as SharedTreeNode,
} from '@podkit/sdk-core/rules';
import { invalid } from '../../http/envelope.js';

/** A flat category row: `parentId` null (or 0) at the top. */
export interface FlatCategory {
  id: number;
  parentId: number | null;
  name: string;
  sort: number;
}

export interface TreeNode {
  id: number;
  parent_id: number;
  name: string;
  sort: number;
  product_count: number;
  children: TreeNode[];
}

/** How the tree rules of sdk-core read a category row (parent null or 0 at the top). */
const categoryKeys: TreeKeys<FlatCategory> = {
  id: (row) => row.id,
  parentId: (row) => row.parentId ?? 0,
  order: bySortThenId,
};

/** Nests flat rows by parent, each level ordered by sort then id; orphans go to the top. */
export function buildTree(rows: FlatCategory[], counts: Map<number, number>): TreeNode[] {
  const toNode = ({ item, children }: SharedTreeNode<FlatCategory>): TreeNode => ({
    id: item.id,
    parent_id: item.parentId ?? 0,
    name: item.name,
    sort: item.sort,
    product_count: counts.get(item.id) ?? 0,
    children: children.map(toNode),
  });
  return buildSharedTree(rows, categoryKeys).map(toNode);
}

/** A category and every category below it. */
export function withDescendants(rows: FlatCategory[], rootId: number): number[] {
  return subtreeIds(rows, categoryKeys, rootId);
}

/** The names from the top down to a category, e.g. ['家居用品', '水杯']. */
export function pathNames(rows: FlatCategory[], id: number): string[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const names: string[] = [];
  const seen = new Set<number>();
  let current = byId.get(id);
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    names.unshift(current.name);
    current = current.parentId ? byId.get(current.parentId) : undefined;
  }
  return names;
}

/** Whether making `parentId` the parent of `id` would put a category under itself. */
export function wouldCycle(rows: FlatCategory[], id: number, parentId: number): boolean {
  return withDescendants(rows, id).includes(parentId);
}

/** A category's name as saved: trimmed, and refused when nothing is left. */
export function checkedCategoryName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw invalid('分类名称（name）不能为空');
  return trimmed;
}

/**
 * The parent a category may be put under, `field` naming it in the message: null for the top level
 * (0), refused when it is missing or is the category itself or below it (`selfId`, when moving one).
 */
export function checkedParentId(
  rows: FlatCategory[],
  parentId: number,
  field: string,
  selfId?: number,
): number | null {
  if (parentId === 0) return null;
  if (!rows.some((row) => row.id === parentId)) throw invalid(`上级分类（${field}）不存在`);
  if (selfId !== undefined && wouldCycle(rows, selfId, parentId))
    throw invalid(`上级分类（${field}）不能是该分类自身或其下级分类`);
  return parentId;
}
