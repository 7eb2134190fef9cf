import { PGlite } from '@electric-sql/pglite';
import type { Db } from '../db/client.js';
import { cacheVersions, SESSION_SHARDS, type CacheTopic } from './schema.js';
import { sharedRead } from './shared-read.js';

/** The change counters at one moment, keyed `topic:shard` (see versionKey). */
export type VersionSnapshot = ReadonlyMap<string, number>;

export function versionKey(topic: CacheTopic, shard = 0): string {
  return `${topic}:${shard}`;
}

/** The counter of the `sessions` topic that covers a user's sessions and row. */
export function sessionVersionKey(userId: number): string {
  return versionKey('sessions', userId % SESSION_SHARDS);
}

export interface CacheVersions {
  /**
   * The counters now. Take them before reading what will be cached: an entry is stamped with the
   * counters it was read under, so a change committed meanwhile leaves it stale at once.
   */
  current(): Promise<VersionSnapshot>;
  close(): Promise<void>;
}

const CHANNEL = 'podkit_cache';

function snapshotOf(rows: Array<{ topic: string; shard: number; version: number }>) {
  return new Map(rows.map((row) => [`${row.topic}:${row.shard}`, Number(row.version)]));
}

/**
 * The counters of the database `db`. On PGlite the one process that holds the database hears
 * every change through LISTEN: the trigger's notice is handed over before the changing statement's
 * promise resolves, so no request that starts later can miss it, and no query is needed. On
 * PostgreSQL another process may have committed the change a moment ago and its notice may still
 * be on the way, so each call is answered by a read of the counters (one small prepared
 * statement) that began after the call: that read, not a notice, is what makes a logout on one
 * process refused at once on every other. Calls made while a read is on its way share the next.
 */
export async function watchCacheVersions(db: Db): Promise<CacheVersions> {
  const client = (db as unknown as { $client: unknown }).$client;
  const readAll = db.select().from(cacheVersions).prepare('podkit_cache_versions');
  if (!(client instanceof PGlite)) {
    return {
      current: sharedRead(async () => snapshotOf(await readAll.execute())),
      close: async () => {},
    };
  }
  let snapshot: VersionSnapshot = new Map();
  // Listen first, then read: a change between the two is then seen by one or the other.
  const unlisten = await client.listen(CHANNEL, (payload) => {
    const [topic, shard, version] = payload.split(':');
    const key = `${topic}:${shard}`;
    const next = new Map(snapshot);
    next.set(key, Math.max(Number(version), snapshot.get(key) ?? 0));
    snapshot = next;
  });
  const read = snapshotOf(await readAll.execute());
  for (const [key, version] of snapshot) read.set(key, Math.max(version, read.get(key) ?? 0));
  snapshot = read;
  return { current: async () => snapshot, close: unlisten };
}
