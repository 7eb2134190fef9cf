import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, Store, StorePlatform, StorePlatformApp } from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { jobHandlers } from '../src/modules/index.js';
import { createJobWorker, type JobWorker } from '../src/modules/jobs/worker.js';
import { orderItems, orders } from '../src/modules/orders/schema.js';
import { stores } from '../src/modules/stores/schema.js';
import { openCredentials } from '../src/modules/stores/token-vault.js';
import { demoGoods, freshReseller, signedInOperator } from './cart-fixtures.js';
import { startWishFake, type WishFake } from './fakes/wish.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';
import { connectOAuthStore, drainRetrying, shipStoreOrder } from './support/stores.js';

const APP = { clientId: '5f1a2b3c4d5e6f7081920a1b', clientSecret: 'wish-client-secret-93b1' };

let fake: WishFake;
let server: TestServer;
let db: Db;
let siteId: number;
let worker: JobWorker;

beforeAll(async () => {
  fake = await startWishFake({ ...APP, listQuotaEvery: 4, trackingRefusals: 2 });
  // No app in the environment: the operator enters the site's own in 站点设置.
  server = await startTestServer({
    env: { WISH_API_URL: fake.url, WISH_AUTHORIZE_URL: `${fake.url}/v3/oauth/authorize` },
  });
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
const syncNow = async (reseller: Awaited<ReturnType<typeof freshReseller>>, id: number) => {
  await reseller.call('POST', '/distribution/order/syncOrder', { store_ids: [id] });
  await drainRetrying(db, worker, 'store.syncOrders');
};

describe(`Wish store, on ${testDbKind}`, () => {
  let reseller: Awaited<ReturnType<typeof freshReseller>>;
  let store: Store;

  it('is offered once the operator enables the site’s Wish app', async () => {
    reseller = await freshReseller(server.app, db, siteId, 'wsh');
    const platform = async () =>
      (await reseller.call<StorePlatform[]>('GET', '/distribution/store/platforms')).data.find(
        (p) => p.code === 3,
      );
    expect(await platform()).toMatchObject({ name: 'Wish', connectable: true, enabled: false });
    const refused = await reseller.call('POST', '/distribution/store', { platform: 3 });
    expect(refused.msg).toBe('本站尚未开通 Wish 店铺授权，请联系平台客服开通');
    const operator = await signedInOperator(server.app, db, siteId, 'wsh_operator');
    const saved = await operator<StorePlatformApp>('PUT', '/admin/storePlatforms/3', {
      enabled: true,
      fields: APP,
    });
    expect(saved.status_code, saved.msg).toBe(200);
    expect(saved.data.fields.find((f) => f.key === 'clientSecret')).toMatchObject({
      value: '',
      set: true,
    });
    expect((await platform())?.enabled).toBe(true);
  });

  it('authorises through OAuth 2: code → access and refresh token, sealed', async () => {
    store = await connectOAuthStore(reseller, { platform: 3 });
    expect(store).toMatchObject({ platform: 3, shop_domain: fake.merchantId, state: 'authorised' });
    const [row] = await db.select().from(stores).where(eq(stores.id, store.id));
    const credentials = await openCredentials(db, row!.credentials);
    expect(credentials.refreshToken).toBeTruthy();
    expect(row!.credentials).not.toContain(credentials.accessToken!);
    const days = (row!.accessTokenExpiresAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
  });

  it('imports 1,000 orders by update time, through 429s and pages sharing one instant', async () => {
    // Seven orders at each instant: pages of 100 end inside a group of equal update times.
    fake.seed(1000, 40, 7);
    await drainRetrying(db, worker, 'store.syncOrders');
    expect(fake.throttled).toBeGreaterThan(0);
    const rows = await storeOrders(store.id);
    expect(rows).toHaveLength(1000);
    expect(new Set(rows.map((r) => r.platformOrderId)).size).toBe(1000);
    const source = fake.orders[2]!;
    const row = rows.find((r) => r.platformOrderId === source.id)!;
    expect(row.address).toMatchObject({
      recipient_name: source.full_address.shipping_detail.name,
      phone: '2175550123',
      country_code: 'US',
      province: 'IL',
      city: 'Springfield',
      address1: source.full_address.shipping_detail.street_address1,
      address2: 'Apt 4',
      postcode: '62701',
    });
    const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, row.id));
    expect(line).toMatchObject({ storeSku: 'WS-TEE-M', quantity: 1 });
  });

  it('doubles nothing on a second run', async () => {
    for (const order of fake.orders.slice(0, 30)) order.updated_at = new Date().toISOString();
    await syncNow(reseller, store.id);
    expect(await storeOrders(store.id)).toHaveLength(1000);
  });

  it('maps a line to a PodKit SKU, and later orders of that SKU map by themselves', async () => {
    const { skus } = await demoGoods(db, siteId);
    const [first] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, store.id), eq(orders.platformOrderId, fake.orders[2]!.id)));
    const detail = await reseller.call<OrderDetail>('GET', `/distribution/order/${first!.id}`);
    const line = detail.data.items.find((i) => i.store_sku === 'WS-TEE-M')!;
    expect(line.item_type).toBe('unmapped');
    const mapped = await reseller.call<OrderDetail>('POST', '/distribution/order/mapSku', {
      order_item_id: line.id,
      goods_sku_id: skus[0]!.id,
      save_mapping: true,
    });
    expect(mapped.status_code, mapped.msg).toBe(200);
    const later = fake.seed(3).find((o) => o.product_information.sku === 'WS-TEE-M')!;
    later.updated_at = new Date().toISOString();
    await syncNow(reseller, store.id);
    const [imported] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, store.id), eq(orders.platformOrderId, later.id)));
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, imported!.id));
    expect(items[0]!.itemType).toBe('goods');
  });

  it('ships with Wish’s carrier name and the tracking number, retrying past 429s', async () => {
    const rows = await storeOrders(store.id);
    const source = fake.orders[5]!;
    const row = rows.find((r) => r.platformOrderId === source.id)!;
    await shipStoreOrder(db, worker, row, 'yanwen', 'YW 1234 5678 9CN');
    expect(fake.shipments).toEqual([
      {
        id: source.id,
        tracking_number: 'YW123456789CN',
        shipping_provider: 'YanWen',
        origin_country: 'CN',
      },
    ]);
    const [shipped] = await db.select().from(orders).where(eq(orders.id, row.id));
    expect(shipped!).toMatchObject({ trackingPushState: 'pushed', trackingPushError: null });

    // A carrier Wish does not accept: said in Chinese with Wish's names, nothing sent.
    const other = rows.find((r) => r.platformOrderId === fake.orders[6]!.id)!;
    await shipStoreOrder(db, worker, other, '云途专线', 'YT0000000001');
    const [refused] = await db.select().from(orders).where(eq(orders.id, other.id));
    expect(refused!.trackingPushError).toContain('Wish 不接受物流商“云途专线”');
    expect(refused!.trackingPushError).toContain('YanWen');
    expect(fake.shipments).toHaveLength(1);
  });

  it('refreshes an expired access token once, and goes on with the new pair', async () => {
    fake.expireTokens();
    const [before] = await db.select().from(stores).where(eq(stores.id, store.id));
    const old = await openCredentials(db, before!.credentials);
    const used = fake.refreshes.length;
    await syncNow(reseller, store.id);
    expect(fake.refreshes.slice(used)).toEqual([old.refreshToken]);
    const [after] = await db.select().from(stores).where(eq(stores.id, store.id));
    expect(after!).toMatchObject({ state: 'authorised', lastError: '' });
    expect((await openCredentials(db, after!.credentials)).accessToken).not.toBe(old.accessToken);
  });

  it('marks the store expired when the merchant revokes the app, and 重新授权 restores it', async () => {
    fake.revokeAll();
    await syncNow(reseller, store.id);
    const [row] = await db.select().from(stores).where(eq(stores.id, store.id));
    expect(row!.state).toBe('expired');
    const listed = await reseller.call<Store[]>('GET', '/distribution/store?platform=3');
    expect(listed.data.find((s) => s.id === store.id)?.state_label).toBe('授权已过期');
    const again = await reseller.call<{ authorize_url: string }>(
      'POST',
      `/distribution/store/${store.id}/reauthorize`,
      {},
    );
    const approve = await fetch(again.data.authorize_url, { redirect: 'manual' });
    const back = new URL(approve.headers.get('location')!);
    const done = await reseller.call<Store>('POST', '/distribution/store/authCallback', {
      query: Object.fromEntries(back.searchParams),
    });
    expect(done.status_code, done.msg).toBe(200);
    expect(done.data).toMatchObject({ id: store.id, state: 'authorised' });
  });
});
