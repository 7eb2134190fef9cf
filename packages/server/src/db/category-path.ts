/**
 * Resolves category paths (top first, e.g. ['服装', 'T恤']) to ids, creating each missing level once
 * through `insert`; the seeds of the catalog and of general goods build their trees with it.
 */
export function categoryPathResolver(
  insert: (category: { parentId: number | null; name: string; sort: number }) => Promise<number>,
): (path: readonly string[]) => Promise<number> {
  const ids = new Map<string, number>();
  return async (path) => {
    let parentId: number | null = null;
    for (const [depth, name] of path.entries()) {
      const key = path.slice(0, depth + 1).join('/');
      let id = ids.get(key);
      if (id === undefined) {
        id = await insert({ parentId, name, sort: (ids.size + 1) * 10 });
        ids.set(key, id);
      }
      parentId = id;
    }
    if (parentId === null) throw new Error('empty category path');
    return parentId;
  };
}
