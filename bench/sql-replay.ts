import type { Db } from '../packages/server/src/db/client.js';

/** The driver under drizzle (a pg Pool or a PGlite instance): both answer `query(...)`. */
interface QueryClient {
  query(...args: unknown[]): Promise<unknown>;
}

/** One driver call as drizzle made it: the SQL text, its parameters and the driver options. */
interface DriverCall {
  args: unknown[];
}

/**
 * The statements one run of a function sent to the database, in round trips: the calls of one
 * round trip were issued together (a `Promise.all`), a later round trip after they came back.
 */
export interface CapturedSql {
  roundTrips: DriverCall[][];
  /** The SQL texts in order, for EXPLAIN and for reading. */
  statements: Array<{ text: string; params: unknown[] }>;
}

function driverOf(db: Db): QueryClient {
  return (db as unknown as { $client: QueryClient }).$client;
}

function textOf(args: unknown[]): string {
  const first = args[0];
  return typeof first === 'string' ? first : (first as { text: string }).text;
}

/** Runs `run` once while recording every query drizzle hands to the driver. */
export async function captureSql(db: Db, run: () => Promise<unknown>): Promise<CapturedSql> {
  const client = driverOf(db);
  // PGlite's prepared statements put their own `query` on the instance; it is kept and restored.
  const own = Object.hasOwn(client, 'query') ? client.query : undefined;
  const original = client.query;
  const captured: CapturedSql = { roundTrips: [], statements: [] };
  let inFlight = 0;
  client.query = function (this: QueryClient, ...args: unknown[]) {
    if (inFlight === 0) captured.roundTrips.push([]);
    captured.roundTrips.at(-1)!.push({ args });
    captured.statements.push({ text: textOf(args), params: (args[1] ?? []) as unknown[] });
    inFlight += 1;
    return original.apply(this, args).finally(() => (inFlight -= 1));
  };
  try {
    await run();
  } finally {
    if (own) client.query = own;
    // Otherwise the method lives on the prototype; dropping the instance's copy restores it.
    else delete (client as Partial<QueryClient>).query;
  }
  return captured;
}

/** Sends the captured calls again, straight to the driver, round trip by round trip. */
export async function replaySql(db: Db, captured: CapturedSql): Promise<void> {
  const client = driverOf(db);
  for (const roundTrip of captured.roundTrips)
    await Promise.all(roundTrip.map((call) => client.query(...call.args)));
}

/** EXPLAIN ANALYZE of each captured statement, as the database plans it. */
export async function explainSql(db: Db, captured: CapturedSql): Promise<string[]> {
  const client = driverOf(db);
  const plans: string[] = [];
  for (const { text, params } of captured.statements) {
    const result = (await client.query(`explain (analyze, buffers) ${text}`, params)) as {
      rows: Array<Record<string, string>>;
    };
    plans.push(result.rows.map((row) => Object.values(row)[0]).join('\n'));
  }
  return plans;
}
