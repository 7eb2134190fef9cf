import { describe, expect, it } from 'vitest';
import type { MaterialCategoryNode } from '@podkit/sdk-core';
import { categoryPaths, idsBelow, movedTree } from './category-moves.js';

const node = (id: number, name: string, children: MaterialCategoryNode[] = []) => ({
  id,
  name,
  parent_id: 0,
  sort: 1,
  material_count: 0,
  children,
});

// 服装(1) > 上衣(2) > T 恤(3); 裤子(4); 配件(5)
const tree: MaterialCategoryNode[] = [
  node(1, '服装', [node(2, '上衣', [node(3, 'T 恤')]), node(4, '裤子')]),
  node(5, '配件'),
];

describe('moving a category in the tree', () => {
  it('puts it inside another as the last child', () => {
    expect(movedTree(tree, 5, { targetId: 2, place: 'inside' })).toEqual([
      {
        id: 1,
        children: [
          {
            id: 2,
            children: [
              { id: 3, children: [] },
              { id: 5, children: [] },
            ],
          },
          { id: 4, children: [] },
        ],
      },
    ]);
  });

  it('puts it before or after a sibling elsewhere, with its own children', () => {
    expect(movedTree(tree, 2, { targetId: 5, place: 'after' })).toEqual([
      { id: 1, children: [{ id: 4, children: [] }] },
      { id: 5, children: [] },
      { id: 2, children: [{ id: 3, children: [] }] },
    ]);
    expect(movedTree(tree, 4, { targetId: 1, place: 'before' })?.map((n) => n.id)).toEqual([
      4, 1, 5,
    ]);
  });

  it('refuses a move onto itself or below itself', () => {
    expect(movedTree(tree, 1, { targetId: 3, place: 'inside' })).toBeNull();
    expect(movedTree(tree, 2, { targetId: 2, place: 'after' })).toBeNull();
  });

  it('lists paths depth first and what lies below a category', () => {
    expect(categoryPaths(tree).map((entry) => entry.path)).toEqual([
      '服装',
      '服装 / 上衣',
      '服装 / 上衣 / T 恤',
      '服装 / 裤子',
      '配件',
    ]);
    expect(idsBelow(tree[0])).toEqual([2, 3, 4]);
  });
});
