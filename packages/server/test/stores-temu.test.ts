import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store, StorePlatform, StorePlatformApp } from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { jobHandlers } from '../src/modules/index.js';
import { createJobWorker, type JobWorker } from '../src/modules/jobs/worker.js';
import { orderItems, orders } from '../src/modules/orders/schema.js';
import { temuSign } from '../src/modules/stores/connectors/temu.js';
import { stores } from '../src/modules/stores/schema.js';
import { freshReseller, signedInOperator } from './cart-fixtures.js';
import { startTemuFake, type TemuFake } from './fakes/temu.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';
import { connectOAuthStore, drainRetrying, shipStoreOrder } from './support/stores.js';

const TEMU = { appKey: 'temu-app-key-17', appSecret: 'temu-app-secret-17' };
const LOCAL = { appKey: 'temu-local-key-18', appSecret: 'temu-local-secret-18' };

let fake: TemuFake;
let local: TemuFake;
let server: TestServer;
let db: Db;
let siteId: number;
let worker: JobWorker;

beforeAll(async () => {
  fake = await startTemuFake({ ...TEMU, listQuotaEvery: 4 });
  local = await startTemuFake(LOCAL);
  // Only the addresses come from the environment: the operator enters each app in 站点设置.
  server = await startTestServer({
    env: {
      TEMU_AUTHORIZE_URL: fake.authorizeUrl,
      TEMU_API_URL: fake.url,
      TEMU_LOCAL_AUTHORIZE_URL: local.authorizeUrl,
      TEMU_LOCAL_API_URL: local.url,
    },
  });
  db = server.database.db;
  siteId = await defaultSiteId(db);
  worker = createJobWorker({ db, handlers: jobHandlers({ config: server.config }) });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
  await local?.close();
});

const storeOrders = (storeId: number) =>
  db.select().from(orders).where(eq(orders.storeId, storeId));

describe(`Temu stores, on ${testDbKind}`, () => {
  let reseller: Awaited<ReturnType<typeof freshReseller>>;
  let operator: Awaited<ReturnType<typeof signedInOperator>>;
  let store: Store;

  it('signs as Temu documents: MD5 of secret + sorted name/value pairs + secret, upper case', () => {
    const params = {
      type: 'bg.order.list.v2.get',
      app_key: 'k',
      timestamp: 1700000000,
      orderSnList: ['a', 'b'],
      empty: '',
    };
    const base =
      's3cretapp_keykorderSnList["a","b"]timestamp1700000000typebg.order.list.v2.gets3cret';
    const expected = createHash('md5').update(base).digest('hex').toUpperCase();
    expect(temuSign('s3cret', params)).toBe(expected);
  });

  it('is not open until the operator enables it with the site’s app', async () => {
    reseller = await freshReseller(server.app, db, siteId, 'temu');
    const platform = async (code: number) =>
      (await reseller.call<StorePlatform[]>('GET', '/distribution/store/platforms')).data.find(
        (p) => p.code === code,
      );
    expect(await platform(17)).toMatchObject({ name: 'Temu', connectable: true, enabled: false });
    const refused = await reseller.call('POST', '/distribution/store', { platform: 17 });
    expect(refused.msg).toBe('本站尚未开通 Temu 店铺授权，请联系平台客服开通');

    operator = await signedInOperator(server.app, db, siteId, 'temu_operator');
    const missing = await operator('PUT', '/admin/storePlatforms/17', {
      enabled: true,
      fields: { appKey: TEMU.appKey },
    });
    expect(missing.msg).toBe('请填写 Temu 应用的App Secret');
    // A wrong secret first: Temu refuses the signature and no store is authorised.
    const saved = await operator<StorePlatformApp>('PUT', '/admin/storePlatforms/17', {
      enabled: true,
      fields: { appKey: TEMU.appKey, appSecret: 'not-the-app-secret' },
    });
    expect(saved.data).toMatchObject({ enabled: true, source: 'site' });
    expect(await platform(17)).toMatchObject({ enabled: true });
  });

  it('refuses a call signed with the wrong secret, storing no token', async () => {
    const started = await reseller.call<{ authorize_url: string }>('POST', '/distribution/store', {
      platform: 17,
    });
    const approve = await fetch(started.data.authorize_url, { redirect: 'manual' });
    const back = new URL(approve.headers.get('location')!);
    const done = await reseller.call('POST', '/distribution/store/authCallback', {
      query: Object.fromEntries(back.searchParams),
    });
    expect(done.status_code).toBe(422);
    expect(done.msg).toBe('授权失败：Temu 7000003：sign is invalid');
    expect(fake.badSignatures).toBe(1);
    const rows = await db.select().from(stores).where(eq(stores.platform, 17));
    expect(rows.every((r) => r.state !== 'authorised' && r.credentials === null)).toBe(true);
  });

  it('authorises with the code: the mall is the shop, the token lapses in 90 days', async () => {
    await operator('PUT', '/admin/storePlatforms/17', {
      enabled: true,
      fields: { appSecret: TEMU.appSecret },
    });
    store = await connectOAuthStore(reseller, { platform: 17 });
    expect(store).toMatchObject({
      platform: 17,
      shop_domain: String(fake.mallId),
      state: 'authorised',
      state_message: '',
    });
    const [row] = await db.select().from(stores).where(eq(stores.id, store.id));
    const days = (row!.accessTokenExpiresAt!.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89);
  });

  it('imports 1,000 orders by page through 4000004 answers, sub-orders of one SKU as one line', async () => {
    fake.seed(1000);
    await drainRetrying(db, worker, 'store.syncOrders');
    expect(fake.throttled).toBeGreaterThan(0);
    const rows = await storeOrders(store.id);
    expect(rows).toHaveLength(1000);
    const source = fake.orders[2]!;
    const row = rows.find((r) => r.platformOrderId === source.parentOrderMap.parentOrderSn)!;
    expect(row.address).toMatchObject({
      province: 'California',
      city: 'Los Angeles',
      country_code: 'US',
      postcode: '90028',
    });
    const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, row.id));
    const mug = lines.find((l) => l.storeSku === 'TEMU-MUG')!;
    expect(mug.quantity).toBe(2);
    expect(mug.storeLineId).toBe(`${source.orderList[0]!.orderSn},${source.orderList[1]!.orderSn}`);
    expect(mug.customisation).toEqual([
      { key: 'Name', value: `Mug ${source.orderList[0]!.orderSn.slice(-4)}` },
      { key: 'Name', value: `Mug ${source.orderList[1]!.orderSn.slice(-4)}` },
    ]);
    expect(lines.find((l) => l.storeSku === 'TEMU-TEE-M')!.quantity).toBe(2);
  });

  it('doubles nothing when a second run and a manual sync bring the same orders', async () => {
    fake.touch(fake.orders.slice(0, 30).map((o) => o.parentOrderMap.parentOrderSn));
    await reseller.call('POST', '/distribution/order/syncOrder', { store_ids: [store.id] });
    await reseller.call('POST', '/distribution/order/syncOrder', { store_ids: [store.id] });
    await drainRetrying(db, worker, 'store.syncOrders');
    expect(await storeOrders(store.id)).toHaveLength(1000);
  });

  it('confirms the shipment with Temu’s carrier id, naming every sub-order', async () => {
    const rows = await storeOrders(store.id);
    const source = fake.orders[2]!;
    const row = rows.find((r) => r.platformOrderId === source.parentOrderMap.parentOrderSn)!;
    await shipStoreOrder(db, worker, row, 'ups', '1Z999AA10123456784');
    expect(fake.shipments).toHaveLength(1);
    expect(fake.shipments[0]).toMatchObject({
      carrierId: fake.carriers.find((c) => c.shipCompanyName === 'UPS')!.shipCompanyId,
      trackingNumber: '1Z999AA10123456784',
    });
    expect(fake.shipments[0]!.orderSendInfoList.map((i) => i.orderSn).sort()).toEqual(
      source.orderList.map((s) => s.orderSn).sort(),
    );
    const [shipped] = await db.select().from(orders).where(eq(orders.id, row.id));
    expect(shipped!.trackingPushState).toBe('pushed');

    const other = rows.find(
      (r) => r.platformOrderId === fake.orders[3]!.parentOrderMap.parentOrderSn,
    )!;
    await shipStoreOrder(db, worker, other, '燕文专线', 'YW123456789CN');
    const [refused] = await db.select().from(orders).where(eq(orders.id, other.id));
    expect(refused!.trackingPushError).toContain('Temu 的承运商列表中没有“燕文专线”');
    expect(fake.shipments).toHaveLength(1);
  });

  it('asks for 重新授权 a week before the token lapses, and marks the store expired once it has', async () => {
    await db
      .update(stores)
      .set({ accessTokenExpiresAt: new Date(Date.now() + 2 * 86_400_000) })
      .where(eq(stores.id, store.id));
    const listed = await reseller.call<Store[]>('GET', '/distribution/store?platform=17');
    const mine = listed.data.find((s) => s.id === store.id)!;
    expect(mine.state).toBe('authorised');
    expect(mine.state_message).toMatch(
      /^授权将于 \d{4}-\d{2}-\d{2} 到期，到期后无法同步订单，请重新授权$/,
    );

    fake.expireTokens();
    await reseller.call('POST', '/distribution/order/syncOrder', { store_ids: [store.id] });
    await drainRetrying(db, worker, 'store.syncOrders');
    const [row] = await db.select().from(stores).where(eq(stores.id, store.id));
    expect(row!.state).toBe('expired');
    expect(row!.stateMessage).toContain('access_token is invalid or expired');

    // 重新授权 gives a fresh token and the store works again.
    const again = await connectOAuthStore(reseller, { platform: 17 });
    expect(again).toMatchObject({ id: store.id, state: 'authorised', state_message: '' });
  });

  it('connects a Temu local store with its own app', async () => {
    await operator('PUT', '/admin/storePlatforms/18', { enabled: true, fields: LOCAL });
    const localStore = await connectOAuthStore(reseller, { platform: 18 });
    expect(localStore).toMatchObject({ platform: 18, platform_name: 'Temu 本土' });
    local.seed(5);
    await drainRetrying(db, worker, 'store.syncOrders');
    expect(await storeOrders(localStore.id)).toHaveLength(5);
  });
});
