import type { Db } from '../../src/db/client.js';

/** The SQL texts `run` sends through the driver under `db` (a pg Pool or a PGlite instance). */
export async function statementsOf(db: Db, run: () => Promise<unknown>): Promise<string[]> {
  const client = (db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const texts: string[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0];
    texts.push(typeof first === 'string' ? first : (first as { text: string }).text);
    return Object.getPrototypeOf(client).query.apply(this, args);
  };
  try {
    await run();
  } finally {
    delete (client as { query?: unknown }).query;
  }
  return texts;
}
