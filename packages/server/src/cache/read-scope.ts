import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, DbExecutor } from '../db/client.js';
import type { VersionSnapshot } from './cache-versions.js';
import { VersionedCache } from './versioned-cache.js';

/**
 * Where cached reads may answer from memory: a request that changes nothing (GET), on the
 * database the request was served from, with the counters taken as the request began.
 */
interface ReadScope {
  db: Db;
  versions: VersionSnapshot;
  caches: ReadCaches;
  /** False once the request has answered: work it started later reads the database. */
  open: boolean;
}

/** One process's cached reads of one database, by name (kept by the request cache). */
export type ReadCaches = Map<string, VersionedCache<{ value: unknown }>>;

const scopes = new AsyncLocalStorage<ReadScope>();

/** Runs `next` (the rest of a request) in a read scope; returns the scope to fill and close. */
export function enterReadScope(db: Db, caches: ReadCaches, next: () => void): ReadScope {
  const scope: ReadScope = { db, versions: new Map(), caches, open: false };
  scopes.run(scope, next);
  return scope;
}

/** A minute: only bounds memory (what makes an entry stale is its counters). */
const ENTRY_TTL_MS = 60_000;

function cacheNamed(caches: ReadCaches, name: string) {
  let cache = caches.get(name);
  if (!cache) {
    cache = new VersionedCache({ max: 20_000, ttlMs: ENTRY_TTL_MS });
    caches.set(name, cache);
  }
  return cache;
}

/**
 * Values by key, from memory while the counters `topics` (versionKey) are unchanged, else loaded
 * with `loadMissing` (one call for every key not in memory; a key it leaves out has no value).
 * Outside a read scope, in a transaction or after the request answered, always loaded: a
 * transaction must see its own writes, and a request that writes must see them after commit.
 * The values are shared between requests: callers must not change them.
 */
export async function cachedMany<K extends string | number, V>(
  db: DbExecutor,
  name: string,
  keys: readonly K[],
  topics: string[],
  loadMissing: (keys: K[]) => Promise<Map<K, V>>,
): Promise<Map<K, V>> {
  const scope = scopes.getStore();
  if (!scope || !scope.open || scope.db !== db) return loadMissing([...keys]);
  const cache = cacheNamed(scope.caches, name);
  const found = new Map<K, V>();
  const missing: K[] = [];
  for (const key of keys) {
    const hit = cache.get(String(key), scope.versions);
    if (!hit) missing.push(key);
    else if (hit.value !== undefined) found.set(key, hit.value as V);
  }
  if (missing.length === 0) return found;
  const loaded = await loadMissing(missing);
  for (const key of missing) {
    const value = loaded.get(key);
    cache.set(String(key), { value }, topics, scope.versions);
    if (value !== undefined) found.set(key, value);
  }
  return found;
}

/** One value, as cachedMany keeps them. */
export async function cachedOne<V>(
  db: DbExecutor,
  name: string,
  key: string | number,
  topics: string[],
  load: () => Promise<V>,
): Promise<V> {
  const scope = scopes.getStore();
  if (!scope || !scope.open || scope.db !== db) return load();
  const cache = cacheNamed(scope.caches, name);
  const hit = cache.get(String(key), scope.versions);
  if (hit) return hit.value as V;
  const value = await load();
  cache.set(String(key), { value }, topics, scope.versions);
  return value;
}
