import type { OrdinaryProductCategory, StockSkuCategory } from '@podkit/sdk-core';

/** A category row as the console edits it, whichever catalog it belongs to. */
export interface AdminCategory {
  id: number;
  parentId: number;
  name: string;
  sort: number;
  /** Products directly in it, when the server counts them. */
  count?: number;
  children?: AdminCategory[];
}

export function fromBlankTree(nodes: StockSkuCategory[]): AdminCategory[] {
  return [...nodes]
    .sort((a, b) => a.sort - b.sort)
    .map((node) => ({
      id: node.id,
      parentId: node.parent_id,
      name: node.name,
      sort: node.sort,
      count: node.product_count,
      ...(node.children.length > 0 ? { children: fromBlankTree(node.children) } : {}),
    }));
}

export function fromGoodsRows(rows: OrdinaryProductCategory[]): AdminCategory[] {
  const byId = new Map<number, AdminCategory>(
    [...rows]
      .sort((a, b) => a.sort - b.sort)
      .map((row) => [
        row.category_id,
        {
          id: row.category_id,
          parentId: row.parent_category_id,
          name: row.category_name,
          sort: row.sort,
        },
      ]),
  );
  const roots: AdminCategory[] = [];
  for (const node of byId.values()) {
    const parent = node.parentId !== node.id ? byId.get(node.parentId) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** The ids of a category and everything under it: none of them can become its parent. */
export function selfAndDescendants(node: AdminCategory): Set<number> {
  const ids = new Set<number>([node.id]);
  for (const child of node.children ?? []) {
    for (const id of selfAndDescendants(child)) ids.add(id);
  }
  return ids;
}

/** Parent choices for a category: every other category not below it, as a TreeSelect tree. */
export function parentOptions(
  tree: AdminCategory[],
  excluded: Set<number>,
): Array<{ value: number; title: string; children: ReturnType<typeof parentOptions> }> {
  return tree
    .filter((node) => !excluded.has(node.id))
    .map((node) => ({
      value: node.id,
      title: node.name,
      children: parentOptions(node.children ?? [], excluded),
    }));
}
