/**
 * Checkout throughput: a reseller puts a general good in the cart, places the order from it
 * (createOrderFromCart: price again, order, items, event, message, cart emptied) and pays it from
 * the balance (payOrders: lock, state machine, ledger row, messages) — the functions the routes
 * call. Timed one checkout at a time, then with 8 resellers checking out at once; then again with
 * the lines in the cart beforehand, timing only createOrder + pay (the "checkout"), with
 * the CPU this process and the whole machine spent per checkout at once. PGlite always;
 * PostgreSQL too when BENCH_DATABASE_URL names a server (a fresh database is created there and
 * dropped afterwards).
 *
 * Run from the repo root: pnpm bench:checkout
 * Options (env): BENCH_CHECKOUTS (default 300), BENCH_CONCURRENCY (default 8), BENCH_SQL=1 (print
 * the statements of one cart + checkout, each with its mean time over 20 of them), BENCH_PGLITE=0
 * (PostgreSQL only).
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
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
  /** Enough goods for one cart line per checkout of a reseller. */
  goodsIds: number[];
  methodId: number;
}

const TIME_ZONE = 'Asia/Shanghai';

async function seedShop(db: Db): Promise<{ siteId: number; shop: Shop }> {
  const [site] = await db
    .insert(sites)
    .values({ name: 'bench', domainName: 'bench.local' })
    .returning({ id: sites.id });
  const siteId = site!.id;
  const shelf = await db
    .insert(goods)
    .values(
      Array.from({ length: CHECKOUTS + 10 }, (_, n) => ({
        siteId,
        name: `压测马克杯 ${n + 1}`,
        priceCents: 2990,
        stock: 1_000_000,
        isPublished: 1,
      })),
    )
    .returning({ id: goods.id });
  const [method] = await db
    .insert(logisticsMethods)
    .values({ siteId, name: '标准快递', firstFeeCents: 1500, additionalFeeCents: 500 })
    .returning({ id: logisticsMethods.id });
  return { siteId, shop: { goodsIds: shelf.map((good) => good.id), methodId: method!.id } };
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
async function statementsOf(
  db: Db,
  run: () => Promise<unknown>,
): Promise<Array<{ text: string; ms: number }>> {
  const texts: Array<{ text: string; ms: number }> = [];
  const record = (target: Queryable) => {
    const original = target.query;
    target.query = function (this: Queryable, ...args: unknown[]) {
      const first = args[0];
      const statement = {
        text: typeof first === 'string' ? first : (first as { text: string }).text,
        ms: performance.now(),
      };
      texts.push(statement);
      const settled = () => (statement.ms = performance.now() - statement.ms);
      const result = original.apply(this, args);
      // A callback-style call (pool.query's own) answers undefined: its time is not known here.
      if (result instanceof Promise) void result.then(settled, settled);
      else statement.ms = NaN;
      return result;
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
    const connect = client.connect as (
      ...args: unknown[]
    ) => Promise<Queryable & { release(): void }>;
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

type Reseller = { user: User; addressId: number };

/** Orders one cart line and pays the order: the "checkout (createOrder + pay)". */
async function orderAndPay(db: Db, shop: Shop, reseller: Reseller, lineId: number) {
  keys += 1;
  const order = await createOrderFromCart(
    db,
    reseller.user,
    {
      item_ids: [lineId],
      address_id: reseller.addressId,
      logistics_id: shop.methodId,
      idempotency_key: `bench-${keys}-${randomBytes(4).toString('hex')}`,
    },
    TIME_ZONE,
  );
  const [paid] = await payOrders(db, reseller.user, [order.id], `bench-pay-${keys}`);
  if (!paid?.paid) throw new Error(`not paid: ${paid?.msg}`);
}

/** One checkout from the product: into the cart, order it, pay it. Answers its time in ms. */
async function checkout(db: Db, shop: Shop, reseller: Reseller): Promise<number> {
  const started = performance.now();
  const [lineId] = await addCartItems(db, reseller.user, [
    { goods_id: shop.goodsIds[0]!, quantity: 1 },
  ]);
  await orderAndPay(db, shop, reseller, lineId!);
  return performance.now() - started;
}

/** Ordering and paying a line already in the cart. Answers its time in ms. */
async function checkoutFromCart(
  db: Db,
  shop: Shop,
  reseller: Reseller,
  lineId: number,
): Promise<number> {
  const started = performance.now();
  await orderAndPay(db, shop, reseller, lineId);
  return performance.now() - started;
}

/** One cart line per good (the same good twice would merge into one line): `count` lines. */
async function fillCart(db: Db, shop: Shop, reseller: Reseller, count: number) {
  return addCartItems(
    db,
    reseller.user,
    shop.goodsIds.slice(0, count).map((goodsId) => ({ goods_id: goodsId, quantity: 1 })),
  );
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

/** Machine and process CPU over a phase, per checkout (Linux's /proc/stat; empty elsewhere). */
function cpuMeter() {
  const machine = () => {
    try {
      const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.split(/\s+/).slice(1);
      // user, nice, system, irq, softirq, steal in clock ticks (100 per second on Linux)
      return [0, 1, 2, 5, 6, 7].reduce((sum, i) => sum + Number(fields[i] ?? 0), 0) * 10;
    } catch {
      return null;
    }
  };
  const machineBefore = machine();
  const processBefore = process.cpuUsage();
  return (label: string, checkouts: number): Row[] => {
    const machineAfter = machine();
    const own = process.cpuUsage(processBefore);
    const rows: Row[] = [
      {
        name: `[${label}] CPU of this process`,
        value: `${((own.user + own.system) / 1000 / checkouts).toFixed(2)} ms/checkout`,
      },
    ];
    if (machineBefore !== null && machineAfter !== null)
      rows.push({
        name: `[${label}] CPU of the whole machine`,
        value: `${((machineAfter - machineBefore) / checkouts).toFixed(2)} ms/checkout`,
      });
    return rows;
  };
}

/** Times `each` checkouts of every reseller, all resellers at once; with CPU rows when several. */
async function timed(
  label: string,
  resellers: Reseller[],
  each: number,
  run: (reseller: Reseller, index: number) => Promise<number>,
): Promise<Row[]> {
  const latencies: number[] = [];
  const meter = cpuMeter();
  const started = performance.now();
  await Promise.all(
    resellers.map(async (reseller) => {
      for (let i = 0; i < each; i++) latencies.push(await run(reseller, i));
    }),
  );
  const rows = summary(label, latencies, (performance.now() - started) / 1000);
  return resellers.length > 1 ? [...rows, ...meter(label, latencies.length)] : rows;
}

async function benchDatabase(label: string, database: Database): Promise<Row[]> {
  const db = database.db;
  await database.migrate();
  const { siteId, shop } = await seedShop(db);
  const rows: Row[] = [];
  const each = Math.ceil(CHECKOUTS / CONCURRENCY);
  const resellers = (prefix: string, count: number, checkouts: number) =>
    Promise.all(
      Array.from({ length: count }, (_, n) => seedReseller(db, siteId, `${prefix}${n}`, checkouts)),
    );

  const [single] = await resellers('bench-single', 1, CHECKOUTS + 30);
  for (let i = 0; i < 10; i++) await checkout(db, shop, single!); // warm-up
  if (process.env.BENCH_SQL) {
    // The statements of one checkout, each with its mean time over 20 checkouts.
    const runs = [];
    for (let i = 0; i < 20; i++)
      runs.push(await statementsOf(db, () => checkout(db, shop, single!)));
    console.log(`\n[${label}] one checkout: ${runs[0]!.length} statements`);
    runs[0]!.forEach(({ text }, i) => {
      const ms = runs.reduce((sum, run) => sum + (run[i]?.ms ?? NaN), 0) / runs.length;
      console.log(`- ${ms.toFixed(2).padStart(5)} ms  ${text.replace(/\s+/g, ' ').slice(0, 120)}`);
    });
  }
  const fromProduct = (reseller: Reseller) => checkout(db, shop, reseller);
  rows.push(
    ...(await timed(`${label}, cart + checkout, one at a time`, [single!], CHECKOUTS, fromProduct)),
  );
  rows.push(
    ...(await timed(
      `${label}, cart + checkout, ${CONCURRENCY} at once`,
      await resellers('bench-c', CONCURRENCY, each),
      each,
      fromProduct,
    )),
  );

  // The measure: the lines are in the cart beforehand, createOrder + pay are timed.
  const filled = async (prefix: string, count: number, checkouts: number) => {
    const lines = new Map<Reseller, number[]>();
    for (const reseller of await resellers(prefix, count, checkouts))
      lines.set(reseller, await fillCart(db, shop, reseller, checkouts));
    return lines;
  };
  const fromCart = (lines: Map<Reseller, number[]>) => (reseller: Reseller, i: number) =>
    checkoutFromCart(db, shop, reseller, lines.get(reseller)![i]!);
  const singleLines = await filled('bench-cart-single', 1, CHECKOUTS);
  rows.push(
    ...(await timed(
      `${label}, checkout, one at a time`,
      [...singleLines.keys()],
      CHECKOUTS,
      fromCart(singleLines),
    )),
  );
  const manyLines = await filled('bench-cart-c', CONCURRENCY, each);
  rows.push(
    ...(await timed(
      `${label}, checkout, ${CONCURRENCY} at once`,
      [...manyLines.keys()],
      each,
      fromCart(manyLines),
    )),
  );
  return rows;
}

const rows: Row[] = [];
if (process.env.BENCH_PGLITE !== '0') {
  const pglite = await openDatabase({});
  try {
    rows.push(...(await benchDatabase('PGlite', pglite)));
  } finally {
    await pglite.close();
  }
}
rows.push(...(await onBenchPostgres((database) => benchDatabase('PostgreSQL', database))));
printBenchTable(rows);
