import type { MaterialCategory } from '@podkit/sdk-core';
import { describe, expect, it } from 'vitest';
import {
  buildCategoryTree,
  descendantIds,
  dropIndex,
  flattenTree,
  moveWithinLevel,
  withLevel,
} from './category-tree';

const category = (id: number, name: string, parent_id: number, sort: number): MaterialCategory => ({
  id,
  name,
  parent_id,
  sort,
  material_count: 0,
});

const categories = [
  category(1, '动物', 0, 1),
  category(2, '风景', 0, 0),
  category(3, '猫', 1, 0),
  category(4, '狗', 1, 1),
  category(5, '鸟', 1, 2),
  category(6, '橘猫', 3, 0),
];

const names = (list: readonly MaterialCategory[]) => list.map((c) => c.name);

describe('buildCategoryTree', () => {
  it('nests by parent_id and orders each level by sort', () => {
    const flat = flattenTree(buildCategoryTree(categories));
    expect(flat.map((node) => `${'-'.repeat(node.depth)}${node.category.name}`)).toEqual([
      '风景',
      '动物',
      '-猫',
      '--橘猫',
      '-狗',
      '-鸟',
    ]);
  });

  it('shows an orphan at the top level and survives a parent loop', () => {
    const tree = buildCategoryTree([category(7, '孤儿', 99, 0), category(8, '自指', 8, 0)]);
    expect(tree.map((node) => node.category.name)).toEqual(['孤儿', '自指']);
  });
});

describe('moveWithinLevel', () => {
  it('moves a category inside its level and renumbers that level only', () => {
    const level = moveWithinLevel(categories, 5, 0);
    expect(level?.map((c) => [c.name, c.sort])).toEqual([
      ['鸟', 1],
      ['猫', 2],
      ['狗', 3],
    ]);
    const tree = flattenTree(buildCategoryTree(withLevel(categories, level!)));
    expect(tree.map((node) => node.category.name)).toEqual([
      '风景',
      '动物',
      '鸟',
      '猫',
      '橘猫',
      '狗',
    ]);
  });

  it('returns null when the category stays where it is', () => {
    expect(moveWithinLevel(categories, 3, 0)).toBeNull();
    expect(moveWithinLevel(categories, 2, -5)).toBeNull();
    expect(moveWithinLevel(categories, 404, 0)).toBeNull();
  });
});

describe('dropIndex', () => {
  it('places a dragged category before or after the target', () => {
    expect(dropIndex(categories, 3, 5, true)).toBe(2);
    expect(dropIndex(categories, 5, 3, false)).toBe(0);
    expect(dropIndex(categories, 3, 4, false)).toBe(0);
    expect(names(moveWithinLevel(categories, 3, dropIndex(categories, 3, 4, true)!)!)).toEqual([
      '狗',
      '猫',
      '鸟',
    ]);
  });

  it('refuses a drop on another level or on itself', () => {
    expect(dropIndex(categories, 6, 4, false)).toBeNull();
    expect(dropIndex(categories, 3, 3, false)).toBeNull();
  });
});

describe('descendantIds', () => {
  it('lists the category and everything under it', () => {
    expect(descendantIds(categories, 1).sort()).toEqual([1, 3, 4, 5, 6]);
    expect(descendantIds(categories, 2)).toEqual([2]);
  });
});
