import { describe, expect, it } from 'vitest';
import { dropIndex, movedTree, moveWithinLevel, withLevel, siblingsOf } from './category-order';

const row = (id: number, name: string, parent_id: number, sort: number) => ({
  id,
  name,
  parent_id,
  sort,
});
const rows = [
  row(1, '动物', 0, 1),
  row(2, '风景', 0, 0),
  row(3, '猫', 1, 0),
  row(4, '狗', 1, 1),
  row(5, '鸟', 1, 2),
  row(6, '橘猫', 3, 0),
];
const names = (list: ReadonlyArray<{ name: string }>) => list.map((item) => item.name);

type Node = { id: number; children: Node[] };
const node = (id: number, children: Node[] = []): Node => ({ id, children });
// 1 > 2 > 3; 1 > 4; 5
const tree = [node(1, [node(2, [node(3)]), node(4)]), node(5)];

describe('reordering a level of a flat list', () => {
  it('moves a category inside its level and renumbers that level only', () => {
    const level = moveWithinLevel(rows, 5, 0);
    expect(level?.map((c) => [c.name, c.sort])).toEqual([
      ['鸟', 1],
      ['猫', 2],
      ['狗', 3],
    ]);
    const after = withLevel(rows, level!);
    expect(names(siblingsOf(after, 1))).toEqual(['鸟', '猫', '狗']);
    expect(names(siblingsOf(after, 0))).toEqual(['风景', '动物']);
  });

  it('returns null when the category stays where it is', () => {
    expect(moveWithinLevel(rows, 3, 0)).toBeNull();
    expect(moveWithinLevel(rows, 2, -5)).toBeNull();
    expect(moveWithinLevel(rows, 404, 0)).toBeNull();
  });

  it('places a dragged category before or after the target', () => {
    expect(dropIndex(rows, 3, 5, true)).toBe(2);
    expect(dropIndex(rows, 5, 3, false)).toBe(0);
    expect(dropIndex(rows, 3, 4, false)).toBe(0);
    expect(names(moveWithinLevel(rows, 3, dropIndex(rows, 3, 4, true)!)!)).toEqual([
      '狗',
      '猫',
      '鸟',
    ]);
  });

  it('refuses a drop on another level or on itself', () => {
    expect(dropIndex(rows, 6, 4, false)).toBeNull();
    expect(dropIndex(rows, 3, 3, false)).toBeNull();
  });
});

describe('moving a category in a nested tree', () => {
  it('puts it inside another as the last child', () => {
    expect(movedTree(tree, 5, { targetId: 2, place: 'inside' })).toEqual([
      node(1, [node(2, [node(3), node(5)]), node(4)]),
    ]);
  });

  it('puts it before or after a node elsewhere, with its own children', () => {
    expect(movedTree(tree, 2, { targetId: 5, place: 'after' })).toEqual([
      node(1, [node(4)]),
      node(5),
      node(2, [node(3)]),
    ]);
    expect(movedTree(tree, 4, { targetId: 1, place: 'before' })?.map((n) => n.id)).toEqual([
      4, 1, 5,
    ]);
  });

  it('refuses a move onto itself or below itself', () => {
    expect(movedTree(tree, 1, { targetId: 3, place: 'inside' })).toBeNull();
    expect(movedTree(tree, 2, { targetId: 2, place: 'after' })).toBeNull();
  });
});
