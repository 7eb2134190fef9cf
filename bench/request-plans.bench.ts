/**
 * The plans of the request path's list queries at 50,000 rows: the throughput bench's reseller
 * (throughput-seed.ts) with their orders cloned to 50,000, 10,000 more resellers with the same
 * 5-line cart (50,000 cart lines), and the site's blanks cloned to 50,000 listed ones. Then
 * `VACUUM ANALYZE` (what autovacuum does on a running server), one request of each hot path
 * through the app (inject), the statements it sent captured at the driver, and EXPLAIN ANALYZE of
 * each printed: its time and the plan's index use, so a missing index shows as a Seq Scan or a
 * Sort over many rows.
 *
 * PGlite always; PostgreSQL too when BENCH_DATABASE_URL names a server (a fresh database).
 * Run from the repo root: pnpm exec tsx bench/request-plans.bench.ts   (BENCH_ROWS, default 50000)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../packages/server/src/app.js';
import { loadConfig } from '../packages/server/src/config.js';
import { openDatabase, type Database, type Db } from '../packages/server/src/db/client.js';
import { onBenchPostgres, type BenchRow } from './bench-db.js';
import { captureSql, explainSql } from './sql-replay.js';
import { seedThroughputData } from './throughput-seed.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 50_000);
const CART_LINES = 5;

async function sql(db: Db, text: string): Promise<Array<Record<string, unknown>>> {
  const result = (await (
    db as unknown as { $client: { query(q: string): Promise<unknown> } }
  ).$client.query(text)) as { rows: Array<Record<string, unknown>> };
  return result.rows;
}

/** Inserts `count` copies of the rows `where` picks, with `overrides` (column → SQL using g). */
async function cloneRows(
  db: Db,
  table: string,
  where: string,
  count: number,
  overrides: Record<string, string>,
): Promise<void> {
  const columns = (
    await sql(
      db,
      `select column_name from information_schema.columns where table_name = '${table}'
       and column_name <> 'id' and is_generated = 'NEVER' order by ordinal_position`,
    )
  ).map((row) => String(row.column_name));
  const list = columns.map((c) => `"${c}"`).join(', ');
  const values = columns.map((c) => overrides[c] ?? `t."${c}"`).join(', ');
  await sql(
    db,
    `insert into "${table}" (${list}) select ${values} from "${table}" t, generate_series(1, ${count}) g where ${where}`,
  );
}

async function seedRows(db: Db): Promise<{ userId: number; siteId: number }> {
  const [demo] = await sql(db, `select id, site_id from users where username = 'demo'`);
  const userId = Number(demo!.id);
  const siteId = Number(demo!.site_id);
  const [{ n: orders }] = (await sql(
    db,
    `select count(*)::int n from orders where user_id = ${userId}`,
  )) as [{ n: number }];
  await cloneRows(
    db,
    'orders',
    `t.user_id = ${userId} and t.id = (select min(id) from orders where user_id = ${userId})`,
    ROWS - orders,
    {
      order_no: `t.order_no || '-' || g`,
      idempotency_key: `t.idempotency_key || '-' || g`,
      created_at: `t.created_at - g * interval '1 minute'`,
    },
  );
  const resellers = ROWS / CART_LINES;
  await cloneRows(db, 'users', `t.id = ${userId}`, resellers, {
    username: `'bench-' || g`,
    phone: 'null',
    email: 'null',
  });
  await sql(
    db,
    `insert into cart_items (site_id, user_id, item_type, basic_product_id, color_id, size_id,
       designed_product_id, goods_id, goods_sku_id, sku_key, quantity, added_unit_price_cents,
       created_at, updated_at)
     select c.site_id, u.id, c.item_type, c.basic_product_id, c.color_id, c.size_id,
       c.designed_product_id, c.goods_id, c.goods_sku_id, c.sku_key, c.quantity,
       c.added_unit_price_cents, c.created_at, c.updated_at
     from cart_items c, users u where c.user_id = ${userId} and u.username like 'bench-%'`,
  );
  const [{ n: blanks }] = (await sql(
    db,
    `select count(*)::int n from basic_products where site_id = ${siteId}`,
  )) as [{ n: number }];
  await cloneRows(
    db,
    'basic_products',
    `t.id = (select min(id) from basic_products where site_id = ${siteId} and status = 1)`,
    ROWS - blanks,
    {
      code: `t.code || '-' || g`,
      name: `t.name || ' ' || g`,
    },
  );
  return { userId, siteId };
}

const paths = [
  '/req/distribution/cartItem',
  '/req/distribution/order?page=1&page_size=20',
  '/req/distribution/basicProduct?page=1&page_size=20',
];

async function explainPaths(
  label: string,
  database: Database,
  dataDir: string,
): Promise<BenchRow[]> {
  const db = database.db;
  await database.migrate();
  await seedThroughputData(db, dataDir);
  await seedRows(db);
  await sql(db, 'vacuum analyze');
  const app = await buildApp({
    db,
    config: { ...loadConfig({ DATA_DIR: dataDir }), portalDir: '' },
    logger: false,
  });
  const login = await app.inject({
    method: 'POST',
    url: '/req/api/auth/login',
    payload: { username: 'demo', password: 'demo123456' },
  });
  const headers = {
    authorization: `Bearer ${(login.json() as { data: { token: string } }).data.token}`,
  };
  const rows: BenchRow[] = [];
  for (const url of paths) {
    await app.inject({ url, headers });
    const captured = await captureSql(db, () => app.inject({ url, headers }));
    const plans = await explainSql(db, captured);
    console.log(`\n### [${label}] ${url}: ${captured.statements.length} statements`);
    captured.statements.forEach((statement, i) => {
      const plan = plans[i]!;
      const time = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1];
      const scans = [
        ...plan.matchAll(
          /(Seq Scan|Index Only Scan|Index Scan|Bitmap Index Scan)(?: Backward)? (?:using (\S+) )?on (\S+)/g,
        ),
      ].map((m) => `${m[1]}${m[2] ? ` ${m[2]}` : ''} on ${m[3]}`);
      const sorts = [...plan.matchAll(/(Incremental Sort|Sort)\b.*rows=(\d+)/g)].map(
        (m) => `${m[1]} (${m[2]} rows)`,
      );
      console.log(
        `- ${time} ms  ${statement.text.slice(0, 110)}…\n    ${[...scans, ...sorts].join('; ')}`,
      );
      if (process.env.BENCH_EXPLAIN) console.log(plan);
      rows.push({ name: `[${label}] ${url} #${i + 1}`, value: `${time} ms` });
    });
  }
  await app.close();
  return rows;
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podkit-plans-'));
const pglite = await openDatabase({});
try {
  await explainPaths('PGlite', pglite, dataDir);
} finally {
  await pglite.close();
}
await onBenchPostgres((database) => explainPaths('PostgreSQL', database, dataDir));
fs.rmSync(dataDir, { recursive: true, force: true });
