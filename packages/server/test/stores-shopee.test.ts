import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderDetail, Store, StorePlatform, StorePlatformApp } from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { jobHandlers } from '../src/modules/index.js';
import { jobs } from '../src/modules/jobs/schema.js';
import { createJobWorker, type JobWorker } from '../src/modules/jobs/worker.js';
import { orderItems, orders } from '../src/modules/orders/schema.js';
import { siteStoresConfig } from '../src/modules/stores/platform-apps.js';
import { stores } from '../src/modules/stores/schema.js';
import { storeAccess } from '../src/modules/stores/store-service.js';
import { openCredentials } from '../src/modules/stores/token-vault.js';
import { demoGoods, freshReseller, signedInOperator } from './cart-fixtures.js';
import { startShopeeFake, type ShopeeFake } from './fakes/shopee.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';
import { connectOAuthStore, drainRetrying, shipStoreOrder } from './support/stores.js';

const APP = { partnerId: '2001234', partnerKey: 'shpk6d4c5a4e6f70656e706172746e65726b6579' };

let fake: ShopeeFake;
let server: TestServer;
let db: Db;
let siteId: number;
let worker: JobWorker;

beforeAll(async () => {
  fake = await startShopeeFake({ ...APP, listQuotaEvery: 4, shipRefusals: 2 });
  // No app in the environment: the operator enters the site's own in 站点设置.
  server = await startTestServer({ env: { SHOPEE_API_URL: fake.url } });
  await server.listen();
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
const pushTarget = () => `${server.url}/req/webhooks/shopee`;

describe(`Shopee store, on ${testDbKind}`, () => {
  let reseller: Awaited<ReturnType<typeof freshReseller>>;
  let store: Store;

  it('is offered once the operator enables the site’s Shopee partner app', async () => {
    reseller = await freshReseller(server.app, db, siteId, 'shp');
    const platform = async () =>
      (await reseller.call<StorePlatform[]>('GET', '/distribution/store/platforms')).data.find(
        (p) => p.code === 4,
      );
    expect(await platform()).toMatchObject({ name: 'Shopee', connectable: true, enabled: false });
    const refused = await reseller.call('POST', '/distribution/store', { platform: 4 });
    expect(refused.msg).toBe('本站尚未开通 Shopee 店铺授权，请联系平台客服开通');
    const operator = await signedInOperator(server.app, db, siteId, 'shp_operator');
    const saved = await operator<StorePlatformApp>('PUT', '/admin/storePlatforms/4', {
      enabled: true,
      fields: APP,
    });
    expect(saved.status_code, saved.msg).toBe(200);
    expect(saved.data).toMatchObject({ code: 4, enabled: true, source: 'site' });
    expect(saved.data.fields.find((f) => f.key === 'partnerKey')).toMatchObject({
      value: '',
      set: true,
    });
    expect((await platform())?.enabled).toBe(true);
  });

  it('authorises with the signed partner link, code and shop_id, and names the shop', async () => {
    store = await connectOAuthStore(reseller, { platform: 4 });
    expect(store).toMatchObject({
      platform: 4,
      shop_domain: fake.shopId,
      name: 'PodKit SG Shop',
      state: 'authorised',
    });
    const [row] = await db.select().from(stores).where(eq(stores.id, store.id));
    const credentials = await openCredentials(db, row!.credentials);
    expect(row!.credentials).not.toContain(credentials.accessToken!);
    // Shopee's access token lasts 4 hours.
    const hours = (row!.accessTokenExpiresAt!.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(3.9);
    expect(hours).toBeLessThanOrEqual(4);
  });

  it('imports 1,000 orders in 15-day windows through cursors and 429s', async () => {
    fake.seed(1000, 40);
    await drainRetrying(db, worker, 'store.syncOrders');
    expect(fake.throttled).toBeGreaterThan(0);
    // 40 days of orders from a 90-day look-back: six windows of at most 15 days.
    expect(fake.windows.size).toBeGreaterThanOrEqual(6);
    const rows = await storeOrders(store.id);
    expect(rows).toHaveLength(1000);
    expect(new Set(rows.map((r) => r.platformOrderId)).size).toBe(1000);
    const source = fake.orders[2]!;
    const row = rows.find((r) => r.platformOrderId === source.order_sn)!;
    expect(row.address).toMatchObject({
      recipient_name: source.recipient_address.name,
      country_code: 'SG',
      province: 'Central',
      city: 'Singapore',
      district: 'Orchard',
      postcode: '238859',
      address1: source.recipient_address.full_address,
    });
    const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, row.id));
    expect(lines.find((l) => l.storeSku === 'SP-MUG-W11')).toMatchObject({
      quantity: 2,
      storeLineId: '100001:200001',
    });
    // An item without models: the item's SKU.
    expect(lines.find((l) => l.storeSku === 'SP-TEE')).toMatchObject({ quantity: 1 });
  });

  it('doubles nothing when a second run and signed pushes bring the same orders', async () => {
    const touched = fake.orders.slice(0, 20);
    fake.touch(touched.map((o) => o.order_sn));
    await reseller.call('POST', '/distribution/order/syncOrder', { store_ids: [store.id] });
    for (const order of touched.slice(0, 10)) {
      expect(await fake.sendPush(pushTarget(), order.order_sn)).toBe(200);
      expect(await fake.sendPush(pushTarget(), order.order_sn)).toBe(200);
    }
    await drainRetrying(db, worker, 'store.syncOrders');
    await drainRetrying(db, worker, 'store.importOrder');
    expect(await storeOrders(store.id)).toHaveLength(1000);
  });

  it('refuses and logs a push signed with another key, storing nothing', async () => {
    const [fresh] = fake.seed(1);
    const before = await importJobs();
    const warn = vi.spyOn(server.app.log, 'warn');
    try {
      expect(await fake.sendPush(pushTarget(), fresh!.order_sn, 'not-the-partner-key')).toBe(401);
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ platform: 'shopee' }),
        'webhook refused: signature invalid',
      );
    } finally {
      warn.mockRestore();
    }
    // Signed for another callback address than the one it came to: refused too.
    const elsewhere = 'https://other.example.com/req/webhooks/shopee';
    expect(await fake.sendPush(pushTarget(), fresh!.order_sn, undefined, elsewhere)).toBe(401);
    expect(await importJobs()).toBe(before);
    expect(await storeOrders(store.id)).toHaveLength(1000);
    expect(await fake.sendPush(pushTarget(), fresh!.order_sn)).toBe(200);
    await drainRetrying(db, worker, 'store.importOrder');
    expect(await storeOrders(store.id)).toHaveLength(1001);
  });

  it('maps a line to a PodKit SKU, and later orders of that SKU map by themselves', async () => {
    const { skus } = await demoGoods(db, siteId);
    // The T-shirt is in every third order (the mug in all: mapping it would remap 1,000).
    const [first] = await db
      .select()
      .from(orders)
      .where(
        and(eq(orders.storeId, store.id), eq(orders.platformOrderId, fake.orders[2]!.order_sn)),
      );
    const detail = await reseller.call<OrderDetail>('GET', `/distribution/order/${first!.id}`);
    const line = detail.data.items.find((i) => i.store_sku === 'SP-TEE')!;
    expect(line.item_type).toBe('unmapped');
    const mapped = await reseller.call<OrderDetail>('POST', '/distribution/order/mapSku', {
      order_item_id: line.id,
      goods_sku_id: skus[0]!.id,
      save_mapping: true,
    });
    expect(mapped.status_code, mapped.msg).toBe(200);
    const later = fake.seed(3).find((o) => o.item_list.some((i) => i.item_sku === 'SP-TEE'));
    expect(await fake.sendPush(pushTarget(), later!.order_sn)).toBe(200);
    await drainRetrying(db, worker, 'store.importOrder');
    const [imported] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, store.id), eq(orders.platformOrderId, later!.order_sn)));
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, imported!.id));
    expect(items.find((i) => i.storeSku === 'SP-TEE')!.itemType).toBe('goods');
    expect(items.find((i) => i.storeSku === 'SP-MUG-W11')!.itemType).toBe('unmapped');
  });

  it('ships through ship_order with the tracking number, retrying past 429s', async () => {
    const rows = await storeOrders(store.id);
    const source = fake.orders.find((o) => o.channel === 'non_integrated')!;
    const row = rows.find((r) => r.platformOrderId === source.order_sn)!;
    await shipStoreOrder(db, worker, row, 'Ninja Van', 'NVSG0123456789');
    expect(fake.shipments).toEqual([
      { order_sn: source.order_sn, tracking_number: 'NVSG0123456789', how: 'non_integrated' },
    ]);
    const [shipped] = await db.select().from(orders).where(eq(orders.id, row.id));
    expect(shipped!).toMatchObject({ trackingPushState: 'pushed', trackingPushError: null });

    // A channel Shopee collects itself takes no tracking number of ours: said, not sent.
    const pickup = fake.orders.find((o) => o.channel === 'pickup')!;
    const other = rows.find((r) => r.platformOrderId === pickup.order_sn)!;
    await shipStoreOrder(db, worker, other, 'Ninja Van', 'NVSG000000001');
    const [refused] = await db.select().from(orders).where(eq(orders.id, other.id));
    expect(refused!.trackingPushError).toContain('由 Shopee 安排揽收');
    expect(fake.shipments).toHaveLength(1);
  });

  it('rotates the single-use refresh token once when two jobs find the token lapsed', async () => {
    await db
      .update(stores)
      .set({ accessTokenExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(stores.id, store.id));
    const [stale] = await db.select().from(stores).where(eq(stores.id, store.id));
    const before = await openCredentials(db, stale!.credentials);
    const spentBefore = fake.refreshes.length;
    const config = await siteStoresConfig(db, siteId, server.config.stores);
    const [a, b] = await Promise.all([
      storeAccess(db, config, stale!),
      storeAccess(db, config, stale!),
    ]);
    expect(fake.refreshes.slice(spentBefore)).toEqual([before.refreshToken]);
    expect(a.credentials.accessToken).toBe(b.credentials.accessToken);
    expect(a.credentials.refreshToken).not.toBe(before.refreshToken);
    const [after] = await db.select().from(stores).where(eq(stores.id, store.id));
    expect(after!.state).toBe('authorised');
    expect((await openCredentials(db, after!.credentials)).refreshToken).toBe(
      a.credentials.refreshToken,
    );
    // The new token works: a sync runs on it.
    await reseller.call('POST', '/distribution/order/syncOrder', { store_ids: [store.id] });
    await drainRetrying(db, worker, 'store.syncOrders');
    const [synced] = await db.select().from(stores).where(eq(stores.id, store.id));
    expect(synced!).toMatchObject({ state: 'authorised', lastError: '' });
  });
});
