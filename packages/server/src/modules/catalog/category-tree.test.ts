import { describe, expect, it } from 'vitest';
import {
  buildTree,
  checkedParentId,
  pathNames,
  withDescendants,
  wouldCycle,
} from './category-tree.js';

const rows = [
  { id: 1, parentId: null, name: '服装', sort: 10 },
  { id: 2, parentId: 1, name: '上衣', sort: 20 },
  { id: 3, parentId: 1, name: '帽子', sort: 10 },
  { id: 4, parentId: null, name: '家居', sort: 5 },
  { id: 5, parentId: 2, name: '卫衣', sort: 0 },
];

describe('category tree', () => {
  it('nests by parent in sort order with counts', () => {
    const tree = buildTree(rows, new Map([[3, 2]]));
    expect(tree.map((n) => n.name)).toEqual(['家居', '服装']);
    expect(tree[1]?.children.map((n) => [n.name, n.product_count, n.parent_id])).toEqual([
      ['帽子', 2, 1],
      ['上衣', 0, 1],
    ]);
    expect(tree[1]?.children[1]?.children[0]?.name).toBe('卫衣');
  });

  it('finds descendants, paths and cycles', () => {
    expect(withDescendants(rows, 1).sort()).toEqual([1, 2, 3, 5]);
    expect(pathNames(rows, 5)).toEqual(['服装', '上衣', '卫衣']);
    expect(wouldCycle(rows, 1, 5)).toBe(true);
    expect(wouldCycle(rows, 2, 4)).toBe(false);
  });
});

describe("a category's parent", () => {
  it('is null at the top, the id when it exists, and refused when missing or below the category', () => {
    expect(checkedParentId(rows, 0, 'parent_id')).toBeNull();
    expect(checkedParentId(rows, 1, 'parent_id', 3)).toBe(1);
    expect(() => checkedParentId(rows, 99, 'parent_category_id')).toThrow(
      '上级分类（parent_category_id）不存在',
    );
    expect(() => checkedParentId(rows, 2, 'parent_id', 1)).toThrow(
      '上级分类（parent_id）不能是该分类自身或其下级分类',
    );
  });
});
