import type { OrdinaryProductCategory, StockSkuCategory } from '@podkit/sdk-core';

/** A category as the filters show it, whatever list it came from. */
export interface CategoryNode {
  id: number;
  name: string;
  children: CategoryNode[];
}

export function fromStockSkuCategories(nodes: StockSkuCategory[]): CategoryNode[] {
  return [...nodes]
    .sort((a, b) => a.sort - b.sort)
    .map((node) => ({
      id: node.id,
      name: node.name,
      children: fromStockSkuCategories(node.children),
    }));
}

/**
 * General-goods categories come flat, each naming its parent; this builds the tree. A category
 * whose parent is missing (or that points at itself) is shown at the top rather than lost.
 */
export function fromOrdinaryCategories(rows: OrdinaryProductCategory[]): CategoryNode[] {
  const sorted = [...rows].sort((a, b) => a.sort - b.sort);
  const nodes = new Map<number, CategoryNode>(
    sorted.map((row) => [
      row.category_id,
      { id: row.category_id, name: row.category_name, children: [] },
    ]),
  );
  const roots: CategoryNode[] = [];
  for (const row of sorted) {
    const node = nodes.get(row.category_id)!;
    const parent =
      row.parent_category_id !== row.category_id ? nodes.get(row.parent_category_id) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The nodes from the top down to `id`, or an empty list when it is not in the tree. */
export function categoryPath(tree: CategoryNode[], id: number | null): CategoryNode[] {
  if (id === null) return [];
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = categoryPath(node.children, id);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

export type CategoryTreeOption = { value: number; title: string; children: CategoryTreeOption[] };

/** The tree as antd TreeSelect options. */
export function categoryTreeOptions(nodes: CategoryNode[]): CategoryTreeOption[] {
  return nodes.map((node) => ({
    value: node.id,
    title: node.name,
    children: categoryTreeOptions(node.children),
  }));
}
