import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, Store, StoreConnectResult } from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { jobHandlers } from '../src/modules/index.js';
import { createJobWorker, type JobWorker } from '../src/modules/jobs/worker.js';
import { orderItems, orders } from '../src/modules/orders/schema.js';
import {
  decryptSheinSecretKey,
  sheinSignature,
} from '../src/modules/stores/connectors/shein-signing.js';
import { stores } from '../src/modules/stores/schema.js';
import { demoGoods, freshReseller, signedInOperator } from './cart-fixtures.js';
import { startSheinFake, type SheinFake } from './fakes/shein.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';
import { drainRetrying, shipStoreOrder } from './support/stores.js';

const SHEIN = { appId: 'SHEINAPPID0001', appSecret: 'CD220D80B31E48A69FEC0FB6D7223421' };

let fake: SheinFake;
let server: TestServer;
let db: Db;
let siteId: number;
let worker: JobWorker;

beforeAll(async () => {
  // The 25th order-list call and the first tracking upload are throttled (429, Retry-After 30 s).
  fake = await startSheinFake({ ...SHEIN, throttleListCalls: [25], throttleFirstExpress: true });
  server = await startTestServer({
    env: { SHEIN_AUTHORIZE_URL: fake.authorizeUrl, SHEIN_API_URL: fake.url },
  });
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

type Reseller = Awaited<ReturnType<typeof freshReseller>>;

/** Starts authorisation and approves at the fake's page (its hash holds the parameters). */
async function authorise(reseller: Reseller) {
  const started = await reseller.call<StoreConnectResult>('POST', '/distribution/store', {
    platform: 19,
  });
  expect(started.status_code, started.msg).toBe(200);
  const page = new URL(started.data.authorize_url!);
  expect(page.hash.startsWith('#/empower?')).toBe(true);
  const params = new URLSearchParams(page.hash.slice('#/empower?'.length));
  const approve = await fetch(`${fake.url}/empower/approve?${params.toString()}`, {
    redirect: 'manual',
  });
  const back = new URL(approve.headers.get('location')!);
  return reseller.call<Store>('POST', '/distribution/store/authCallback', {
    query: Object.fromEntries(back.searchParams),
  });
}

describe(`Shein stores, on ${testDbKind}`, () => {
  let reseller: Reseller;
  let operator: Awaited<ReturnType<typeof signedInOperator>>;
  let store: Store;

  it('signs and opens keys as Shein documents (official SDK’s test vector)', () => {
    // sheinsight/open-sdk-js tests/decrypt-functions.test.ts: this key opens under this secret.
    expect(
      decryptSheinSecretKey(
        'tRaAgVm76SGoW3Uv8+BQze8v5QT2DD37Qj4BxRG8TB13BeNOl1BYbaBBGkXROxoQ',
        'CD220D80B31E48A69FEC0FB6D7223421',
      ),
    ).toBe('6BEC9C4B668B4B14B17EEF106BB98AE5');
    expect(
      decryptSheinSecretKey(
        'tRaAgVm76SGoW3Uv8+BQze8v5QT2DD37Qj4BxRG8TB13BeNOl1BYbaBBGkXROxoQ',
        'WRONG-SECRET-000',
      ),
    ).toBeNull();
    const hex = createHmac('sha256', 'secretabcde')
      .update('KEYID&1700000000000&/open-api/order/order-list')
      .digest('hex');
    expect(
      sheinSignature('KEYID', 'secret', '/open-api/order/order-list', 1700000000000, 'abcde'),
    ).toBe(`abcde${Buffer.from(hex).toString('base64')}`);
  });

  it('is not open until the operator enables it; a wrong app secret is refused, nothing stored', async () => {
    reseller = await freshReseller(server.app, db, siteId, 'shein');
    const refused = await reseller.call('POST', '/distribution/store', { platform: 19 });
    expect(refused.msg).toBe('本站尚未开通 Shein 店铺授权，请联系平台客服开通');

    operator = await signedInOperator(server.app, db, siteId, 'shein_operator');
    const saved = await operator('PUT', '/admin/storePlatforms/19', {
      enabled: true,
      fields: { appId: SHEIN.appId, appSecret: 'NOT-THE-APP-SECRET-000000000000' },
    });
    expect(saved.status_code).toBe(200);
    const done = await authorise(reseller);
    expect(done.status_code).toBe(422);
    expect(done.msg).toBe('授权失败：Shein 拒绝授权：signature invalid');
    expect(fake.badSignatures).toBe(1);
    const rows = await db.select().from(stores).where(eq(stores.platform, 19));
    expect(rows.every((r) => r.state !== 'authorised' && r.credentials === null)).toBe(true);
  });

  it('authorises with the temp token: open key id and decrypted secret key, sealed', async () => {
    await operator('PUT', '/admin/storePlatforms/19', {
      enabled: true,
      fields: { appSecret: SHEIN.appSecret },
    });
    const done = await authorise(reseller);
    expect(done.status_code, done.msg).toBe(200);
    store = done.data;
    expect(store).toMatchObject({
      platform: 19,
      shop_domain: String(fake.supplierId),
      state: 'authorised',
      state_message: '',
    });
    const [row] = await db.select().from(stores).where(eq(stores.id, store.id));
    // Sealed at rest: neither key appears in the row as text.
    expect(row!.credentials).not.toContain('openKeyId');
  });

  it('imports 1,000 orders by 48-hour windows and pages, backing off a 429 and resuming', async () => {
    fake.seed(1000);
    await drainRetrying(db, worker, 'store.syncOrders');
    expect(fake.throttled).toBe(1);
    const rows = await storeOrders(store.id);
    expect(rows).toHaveLength(1000);
    // The retry went on from the saved window, not from the first one again.
    const firstWindow = fake.listRequests[0]!;
    expect(fake.listRequests.filter((r) => r === firstWindow)).toHaveLength(1);

    const source = fake.orders[2]!;
    const row = rows.find((r) => r.platformOrderId === source.orderNo)!;
    expect(row.address).toMatchObject({
      recipient_name: `Lindsey Price ${source.orderNo.slice(-4)}`,
      country_code: 'US',
      province: 'MARYLAND',
      city: 'Port Deposit',
      postcode: '21904',
      address2: 'Apt 2',
    });
    const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, row.id));
    const mug = lines.find((l) => l.storeSku === 'SHEIN-MUG')!;
    expect(mug.quantity).toBe(2);
    // 19-digit goodsIds kept exactly (a JS number would round them).
    expect(mug.storeLineId).toBe(`${source.goods[0]!.goodsId},${source.goods[1]!.goodsId}`);
    expect(mug.customisation).toEqual([
      { key: '定制文字', value: source.goods[0]!.customizationInfo.texts![0] },
      { key: '定制文字', value: source.goods[1]!.customizationInfo.texts![0] },
    ]);
    expect(lines.find((l) => l.storeSku === 'SHEIN-TEE-M')!.quantity).toBe(2);
  });

  it('doubles nothing when a second run and a manual sync bring the same orders', async () => {
    fake.touch(fake.orders.slice(0, 40).map((o) => o.orderNo));
    await reseller.call('POST', '/distribution/order/syncOrder', { store_ids: [store.id] });
    await reseller.call('POST', '/distribution/order/syncOrder', { store_ids: [store.id] });
    await drainRetrying(db, worker, 'store.syncOrders');
    expect(await storeOrders(store.id)).toHaveLength(1000);
  });

  it('maps a line to a PodKit SKU with "save this mapping", and a later order uses it', async () => {
    const { skus } = await demoGoods(db, siteId);
    const [first] = await storeOrders(store.id);
    const detail = await reseller.call<OrderDetail>('GET', `/distribution/order/${first!.id}`);
    const line = detail.data.items.find((i) => i.store_sku === 'SHEIN-MUG')!;
    expect(line.item_type).toBe('unmapped');
    const mapped = await reseller.call<OrderDetail>('POST', '/distribution/order/mapSku', {
      order_item_id: line.id,
      goods_sku_id: skus[0]!.id,
      save_mapping: true,
    });
    expect(mapped.status_code, mapped.msg).toBe(200);
    const [later] = fake.seed(1);
    await reseller.call('POST', '/distribution/order/syncOrder', { store_ids: [store.id] });
    await drainRetrying(db, worker, 'store.syncOrders');
    const [imported] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, store.id), eq(orders.platformOrderId, later!.orderNo)));
    const importedLines = await db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, imported!.id));
    expect(importedLines.find((l) => l.storeSku === 'SHEIN-MUG')!.itemType).toBe('goods');
  });

  it('uploads the tracking number per goodsId with Shein’s carrier code, after a 429', async () => {
    const rows = await storeOrders(store.id);
    const source = fake.orders[2]!;
    const row = rows.find((r) => r.platformOrderId === source.orderNo)!;
    const throttledBefore = fake.throttled;
    await shipStoreOrder(db, worker, row, 'ups', '1Z999AA10123456784');
    expect(fake.throttled).toBe(throttledBefore + 1);
    expect(fake.uploads).toHaveLength(1);
    expect(fake.uploads[0]!.orderNo).toBe(source.orderNo);
    expect(
      fake.uploads[0]!.infoList.map((i) => [i.goodsId, i.expressIdCode, i.expressCode]),
    ).toEqual(source.goods.map((g) => [g.goodsId, 'UPS', '1Z999AA10123456784']));
    const [shipped] = await db.select().from(orders).where(eq(orders.id, row.id));
    expect(shipped!.trackingPushState).toBe('pushed');
    const shown = await reseller.call<OrderDetail>('GET', `/distribution/order/${row.id}`);
    expect(JSON.stringify(shown.data)).toContain('1Z999AA10123456784');

    const other = rows.find((r) => r.platformOrderId === fake.orders[4]!.orderNo)!;
    await shipStoreOrder(db, worker, other, '燕文专线', 'YW123456789CN');
    const [refused] = await db.select().from(orders).where(eq(orders.id, other.id));
    expect(refused!.trackingPushError).toContain('Shein 的物流渠道中没有“燕文专线”');
    expect(fake.uploads).toHaveLength(1);
  });

  it('marks the store expired when the seller revokes the keys, and 重新授权 restores it', async () => {
    fake.revokeKeys();
    await reseller.call('POST', '/distribution/order/syncOrder', { store_ids: [store.id] });
    await drainRetrying(db, worker, 'store.syncOrders');
    const [row] = await db.select().from(stores).where(eq(stores.id, store.id));
    expect(row!.state).toBe('expired');
    const again = await authorise(reseller);
    expect(again.data).toMatchObject({ id: store.id, state: 'authorised' });
  });
});
