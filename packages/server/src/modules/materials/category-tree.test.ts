import { describe, expect, it } from 'vitest';
import {
  assertCanPlace,
  buildTree,
  placementsAfterDelete,
  placementsForLevel,
  placementsForMove,
  placementsForTree,
  subtreeIds,
  type TreeCategory,
} from './category-tree.js';

// 1 动物 { 2 猫, 3 狗 { 5 柯基 } }, 4 节日
const rows: TreeCategory[] = [
  { id: 1, name: '动物', parentId: null, sort: 1 },
  { id: 2, name: '猫', parentId: 1, sort: 1 },
  { id: 3, name: '狗', parentId: 1, sort: 2 },
  { id: 4, name: '节日', parentId: null, sort: 2 },
  { id: 5, name: '柯基', parentId: 3, sort: 1 },
];

describe('category tree rules', () => {
  it('nests by parent with parent_id 0 at the top and counts per category', () => {
    const tree = buildTree(rows, new Map([[2, 7]]));
    expect(tree.map((n) => [n.id, n.parent_id, n.children.map((c) => c.id)])).toEqual([
      [1, 0, [2, 3]],
      [4, 0, []],
    ]);
    expect(tree[0]!.children[0]).toMatchObject({ id: 2, parent_id: 1, material_count: 7 });
    expect(subtreeIds(rows, 1).sort()).toEqual([1, 2, 3, 5]);
  });

  it('refuses cycles, unknown parents and trees deeper than 5 levels', () => {
    expect(() => assertCanPlace(rows, 1, 5)).toThrow('不能把分类移动到它自己或它的下级分类下');
    expect(() => assertCanPlace(rows, 3, 3)).toThrow('不能把分类移动到它自己或它的下级分类下');
    expect(() => assertCanPlace(rows, 2, 99)).toThrow('上级分类不存在');
    const chain: TreeCategory[] = [1, 2, 3, 4, 5].map((id) => ({
      id,
      name: `${id}`,
      parentId: id === 1 ? null : id - 1,
      sort: 1,
    }));
    expect(() => assertCanPlace(chain, null, 4)).not.toThrow();
    expect(() => assertCanPlace(chain, null, 5)).toThrow('分类最多 5 级');
    // Moving 狗 (two levels high) under the depth-4 category would make 6 levels.
    expect(() =>
      assertCanPlace(
        [
          ...chain,
          { id: 6, name: '6', parentId: null, sort: 2 },
          { id: 7, name: '7', parentId: 6, sort: 1 },
        ],
        6,
        4,
      ),
    ).toThrow('分类最多 5 级');
  });

  it('moves a category into a level at a position and closes up the old level', () => {
    expect(placementsForMove(rows, 2, 4, undefined)).toEqual([
      { id: 2, parentId: 4, sort: 1 },
      { id: 3, parentId: 1, sort: 1 },
    ]);
    expect(placementsForMove(rows, 4, null, 1)).toEqual([
      { id: 4, parentId: null, sort: 1 },
      { id: 1, parentId: null, sort: 2 },
    ]);
  });

  it('lifts the children of a deleted category into its place', () => {
    expect(placementsAfterDelete(rows, 3)).toEqual([
      { id: 2, parentId: 1, sort: 1 },
      { id: 5, parentId: 1, sort: 2 },
    ]);
    expect(placementsAfterDelete(rows, 1)).toEqual([
      { id: 2, parentId: null, sort: 1 },
      { id: 3, parentId: null, sort: 2 },
      { id: 4, parentId: null, sort: 3 },
    ]);
  });

  it('orders a level with unlisted siblings after the listed ones', () => {
    expect(placementsForLevel(rows, null, [4])).toEqual([
      { id: 4, parentId: null, sort: 1 },
      { id: 1, parentId: null, sort: 2 },
    ]);
    expect(() => placementsForLevel(rows, 1, [2, 5])).toThrow('不在同一级');
    expect(() => placementsForLevel(rows, 1, [2, 2])).toThrow('不能重复');
  });

  it('takes a whole tree only when every category appears exactly once', () => {
    expect(
      placementsForTree(rows, [
        { id: 4, children: [{ id: 1, children: [{ id: 5 }] }] },
        { id: 3 },
        { id: 2 },
      ]),
    ).toEqual([
      { id: 4, parentId: null, sort: 1 },
      { id: 1, parentId: 4, sort: 1 },
      { id: 5, parentId: 1, sort: 1 },
      { id: 3, parentId: null, sort: 2 },
      { id: 2, parentId: null, sort: 3 },
    ]);
    expect(() => placementsForTree(rows, [{ id: 1 }, { id: 1 }])).toThrow('出现了多次');
    expect(() => placementsForTree(rows, [{ id: 1 }])).toThrow(
      '分类树不完整，缺少：猫、狗、节日、柯基',
    );
    expect(() => placementsForTree(rows, [{ id: 42 }])).toThrow('分类不存在');
  });
});
