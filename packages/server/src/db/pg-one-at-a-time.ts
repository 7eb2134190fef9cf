import type pg from 'pg';
import { isTextConfig } from './pg-statements.js';

const settled = () => undefined;

/**
 * One statement at a time on each connection of a node-postgres pool, in the order they were asked
 * for. A transaction holds one connection and may read with `Promise.all`; node-postgres would
 * queue the second statement itself, but that queue is deprecated ("Calling client.query() when
 * the client is already executing a query", gone in pg 9). Here each promise-style call waits for
 * the one before it on its connection, as that queue did: nothing is sent sooner or in another
 * order. Calls with a callback (the pool's own `pool.query`, which only takes an idle connection)
 * and submittables (cursors, streams) pass as they are.
 *
 * Patches `query` on each connection the pool opens, after `usePreparedStatementsOnPool`: a
 * statement's name is chosen when its turn comes.
 */
export function oneStatementAtATime(pool: pg.Pool): void {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    let previous: Promise<unknown> = Promise.resolve();
    (client as { query: unknown }).query = (...args: unknown[]): unknown => {
      const [first, second, third] = args;
      const promised =
        (typeof first === 'string' || isTextConfig(first)) &&
        typeof second !== 'function' &&
        typeof third !== 'function';
      if (!promised) return query(...args);
      const result = previous.then(() => query(...args));
      previous = result.then(settled, settled);
      return result;
    };
  });
}
