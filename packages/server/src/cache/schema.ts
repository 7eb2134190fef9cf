import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Change counters of what server processes cache (cache/README.md). Triggers of migration
 * 0020_request_cache bump a counter when the cached rows change and announce it with
 * `pg_notify('podkit_cache', 'topic:shard:version')`: topic `sites` (sites, site_domains; shard 0)
 * and topic `sessions` (sessions and users, sharded by user id so that one reseller's payment does
 * not end every cached session); `catalog` and `grants` (see CacheTopic).
 */
export const cacheVersions = pgTable(
  'cache_versions',
  {
    topic: text('topic').$type<CacheTopic>().notNull(),
    shard: integer('shard').notNull(),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.topic, t.shard] })],
);

/**
 * `catalog` (migration 0035_catalog_cache): blanks and their parts, privilege prices, categories,
 * member levels, sub-sites and their customers and markups; `grants`: roles, their menus, menus.
 * Both bumped once per changing transaction, shard 0.
 */
export type CacheTopic = 'sites' | 'sessions' | 'catalog' | 'grants';

/** How many counters the `sessions` topic has; the triggers use the same number. */
export const SESSION_SHARDS = 16;
