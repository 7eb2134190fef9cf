import { describe, expect, it } from 'vitest';
import type { CategoryNode } from './category-tree.js';
import { findSpecialCategory, specialLists } from './special-lists.js';

const node = (id: number, name: string, children: CategoryNode[] = []): CategoryNode => ({
  id,
  name,
  children,
});

describe('special lists', () => {
  const tree = [
    node(1, '服装', [node(3, '美国本地仓 T恤')]),
    node(2, 'US Local'),
    node(4, '工厂直发'),
  ];

  it('finds the shallowest category whose name matches', () => {
    expect(findSpecialCategory(tree, specialLists.usLocal.match)?.id).toBe(2);
    expect(findSpecialCategory(tree, specialLists.direct.match)?.id).toBe(4);
  });

  it('looks below the top level and answers null when nothing matches', () => {
    expect(
      findSpecialCategory([node(1, '服装', [node(3, '美国本地')])], specialLists.usLocal.match)?.id,
    ).toBe(3);
    expect(findSpecialCategory([node(1, '服装')], specialLists.direct.match)).toBeNull();
  });
});
