import { createHmac } from 'node:crypto';
import { DropshipperClient } from 'ae_sdk';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderDetail, Store, StorePlatform, StorePlatformApp } from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { jobHandlers } from '../src/modules/index.js';
import { jobs } from '../src/modules/jobs/schema.js';
import { createJobWorker, type JobWorker } from '../src/modules/jobs/worker.js';
import { orderItems, orders } from '../src/modules/orders/schema.js';
import { aliexpressSign } from '../src/modules/stores/connectors/aliexpress.js';
import {
  fromPacificTime,
  toPacificTime,
} from '../src/modules/stores/connectors/aliexpress-orders.js';
import { storeProducts, stores } from '../src/modules/stores/schema.js';
import { openCredentials } from '../src/modules/stores/token-vault.js';
import { demoGoods, freshReseller, signedInOperator } from './cart-fixtures.js';
import { startAliExpressFake, type AliExpressFake } from './fakes/aliexpress.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';
import { connectOAuthStore, drainRetrying, shipStoreOrder } from './support/stores.js';

const APP = { appKey: '509876', appSecret: 'aeSecret9f3c2b7d1e6a4f08c5b2d9e7a1c3f6b4' };

let fake: AliExpressFake;
let server: TestServer;
let db: Db;
let siteId: number;
let worker: JobWorker;

beforeAll(async () => {
  fake = await startAliExpressFake({ ...APP, listLimitEvery: 5, fulfillRefusals: 2 });
  // No app in the environment: the operator enters the site's own in 站点设置.
  server = await startTestServer({ env: { ALIEXPRESS_API_URL: fake.url } });
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
const pushTarget = () => `${server.url}/req/webhooks/aliexpress`;

/** ae_sdk's client, pointed at the fake instead of api-sg.aliexpress.com. */
function aeSdkClient(secret: string, session: string) {
  const client = new DropshipperClient({ app_key: APP.appKey, app_secret: secret, session });
  return Object.assign(client, {
    migrated_apis_url: `${fake.url}/sync`,
    new_apis_url: `${fake.url}/rest`,
  });
}

describe('AliExpress signing and times, as the platform and ae_sdk have them', () => {
  it('signs as the documented sample and as ae_sdk does, the path first for /rest calls', () => {
    // The documentation's steps: sorted name+value pairs, the API path in front, HMAC-SHA256.
    const sample = {
      app_key: '123456',
      access_token: 'test',
      timestamp: '1517820392000',
      sign_method: 'sha256',
      order_id: '1234',
    };
    const text =
      '/orders/getaccess_tokentestapp_key123456order_id1234sign_methodsha256timestamp1517820392000';
    expect(aliexpressSign('helloworld', sample, '/orders/get')).toBe(
      createHmac('sha256', 'helloworld').update(text).digest('hex').toUpperCase(),
    );
    const client = new DropshipperClient({
      app_key: APP.appKey,
      app_secret: APP.appSecret,
      session: 'tok',
    });
    const libSign = (params: Record<string, string>) =>
      (client as unknown as { sign(p: Record<string, string>): string }).sign(params);
    const call = {
      method: 'aliexpress.solution.order.get',
      app_key: APP.appKey,
      session: 'tok',
      timestamp: '1764201600000',
      sign_method: 'sha256',
      param0: '{"page_size":50,"current_page":1}',
    };
    expect(aliexpressSign(APP.appSecret, call)).toBe(libSign(call));
    const token = {
      method: '/auth/token/create',
      app_key: APP.appKey,
      code: '3_abc',
      timestamp: '1',
      sign_method: 'sha256',
    };
    const { method: _path, ...rest } = token;
    expect(aliexpressSign(APP.appSecret, rest, '/auth/token/create')).toBe(libSign(token));
  });

  it('reads and writes US Pacific time across daylight saving', () => {
    expect(toPacificTime(new Date('2026-07-01T19:30:05Z'))).toBe('2026-07-01 12:30:05');
    expect(toPacificTime(new Date('2026-01-15T08:00:00Z'))).toBe('2026-01-15 00:00:00');
    expect(fromPacificTime('2026-07-01 12:30:05').toISOString()).toBe('2026-07-01T19:30:05.000Z');
    expect(fromPacificTime('2026-01-15 00:00:00').toISOString()).toBe('2026-01-15T08:00:00.000Z');
  });

  it('the fake accepts what ae_sdk signs and refuses a wrong secret', async () => {
    const good = await aeSdkClient(APP.appSecret, '').generateToken({ code: 'never-issued' });
    // Signature accepted; the code is what is refused.
    expect(good.ok && (good.data as unknown as { code: string }).code).toBe('InvalidCode');
    const bad = await aeSdkClient('not-the-secret', '').generateToken({ code: 'never-issued' });
    expect(bad.ok && (bad.data as unknown as { code: string }).code).toBe('IncompleteSignature');
  });
});

describe(`AliExpress store, on ${testDbKind}`, () => {
  let reseller: Awaited<ReturnType<typeof freshReseller>>;
  let store: Store;

  it('is offered once the operator enables the site’s AliExpress app', async () => {
    reseller = await freshReseller(server.app, db, siteId, 'aex');
    const platform = async () =>
      (await reseller.call<StorePlatform[]>('GET', '/distribution/store/platforms')).data.find(
        (p) => p.code === 2,
      );
    expect(await platform()).toMatchObject({
      name: 'AliExpress',
      connectable: true,
      enabled: false,
    });
    const refused = await reseller.call('POST', '/distribution/store', { platform: 2 });
    expect(refused.msg).toBe('本站尚未开通 AliExpress 店铺授权，请联系平台客服开通');
    const operator = await signedInOperator(server.app, db, siteId, 'aex_operator');
    const saved = await operator<StorePlatformApp>('PUT', '/admin/storePlatforms/2', {
      enabled: true,
      fields: APP,
    });
    expect(saved.status_code, saved.msg).toBe(200);
    expect(saved.data.fields.find((f) => f.key === 'appSecret')).toMatchObject({
      value: '',
      set: true,
    });
    expect((await platform())?.enabled).toBe(true);
  });

  it('authorises through /oauth/authorize, code → token, and names the seller', async () => {
    store = await connectOAuthStore(reseller, { platform: 2 });
    expect(store).toMatchObject({
      platform: 2,
      shop_domain: fake.sellerId,
      name: 'podkit-ae-store',
      state: 'authorised',
    });
    const [row] = await db.select().from(stores).where(eq(stores.id, store.id));
    const credentials = await openCredentials(db, row!.credentials);
    expect(credentials.accessToken).toMatch(/^50000/);
    expect(row!.credentials).not.toContain(credentials.accessToken!);
    const hours = (row!.accessTokenExpiresAt!.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
  });

  it('imports 1,000 orders page by page through call limits, ids past 2^53 kept exact', async () => {
    fake.seed(1000, 40);
    await drainRetrying(db, worker, 'store.syncOrders');
    expect(fake.throttled).toBeGreaterThan(0);
    const rows = await storeOrders(store.id);
    expect(rows).toHaveLength(1000);
    expect(new Set(rows.map((r) => r.platformOrderId))).toEqual(
      new Set(fake.orders.map((o) => o.order_id)),
    );
    const source = fake.orders[2]!;
    const row = rows.find((r) => r.platformOrderId === source.order_id)!;
    expect(row.address).toMatchObject({
      recipient_name: source.address.contact_person,
      phone: '3105550100',
      country_code: 'US',
      province: 'California',
      city: 'Los Angeles',
      address1: source.address.detail_address,
      address2: 'Apt 5',
      postcode: '90028',
    });
    const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, row.id));
    expect(lines.find((l) => l.storeSku === 'AE-HOODIE-BK-L')).toMatchObject({
      quantity: 2,
      storeLineId: source.children[0]!.id,
    });
    expect(lines.find((l) => l.storeSku === 'AE-TOTE')).toMatchObject({ quantity: 1 });
  });

  it('reads the store’s products on sale into 第三方商品, one row per SKU', async () => {
    // Queued when the store was authorised; the sync above ran it.
    await drainRetrying(db, worker, 'store.syncListings');
    const rows = await db.select().from(storeProducts).where(eq(storeProducts.storeId, store.id));
    const listed = rows.filter((r) => r.source !== 'order');
    expect(listed.map((r) => [r.storeSkuKey, r.title, r.imageUrl]).sort()).toEqual([
      [
        'sku:AE-HOODIE-BK-L',
        'Custom Hoodie - Black / L',
        'https://ae01.alicdn.com/kf/hoodie-main.jpg',
      ],
      [
        'sku:AE-HOODIE-BK-M',
        'Custom Hoodie - Black / M',
        'https://ae01.alicdn.com/kf/hoodie-main.jpg',
      ],
      ['sku:AE-TOTE', 'Custom Tote', 'https://ae01.alicdn.com/kf/tote-main.jpg'],
    ]);
    expect(listed.every((r) => r.platformProductId === r.variantId)).toBe(true);
  });

  it('doubles nothing when a second run and signed pushes bring the same orders', async () => {
    const touched = fake.orders.slice(0, 20);
    fake.touch(touched.map((o) => o.order_id));
    await reseller.call('POST', '/distribution/order/syncOrder', { store_ids: [store.id] });
    for (const order of touched.slice(0, 10)) {
      expect(await fake.sendPush(pushTarget(), order.order_id)).toBe(200);
      expect(await fake.sendPush(pushTarget(), order.order_id)).toBe(200);
    }
    await drainRetrying(db, worker, 'store.syncOrders');
    await drainRetrying(db, worker, 'store.importOrder');
    expect(await storeOrders(store.id)).toHaveLength(1000);
  });

  it('refuses and logs a push signed with another secret, storing nothing', async () => {
    const [fresh] = fake.seed(1);
    const before = await importJobs();
    const warn = vi.spyOn(server.app.log, 'warn');
    try {
      expect(await fake.sendPush(pushTarget(), fresh!.order_id, 'not-the-app-secret')).toBe(401);
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ platform: 'aliexpress' }),
        'webhook refused: signature invalid',
      );
    } finally {
      warn.mockRestore();
    }
    expect(await importJobs()).toBe(before);
    expect(await storeOrders(store.id)).toHaveLength(1000);
    expect(await fake.sendPush(pushTarget(), fresh!.order_id)).toBe(200);
    await drainRetrying(db, worker, 'store.importOrder');
    expect(await storeOrders(store.id)).toHaveLength(1001);
  });

  it('reads a cancellation from the closed orders on the next sync', async () => {
    const victim = fake.orders[7]!;
    fake.cancel(victim.order_id);
    await reseller.call('POST', '/distribution/order/syncOrder', { store_ids: [store.id] });
    await drainRetrying(db, worker, 'store.syncOrders');
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, store.id), eq(orders.platformOrderId, victim.order_id)));
    expect(row!.status).toBe('cancelled');
  });

  it('maps a line to a PodKit SKU, and later orders of that SKU map by themselves', async () => {
    const { skus } = await demoGoods(db, siteId);
    const [first] = await db
      .select()
      .from(orders)
      .where(
        and(eq(orders.storeId, store.id), eq(orders.platformOrderId, fake.orders[2]!.order_id)),
      );
    const detail = await reseller.call<OrderDetail>('GET', `/distribution/order/${first!.id}`);
    const line = detail.data.items.find((i) => i.store_sku === 'AE-TOTE')!;
    expect(line.item_type).toBe('unmapped');
    const mapped = await reseller.call<OrderDetail>('POST', '/distribution/order/mapSku', {
      order_item_id: line.id,
      goods_sku_id: skus[0]!.id,
      save_mapping: true,
    });
    expect(mapped.status_code, mapped.msg).toBe(200);
    const later = fake.seed(3).find((o) => o.children.some((c) => c.sku_code === 'AE-TOTE'));
    expect(await fake.sendPush(pushTarget(), later!.order_id)).toBe(200);
    await drainRetrying(db, worker, 'store.importOrder');
    const [imported] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, store.id), eq(orders.platformOrderId, later!.order_id)));
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, imported!.id));
    expect(items.find((i) => i.storeSku === 'AE-TOTE')!.itemType).toBe('goods');
    expect(items.find((i) => i.storeSku === 'AE-HOODIE-BK-L')!.itemType).toBe('unmapped');
  });

  it('fulfils with the carrier’s logistics service and the tracking number, past call limits', async () => {
    const rows = await storeOrders(store.id);
    const source = fake.orders[3]!;
    const row = rows.find((r) => r.platformOrderId === source.order_id)!;
    const throttledBefore = fake.throttled;
    await shipStoreOrder(db, worker, row, 'DHL', 'JD014600006281234567');
    expect(fake.throttled).toBe(throttledBefore + 2);
    expect(fake.fulfilments).toHaveLength(1);
    expect(fake.fulfilments[0]).toMatchObject({
      service_name: 'DHL',
      out_ref: source.order_id,
      send_type: 'all',
      logistics_no: 'JD014600006281234567',
    });
    const [shipped] = await db.select().from(orders).where(eq(orders.id, row.id));
    expect(shipped!).toMatchObject({ trackingPushState: 'pushed', trackingPushError: null });

    // A carrier AliExpress does not list, and no tracking website: said, not sent.
    const other = rows.find((r) => r.platformOrderId === fake.orders[4]!.order_id)!;
    await shipStoreOrder(db, worker, other, '燕文专线', 'YW123456789CN');
    const [refused] = await db.select().from(orders).where(eq(orders.id, other.id));
    expect(refused!.trackingPushError).toContain('速卖通的物流服务中没有「燕文专线」');
    expect(fake.fulfilments).toHaveLength(1);
  });

  it('marks the store expired when the seller revokes access, and 重新授权 restores it', async () => {
    fake.revokeTokens();
    await db
      .update(stores)
      .set({ accessTokenExpiresAt: new Date(Date.now() + 3_600_000) })
      .where(eq(stores.id, store.id));
    await reseller.call('POST', '/distribution/order/syncOrder', { store_ids: [store.id] });
    await drainRetrying(db, worker, 'store.syncOrders');
    const [expired] = await db.select().from(stores).where(eq(stores.id, store.id));
    expect(expired!.state).toBe('expired');
    expect(fake.refreshes.length).toBeGreaterThan(0);
    const listed = await reseller.call<Store>('GET', `/distribution/store/${store.id}`);
    expect(listed.data).toMatchObject({ state: 'expired' });
    const again = await connectOAuthStore(reseller, { platform: 2 });
    expect(again).toMatchObject({ id: store.id, state: 'authorised' });
    await reseller.call('POST', '/distribution/order/syncOrder', { store_ids: [store.id] });
    await drainRetrying(db, worker, 'store.syncOrders');
    const [synced] = await db.select().from(stores).where(eq(stores.id, store.id));
    expect(synced!).toMatchObject({ state: 'authorised', lastError: '' });
  });
});
