/**
 * A platform's category tree and a category's attributes change rarely and are read on every
 * picker click and every release: kept per store and category for a few hours. Only a cache: each
 * process keeps its own, and a miss reads the platform again.
 */
const KEEP_MS = 6 * 60 * 60_000;
const MAX_ENTRIES = 2000;

const entries = new Map<string, { expires: number; value: Promise<unknown> }>();

export function cachedPlatformRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  const value = read();
  entries.delete(key);
  entries.set(key, { expires: now + KEEP_MS, value });
  // A failed read is not kept: the next click asks the platform again.
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key);
  });
  while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
  return value;
}

export const categoryTreeKey = (storeId: number, parentId: string | null) =>
  `${storeId}:tree:${parentId ?? ''}`;
export const categoryAttributesKey = (storeId: number, categoryId: string) =>
  `${storeId}:attributes:${categoryId}`;
