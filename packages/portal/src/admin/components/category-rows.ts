import {
  buildTree,
  bySort,
  mapTree,
  type OrdinaryProductCategory,
  type StockSkuCategory,
} from '@podkit/sdk-core';
import { ORDINARY_CATEGORY_KEYS } from '../../public/products/components/category-tree.js';

/** A category row as the console edits it, whichever catalog it belongs to. */
export interface AdminCategory {
  id: number;
  parentId: number;
  name: string;
  sort: number;
  /** Products directly in it, when the server counts them. */
  count?: number;
  /** Absent on a leaf, so the table shows no expand button there. */
  children?: AdminCategory[];
}

const withChildren = (children: AdminCategory[]) => (children.length > 0 ? { children } : {});

export function fromBlankTree(nodes: StockSkuCategory[]): AdminCategory[] {
  return mapTree(
    nodes,
    (node, children: AdminCategory[]) => ({
      id: node.id,
      parentId: node.parent_id,
      name: node.name,
      sort: node.sort,
      count: node.product_count,
      ...withChildren(children),
    }),
    bySort,
  );
}

export function fromGoodsRows(rows: OrdinaryProductCategory[]): AdminCategory[] {
  return mapTree(buildTree(rows, ORDINARY_CATEGORY_KEYS), (node, children: AdminCategory[]) => ({
    id: node.item.category_id,
    parentId: node.item.parent_category_id,
    name: node.item.category_name,
    sort: node.item.sort,
    ...withChildren(children),
  }));
}
