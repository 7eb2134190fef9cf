import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, Store, StoreConnectResult, StorePlatform } from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { jobHandlers } from '../src/modules/index.js';
import { jobs } from '../src/modules/jobs/schema.js';
import { createJobWorker, type JobWorker } from '../src/modules/jobs/worker.js';
import { orderItems, orders } from '../src/modules/orders/schema.js';
import { stores } from '../src/modules/stores/schema.js';
import { openCredentials } from '../src/modules/stores/token-vault.js';
import { demoGoods, freshReseller } from './cart-fixtures.js';
import { demoShirtWithView, saveShirtDesign } from './support/designs.js';
import {
  drainJobs,
  listingTemplateBody,
  overHttp,
  release,
  releasesOf,
  templatesOf,
} from './support/publishing.js';
import { ozonApiKey, startOzonFake, type OzonFake } from './fakes/ozon.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';
import { drainRetrying, shipStoreOrder } from './support/stores.js';

const KEYS = { clientId: '836412', apiKey: ozonApiKey() };

let fake: OzonFake;
let server: TestServer;
let db: Db;
let siteId: number;
let worker: JobWorker;

beforeAll(async () => {
  fake = await startOzonFake({ ...KEYS, listQuotaEvery: 5, trackingRefusals: 2 });
  // Ozon needs no app of the site's: only its address comes from the environment.
  server = await startTestServer({ env: { OZON_API_URL: fake.url } });
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

describe(`Ozon store, on ${testDbKind}`, () => {
  let reseller: Awaited<ReturnType<typeof freshReseller>>;
  let store: Store;
  const pushTarget = () => `${server.url}/req/webhooks/ozon/${store.id}`;

  it('is offered without any app of the site’s: the seller brings its keys', async () => {
    reseller = await freshReseller(server.app, db, siteId, 'ozn');
    const platforms = await reseller.call<StorePlatform[]>('GET', '/distribution/store/platforms');
    expect(platforms.data.find((p) => p.code === 14)).toMatchObject({
      name: 'Ozon',
      connectable: true,
      enabled: true,
    });
  });

  it('refuses keys Ozon refuses, with a clear message, and saves no store', async () => {
    const wrong = await reseller.call('POST', '/distribution/store', {
      platform: 14,
      client_id: KEYS.clientId,
      api_key: ozonApiKey(),
    });
    expect(wrong.status_code).not.toBe(200);
    expect(wrong.msg).toBe(
      'Ozon 拒绝了该 Client-Id 与 Api-Key，请核对后重新填写（Api-Key 需有订单权限）',
    );
    const malformed = await reseller.call('POST', '/distribution/store', {
      platform: 14,
      client_id: 'abc',
      api_key: KEYS.apiKey,
    });
    expect(malformed.msg).toContain('Client-Id 格式不正确');
    const missing = await reseller.call('POST', '/distribution/store', { platform: 14 });
    expect(missing.status_code).not.toBe(200);
    expect(missing.status_code).not.toBe(500);
    expect(await db.select().from(stores).where(eq(stores.platform, 14))).toHaveLength(0);
  });

  it('connects with Client-Id and Api-Key, checked against Ozon, the key sealed', async () => {
    const connected = await reseller.call<StoreConnectResult>('POST', '/distribution/store', {
      platform: 14,
      client_id: ` ${KEYS.clientId} `,
      api_key: KEYS.apiKey,
    });
    expect(connected.status_code, connected.msg).toBe(200);
    expect(connected.data.authorize_url).toBeNull();
    store = connected.data.store;
    expect(store).toMatchObject({
      platform: 14,
      shop_domain: KEYS.clientId,
      name: `Ozon ${KEYS.clientId}`,
      state: 'authorised',
    });
    const [row] = await db.select().from(stores).where(eq(stores.id, store.id));
    expect(row!.credentials).not.toContain(KEYS.apiKey);
    expect(await openCredentials(db, row!.credentials)).toMatchObject(KEYS);
  });

  it('imports 1,000 FBS postings through limit/offset pages and 429s', async () => {
    fake.seed(1000, 40);
    await drainRetrying(db, worker, 'store.syncOrders');
    expect(fake.throttled).toBeGreaterThan(0);
    const rows = await storeOrders(store.id);
    expect(rows).toHaveLength(1000);
    expect(new Set(rows.map((r) => r.platformOrderId)).size).toBe(1000);
    const source = fake.postings[2]!;
    const row = rows.find((r) => r.platformOrderId === source.posting_number)!;
    expect(row.address).toMatchObject({
      recipient_name: source.addressee.name,
      phone: '+79991234567',
      country_code: 'RU',
      province: 'Москва',
      city: 'Москва',
      district: 'Тверской',
      postcode: '125009',
      address1: source.customer.address.address_tail,
    });
    const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, row.id));
    expect(lines.find((l) => l.storeSku === 'OZ-MUG-W11')).toMatchObject({
      quantity: 2,
      storeLineId: '1500000001',
    });
    expect(lines.find((l) => l.storeSku === 'OZ-TEE')).toMatchObject({ quantity: 1 });
  });

  it('doubles nothing on a second run or when pushes name the same postings', async () => {
    await reseller.call('POST', '/distribution/order/syncOrder', { store_ids: [store.id] });
    for (const posting of fake.postings.slice(0, 10)) {
      expect(await fake.sendPush(pushTarget(), 'TYPE_STATE_CHANGED', posting.posting_number)).toBe(
        200,
      );
      expect(await fake.sendPush(pushTarget(), 'TYPE_NEW_POSTING', posting.posting_number)).toBe(
        200,
      );
    }
    await drainRetrying(db, worker, 'store.syncOrders');
    await drainRetrying(db, worker, 'store.importOrder');
    expect(await storeOrders(store.id)).toHaveLength(1000);
  });

  it('answers TYPE_PING as documented; trusts nothing a push says but the posting number', async () => {
    const ping = await fake.sendPing(pushTarget());
    expect(ping.status).toBe(200);
    expect(ping.body).toMatchObject({ version: expect.any(String), name: 'PodKit' });
    expect(Number.isNaN(Date.parse((ping.body as { time: string }).time))).toBe(false);

    // A push naming a posting Ozon does not have imports nothing: the posting is fetched afresh.
    const before = await importJobs();
    expect(await fake.sendPush(pushTarget(), 'TYPE_NEW_POSTING', '99999999-0001-1')).toBe(200);
    await drainRetrying(db, worker, 'store.importOrder');
    expect(await importJobs()).toBe(before + 1);
    expect(await storeOrders(store.id)).toHaveLength(1000);
    // Chat and stock pushes name no posting: nothing is queued.
    expect(
      await fake.sendPush(pushTarget(), 'TYPE_NEW_MESSAGE', fake.postings[0]!.posting_number),
    ).toBe(200);
    expect(await importJobs()).toBe(before + 1);
    // Not a notification, or a store that is not there: refused in Ozon's error shape.
    const junk = await fetch(pushTarget(), { method: 'POST', body: 'hello' });
    expect(junk.status).toBe(400);
    expect(await junk.json()).toMatchObject({ error: { code: 'ERROR_PARAMETER_VALUE_MISSED' } });
    const elsewhere = `${server.url}/req/webhooks/ozon/${store.id + 1000}`;
    expect(
      await fake.sendPush(elsewhere, 'TYPE_NEW_POSTING', fake.postings[0]!.posting_number),
    ).toBe(404);

    // A new posting announced by push arrives before the next scheduled sync.
    const [fresh] = fake.seed(1);
    expect(await fake.sendPush(pushTarget(), 'TYPE_NEW_POSTING', fresh!.posting_number)).toBe(200);
    await drainRetrying(db, worker, 'store.importOrder');
    expect(await storeOrders(store.id)).toHaveLength(1001);
  });

  it('maps a line to a PodKit SKU, and later postings of that SKU map by themselves', async () => {
    const { skus } = await demoGoods(db, siteId);
    const [first] = await db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.storeId, store.id),
          eq(orders.platformOrderId, fake.postings[2]!.posting_number),
        ),
      );
    const detail = await reseller.call<OrderDetail>('GET', `/distribution/order/${first!.id}`);
    const line = detail.data.items.find((i) => i.store_sku === 'OZ-TEE')!;
    expect(line.item_type).toBe('unmapped');
    const mapped = await reseller.call<OrderDetail>('POST', '/distribution/order/mapSku', {
      order_item_id: line.id,
      goods_sku_id: skus[0]!.id,
      save_mapping: true,
    });
    expect(mapped.status_code, mapped.msg).toBe(200);
    const later = fake.seed(3).find((p) => p.products.some((i) => i.offer_id === 'OZ-TEE'))!;
    expect(await fake.sendPush(pushTarget(), 'TYPE_NEW_POSTING', later.posting_number)).toBe(200);
    await drainRetrying(db, worker, 'store.importOrder');
    const [imported] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, store.id), eq(orders.platformOrderId, later.posting_number)));
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, imported!.id));
    expect(items.find((i) => i.storeSku === 'OZ-TEE')!.itemType).toBe('goods');
    expect(items.find((i) => i.storeSku === 'OZ-MUG-W11')!.itemType).toBe('unmapped');
  });

  it('packs the posting and sets its tracking number, retrying past 429s', async () => {
    const rows = await storeOrders(store.id);
    const source = fake.postings[5]!;
    const row = rows.find((r) => r.platformOrderId === source.posting_number)!;
    await shipStoreOrder(db, worker, row, 'СДЭК', 'CDEK1234567890');
    expect(fake.packed).toEqual([
      {
        posting_number: source.posting_number,
        products: source.products.map((p) => ({ product_id: p.sku, quantity: p.quantity })),
      },
    ]);
    expect(fake.tracking).toEqual([
      { posting_number: source.posting_number, tracking_number: 'CDEK1234567890' },
    ]);
    const [shipped] = await db.select().from(orders).where(eq(orders.id, row.id));
    expect(shipped!).toMatchObject({ trackingPushState: 'pushed', trackingPushError: null });

    // A posting cancelled on Ozon takes no tracking number: said in Chinese, nothing sent.
    const cancelled = fake.postings[6]!;
    cancelled.status = 'cancelled';
    const other = rows.find((r) => r.platformOrderId === cancelled.posting_number)!;
    await shipStoreOrder(db, worker, other, 'СДЭК', 'CDEK000000001');
    const [refused] = await db.select().from(orders).where(eq(orders.id, other.id));
    expect(refused!.trackingPushError).toContain('已取消');
    expect(fake.tracking).toHaveLength(1);
  });

  it('marks the store expired when the seller revokes the Api-Key; 重新授权 with a new key restores it', async () => {
    fake.revokeKey();
    await reseller.call('POST', '/distribution/order/syncOrder', { store_ids: [store.id] });
    await drainRetrying(db, worker, 'store.syncOrders');
    const [row] = await db.select().from(stores).where(eq(stores.id, store.id));
    expect(row!.state).toBe('expired');
    const listed = await reseller.call<Store[]>('GET', '/distribution/store?platform=14');
    expect(listed.data.find((s) => s.id === store.id)?.state_label).toBe('授权已过期');

    const refused = await reseller.call('POST', `/distribution/store/${store.id}/reauthorize`, {
      api_key: ozonApiKey(),
    });
    expect(refused.msg).toContain('Ozon 拒绝了该 Client-Id 与 Api-Key');
    const newKey = ozonApiKey();
    fake.issueKey(newKey);
    const again = await reseller.call<StoreConnectResult>(
      'POST',
      `/distribution/store/${store.id}/reauthorize`,
      { api_key: newKey },
    );
    expect(again.status_code, again.msg).toBe(200);
    expect(again.data.store).toMatchObject({ id: store.id, state: 'authorised' });
    const [after] = await db.select().from(stores).where(eq(stores.id, store.id));
    expect((await openCredentials(db, after!.credentials)).apiKey).toBe(newKey);
  });

  it('publishes a designed product through /v3/product/import, one Ozon product per variant', async () => {
    const shirt = await demoShirtWithView(db, siteId);
    const product = await saveShirtDesign(reseller.call, shirt, 'Ozon Tee', 2, 2);
    await drainJobs(worker);
    const category = { description_category_id: '17028922', type_id: '93228' };
    const { template: bare } = await templatesOf(reseller, 'ozon', { attributes: category });
    const [refused] = await release(overHttp(server.url, reseller), store.id, bare.id, [
      product.id,
    ]);
    await drainJobs(worker);
    const failed = (await releasesOf(reseller)).data.find((l) => l.id === refused!.id)!;
    expect(failed.status).toBe('failed');
    expect(failed.message).toContain('Ozon 产品模板缺少包装重量与尺寸');
    expect(fake.tasks).toHaveLength(0);

    const sized = await reseller.call<{ id: number }>(
      'PUT',
      `/distribution/productTemplate/${bare.id}`,
      listingTemplateBody('ozon', {
        attributes: {
          ...category,
          weight_g: '250',
          depth_mm: '300',
          width_mm: '250',
          height_mm: '30',
          vat: '0.2',
          '85': 'PodKit',
        },
      }),
    );
    expect(sized.status_code, sized.msg).toBe(200);
    await release(overHttp(server.url, reseller), store.id, bare.id, [product.id]);
    await drainJobs(worker);
    const listing = (await releasesOf(reseller)).data.find((l) => l.id === refused!.id)!;
    expect(listing.status, listing.message).toBe('published');
    const [task] = fake.tasks;
    expect(task!.items).toHaveLength(4);
    const offers = task!.items.map((item) => String(item.offer_id));
    expect(new Set(offers).size).toBe(4);
    for (const item of task!.items) {
      expect(item).toMatchObject({
        description_category_id: 17028922,
        type_id: 93228,
        vat: '0.2',
        weight: 250,
        weight_unit: 'g',
        dimension_unit: 'mm',
      });
      expect((item.images as string[]).length).toBeGreaterThan(0);
      const attributes = item.attributes as Array<{ id: number; values: Array<{ value: string }> }>;
      expect(attributes.find((a) => a.id === 85)?.values[0]?.value).toBe('PodKit');
      // One model name: Ozon shows the four variants on one card.
      expect(attributes.find((a) => a.id === 9048)?.values[0]?.value).toBe(
        (task!.items[0]!.attributes as typeof attributes).find((a) => a.id === 9048)?.values[0]
          ?.value,
      );
    }
    expect(listing.platform_listing_id.split(',')).toHaveLength(4);

    const unpublished = await reseller.call(
      'POST',
      `/distribution/release/${listing.id}/unpublish`,
    );
    expect(unpublished.status_code, unpublished.msg).toBe(200);
    await drainJobs(worker);
    expect(fake.archived).toEqual(listing.platform_listing_id.split(',').map(Number));
  });
});
