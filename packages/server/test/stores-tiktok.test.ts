import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store, StorePlatform, StorePlatformApp } from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { jobHandlers } from '../src/modules/index.js';
import { jobs } from '../src/modules/jobs/schema.js';
import { createJobWorker, type JobWorker } from '../src/modules/jobs/worker.js';
import { orderItems, orders } from '../src/modules/orders/schema.js';
import { freshReseller, signedInOperator } from './cart-fixtures.js';
import { startTikTokFake, type TikTokFake } from './fakes/tiktok.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';
import { connectOAuthStore, drainRetrying, shipStoreOrder } from './support/stores.js';

const APP = {
  appKey: '6a1b2c3d4e5f6',
  appSecret: 'tts-app-secret-9f8e',
  serviceId: '7123456789012345678',
};

let fake: TikTokFake;
let server: TestServer;
let db: Db;
let siteId: number;
let worker: JobWorker;

beforeAll(async () => {
  fake = await startTikTokFake({ ...APP, searchQuotaEvery: 5 });
  // This time the app comes from the environment (the default every site starts with).
  server = await startTestServer({
    env: {
      TIKTOK_APP_KEY: APP.appKey,
      TIKTOK_APP_SECRET: APP.appSecret,
      TIKTOK_SERVICE_ID: APP.serviceId,
      TIKTOK_AUTHORIZE_URL: fake.authorizeUrl,
      TIKTOK_AUTH_URL: fake.url,
      TIKTOK_API_URL: fake.url,
    },
  });
  fake.setRedirectUri(`${await server.listen()}/shopify/auth`);
  db = server.database.db;
  siteId = await defaultSiteId(db);
  worker = createJobWorker({ db, handlers: jobHandlers({ config: server.config }) });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

const storeOrders = (storeId: number) =>
  db.select().from(orders).where(eq(orders.storeId, storeId));
const importJobs = async () =>
  Number(
    (await db.select({ n: count() }).from(jobs).where(eq(jobs.kind, 'store.importOrder')))[0]!.n,
  );

describe(`TikTok Shop store, on ${testDbKind}`, () => {
  let reseller: Awaited<ReturnType<typeof freshReseller>>;
  let store: Store;

  it('is enabled by the environment’s app until the operator switches it off for the site', async () => {
    reseller = await freshReseller(server.app, db, siteId, 'tts');
    const platforms = async () =>
      (await reseller.call<StorePlatform[]>('GET', '/distribution/store/platforms')).data.find(
        (p) => p.code === 10,
      );
    expect(await platforms()).toMatchObject({ name: 'TikTok', connectable: true, enabled: true });
    const operator = await signedInOperator(server.app, db, siteId, 'tts_operator');
    const apps = await operator<StorePlatformApp[]>('GET', '/admin/storePlatforms');
    const tiktok = apps.data.find((a) => a.code === 10)!;
    expect(tiktok).toMatchObject({ enabled: true, source: 'environment' });
    expect(tiktok.fields.find((f) => f.key === 'appKey')).toMatchObject({ value: APP.appKey });
    expect(tiktok.fields.find((f) => f.key === 'appSecret')).toMatchObject({
      value: '',
      set: true,
    });

    await operator('PUT', '/admin/storePlatforms/10', { enabled: false, fields: {} });
    expect((await platforms())?.enabled).toBe(false);
    const refused = await reseller.call('POST', '/distribution/store', { platform: 10 });
    expect(refused.msg).toBe('本站尚未开通 TikTok 店铺授权，请联系平台客服开通');
    const back = await operator<StorePlatformApp>('PUT', '/admin/storePlatforms/10', {
      enabled: true,
      fields: {},
    });
    expect(back.data).toMatchObject({ enabled: true, source: 'environment' });
  });

  it('authorises with the auth code, reads the shop and its cipher', async () => {
    store = await connectOAuthStore(reseller, { platform: 10 });
    expect(store).toMatchObject({
      platform: 10,
      shop_domain: fake.shopId,
      name: 'PodKit US Shop',
      state: 'authorised',
    });
  });

  it('imports 1,000 orders through page tokens and 429s, units of one SKU as one line', async () => {
    fake.seed(1000);
    await drainRetrying(db, worker, 'store.syncOrders');
    expect(fake.throttled).toBeGreaterThan(0);
    const rows = await storeOrders(store.id);
    expect(rows).toHaveLength(1000);
    const source = fake.orders[2]!;
    const row = rows.find((r) => r.platformOrderId === source.id)!;
    expect(row.address).toMatchObject({
      recipient_name: source.recipient_address.name,
      province: 'California',
      city: 'Los Angeles',
      country_code: 'US',
      postcode: '90028',
    });
    const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, row.id));
    const mug = lines.find((l) => l.storeSku === 'TT-MUG')!;
    expect(mug.quantity).toBe(2);
    expect(mug.storeLineId).toBe(`${source.line_items[0]!.id},${source.line_items[1]!.id}`);
    expect(lines.find((l) => l.storeSku === 'TT-TEE-M')!.quantity).toBe(1);
  });

  it('doubles nothing when a second run and signed webhooks bring the same orders', async () => {
    const touched = fake.orders.slice(0, 20);
    fake.touch(touched.map((o) => o.id));
    const target = `${server.url}/req/webhooks/tiktok`;
    await reseller.call('POST', '/distribution/order/syncOrder', { store_ids: [store.id] });
    for (const order of touched.slice(0, 10)) {
      expect(await fake.sendWebhook(target, order.id)).toBe(200);
      expect(await fake.sendWebhook(target, order.id)).toBe(200);
    }
    await drainRetrying(db, worker, 'store.syncOrders');
    expect(await storeOrders(store.id)).toHaveLength(1000);
  });

  it('refuses a webhook signed with another secret and stores nothing', async () => {
    const [fresh] = fake.seed(1);
    const before = await importJobs();
    const target = `${server.url}/req/webhooks/tiktok`;
    expect(await fake.sendWebhook(target, fresh!.id, 'not-the-app-secret')).toBe(401);
    expect(await importJobs()).toBe(before);
    await drainRetrying(db, worker, 'store.importOrder');
    expect(await storeOrders(store.id)).toHaveLength(1000);
    expect(await fake.sendWebhook(target, fresh!.id)).toBe(200);
    await drainRetrying(db, worker, 'store.importOrder');
    expect(await storeOrders(store.id)).toHaveLength(1001);
  });

  it('marks the units shipped in one package with the carrier’s id from TikTok’s list', async () => {
    const rows = await storeOrders(store.id);
    const source = fake.orders[2]!;
    const row = rows.find((r) => r.platformOrderId === source.id)!;
    await shipStoreOrder(db, worker, row, 'ups', '1Z999AA10123456784');
    expect(fake.packages).toHaveLength(1);
    expect(fake.packages[0]).toMatchObject({
      orderId: source.id,
      tracking_number: '1Z999AA10123456784',
      shipping_provider_id: fake.carriers.find((c) => c.name === 'UPS')!.id,
    });
    expect(fake.packages[0]!.order_line_item_ids.sort()).toEqual(
      source.line_items.map((l) => l.id).sort(),
    );
    const [shipped] = await db.select().from(orders).where(eq(orders.id, row.id));
    expect(shipped!.trackingPushState).toBe('pushed');

    const other = rows.find((r) => r.platformOrderId === fake.orders[3]!.id)!;
    await shipStoreOrder(db, worker, other, '燕文专线', 'YW123456789CN');
    const [refused] = await db.select().from(orders).where(eq(orders.id, other.id));
    expect(refused!.trackingPushError).toContain('TikTok Shop 的承运商列表中没有“燕文专线”');
    expect(fake.packages).toHaveLength(1);
  });
});
