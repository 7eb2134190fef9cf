import { sql, type Placeholder } from 'drizzle-orm';
import { PgDatabase, PgDialect, type PgSession } from 'drizzle-orm/pg-core';
import type { Db, DbExecutor } from './client.js';

/**
 * Stand-ins for a run's values while a statement is built: `p.orderId` is Drizzle's placeholder
 * `orderId`, typed as its value so that `eq`, `values` and `set` take it as they take the value.
 * In `values` and `set` the run's value is encoded by the column (dates, JSON), as a value written
 * there would be; in a condition it is bound as it is (numbers and text compare the same either way).
 */
export type Placeholders<V> = { readonly [K in keyof V]-?: V[K] };

interface Preparable<R> {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<R> };
}

type PrepareQueryArgs = Parameters<PgSession['prepareQuery']>;

/** What a builder's `prepare` gave its session: the text, parameters and result mapping. */
interface Built {
  args: PrepareQueryArgs;
  joinsNotNullableMap?: Record<string, boolean>;
  setToken(): Built;
}

/** A session that only records what `prepare` hands it, so the text is built without a database. */
const recordingSession = {
  prepareQuery: (...args: PrepareQueryArgs): Built => ({
    args,
    setToken() {
      return this;
    },
  }),
} as unknown as PgSession;

const recorder = new PgDatabase(new PgDialect(), recordingSession, undefined) as unknown as Db;

/** Shapes kept per statement: a statement with more (unusual key sets) is built at each run. */
const MAX_SHAPES = 32;

/**
 * A statement Drizzle builds once per shape instead of at every run (building a query's text is
 * most of the CPU a short statement costs here: every column and condition walked, per run).
 * `build` writes the query with `p.<name>` where the run's values go; the statement then runs on
 * the database or on an open transaction, the same rows mapped the same way as the query written
 * directly. The shape is the names of the values that are not `undefined` (an `undefined` value
 * leaves its column out, as it does written directly), plus `variant` where the query's form
 * depends on a value (a condition only a debit needs). Values must be data, never `sql` pieces.
 * `p.<name>` is a placeholder, not the value: compute in SQL, never in JavaScript (`-p.delta` is
 * NaN); `p.<name> === undefined` tells `build` the value is absent from this shape. The run goes
 * through the session interface Drizzle's own `execute` uses (`prepareQuery`);
 * `test/statement.test.ts` checks it against the query written directly.
 */
export function statement<V extends object, R>(
  build: (db: Db, p: Placeholders<V>, variant: string) => Preparable<R>,
): (executor: DbExecutor, values: V, variant?: string) => Promise<R> {
  const shapes = new Map<string, Built>();
  return (executor, values, variant = '') => {
    const names = Object.keys(values).filter(
      (name) => (values as Record<string, unknown>)[name] !== undefined,
    );
    const shape = `${variant}|${names.join(',')}`;
    let built = shapes.get(shape);
    if (!built) {
      const p = Object.fromEntries(names.map((name) => [name, sql.placeholder(name)]));
      built = build(recorder, p as Placeholders<V>, variant).prepare('') as unknown as Built;
      if (shapes.size < MAX_SHAPES) shapes.set(shape, built);
    }
    const [query, fields, , inArrayMode, mapper, metadata, cacheConfig] = built.args;
    // The executor's own session: a transaction's statement runs on that transaction's client.
    const prepared = executor._.session.prepareQuery(
      query,
      fields,
      undefined,
      inArrayMode,
      mapper,
      metadata,
      cacheConfig,
    );
    if (built.joinsNotNullableMap)
      Object.assign(prepared, { joinsNotNullableMap: built.joinsNotNullableMap });
    return prepared.execute(values as Record<string, unknown>) as Promise<R>;
  };
}

/**
 * A page's LIMIT written into the statement's text, for `.limit(…)` in a statement built per
 * `variant` (the page size). PostgreSQL plans a LIMIT or OFFSET it cannot see as 10 % of the
 * table, so a page read with `limit $n offset $m` costs more on paper as a generic plan than as
 * each custom one, and is planned anew at every run (0.25–0.38 ms for the order page, more than
 * running it); with the size in the text and no OFFSET on the first page it keeps one generic plan.
 * The first page leaves `offset` undefined and writes `.offset(p.offset ?? 0)`: Drizzle writes no
 * OFFSET for 0. `test/list-plans.test.ts` reads the plans the database kept.
 */
export function pageSizeLiteral(variant: string): Placeholder {
  const size = Number(variant);
  if (!Number.isSafeInteger(size) || size < 0) throw new RangeError(`not a page size: ${variant}`);
  // Drizzle writes whatever SQL object it is given after `limit`.
  return sql.raw(String(size)) as unknown as Placeholder;
}
