import type { CategoryNode } from './category-tree.js';

/**
 * The public lists of one kind of blank. Blanks carry no warehouse field, so an operator makes
 * such a list by naming a blank category: 直发商品 shows the category whose name holds “直发”,
 * 美国本地仓 the one whose name holds “美国本地” (or “US Local”), with its sub-categories.
 */
export const specialLists = {
  direct: {
    title: '直发商品',
    intro: '工厂现货直发，下单后直接发往您的买家',
    match: /直发/,
  },
  usLocal: {
    title: '美国本地仓',
    intro: '美国本地仓发货的商品，时效更快',
    match: /美国本地|us\s*local/i,
  },
} as const;

export type SpecialListKey = keyof typeof specialLists;

/** The first category, top level first, whose name matches. */
export function findSpecialCategory(tree: CategoryNode[], match: RegExp): CategoryNode | null {
  const queue = [...tree];
  for (let node = queue.shift(); node; node = queue.shift()) {
    if (match.test(node.name)) return node;
    queue.push(...node.children);
  }
  return null;
}
