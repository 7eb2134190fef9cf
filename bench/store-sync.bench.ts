/**
 * Store order sync at scale: a Shopify shop (the loopback contract fake, GraphQL Admin API with
 * cost throttling) holding BENCH_ORDERS orders of 1–3 lines is synced by the sync job's own
 * handler (pages of 20 orders, each page imported in one transaction with its cursor), timed end
 * to end in orders/second. Then the same sync again (every order already there: nothing added)
 * and 200 single-order imports (what a webhook triggers). PGlite always; PostgreSQL too when
 * BENCH_DATABASE_URL names a server (a fresh database is created there and dropped afterwards).
 *
 * Run from the repo root: pnpm bench:sync
 * Options (env): BENCH_ORDERS (default 10000), BENCH_RESTORE_RATE (fake's points/s, default
 * 1,000,000: the database is measured, not Shopify's pacing; 100 is a Standard plan).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type * as Drizzle from 'drizzle-orm';
import { loadConfig } from '../packages/server/src/config.js';
import type { Database } from '../packages/server/src/db/client.js';
import { runOnBenchDatabases, type BenchRow } from './bench-db.js';
import { authorisedShopifyStore } from './bench-stores.js';
import { hashPassword } from '../packages/server/src/modules/auth/password.js';
import { jobHandlers } from '../packages/server/src/modules/index.js';
import { createJobWorker } from '../packages/server/src/modules/jobs/worker.js';
import { systemRoleId } from '../packages/server/src/modules/menu/roles.js';
import { orders } from '../packages/server/src/modules/orders/schema.js';
import { stores } from '../packages/server/src/modules/stores/schema.js';
import {
  enqueueOrderImport,
  enqueueStoreSync,
} from '../packages/server/src/modules/stores/sync-job.js';
import { sites } from '../packages/server/src/modules/sites/schema.js';
import { users } from '../packages/server/src/modules/users/schema.js';
import { seedDemo } from '../packages/server/src/seed/demo.js';
import { createStorage } from '../packages/server/src/storage/index.js';
import { startShopifyFake } from '../packages/server/test/fakes/shopify.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const RESTORE_RATE = Number(process.env.BENCH_RESTORE_RATE ?? 1_000_000);
const APP = { apiKey: 'bench-key', apiSecret: 'bench-secret' };

const serverRequire = createRequire(new URL('../packages/server/package.json', import.meta.url));
const { count, eq } = serverRequire('drizzle-orm') as typeof Drizzle;

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

async function run(label: string, database: Database): Promise<BenchRow[]> {
  const db = database.db;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podkit-bench-sync-'));
  const fake = await startShopifyFake({ ...APP, restoreRate: RESTORE_RATE });
  try {
    await database.migrate();
    await seedDemo(db, { storage: createStorage({ dataDir, publicUrl: '' }) });
    const config = loadConfig({
      DATA_DIR: dataDir,
      SHOPIFY_API_KEY: APP.apiKey,
      SHOPIFY_API_SECRET: APP.apiSecret,
      SHOPIFY_SHOP_ORIGIN: fake.shopOrigin,
    });
    const [site] = await db.select().from(sites).where(eq(sites.isDefault, true));
    const [user] = await db
      .insert(users)
      .values({
        siteId: site!.id,
        username: 'bench_syncer',
        passwordHash: await hashPassword('bench123456'),
        role: 'reseller',
        roleId: await systemRoleId(db, site!.id, 'reseller'),
      })
      .returning();
    const shop = 'bench-shop.myshopify.com';
    fake.seed(shop, ORDERS);
    const store = await authorisedShopifyStore(
      db,
      { siteId: site!.id, userId: user!.id },
      shop,
      fake.issueToken(shop),
    );
    const worker = createJobWorker({ db, handlers: jobHandlers({ config }) });
    const drain = async () => {
      while (await worker.runOnce()) {
        /* next */
      }
    };
    const imported = async () =>
      (await db.select({ n: count() }).from(orders).where(eq(orders.storeId, store!.id)))[0]!.n;

    await enqueueStoreSync(db, store!);
    const first = process.hrtime.bigint();
    await drain();
    const firstMs = ms(first);
    const afterFirst = await imported();

    // A full re-sync: the cursor is reset so every order comes again and is recognised.
    await db.update(stores).set({ syncCursor: null }).where(eq(stores.id, store!.id));
    const [fresh] = await db.select().from(stores).where(eq(stores.id, store!.id));
    await enqueueStoreSync(db, fresh!);
    const second = process.hrtime.bigint();
    await drain();
    const secondMs = ms(second);
    const afterSecond = await imported();

    const singles = fake.seed(shop, 200);
    for (const order of singles) await enqueueOrderImport(db, fresh!, String(order.id));
    const third = process.hrtime.bigint();
    await drain();
    const thirdMs = ms(third);

    const rate = (n: number, took: number) => `${Math.round((n / took) * 1000)} orders/s`;
    return [
      {
        name: `[${label}] first sync of ${ORDERS.toLocaleString('en')} orders (${afterFirst} stored)`,
        value: `${(firstMs / 1000).toFixed(2)} s = ${rate(ORDERS, firstMs)}`,
      },
      {
        name: `[${label}] full re-sync, all known (${afterSecond - afterFirst} added)`,
        value: `${(secondMs / 1000).toFixed(2)} s = ${rate(ORDERS, secondMs)}`,
      },
      {
        name: `[${label}] 200 webhook-style single-order imports`,
        value: `${(thirdMs / 1000).toFixed(2)} s = ${rate(200, thirdMs)}`,
      },
    ];
  } finally {
    await fake.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await runOnBenchDatabases(run);
