/**
 * The first page of the order and blank lists keeps one generic plan in the database: its page
 * size is written into the statement and it has no OFFSET (db/statement.ts `pageSizeLiteral`).
 * With `limit $n offset $m` PostgreSQL estimates the page as 10 % of the table, finds the generic
 * plan dearer than the custom ones and plans every run anew. Read from `pg_prepared_statements`
 * of the sessions that ran them.
 */
import type { Order, Paginator } from '@podkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { freshReseller } from './cart-fixtures.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';

let server: TestServer;
let db: Db;
let siteId: number;

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  siteId = await defaultSiteId(db);
});
afterAll(async () => {
  await server?.close();
});

interface PlanCounts {
  statement: string;
  generic_plans: number;
  custom_plans: number;
}

type Queryable = { query(text: string): Promise<unknown> };
type Pool = Queryable & {
  totalCount: number;
  connect(): Promise<Queryable & { release(): void }>;
};

const PREPARED =
  'select statement, generic_plans::int, custom_plans::int from pg_prepared_statements';

/**
 * The prepared statements whose text holds every one of `parts`, with their plan counts: PGlite's
 * one session, or on PostgreSQL every connection of the pool (a job may have borrowed the one the
 * requests ran on), the connection that ran it most first.
 */
async function preparedWith(...parts: string[]): Promise<PlanCounts[]> {
  const driver = (db as unknown as { $client: Queryable | Pool }).$client;
  const sessions: Array<Queryable & { release?: () => void }> =
    'totalCount' in driver
      ? await Promise.all(Array.from({ length: driver.totalCount }, () => driver.connect()))
      : [driver];
  try {
    const found = await Promise.all(
      sessions.map(
        async (session) => ((await session.query(PREPARED)) as { rows: PlanCounts[] }).rows,
      ),
    );
    return found
      .flat()
      .filter((row) => parts.every((part) => row.statement.includes(part)))
      .sort((a, b) => b.generic_plans + b.custom_plans - (a.generic_plans + a.custom_plans));
  } finally {
    for (const session of sessions) session.release?.();
  }
}

describe(`the first page of a list keeps one generic plan on ${testDbKind}`, () => {
  it('orders and blanks: page 1 planned generically, later pages still correct', async () => {
    const r = await freshReseller(server.app, db, siteId, 'plans');
    for (let run = 0; run < 8; run++) {
      const orders = await r.call<Paginator<Order>>(
        'GET',
        '/distribution/order?page=1&page_size=7',
      );
      expect(orders.status_code).toBe(200);
      const blanks = await r.call<Paginator<{ id: number }>>(
        'GET',
        '/distribution/basicProduct?page=1&page_size=7',
      );
      expect(blanks.data.data.length).toBeGreaterThan(0);
    }

    for (const table of ['orders', 'basic_products']) {
      const [page] = await preparedWith(`from "${table}"`, 'limit 7');
      expect(page, `the first page of ${table}, prepared`).toBeDefined();
      expect(page!.statement).not.toContain('offset');
      expect(page!.generic_plans).toBeGreaterThan(0);
      expect(page!.custom_plans).toBeLessThanOrEqual(5);
    }

    const first = await r.call<Paginator<{ id: number }>>(
      'GET',
      '/distribution/basicProduct?page=1&page_size=1',
    );
    const second = await r.call<Paginator<{ id: number }>>(
      'GET',
      '/distribution/basicProduct?page=2&page_size=1',
    );
    expect(second.data.total).toBe(first.data.total);
    expect(second.data.data[0]?.id).not.toBe(first.data.data[0]?.id);
  });
});
