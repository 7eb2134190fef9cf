import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Paginator, Store, ThirdProduct } from '@podkit/sdk-core';
import { loadConfig } from '../src/config.js';
import type { Db } from '../src/db/client.js';
import { jobHandlers } from '../src/modules/index.js';
import { createJobWorker, type JobWorker } from '../src/modules/jobs/worker.js';
import { orderItems, orders } from '../src/modules/orders/schema.js';
import type { StoreAccess } from '../src/modules/stores/connectors/connector.js';
import { connectorFor } from '../src/modules/stores/platforms.js';
import { storeProducts, stores } from '../src/modules/stores/schema.js';
import { openCredentials } from '../src/modules/stores/token-vault.js';
import { demoGoods, freshReseller } from './cart-fixtures.js';
import { startSheinGoodsFake, type SheinGoodsFake } from './fakes/shein-goods.js';
import { startTemuGoodsFake, type TemuGoodsFake } from './fakes/temu-goods.js';
import { startTikTokFake, type TikTokFake } from './fakes/tiktok.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';
import { connectOAuthStore, drainRetrying } from './support/stores.js';

/**
 * 第三方商品 of TikTok Shop, Temu (17), Temu 本土 (18) and Shein: the store's products read page
 * by page through the platforms' quotas, each SKU keyed as its order lines carry it, so a mapping
 * made on a listing maps the next synced order by itself.
 */

const TIKTOK = { appKey: 'tts-listings-key', appSecret: 'tts-listings-secret', serviceId: '7190' };
const TEMU = { appKey: 'temu-listings-17', appSecret: 'temu-listings-secret-17' };
const LOCAL = { appKey: 'temu-listings-18', appSecret: 'temu-listings-secret-18' };
const SHEIN = { appId: 'SHEINLISTINGS01', appSecret: 'CD330E91C42F59B7AFED1FC7E8334532' };
/** More products than one page holds on every platform (TikTok 50, Temu 100, Shein 50 a page). */
const EXTRA = 110;

let tiktok: TikTokFake;
let temu: TemuGoodsFake;
let local: TemuGoodsFake;
let shein: SheinGoodsFake;
let server: TestServer;
let db: Db;
let siteId: number;
let worker: JobWorker;
let reseller: Awaited<ReturnType<typeof freshReseller>>;

beforeAll(async () => {
  tiktok = await startTikTokFake({ ...TIKTOK, productSearchQuotaEvery: 2 });
  temu = await startTemuGoodsFake({ ...TEMU, goodsListQuotaEvery: 2 });
  local = await startTemuGoodsFake(LOCAL);
  shein = await startSheinGoodsFake({ ...SHEIN, throttleProductQueryCalls: [2] });
  server = await startTestServer({
    env: {
      TIKTOK_APP_KEY: TIKTOK.appKey,
      TIKTOK_APP_SECRET: TIKTOK.appSecret,
      TIKTOK_SERVICE_ID: TIKTOK.serviceId,
      TIKTOK_AUTHORIZE_URL: tiktok.authorizeUrl,
      TIKTOK_AUTH_URL: tiktok.url,
      TIKTOK_API_URL: tiktok.url,
      TEMU_APP_KEY: TEMU.appKey,
      TEMU_APP_SECRET: TEMU.appSecret,
      TEMU_AUTHORIZE_URL: temu.authorizeUrl,
      TEMU_API_URL: temu.url,
      TEMU_LOCAL_APP_KEY: LOCAL.appKey,
      TEMU_LOCAL_APP_SECRET: LOCAL.appSecret,
      TEMU_LOCAL_AUTHORIZE_URL: local.authorizeUrl,
      TEMU_LOCAL_API_URL: local.url,
      SHEIN_APP_ID: SHEIN.appId,
      SHEIN_APP_SECRET: SHEIN.appSecret,
      SHEIN_AUTHORIZE_URL: shein.authorizeUrl,
      SHEIN_API_URL: shein.url,
    },
  });
  tiktok.setRedirectUri(`${await server.listen()}/shopify/auth`);
  db = server.database.db;
  siteId = await defaultSiteId(db);
  worker = createJobWorker({ db, handlers: jobHandlers({ config: server.config }) });
  reseller = await freshReseller(server.app, db, siteId, 'listings19');
  tiktok.seedProducts(EXTRA);
  temu.seedGoods(EXTRA);
  local.seedGoods(3);
  shein.seedSpus(EXTRA);
  // Four fakes and a server: more to start than the default hook time allows on a busy machine.
}, 300_000);
afterAll(async () => {
  await server?.close();
  await Promise.all([tiktok, temu, local, shein].map((fake) => fake?.close()));
});

/** Authorises the store; its listings job (queued on authorisation) reads every page. */
async function connected(platform: number, approveAt?: (url: string) => string) {
  const store = await connectOAuthStore(reseller, { platform }, approveAt);
  await drainRetrying(db, worker, 'store.syncListings');
  return store;
}

const listed = async (store: Store) =>
  (await db.select().from(storeProducts).where(eq(storeProducts.storeId, store.id))).filter(
    (row) => row.source === 'listing',
  );

/** The store's credentials as PodKit keeps them, for calling its connector directly. */
async function accessOf(store: Store): Promise<StoreAccess> {
  const [row] = await db.select().from(stores).where(eq(stores.id, store.id));
  return { shopDomain: row!.shopDomain, credentials: await openCredentials(db, row!.credentials) };
}

/** Maps the listing of `sku` to a demo goods SKU from 第三方商品, as a reseller would. */
async function mapListing(store: Store, sku: string) {
  const list = await reseller.call<Paginator<ThirdProduct>>(
    'GET',
    `/distribution/thirdProduct?store_id=${store.id}&keyword=${sku}`,
  );
  const row = list.data.data.find((p) => p.sku === sku)!;
  expect(row).toMatchObject({ source: 'listing', mapping: null });
  const { skus } = await demoGoods(db, siteId);
  const bound = await reseller.call('POST', '/distribution/thirdProduct/bind', {
    items: [{ id: row.id, goods_sku_id: skus[0]!.id }],
  });
  expect(bound.status_code, bound.msg).toBe(200);
  return row;
}

/** Syncs the store's orders and answers the item types of one order's lines by store SKU. */
async function syncedLines(store: Store, platformOrderId: string) {
  const asked = await reseller.call('POST', '/distribution/order/syncOrder', {
    store_ids: [store.id],
  });
  expect(asked.status_code, asked.msg).toBe(200);
  await drainRetrying(db, worker, 'store.syncOrders');
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, store.id), eq(orders.platformOrderId, platformOrderId)));
  const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
  return new Map(lines.map((line) => [line.storeSku, line.itemType]));
}

describe(`TikTok Shop 第三方商品, on ${testDbKind}`, () => {
  let store: Store;

  it('reads every SKU on sale page by page through 429s, keyed by the SKU id orders carry', async () => {
    store = await connected(10);
    const onSale = tiktok.catalog.products.filter((p) => p.status === 'ACTIVATE');
    const rows = await listed(store);
    expect(rows).toHaveLength(onSale.flatMap((p) => p.skus).length);
    expect(tiktok.catalog.searches).toBeGreaterThan(Math.ceil(onSale.length / 50));
    expect(tiktok.catalog.throttled).toBeGreaterThan(0);
    expect(rows.some((row) => row.title.startsWith('Retired Cap'))).toBe(false);
    const mug = rows.find((row) => row.storeSkuKey === 'sku:TT-MUG')!;
    expect(mug).toMatchObject({
      platformProductId: '1729100000000001',
      variantId: '1729000000000001',
      title: 'Custom Mug - White / 11oz',
    });
    expect(mug.imageUrl).toMatch(/^https:\/\/p16-oec-va\.ibyteimg\.com\/.+seller1729100000000001/);
    // No seller SKU: the SKU id keys it, as it keys such an order line.
    expect(rows.find((row) => row.variantId === '1729000000000003')).toMatchObject({
      storeSkuKey: 'variant:1729000000000003',
      title: 'Custom Tee - Black / L',
    });
  });

  it('is refused by TikTok when signed with another app secret', async () => {
    const config = loadConfig({
      TIKTOK_APP_KEY: TIKTOK.appKey,
      TIKTOK_APP_SECRET: 'not-the-app-secret',
      TIKTOK_API_URL: tiktok.url,
    }).stores;
    await expect(
      connectorFor(10, config).listProducts(await accessOf(store), null),
    ).rejects.toThrow('TikTok Shop 106001：Invalid credentials: sign is invalid');
  });

  it('maps the next synced order by a mapping made on a listing', async () => {
    await mapListing(store, 'TT-MUG');
    const [order] = tiktok
      .seed(3)
      .filter((o) => o.line_items.some((l) => l.seller_sku === 'TT-TEE-M'));
    expect(order!.line_items[0]!.sku_id).toBe('1729000000000001');
    const lines = await syncedLines(store, order!.id);
    expect(lines.get('TT-MUG')).toBe('goods');
    expect(lines.get('TT-TEE-M')).toBe('unmapped');
  });
});

describe.each([
  { code: 17, name: 'Temu', fake: () => temu, app: TEMU, env: 'TEMU' },
  { code: 18, name: 'Temu 本土', fake: () => local, app: LOCAL, env: 'TEMU_LOCAL' },
])(`$name 第三方商品, on ${testDbKind}`, ({ code, name, fake, app, env }) => {
  let store: Store;

  it('reads every goods SKU on sale page by page, keyed by the skuId sub-orders carry', async () => {
    store = await connected(code);
    const onSale = fake().goods.filter((g) => g.onsale);
    const rows = await listed(store);
    expect(rows).toHaveLength(onSale.flatMap((g) => g.skus).length);
    if (code === 17) expect(fake().goodsListThrottled).toBeGreaterThan(0);
    expect(rows.some((row) => row.title.startsWith('Retired Cap'))).toBe(false);
    expect(rows.find((row) => row.storeSkuKey === 'sku:TEMU-MUG')).toMatchObject({
      platformProductId: '601099000000001',
      variantId: '17592000000001',
      title: 'Custom Mug - White / 11oz',
      imageUrl: 'https://img.kwcdn.com/product/open/seller-601099000000001.jpg',
    });
    expect(rows.find((row) => row.variantId === '17592000000003')).toMatchObject({
      title: 'Custom Tee - Black / L',
    });
  });

  it(`is refused by ${name} when signed with another app secret`, async () => {
    const config = loadConfig({
      [`${env}_APP_KEY`]: app.appKey,
      [`${env}_APP_SECRET`]: 'not-the-app-secret',
      [`${env}_API_URL`]: fake().url,
    }).stores;
    const before = fake().badSignatures;
    await expect(
      connectorFor(code as 17 | 18, config).listProducts(await accessOf(store), null),
    ).rejects.toThrow(`${name} 7000003：sign is invalid`);
    expect(fake().badSignatures).toBe(before + 1);
  });

  it('maps the next synced order by a mapping made on a listing', async () => {
    await mapListing(store, 'TEMU-MUG');
    const [order] = fake()
      .seed(3)
      .filter((o) => o.orderList.some((sub) => sub.outSkuSn === 'TEMU-TEE-M'));
    const lines = await syncedLines(store, order!.parentOrderMap.parentOrderSn);
    expect(lines.get('TEMU-MUG')).toBe('goods');
    expect(lines.get('TEMU-TEE-M')).toBe('unmapped');
  });
});

describe(`Shein 第三方商品, on ${testDbKind}`, () => {
  let store: Store;

  it('reads every SKU on the shelf page by page through a 429, keyed by the skuCode orders carry', async () => {
    store = await connected(19, (url) => {
      const hash = new URL(url).hash.slice('#/empower?'.length);
      return `${shein.url}/empower/approve?${hash}`;
    });
    const onShelf = shein.spus
      .flatMap((spu) => spu.skcs)
      .filter((skc) => skc.shelf_status === 1)
      .flatMap((skc) => skc.skus);
    const rows = await listed(store);
    expect(rows).toHaveLength(onShelf.length);
    expect(rows.some((row) => row.variantId === 'I73teeredm')).toBe(false);
    const mug = rows.find((row) => row.storeSkuKey === 'sku:SHEIN-MUG')!;
    expect(mug).toMatchObject({
      platformProductId: shein.spus[0]!.spu_name,
      variantId: 'I73mugwht',
      title: 'Custom Mug - White / 11oz',
    });
    expect(mug.imageUrl).toMatch(/^https:\/\/img\.ltwebstatic\.com\//);
  });

  it('is refused by Shein when signed with another store key', async () => {
    const access = await accessOf(store);
    const before = shein.badSignatures;
    const forged = { ...access, credentials: { ...access.credentials, secretKey: 'F00D' } };
    await expect(
      connectorFor(19, server.config.stores).listProducts(forged, null),
    ).rejects.toThrow();
    expect(shein.badSignatures).toBe(before + 1);
  });

  it('maps the next synced order by a mapping made on a listing', async () => {
    await mapListing(store, 'SHEIN-MUG');
    const [order] = shein.seed(3).filter((o) => o.goods.some((g) => g.sellerSku === 'SHEIN-TEE-M'));
    expect(order!.goods[0]!.skuCode).toBe('I73mugwht');
    const lines = await syncedLines(store, order!.orderNo);
    expect(lines.get('SHEIN-MUG')).toBe('goods');
    expect(lines.get('SHEIN-TEE-M')).toBe('unmapped');
  });
});
