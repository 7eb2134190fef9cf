/**
 * Store order sync at scale, Shopify beside TikTok Shop: a shop on each platform's loopback
 * contract fake (Shopify: GraphQL Admin API with cost throttling, pages of 20 orders of 1–3 lines;
 * TikTok: signed order search with page tokens, pages of 100 orders of 2–3 one-unit lines) holding
 * BENCH_ORDERS orders is synced by the sync job's own handler, timed end to end in orders/second.
 * Then the same sync again (every order already there: nothing added) and 200 single-order imports
 * (what a webhook triggers). PGlite always; PostgreSQL too when BENCH_DATABASE_URL names a server
 * (a fresh database is created there and dropped afterwards).
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
import { authorisedShopifyStore, authorisedStore } from './bench-stores.js';
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
import { startTikTokFake } from '../packages/server/test/fakes/tiktok.js';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 10_000);
const RESTORE_RATE = Number(process.env.BENCH_RESTORE_RATE ?? 1_000_000);
const SHOPIFY_APP = { apiKey: 'bench-key', apiSecret: 'bench-secret' };
const TIKTOK_APP = { appKey: 'bench-tt-key', appSecret: 'bench-tt-secret', serviceId: '7000' };

const serverRequire = createRequire(new URL('../packages/server/package.json', import.meta.url));
const { count, eq } = serverRequire('drizzle-orm') as typeof Drizzle;

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;

type Owner = { siteId: number; userId: number };
type StoreRow = Awaited<ReturnType<typeof authorisedStore>>;

/** One platform's shop on its fake: the app settings the server needs, orders, an authorised store. */
interface BenchPlatform {
  name: string;
  env: Record<string, string>;
  /** Adds orders to the shop; answers their platform ids. */
  seed(orders: number): string[];
  authorise(db: Database['db'], owner: Owner): Promise<StoreRow>;
  close(): Promise<void>;
}

async function shopifyShop(): Promise<BenchPlatform> {
  const fake = await startShopifyFake({ ...SHOPIFY_APP, restoreRate: RESTORE_RATE });
  const shop = 'bench-shop.myshopify.com';
  return {
    name: 'Shopify',
    env: {
      SHOPIFY_API_KEY: SHOPIFY_APP.apiKey,
      SHOPIFY_API_SECRET: SHOPIFY_APP.apiSecret,
      SHOPIFY_SHOP_ORIGIN: fake.shopOrigin,
    },
    seed: (orders) => fake.seed(shop, orders).map((order) => String(order.id)),
    authorise: (db, owner) => authorisedShopifyStore(db, owner, shop, fake.issueToken(shop)),
    close: () => fake.close(),
  };
}

async function tiktokShop(): Promise<BenchPlatform> {
  const fake = await startTikTokFake(TIKTOK_APP);
  return {
    name: 'TikTok Shop',
    env: {
      TIKTOK_APP_KEY: TIKTOK_APP.appKey,
      TIKTOK_APP_SECRET: TIKTOK_APP.appSecret,
      TIKTOK_SERVICE_ID: TIKTOK_APP.serviceId,
      TIKTOK_AUTHORIZE_URL: fake.authorizeUrl,
      TIKTOK_AUTH_URL: fake.url,
      TIKTOK_API_URL: fake.url,
    },
    seed: (orders) => fake.seed(orders).map((order) => order.id),
    authorise: (db, owner) =>
      authorisedStore(db, owner, {
        platform: 10,
        shopDomain: fake.shopId,
        credentials: fake.issueToken(),
      }),
    close: () => fake.close(),
  };
}

async function run(label: string, database: Database): Promise<BenchRow[]> {
  const db = database.db;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'podkit-bench-sync-'));
  const platforms = [await shopifyShop(), await tiktokShop()];
  try {
    await database.migrate();
    await seedDemo(db, { storage: createStorage({ dataDir, publicUrl: '' }) });
    const config = loadConfig({
      DATA_DIR: dataDir,
      ...Object.assign({}, ...platforms.map((platform) => platform.env)),
    });
    const [site] = await db.select().from(sites).where(eq(sites.isDefault, true));
    const rows: BenchRow[] = [];
    for (const platform of platforms) {
      const [user] = await db
        .insert(users)
        .values({
          siteId: site!.id,
          username: `bench_syncer_${platforms.indexOf(platform)}`,
          passwordHash: await hashPassword('bench123456'),
          role: 'reseller',
          roleId: await systemRoleId(db, site!.id, 'reseller'),
        })
        .returning();
      platform.seed(ORDERS);
      const store = await platform.authorise(db, { siteId: site!.id, userId: user!.id });
      rows.push(...(await timeSync(`${label}, ${platform.name}`, db, config, platform, store)));
    }
    return rows;
  } finally {
    for (const platform of platforms) await platform.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** First sync, a full re-sync and 200 single-order imports of one store, timed. */
async function timeSync(
  label: string,
  db: Database['db'],
  config: ReturnType<typeof loadConfig>,
  platform: BenchPlatform,
  store: StoreRow,
): Promise<BenchRow[]> {
  const worker = createJobWorker({ db, handlers: jobHandlers({ config }) });
  const drain = async () => {
    while (await worker.runOnce()) {
      /* next */
    }
  };
  const imported = async () =>
    (await db.select({ n: count() }).from(orders).where(eq(orders.storeId, store.id)))[0]!.n;

  await enqueueStoreSync(db, store);
  const first = process.hrtime.bigint();
  await drain();
  const firstMs = ms(first);
  const afterFirst = await imported();

  // A full re-sync: the cursor is reset so every order comes again and is recognised.
  await db.update(stores).set({ syncCursor: null }).where(eq(stores.id, store.id));
  const [fresh] = await db.select().from(stores).where(eq(stores.id, store.id));
  await enqueueStoreSync(db, fresh!);
  const second = process.hrtime.bigint();
  await drain();
  const secondMs = ms(second);
  const afterSecond = await imported();

  const singles = platform.seed(200);
  for (const id of singles) await enqueueOrderImport(db, fresh!, id);
  const third = process.hrtime.bigint();
  await drain();
  const thirdMs = ms(third);
  const afterSingles = await imported();

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
      name: `[${label}] 200 webhook-style single-order imports (${afterSingles - afterSecond} stored)`,
      value: `${(thirdMs / 1000).toFixed(2)} s = ${rate(200, thirdMs)}`,
    },
  ];
}

await runOnBenchDatabases(run);
