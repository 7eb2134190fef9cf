import type pg from 'pg';

/** How many statement texts a pool names; later texts go unnamed (parsed and planned each run). */
const MAX_NAMED = 500;
/** How many texts are remembered as seen once before that memory starts again. */
const MAX_SEEN_ONCE = 5_000;

/** PostgreSQL's "cached plan must not change result type": a table changed under a prepared text. */
const STALE_PLAN = '0A000';

interface QueryConfig {
  text: string;
  name?: string;
  values?: unknown[];
}

type Callback = (error: Error | null, result?: unknown) => void;

/** The parts of node-postgres's Client this reads beyond its typings. */
interface ClientState {
  _txStatus?: string | null;
  _activeQuery?: unknown;
  _queryQueue?: unknown[];
}

/**
 * Prepared statements for a node-postgres pool (bench/README.md, "Prepared statements on
 * PostgreSQL"). node-postgres prepares a statement only when it is given a name; unnamed, the
 * server parses and plans every statement anew. The statements drizzle builds repeat word for
 * word, so a text with parameters seen a second time gets a name for the pool, and each
 * connection prepares it on its first run under that name (node-postgres sends the Parse once per
 * connection) and only binds and executes it afterwards. Texts without parameters keep the simple
 * protocol (they may hold several statements: migrations, `begin`). PostgreSQL replans a prepared
 * statement itself when a table it reads changes; a change of its result columns fails it once
 * (0A000): the text gets a new name, and outside a transaction it runs again at once.
 *
 * Patches `query` on each connection the pool opens: drizzle and every caller keep the pool.
 */
export function usePreparedStatementsOnPool(pool: pg.Pool): void {
  const names = new Map<string, string>();
  const seenOnce = new Set<string>();
  let nextName = 0;

  const nameFor = (text: string): string | undefined => {
    const name = names.get(text);
    if (name !== undefined || names.size >= MAX_NAMED) return name;
    if (!seenOnce.has(text)) {
      if (seenOnce.size >= MAX_SEEN_ONCE) seenOnce.clear();
      seenOnce.add(text);
      return undefined;
    }
    seenOnce.delete(text);
    const fresh = `podkit_${nextName++}`;
    names.set(text, fresh);
    return fresh;
  };

  pool.on('connect', (client) => {
    const ownQuery = client.query.bind(client) as (...args: unknown[]) => unknown;
    const state = client as unknown as ClientState;
    (client as { query: unknown }).query = (...args: unknown[]): unknown => {
      const [first, second, third] = args;
      const config: QueryConfig | undefined =
        typeof first === 'string'
          ? { text: first }
          : isTextConfig(first)
            ? (first as QueryConfig)
            : undefined;
      const values = Array.isArray(second) ? second : config?.values;
      const callback = [second, third].find((arg) => typeof arg === 'function') as
        Callback | undefined;
      const name = config && !config.name && values?.length ? nameFor(config.text) : undefined;
      if (config === undefined || name === undefined) return ownQuery(...args);

      const outsideTransaction =
        state._txStatus === 'I' && !state._activeQuery && state._queryQueue?.length === 0;
      const run = (named: boolean) =>
        ownQuery(named ? { ...config, name } : config, values) as Promise<unknown>;
      const result = run(true).catch((error: { code?: string; message?: string }) => {
        if (error.code !== STALE_PLAN || !error.message?.includes('cached plan')) throw error;
        if (names.get(config.text) === name) names.delete(config.text);
        if (!outsideTransaction) throw error;
        return run(false);
      });
      if (!callback) return result;
      result.then(
        (rows) => callback(null, rows),
        (error: Error) => callback(error),
      );
      return undefined;
    };
  });
}

/** A query config with its text: not a submittable (a cursor, a stream), which runs itself. */
export function isTextConfig(value: unknown): boolean {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { text?: unknown }).text === 'string' &&
    typeof (value as { submit?: unknown }).submit !== 'function'
  );
}
