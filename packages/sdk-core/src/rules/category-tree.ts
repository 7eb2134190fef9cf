/**
 * The category tree, once for every client list (blank, general-goods and material categories,
 * in the portal and the gallery widget). Generic over the node's own fields: a flat list names
 * each row's parent; a nested answer already carries `children`.
 */

/** A node built from a flat list: the row, how deep it sits (0 at the top) and its children. */
export interface TreeNode<T> {
  item: T;
  depth: number;
  children: TreeNode<T>[];
}

/** How the rows of a flat list name themselves and their parent (0 for the top level). */
export interface TreeKeys<T> {
  id(row: T): number;
  parentId(row: T): number;
  /** Siblings' order; without it they keep the list's order. */
  order?(a: T, b: T): number;
}

/** Any nested node: what the helpers below walk. */
export interface NestedNode<N> {
  children?: readonly N[] | undefined;
}

/** Orders by `sort`, smaller first (ties keep their order). */
export function bySort<T extends { sort: number }>(a: T, b: T): number {
  return a.sort - b.sort;
}

/** Orders by `sort`, then by `id`. */
export function bySortThenId<T extends { sort: number; id: number }>(a: T, b: T): number {
  return a.sort - b.sort || a.id - b.id;
}

/**
 * The flat list as a tree. A row whose parent is missing (deleted meanwhile) or is itself shows at
 * the top level rather than vanishing; rows caught in a parent loop are left out.
 */
export function buildTree<T>(rows: readonly T[], keys: TreeKeys<T>): TreeNode<T>[] {
  const known = new Set(rows.map((row) => keys.id(row)));
  const byParent = new Map<number, T[]>();
  for (const row of rows) {
    const id = keys.id(row);
    const named = keys.parentId(row);
    const parent = known.has(named) && named !== id ? named : 0;
    byParent.set(parent, [...(byParent.get(parent) ?? []), row]);
  }
  const placed = new Set<number>();
  const grow = (parentId: number, depth: number): TreeNode<T>[] => {
    const level = [...(byParent.get(parentId) ?? [])];
    if (keys.order) level.sort(keys.order);
    return level
      .filter((row) => !placed.has(keys.id(row)))
      .map((row) => {
        placed.add(keys.id(row));
        return { item: row, depth, children: grow(keys.id(row), depth + 1) };
      });
  };
  return grow(0, 0);
}

/** `rootId` and the id of every row below it in a flat list (a parent loop is walked once). */
export function subtreeIds<T>(rows: readonly T[], keys: TreeKeys<T>, rootId: number): number[] {
  const ids = [rootId];
  const seen = new Set(ids);
  for (let at = 0; at < ids.length; at++)
    for (const row of rows) {
      const id = keys.id(row);
      if (keys.parentId(row) === ids[at] && !seen.has(id)) {
        seen.add(id);
        ids.push(id);
      }
    }
  return ids;
}

/** A nested tree in another shape, each level ordered by `order` when given. */
export function mapTree<N extends NestedNode<N>, M>(
  nodes: readonly N[],
  make: (node: N, children: M[], depth: number) => M,
  order?: (a: N, b: N) => number,
  depth = 0,
): M[] {
  const level = order ? [...nodes].sort(order) : nodes;
  return level.map((node) =>
    make(node, mapTree(node.children ?? [], make, order, depth + 1), depth),
  );
}

/** Tree order, depth first: what a list shows and what arrow keys walk. */
export function flattenTree<N extends NestedNode<N>>(nodes: readonly N[]): N[] {
  return nodes.flatMap((node) => [node, ...flattenTree(node.children ?? [])]);
}

/** The node with `id`, wherever it is. */
export function findNode<N extends NestedNode<N> & { id: number }>(
  nodes: readonly N[],
  id: number,
): N | undefined {
  return flattenTree(nodes).find((node) => node.id === id);
}

/** The nodes from the top down to `id`, or an empty list when it is not in the tree. */
export function nodePath<N extends NestedNode<N> & { id: number }>(
  nodes: readonly N[],
  id: number | null,
): N[] {
  if (id === null) return [];
  for (const node of nodes) {
    if (node.id === id) return [node];
    const below = nodePath(node.children ?? [], id);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/** Every id below `node`, not its own. */
export function idsBelow<N extends NestedNode<N> & { id: number }>(node: N | undefined): number[] {
  return (node?.children ?? []).flatMap((child) => [child.id, ...idsBelow(child)]);
}

/** The ids of a node and everything under it: none of them can become its parent. */
export function selfAndDescendants<N extends NestedNode<N> & { id: number }>(node: N): Set<number> {
  return new Set([node.id, ...idsBelow(node)]);
}

export interface CategoryTreeOption {
  value: number;
  title: string;
  children: CategoryTreeOption[];
}

/** The tree as TreeSelect options, leaving out the `excluded` ids and what is below them. */
export function categoryTreeOptions<N extends NestedNode<N> & { id: number; name: string }>(
  nodes: readonly N[],
  excluded: ReadonlySet<number> = new Set(),
): CategoryTreeOption[] {
  return nodes
    .filter((node) => !excluded.has(node.id))
    .map((node) => ({
      value: node.id,
      title: node.name,
      children: categoryTreeOptions(node.children ?? [], excluded),
    }));
}

/** Each node with its path ('服装 / 上衣'), depth first: what a picker lists. */
export function categoryPaths<N extends NestedNode<N> & { name: string }>(
  nodes: readonly N[],
  prefix = '',
): Array<{ node: N; path: string }> {
  return nodes.flatMap((node) => {
    const path = prefix ? `${prefix} / ${node.name}` : node.name;
    return [{ node, path }, ...categoryPaths(node.children ?? [], path)];
  });
}
