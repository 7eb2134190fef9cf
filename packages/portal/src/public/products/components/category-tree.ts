import {
  buildTree,
  bySort,
  mapTree,
  type OrdinaryProductCategory,
  type StockSkuCategory,
  type TreeKeys,
} from '@podkit/sdk-core';

/** A category as the filters show it, whatever list it came from. */
export interface CategoryNode {
  id: number;
  name: string;
  children: CategoryNode[];
}

/** General-goods categories come flat, each naming its parent, in sort order. */
export const ORDINARY_CATEGORY_KEYS: TreeKeys<OrdinaryProductCategory> = {
  id: (row) => row.category_id,
  parentId: (row) => row.parent_category_id,
  order: bySort,
};

export function fromStockSkuCategories(nodes: StockSkuCategory[]): CategoryNode[] {
  return mapTree(
    nodes,
    (node, children: CategoryNode[]) => ({ id: node.id, name: node.name, children }),
    bySort,
  );
}

/** The general-goods tree; a category whose parent is missing (or is itself) is shown at the top. */
export function fromOrdinaryCategories(rows: OrdinaryProductCategory[]): CategoryNode[] {
  return mapTree(buildTree(rows, ORDINARY_CATEGORY_KEYS), (node, children: CategoryNode[]) => ({
    id: node.item.category_id,
    name: node.item.category_name,
    children,
  }));
}
