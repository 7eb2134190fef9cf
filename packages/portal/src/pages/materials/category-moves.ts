import type { CategorySortNode, MaterialCategoryNode } from '@podkit/sdk-core';

/** Where a dragged category lands: inside `targetId` (last child), or just before or after it. */
export type Drop = { targetId: number; place: 'inside' | 'before' | 'after' };

/** The tree after moving `id` as `drop` says, in the shape updateSort takes; null for no move. */
export function movedTree(
  tree: readonly MaterialCategoryNode[],
  id: number,
  drop: Drop,
): CategorySortNode[] | null {
  if (id === drop.targetId || idsBelow(find(tree, id)).includes(drop.targetId)) return null;
  let moving: CategorySortNode | null = null;
  const strip = (nodes: readonly MaterialCategoryNode[]): CategorySortNode[] =>
    nodes.flatMap((node) => {
      const copy = { id: node.id, children: strip(node.children) };
      if (node.id !== id) return [copy];
      moving = copy;
      return [];
    });
  const place = (nodes: CategorySortNode[]): CategorySortNode[] =>
    nodes.flatMap((node) => {
      const children = place(node.children ?? []);
      const here = { id: node.id, children };
      if (node.id !== drop.targetId) return [here];
      if (drop.place === 'inside') return [{ id: node.id, children: [...children, moving!] }];
      return drop.place === 'before' ? [moving!, here] : [here, moving!];
    });
  const without = strip(tree);
  return moving ? place(without) : null;
}

function find(tree: readonly MaterialCategoryNode[], id: number): MaterialCategoryNode | undefined {
  for (const node of tree) {
    if (node.id === id) return node;
    const below = find(node.children, id);
    if (below) return below;
  }
  return undefined;
}

/** Every category below `node` (not itself). */
export function idsBelow(node: MaterialCategoryNode | undefined): number[] {
  return (node?.children ?? []).flatMap((child) => [child.id, ...idsBelow(child)]);
}

/** Each category with its path ('服装 / 上衣'), depth first: what a picker lists. */
export function categoryPaths(
  tree: readonly MaterialCategoryNode[],
  prefix = '',
): Array<{ node: MaterialCategoryNode; path: string }> {
  return tree.flatMap((node) => {
    const path = prefix ? `${prefix} / ${node.name}` : node.name;
    return [{ node, path }, ...categoryPaths(node.children, path)];
  });
}
