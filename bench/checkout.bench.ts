/**
 * Checkout throughput: a reseller puts a general good in the cart, places the order from it
 * (createOrderFromCart: price again, order, items, event, message, cart emptied) and pays it from
 * the balance (payOrders: lock, state machine, ledger row, messages) — the functions the routes
 * call. Timed one checkout at a time, then with 8 resellers checking out at once. PGlite always;
 * PostgreSQL too when BENCH_DATABASE_URL names a server (a fresh database is created there and
 * dropped afterwards).
 *
 * Run from the repo root: pnpm bench:checkout
 * Options (env): BENCH_CHECKOUTS (default 300), BENCH_CONCURRENCY (default 8), BENCH_SQL=1 (print
 * the statements of one checkout).
 */
import { randomBytes } from 'node:crypto';
import { openDatabase, type Database, type Db } from '../packages/server/src/db/client.js';
import { onBenchPostgres, printBenchTable, type BenchRow } from './bench-db.js';
import { userAddresses } from '../packages/server/src/modules/addresses/schema.js';
import { addCartItems } from '../packages/server/src/modules/cart/cart-service.js';
import { logisticsMethods } from '../packages/server/src/modules/cart/schema.js';
import { goods } from '../packages/server/src/modules/goods/schema.js';
import { createOrderFromCart } from '../packages/server/src/modules/orders/order-create.js';
import { payOrders } from '../packages/server/src/modules/orders/order-payment.js';
import { sites } from '../packages/server/src/modules/sites/schema.js';
import { users, type User } from '../packages/server/src/modules/users/schema.js';
import { changeBalance } from '../packages/server/src/modules/wallet/balance.js';

const CHECKOUTS = Number(process.env.BENCH_CHECKOUTS ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 8);
/** BENCH_SQL=1: print the statements of one checkout (after the warm-up). */

type Row = BenchRow;

interface Shop {
  goodsId: number;
  methodId: number;
}

async function seedShop(db: Db): Promise<{ siteId: number; shop: Shop }> {
  const [site] = await db
    .insert(sites)
    .values({ name: 'bench', domainName: 'bench.local' })
    .returning({ id: sites.id });
  const siteId = site!.id;
  const [good] = await db
    .insert(goods)
    .values({ siteId, name: '压测马克杯', priceCents: 2990, stock: 1_000_000, isPublished: 1 })
    .returning({ id: goods.id });
  const [method] = await db
    .insert(logisticsMethods)
    .values({ siteId, name: '标准快递', firstFeeCents: 1500, additionalFeeCents: 500 })
    .returning({ id: logisticsMethods.id });
  return { siteId, shop: { goodsId: good!.id, methodId: method!.id } };
}

/** A reseller with an address and a balance for every checkout they will make. */
async function seedReseller(db: Db, siteId: number, name: string, checkouts: number) {
  const [row] = await db
    .insert(users)
    .values({ siteId, username: name, passwordHash: 'x' })
    .returning();
  await changeBalance(db, {
    siteId,
    userId: row!.id,
    kind: 'adjustment',
    amountCents: checkouts * 10_000,
    description: '压测入账',
  });
  const [address] = await db
    .insert(userAddresses)
    .values({
      siteId,
      userId: row!.id,
      recipientName: '张三',
      phone: '13800138000',
      countryCode: 'CN',
      province: '广东省',
      city: '深圳市',
      address1: '科技园 1 号',
      isDefault: true,
    })
    .returning({ id: userAddresses.id });
  return { user: row!, addressId: address!.id };
}

let keys = 0;

interface Queryable {
  query(...args: unknown[]): Promise<unknown>;
}

/**
 * The SQL texts `run` sent, transactions included: on PGlite through the transaction's own
 * query, on PostgreSQL through the pooled connection's (each patched while `run` runs).
 */
async function statementsOf(db: Db, run: () => Promise<unknown>): Promise<string[]> {
  const texts: string[] = [];
  const record = (target: Queryable) => {
    const original = target.query;
    target.query = function (this: Queryable, ...args: unknown[]) {
      const first = args[0];
      texts.push(typeof first === 'string' ? first : (first as { text: string }).text);
      return original.apply(this, args);
    };
    return () => {
      target.query = original;
    };
  };
  const client = (db as unknown as { $client: Queryable & Record<string, unknown> }).$client;
  const undo = [record(client)];
  if (typeof client.transaction === 'function') {
    const transaction = client.transaction as (fn: (tx: Queryable) => unknown) => unknown;
    client.transaction = (fn: (tx: Queryable) => unknown) =>
      transaction.call(client, (tx: Queryable) => {
        record(tx);
        return fn(tx);
      });
    undo.push(() => (client.transaction = transaction));
  }
  if (typeof client.connect === 'function' && client.totalCount !== undefined) {
    const connect = client.connect as (...args: unknown[]) => Promise<Queryable & { release(): void }>;
    // pool.query checks a connection out with a callback; its statement is recorded above.
    client.connect = async (...args: unknown[]) => {
      if (args.length > 0) return connect.apply(client, args);
      const connection = await connect.call(client);
      const restore = record(connection);
      const release = connection.release;
      connection.release = function (this: unknown, ...args: unknown[]) {
        restore();
        connection.release = release;
        return (release as (...a: unknown[]) => void).apply(this, args);
      };
      return connection;
    };
    undo.push(() => (client.connect = connect));
  }
  try {
    await run();
  } finally {
    for (const step of undo.reverse()) step();
  }
  return texts;
}

/** One checkout: into the cart, order it, pay it. Answers its time in ms. */
async function checkout(
  db: Db,
  shop: Shop,
  reseller: { user: User; addressId: number },
): Promise<number> {
  const started = performance.now();
  const [lineId] = await addCartItems(db, reseller.user, [{ goods_id: shop.goodsId, quantity: 1 }]);
  keys += 1;
  const order = await createOrderFromCart(db, reseller.user, {
    item_ids: [lineId!],
    address_id: reseller.addressId,
    logistics_id: shop.methodId,
    idempotency_key: `bench-${keys}-${randomBytes(4).toString('hex')}`,
  });
  const [paid] = await payOrders(db, reseller.user, [order.id], `bench-pay-${keys}`);
  if (!paid?.paid) throw new Error(`not paid: ${paid?.msg}`);
  return performance.now() - started;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function summary(label: string, latencies: number[], seconds: number): Row[] {
  return [
    {
      name: `[${label}] throughput`,
      value: `${(latencies.length / seconds).toFixed(1)} checkouts/s`,
    },
    { name: `[${label}] p50 latency`, value: `${percentile(latencies, 50).toFixed(1)} ms` },
    { name: `[${label}] p99 latency`, value: `${percentile(latencies, 99).toFixed(1)} ms` },
  ];
}

async function benchDatabase(label: string, database: Database): Promise<Row[]> {
  const db = database.db;
  await database.migrate();
  const { siteId, shop } = await seedShop(db);
  const rows: Row[] = [];

  const single = await seedReseller(db, siteId, 'bench-single', CHECKOUTS + 10);
  for (let i = 0; i < 10; i++) await checkout(db, shop, single); // warm-up
  if (process.env.BENCH_SQL) {
    const texts = await statementsOf(db, () => checkout(db, shop, single));
    console.log(`\n[${label}] one checkout: ${texts.length} statements`);
    for (const text of texts) console.log(`- ${text.replace(/\s+/g, ' ').slice(0, 140)}`);
  }
  const serial: number[] = [];
  let started = performance.now();
  for (let i = 0; i < CHECKOUTS; i++) serial.push(await checkout(db, shop, single));
  rows.push(...summary(`${label}, one at a time`, serial, (performance.now() - started) / 1000));

  const each = Math.ceil(CHECKOUTS / CONCURRENCY);
  const resellers = await Promise.all(
    Array.from({ length: CONCURRENCY }, (_, n) => seedReseller(db, siteId, `bench-c${n}`, each)),
  );
  const concurrent: number[] = [];
  started = performance.now();
  await Promise.all(
    resellers.map(async (reseller) => {
      for (let i = 0; i < each; i++) concurrent.push(await checkout(db, shop, reseller));
    }),
  );
  rows.push(
    ...summary(
      `${label}, ${CONCURRENCY} resellers at once`,
      concurrent,
      (performance.now() - started) / 1000,
    ),
  );
  return rows;
}

const rows: Row[] = [];
const pglite = await openDatabase({});
try {
  rows.push(...(await benchDatabase('PGlite', pglite)));
} finally {
  await pglite.close();
}
rows.push(...(await onBenchPostgres((database) => benchDatabase('PostgreSQL', database))));
printBenchTable(rows);
