import { describe, expect, it } from 'vitest';
import {
  buildTree,
  bySort,
  bySortThenId,
  categoryPaths,
  categoryTreeOptions,
  flattenTree,
  idsBelow,
  mapTree,
  nodePath,
  selfAndDescendants,
  subtreeIds,
  type TreeKeys,
} from './category-tree';

interface Row {
  id: number;
  parent_id: number;
  name: string;
  sort: number;
}
const row = (id: number, name: string, parent_id: number, sort: number): Row => ({
  id,
  name,
  parent_id,
  sort,
});
const keys: TreeKeys<Row> = { id: (r) => r.id, parentId: (r) => r.parent_id, order: bySortThenId };

const rows = [
  row(1, '动物', 0, 1),
  row(2, '风景', 0, 0),
  row(3, '猫', 1, 0),
  row(4, '狗', 1, 1),
  row(5, '鸟', 1, 2),
  row(6, '橘猫', 3, 0),
];

// Named nodes, as the portal's filters show them: 服装(1) > 上衣(2) > T 恤(3); 裤子(4); 配件(5)
type Named = { id: number; name: string; children: Named[] };
const named = (id: number, name: string, children: Named[] = []): Named => ({ id, name, children });
const clothes: Named[] = [
  named(1, '服装', [named(2, '上衣', [named(3, 'T 恤')]), named(4, '裤子')]),
  named(5, '配件'),
];

describe('building a tree from a flat list', () => {
  it('nests by parent and orders each level', () => {
    const flat = flattenTree(buildTree(rows, keys));
    expect(flat.map((node) => `${'-'.repeat(node.depth)}${node.item.name}`)).toEqual([
      '风景',
      '动物',
      '-猫',
      '--橘猫',
      '-狗',
      '-鸟',
    ]);
  });

  it('finds a category and every one below it, walking a parent loop once', () => {
    expect(subtreeIds(rows, keys, 1)).toEqual([1, 3, 4, 5, 6]);
    expect(subtreeIds(rows, keys, 6)).toEqual([6]);
    const loop = [row(7, '甲', 8, 0), row(8, '乙', 7, 0)];
    expect(subtreeIds(loop, keys, 7)).toEqual([7, 8]);
  });

  it('shows an orphan and a self-parent at the top, and leaves out a parent loop', () => {
    const tree = buildTree(
      [row(7, '孤儿', 99, 0), row(8, '自指', 8, 0), row(9, '甲', 10, 0), row(10, '乙', 9, 0)],
      keys,
    );
    expect(tree.map((node) => node.item.name)).toEqual(['孤儿', '自指']);
  });

  it('keeps the list order among equal sorts when ordered by sort alone', () => {
    const tree = buildTree([row(3, 'C', 0, 1), row(1, 'A', 0, 1), row(2, 'B', 0, 0)], {
      ...keys,
      order: bySort,
    });
    expect(tree.map((node) => node.item.name)).toEqual(['B', 'C', 'A']);
  });
});

describe('walking a nested tree', () => {
  it('maps it into another shape, sorting every level', () => {
    const nested = [
      {
        id: 1,
        sort: 2,
        children: [
          { id: 4, sort: 2 },
          { id: 3, sort: 1 },
        ],
      },
      { id: 2, sort: 1 },
    ];
    const ids = mapTree(nested, (node, children: string[]) => `${node.id}[${children}]`, bySort);
    expect(ids).toEqual(['2[]', '1[3[],4[]]']);
  });

  it('finds the path from the top to a node', () => {
    expect(nodePath(clothes, 3).map((node) => node.name)).toEqual(['服装', '上衣', 'T 恤']);
    expect(nodePath(clothes, 42)).toEqual([]);
    expect(nodePath(clothes, null)).toEqual([]);
  });

  it('lists paths depth first and what lies below a node', () => {
    expect(categoryPaths(clothes).map((entry) => entry.path)).toEqual([
      '服装',
      '服装 / 上衣',
      '服装 / 上衣 / T 恤',
      '服装 / 裤子',
      '配件',
    ]);
    expect(idsBelow(clothes[0])).toEqual([2, 3, 4]);
  });

  it('never offers a category or its descendants as its own parent', () => {
    const excluded = selfAndDescendants(clothes[0]!.children[0]!);
    expect([...excluded].sort()).toEqual([2, 3]);
    const options = categoryTreeOptions(clothes, excluded);
    expect(options).toEqual([
      { value: 1, title: '服装', children: [{ value: 4, title: '裤子', children: [] }] },
      { value: 5, title: '配件', children: [] },
    ]);
  });
});
