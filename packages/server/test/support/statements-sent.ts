import type { Db } from '../../src/db/client.js';

type Query = (...args: unknown[]) => unknown;

/**
 * The SQL texts `run` sends through the driver under `db` (a pg Pool or a PGlite instance). The
 * driver's `query` is wrapped, not replaced: PGlite's prepared statements put their own `query` on
 * the instance (db/pglite-statements.ts), which keeps running and is put back afterwards.
 */
export async function statementsOf(db: Db, run: () => Promise<unknown>): Promise<string[]> {
  const client = (db as unknown as { $client: { query: Query } }).$client;
  const own = Object.hasOwn(client, 'query') ? client.query : undefined;
  const query = client.query;
  const texts: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0];
    texts.push(typeof first === 'string' ? first : (first as { text: string }).text);
    return query.apply(this, args);
  };
  try {
    await run();
  } finally {
    if (own) client.query = own;
    else delete (client as { query?: Query }).query;
  }
  return texts;
}
