import { describe, expect, it } from 'vitest';
import { categoryTreeOptions, selfAndDescendants } from '@podkit/sdk-core';
import { fromGoodsRows } from './category-rows.js';

const rows = [
  {
    category_id: 1,
    parent_category_id: 0,
    category_name: '家居',
    display_category_name: '家居',
    sort: 0,
  },
  {
    category_id: 2,
    parent_category_id: 1,
    category_name: '水杯',
    display_category_name: '家居 / 水杯',
    sort: 0,
  },
  {
    category_id: 3,
    parent_category_id: 2,
    category_name: '保温杯',
    display_category_name: '',
    sort: 0,
  },
  {
    category_id: 4,
    parent_category_id: 0,
    category_name: '文具',
    display_category_name: '文具',
    sort: 1,
  },
];

describe('admin category rows', () => {
  it('builds the tree of general-goods categories', () => {
    const tree = fromGoodsRows(rows);
    expect(tree.map((n) => n.name)).toEqual(['家居', '文具']);
    expect(tree[0]!.children![0]!.children![0]!.name).toBe('保温杯');
  });

  it('never offers a category or its descendants as its own parent', () => {
    const tree = fromGoodsRows(rows);
    const excluded = selfAndDescendants(tree[0]!.children![0]!);
    expect([...excluded].sort()).toEqual([2, 3]);
    const options = categoryTreeOptions(tree, excluded);
    expect(options.map((o) => o.value)).toEqual([1, 4]);
    expect(options[0]!.children).toEqual([]);
  });
});
