import { describe, expect, it } from 'vitest';
import type { OrdinaryProductCategory } from '@podkit/sdk-core';
import { nodePath } from '@podkit/sdk-core';
import { fromOrdinaryCategories, fromStockSkuCategories } from './category-tree.js';

function row(id: number, parent: number, name: string, sort = 0): OrdinaryProductCategory {
  return {
    category_id: id,
    parent_category_id: parent,
    category_name: name,
    display_category_name: name,
    sort,
  };
}

describe('category trees', () => {
  it('builds the general-goods tree from flat rows in sort order', () => {
    const tree = fromOrdinaryCategories([
      row(3, 1, '水杯', 2),
      row(1, 0, '家居用品', 1),
      row(4, 1, '抱枕', 1),
      row(2, 0, '文具', 0),
    ]);
    expect(tree.map((n) => n.name)).toEqual(['文具', '家居用品']);
    expect(tree[1]!.children.map((n) => n.name)).toEqual(['抱枕', '水杯']);
  });

  it('keeps orphans and self-parents at the top', () => {
    const tree = fromOrdinaryCategories([row(5, 99, '孤儿'), row(6, 6, '自指')]);
    expect(tree.map((n) => n.id)).toEqual([5, 6]);
  });

  it('sorts the blank category tree at every level', () => {
    const tree = fromStockSkuCategories([
      {
        id: 1,
        parent_id: 0,
        name: '服装',
        sort: 2,
        product_count: 0,
        children: [
          { id: 4, parent_id: 1, name: '卫衣', sort: 2, product_count: 1, children: [] },
          { id: 3, parent_id: 1, name: 'T恤', sort: 1, product_count: 2, children: [] },
        ],
      },
      { id: 2, parent_id: 0, name: '家居', sort: 1, product_count: 3, children: [] },
    ]);
    expect(tree.map((n) => n.name)).toEqual(['家居', '服装']);
    expect(tree[1]!.children.map((n) => n.name)).toEqual(['T恤', '卫衣']);
  });

  it('finds the path from the top to a category', () => {
    const tree = fromOrdinaryCategories([row(1, 0, 'A'), row(2, 1, 'B'), row(3, 2, 'C')]);
    expect(nodePath(tree, 3).map((n) => n.name)).toEqual(['A', 'B', 'C']);
    expect(nodePath(tree, 42)).toEqual([]);
    expect(nodePath(tree, null)).toEqual([]);
  });
});
