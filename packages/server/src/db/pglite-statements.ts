import {
  parse as pgliteResults,
  protocol,
  type PGlite,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';

const { serialize } = protocol;

/** How many statements one PGlite keeps prepared; later texts go the ordinary way. */
const MAX_PREPARED = 500;

interface Prepared {
  name: string;
  /** The parameters' type OIDs, as PostgreSQL inferred them when the statement was prepared. */
  paramTypes: number[];
}

type Query = PGlite['query'];

/**
 * Prepared statements for PGlite (bench/README.md, "Prepared statements on PGlite"). PGlite's `query()` parses
 * and plans every statement anew, in six exchanges with its PostgreSQL (parse, describe, bind,
 * describe, execute, sync). The statements drizzle builds repeat word for word, so a text seen a
 * second time is prepared once under a name (its parameter types described then), and from then
 * on each run is one exchange: Bind, Describe, Execute, Sync. Parameters are serialised by PGlite's
 * own serialisers for the described types, rows parsed by its own parsers, and notifications reach
 * LISTEN callbacks as before. PostgreSQL itself replans a prepared statement when a table it reads
 * changes.
 *
 * Patches `query` and `transaction` on the instance: drizzle and every caller keep the one object.
 */
export function usePreparedStatements(pglite: PGlite): void {
  const prepared = new Map<string, Prepared>();
  const seenOnce = new Set<string>();
  let nextName = 0;
  const ownQuery = pglite.query.bind(pglite);
  const ownTransaction = pglite.transaction.bind(pglite);

  /**
   * False: run `text` as PGlite does (its first use, a COPY, parameter types given by the caller,
   * or no room left for another statement).
   */
  function worthPreparing(text: string, options: QueryOptions | undefined): boolean {
    if (options?.blob || options?.paramTypes) return false;
    if (prepared.has(text)) return true;
    if (prepared.size >= MAX_PREPARED) return false;
    if (seenOnce.delete(text)) return true;
    if (seenOnce.size >= 4 * MAX_PREPARED) seenOnce.clear();
    seenOnce.add(text);
    return false;
  }

  function exchange(parts: Uint8Array[]) {
    const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
    let offset = 0;
    for (const part of parts) {
      message.set(part, offset);
      offset += part.length;
    }
    return pglite.execProtocolStream(message, { syncToFs: false });
  }

  async function prepare(text: string): Promise<Prepared> {
    const name = `podkit_${nextName++}`;
    const messages = await exchange([
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ]);
    const description = messages.find((message) => message.name === 'parameterDescription') as
      { dataTypeIDs: number[] } | undefined;
    const statement = { name, paramTypes: description?.dataTypeIDs ?? [] };
    prepared.set(text, statement);
    return statement;
  }

  /** Runs `text` as a prepared statement; the caller holds PGlite's query lock. */
  async function runPrepared<T>(
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    retried = false,
  ): Promise<Results<T>> {
    try {
      const statement = prepared.get(text) ?? (await prepare(text));
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const type = statement.paramTypes[index]!;
        const serializer = options?.serializers?.[type] ?? pglite.serializers[type];
        return serializer ? serializer(value) : String(value);
      });
      const messages = await exchange([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]);
      return pgliteResults.parseResults(
        messages,
        withOverrides(pglite.parsers, options?.parsers),
        options && { ...options, parsers: undefined },
      )[0] as Results<T>;
    } catch (error) {
      // "cached plan must not change result type": a table the statement reads changed its
      // columns. Prepared afresh; outside a transaction (which the error would have aborted) at once.
      if (isStalePlan(error) && prepared.delete(text)) {
        if (!retried && !pglite.isInTransaction())
          return runPrepared<T>(text, params, options, true);
      }
      throw withQuery(error, text, params, options);
    }
  }

  pglite.query = async function query<T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    if (!worthPreparing(text, options)) return ownQuery<T>(text, params, options);
    await pglite._checkReady();
    const result = await pglite._runExclusiveTransaction(() =>
      pglite._runExclusiveQuery(() => runPrepared<T>(text, params, options)),
    );
    await pglite.syncToFs();
    return result;
  } as Query;

  pglite.transaction = function transaction<T>(callback: (tx: Transaction) => Promise<T>) {
    return ownTransaction((tx) => {
      const ownTxQuery = tx.query.bind(tx);
      const inTransaction = Object.create(tx) as Transaction;
      inTransaction.query = async function txQuery<R>(
        text: string,
        params: unknown[] = [],
        options?: QueryOptions,
      ): Promise<Results<R>> {
        if (tx.closed || !worthPreparing(text, options))
          return ownTxQuery<R>(text, params, options);
        return pglite._runExclusiveQuery(() => runPrepared<R>(text, params, options));
      } as Transaction['query'];
      return callback(inTransaction);
    });
  } as PGlite['transaction'];
}

type Parsers = Parameters<typeof pgliteResults.parseResults>[1];

/**
 * PGlite's parsers with a query's own on top. PGlite merges them by copying its whole table (over
 * 300 types) for every query that brings its own, as each of drizzle's does: 0.27 ms a query here.
 * Its table stays the prototype of the few overrides instead, and is looked up through them.
 */
function withOverrides(parsers: Parsers, overrides: QueryOptions['parsers']): Parsers {
  if (!overrides) return parsers;
  return Object.assign(Object.create(parsers) as Parsers, overrides);
}

/** PGlite names the statement on the errors of its own path: the same here. */
function withQuery(
  error: unknown,
  query: string,
  params: unknown[],
  queryOptions: QueryOptions | undefined,
) {
  if (error && typeof error === 'object' && 'code' in error)
    Object.assign(error, { query, params, queryOptions });
  return error;
}

function isStalePlan(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return code === '0A000' && /cached plan must not change result type/.test(message ?? '');
}
