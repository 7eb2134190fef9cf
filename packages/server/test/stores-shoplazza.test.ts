import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderDetail, Store, StorePlatform, StorePlatformApp } from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { jobHandlers } from '../src/modules/index.js';
import { jobs } from '../src/modules/jobs/schema.js';
import { createJobWorker, type JobWorker } from '../src/modules/jobs/worker.js';
import { orderItems, orders } from '../src/modules/orders/schema.js';
import { listings } from '../src/modules/publishing/schema.js';
import type { ListingDraft } from '../src/modules/stores/connectors/connector.js';
import { connectorFor } from '../src/modules/stores/platforms.js';
import { stores } from '../src/modules/stores/schema.js';
import { siteStoresConfig } from '../src/modules/stores/platform-apps.js';
import { storeAccess } from '../src/modules/stores/store-service.js';
import { openCredentials } from '../src/modules/stores/token-vault.js';
import { demoGoods, freshReseller, signedInOperator } from './cart-fixtures.js';
import { startShoplazzaFake, type ShoplazzaFake } from './fakes/shoplazza.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';
import { demoShirtWithView, saveShirtDesign } from './support/designs.js';
import { drainJobs, overHttp, release, templatesOf } from './support/publishing.js';
import { connectOAuthStore, drainRetrying, shipStoreOrder } from './support/stores.js';

const APP = { appKey: 'lz-client-id-91c2', appSecret: 'lz-client-secret-5d7e08' };

let fake: ShoplazzaFake;
let server: TestServer;
let db: Db;
let siteId: number;
let worker: JobWorker;

beforeAll(async () => {
  fake = await startShoplazzaFake({
    clientId: APP.appKey,
    clientSecret: APP.appSecret,
    name: 'podkit-lazza',
    listQuotaEvery: 4,
  });
  // No app in the environment: the operator enters the site's own in 站点设置.
  server = await startTestServer({ env: { SHOPLAZZA_SHOP_ORIGIN: fake.url } });
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
const webhookTarget = () => `${server.url}/req/webhooks/shoplazza`;
const siteConfig = () => siteStoresConfig(db, siteId, server.config.stores);
describe(`Shoplazza store, on ${testDbKind}`, () => {
  let reseller: Awaited<ReturnType<typeof freshReseller>>;
  let store: Store;

  it('is offered once the operator enables the site’s Shoplazza app', async () => {
    reseller = await freshReseller(server.app, db, siteId, 'lzz');
    const platform = async () =>
      (await reseller.call<StorePlatform[]>('GET', '/distribution/store/platforms')).data.find(
        (p) => p.code === 8,
      );
    expect(await platform()).toMatchObject({
      name: 'Shoplazza',
      connectable: true,
      enabled: false,
    });
    const operator = await signedInOperator(server.app, db, siteId, 'lzz_operator');
    const saved = await operator<StorePlatformApp>('PUT', '/admin/storePlatforms/8', {
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

  it('authorises with the hmac-checked callback and names the shop', async () => {
    const wrong = await reseller.call('POST', '/distribution/store', {
      platform: 8,
      shop_domain: 'shop.example.com',
    });
    expect(wrong.msg).toBe('店铺域名格式不正确，应为 xxx.myshoplaza.com');
    const started = await reseller.call<{ authorize_url: string }>('POST', '/distribution/store', {
      platform: 8,
      shop_domain: 'podkit-lazza',
    });
    const back = new URL(
      (await fetch(started.data.authorize_url, { redirect: 'manual' })).headers.get('location')!,
    );
    const forged = { ...Object.fromEntries(back.searchParams), shop: 'evil.myshoplaza.com' };
    const refused = await reseller.call('POST', '/distribution/store/authCallback', {
      query: forged,
    });
    expect(refused.msg).toBe('Shoplazza 回调签名无效');

    store = await connectOAuthStore(reseller, { platform: 8, shop_domain: 'podkit-lazza' });
    expect(store).toMatchObject({ platform: 8, shop_domain: fake.shop, state: 'authorised' });
    const [row] = await db.select().from(stores).where(eq(stores.id, store.id));
    const credentials = await openCredentials(db, row!.credentials);
    expect(credentials.accessToken).toBe(fake.tokens.at(-1));
    expect(row!.credentials).not.toContain(credentials.accessToken!);
    expect(row!.accessTokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
  });

  it('imports 1,000 orders page by page through 429s', async () => {
    fake.seed(1000, 40);
    await drainRetrying(db, worker, 'store.syncOrders');
    expect(fake.throttled).toBeGreaterThan(0);
    const rows = await storeOrders(store.id);
    expect(rows).toHaveLength(1000);
    expect(new Set(rows.map((r) => r.platformOrderId)).size).toBe(1000);
    const source = fake.orders[2]!;
    const row = rows.find((r) => r.platformOrderId === source.id)!;
    expect(row.address).toMatchObject({
      recipient_name: source.shipping_address.name,
      country_code: 'US',
      province: 'KY',
      city: 'Louisville',
      postcode: '40202',
      address1: source.shipping_address.address1,
    });
    const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, row.id));
    expect(lines.find((l) => l.storeSku === 'LZ-MUG-W11')).toMatchObject({ quantity: 2 });
    expect(lines.find((l) => l.storeSku === 'LZ-TEE')).toMatchObject({ quantity: 1 });
  });

  it('doubles nothing when a second run and signed webhooks bring the same orders', async () => {
    const touched = fake.orders.slice(0, 20);
    fake.touch(touched.map((o) => o.id));
    await reseller.call('POST', '/distribution/order/syncOrder', { store_ids: [store.id] });
    for (const order of touched.slice(0, 10)) {
      expect(await fake.sendWebhook(webhookTarget(), order.id)).toBe(200);
      expect(await fake.sendWebhook(webhookTarget(), order.id)).toBe(200);
    }
    await drainRetrying(db, worker, 'store.syncOrders');
    await drainRetrying(db, worker, 'store.importOrder');
    expect(await storeOrders(store.id)).toHaveLength(1000);
  });

  it('refuses and logs a webhook signed with another secret, storing nothing', async () => {
    const [fresh] = fake.seed(1, 0);
    const before = await importJobs();
    const warn = vi.spyOn(server.app.log, 'warn');
    try {
      expect(await fake.sendWebhook(webhookTarget(), fresh!.id, 'not-the-client-secret')).toBe(401);
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ platform: 'shoplazza' }),
        'webhook refused: signature invalid',
      );
    } finally {
      warn.mockRestore();
    }
    expect(await importJobs()).toBe(before);
    expect(await storeOrders(store.id)).toHaveLength(1000);
    expect(await fake.sendWebhook(webhookTarget(), fresh!.id, undefined, 'orders/create')).toBe(
      200,
    );
    await drainRetrying(db, worker, 'store.importOrder');
    expect(await storeOrders(store.id)).toHaveLength(1001);
  });

  it('maps a line to a PodKit SKU, and later orders of that SKU map by themselves', async () => {
    const { skus } = await demoGoods(db, siteId);
    const [first] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, store.id), eq(orders.platformOrderId, fake.orders[2]!.id)));
    const detail = await reseller.call<OrderDetail>('GET', `/distribution/order/${first!.id}`);
    const line = detail.data.items.find((i) => i.store_sku === 'LZ-TEE')!;
    expect(line.item_type).toBe('unmapped');
    const mapped = await reseller.call<OrderDetail>('POST', '/distribution/order/mapSku', {
      order_item_id: line.id,
      goods_sku_id: skus[0]!.id,
      save_mapping: true,
    });
    expect(mapped.status_code, mapped.msg).toBe(200);
    const later = fake.seed(3, 0).find((o) => o.line_items.some((i) => i.sku === 'LZ-TEE'))!;
    expect(await fake.sendWebhook(webhookTarget(), later.id, undefined, 'orders/create')).toBe(200);
    await drainRetrying(db, worker, 'store.importOrder');
    const [imported] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, store.id), eq(orders.platformOrderId, later.id)));
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, imported!.id));
    expect(items.find((i) => i.storeSku === 'LZ-TEE')!.itemType).toBe('goods');
    expect(items.find((i) => i.storeSku === 'LZ-MUG-W11')!.itemType).toBe('unmapped');
  });

  it('ships with the tracking number and the shipped lines', async () => {
    const source = fake.orders[5]!;
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, store.id), eq(orders.platformOrderId, source.id)));
    await shipStoreOrder(db, worker, row!, 'USPS', '9400111899223197428490');
    expect(fake.shipments).toEqual([
      {
        orderId: source.id,
        body: {
          tracking_number: '9400111899223197428490',
          tracking_company: 'USPS',
          line_items: source.line_items.map((l) => ({ id: l.id, ship_quantity: l.quantity })),
        },
      },
    ]);
    const [shipped] = await db.select().from(orders).where(eq(orders.id, row!.id));
    expect(shipped!).toMatchObject({ trackingPushState: 'pushed', trackingPushError: null });
  });

  it('rotates the refresh token, and asks for 重新授权 once revoked', async () => {
    await db
      .update(stores)
      .set({ accessTokenExpiresAt: new Date(Date.now() - 60_000) })
      .where(eq(stores.id, store.id));
    const [stale] = await db.select().from(stores).where(eq(stores.id, store.id));
    const before = await openCredentials(db, stale!.credentials);
    const access = await storeAccess(db, await siteConfig(), stale!);
    expect(fake.refreshes).toEqual([before.refreshToken]);
    expect(access.credentials.accessToken).toBe(fake.tokens.at(-1));
    expect(access.credentials.refreshToken).not.toBe(before.refreshToken);

    fake.revokeTokens();
    await reseller.call('POST', '/distribution/order/syncOrder', { store_ids: [store.id] });
    await drainRetrying(db, worker, 'store.syncOrders');
    const [expired] = await db.select().from(stores).where(eq(stores.id, store.id));
    expect(expired!.state).toBe('expired');
    const listed = await reseller.call<Store[]>('GET', '/distribution/store?platform=8');
    expect(listed.data.find((s) => s.id === store.id)!.state_label).toBe('授权已过期');
    store = await connectOAuthStore(reseller, { platform: 8, shop_domain: 'podkit-lazza' });
    expect(store.state).toBe('authorised');
  });

  it('publishes a product through the release route under its SPU, found again by it', async () => {
    const shirt = await demoShirtWithView(db, siteId);
    const { template } = await templatesOf(reseller, 'shoplazza');
    const product = await saveShirtDesign(reseller.call, shirt, 'Sunset Tee', 2, 2);
    await drainJobs(worker);
    const [queued] = await release(overHttp(server.url, reseller), store.id, template.id, [
      product.id,
    ]);
    await drainJobs(worker);
    const [listing] = await db.select().from(listings).where(eq(listings.id, queued!.id));
    expect(listing!.status, listing!.message).toBe('published');
    const made = fake.products.find((p) => p.id === listing!.platformListingId)!;
    expect(made.spu).toBe(listing!.listingKey);
    expect(made.published).toBe(true);
    expect(made.title).toBe(`Sunset Tee | ${shirt.shirt.name}`);
    expect(made.variants).toHaveLength(4);
    expect(made.options.map((o) => o.values.length)).toEqual([2, 2]);

    // A publish repeated after a crash, before PodKit kept the id: the same product, by SPU.
    const access = await storeAccess(
      db,
      server.config.stores,
      (await db.select().from(stores).where(eq(stores.id, store.id)))[0]!,
    );
    const draft: ListingDraft = {
      listingKey: listing!.listingKey,
      title: 'Sunset Tee again',
      descriptionHtml: '<p>again</p>',
      descriptionText: 'again',
      vendor: 'PodKit Demo',
      productType: 'T-Shirt',
      tags: [],
      status: 'active',
      options: [],
      variants: [],
      images: [],
      existingListingId: null,
      category: '',
      attributes: {},
      etsy: null,
    };
    const again = await connectorFor(8, await siteConfig()).publishListing(access, draft);
    expect(again.listingId).toBe(made.id);
    expect(fake.products).toHaveLength(1);
    expect(made.title).toBe('Sunset Tee again');

    const off = await reseller.call('POST', `/distribution/release/${queued!.id}/unpublish`);
    expect(off.status_code, off.msg).toBe(200);
    await drainJobs(worker);
    expect(made.published).toBe(false);
  });
});
