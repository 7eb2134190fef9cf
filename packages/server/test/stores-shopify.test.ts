import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, Store, StoreConnectResult } from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { jobHandlers } from '../src/modules/index.js';
import { jobs } from '../src/modules/jobs/schema.js';
import { createJobWorker, type JobWorker } from '../src/modules/jobs/worker.js';
import { applyOrderEvent } from '../src/modules/orders/order-transition.js';
import { orderItems, orders } from '../src/modules/orders/schema.js';
import { stores } from '../src/modules/stores/schema.js';
import { demoGoods, freshReseller } from './cart-fixtures.js';
import { startShopifyFake, shopifyRestOrder, type ShopifyFake } from './fakes/shopify.js';
import { startTestServer, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';

const APP = { apiKey: 'podkit-test-key', apiSecret: 'podkit-test-secret' };

let fake: ShopifyFake;
let server: TestServer;
let db: Db;
let siteId: number;
let worker: JobWorker;

beforeAll(async () => {
  fake = await startShopifyFake(APP);
  server = await startTestServer({
    env: {
      SHOPIFY_API_KEY: APP.apiKey,
      SHOPIFY_API_SECRET: APP.apiSecret,
      SHOPIFY_SHOP_ORIGIN: fake.shopOrigin,
    },
  });
  await server.listen();
  db = server.database.db;
  siteId = await defaultSiteId(db);
  worker = createJobWorker({
    db,
    handlers: jobHandlers({ config: server.config }),
    leaseMs: 60_000,
  });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

/** Runs due jobs until none is left (scheduled next syncs wait for their time). */
async function drainJobs() {
  while (await worker.runOnce()) {
    /* next */
  }
}

type Reseller = Awaited<ReturnType<typeof freshReseller>>;

/** A reseller who connected `shop` through the fake's OAuth. */
async function connectedShop(shop: string): Promise<{ reseller: Reseller; store: Store }> {
  const reseller = await freshReseller(server.app, db, siteId, 'shop');
  const started = await reseller.call<StoreConnectResult>('POST', '/distribution/store', {
    platform: 5,
    shop_domain: shop,
  });
  expect(started.status_code).toBe(200);
  const approve = await fetch(started.data.authorize_url!, { redirect: 'manual' });
  expect(approve.status).toBe(302);
  const back = new URL(approve.headers.get('location')!);
  expect(back.pathname).toBe('/shopify/auth');
  const done = await reseller.call<Store>('POST', '/distribution/store/authCallback', {
    query: Object.fromEntries(back.searchParams),
  });
  expect(done.status_code).toBe(200);
  expect(done.data.state).toBe('authorised');
  return { reseller, store: done.data };
}

const countOrders = async (storeId: number) =>
  (await db.select({ n: count() }).from(orders).where(eq(orders.storeId, storeId)))[0]!.n;

describe('Shopify store sync', () => {
  it('refuses a callback whose HMAC or shop does not match, and keeps tokens sealed', async () => {
    const reseller = await freshReseller(server.app, db, siteId, 'shopbad');
    const bad = await reseller.call<StoreConnectResult>('POST', '/distribution/store', {
      platform: 5,
      shop_domain: 'evil_shop!.example.com',
    });
    expect(bad.status_code).toBe(422);
    const started = await reseller.call<StoreConnectResult>('POST', '/distribution/store', {
      platform: 5,
      shop_domain: 'hmac-check',
    });
    const approve = await fetch(started.data.authorize_url!, { redirect: 'manual' });
    const query = Object.fromEntries(new URL(approve.headers.get('location')!).searchParams);
    const forged = await reseller.call('POST', '/distribution/store/authCallback', {
      query: { ...query, shop: 'other-shop.myshopify.com' },
    });
    expect(forged.status_code).toBe(422);
    const tampered = await reseller.call('POST', '/distribution/store/authCallback', {
      query: { ...query, code: 'another-code' },
    });
    expect(tampered.status_code).toBe(422);
    const ok = await reseller.call<Store>('POST', '/distribution/store/authCallback', { query });
    expect(ok.data.state).toBe('authorised');
    const replay = await reseller.call('POST', '/distribution/store/authCallback', { query });
    expect(replay.status_code).toBe(422);
    const [row] = await db.select().from(stores).where(eq(stores.id, ok.data.id));
    expect(row!.credentials).toMatch(/^v1\./);
    expect(row!.credentials).not.toContain('shpat_');
    const stranger = await freshReseller(server.app, db, siteId, 'stranger');
    expect((await stranger.call('GET', `/distribution/store/${ok.data.id}`)).status_code).toBe(404);
  });

  it('imports 10,000 orders with their lines and addresses, and a second run adds none', async () => {
    const shop = 'big-shop.myshopify.com';
    fake.seed(shop, 10_000);
    const { reseller, store } = await connectedShop('big-shop');
    await drainJobs();
    expect(await countOrders(store.id)).toBe(10_000);
    const [one] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, store.id), eq(orders.platformOrderId, '5000007')));
    const source = fake.orders(shop).find((o) => o.id === 5_000_007)!;
    expect(one!.platformOrderName).toBe(source.name);
    expect(one!.status).toBe('pending_payment');
    expect(one!.address).toMatchObject({
      recipient_name: source.shippingAddress.name,
      address1: source.shippingAddress.address1,
      address2: source.shippingAddress.address2,
      city: 'San Francisco',
      province: 'CA',
      postcode: source.shippingAddress.zip,
      country_code: 'US',
      phone: source.shippingAddress.phone,
    });
    const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, one!.id));
    expect(lines.map((l) => [l.storeLineId, l.storeSku, l.quantity])).toEqual(
      source.lines.map((l) => [String(l.id), l.sku, l.quantity]),
    );
    expect(lines[0]!.customisation).toEqual([{ key: 'Name', value: source.shippingAddress.name }]);
    expect(one!.mappingState).toBe('unmapped');
    const totalLines = await db
      .select({ n: count() })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.storeId, store.id));
    expect(totalLines[0]!.n).toBe(fake.orders(shop).reduce((n, o) => n + o.lines.length, 0));

    const again = await reseller.call('POST', '/distribution/order/syncOrder', {
      store_ids: [store.id],
    });
    expect(again.msg).toBe(
      '操作成功，订单同步中，数量较多时可能会有几分钟的传输延迟，请耐心等候。',
    );
    await drainJobs();
    expect(await countOrders(store.id)).toBe(10_000);
    const state = await reseller.call<Store>('GET', `/distribution/store/${store.id}`);
    expect(state.data.sync_status).toBe('idle');
    expect(state.data.last_error).toBe('');
    expect(state.data.last_synced_at).not.toBeNull();
    const listed = await reseller.call<{ total: number }>(
      'GET',
      `/distribution/order?platform=5&store_id=${store.id}&page_size=1`,
    );
    expect(listed.data.total).toBe(10_000);
  }, 600_000);

  it('stores an order once when its webhook arrives three times during a poll', async () => {
    const shop = 'hook-shop.myshopify.com';
    fake.seed(shop, 30);
    const { store } = await connectedShop('hook-shop');
    const [fresh] = fake.seed(shop, 1);
    const target = `${server.url}/req/webhooks/shopify`;
    for (let i = 0; i < 3; i++)
      expect(await fake.sendWebhook(target, shop, 'orders/create', shopifyRestOrder(fresh!))).toBe(
        200,
      );
    await drainJobs();
    expect(await countOrders(store.id)).toBe(31);
    const copies = await db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.storeId, store.id), eq(orders.platformOrderId, String(fresh!.id))));
    expect(copies[0]!.n).toBe(1);
  });

  it('imports a burst of webhooks of two shops together, each order once in its own store', async () => {
    const shops = ['burst-a.myshopify.com', 'burst-b.myshopify.com'];
    const connected: Store[] = [];
    for (const shop of shops) {
      fake.seed(shop, 5);
      connected.push((await connectedShop(shop.split('.')[0]!)).store);
    }
    await drainJobs();
    const target = `${server.url}/req/webhooks/shopify`;
    const fresh = shops.map((shop) => fake.seed(shop, 3));
    for (let i = 0; i < 3; i++)
      for (const [s, shop] of shops.entries())
        for (let copy = 0; copy < (i === 0 ? 2 : 1); copy++)
          expect(
            await fake.sendWebhook(target, shop, 'orders/create', shopifyRestOrder(fresh[s]![i]!)),
          ).toBe(200);
    // One claim takes the whole burst; each job still ends on its own order. Each shop's orders
    // come in one call (Relay's nodes), not one call each.
    const asked = fake.operations.length;
    expect(await worker.runOnce()).toBe(true);
    expect(fake.operations.slice(asked).sort()).toEqual(
      shops.map((shop) => `${shop} OrderNodes`).sort(),
    );
    for (const store of connected) expect(await countOrders(store.id)).toBe(8);
    const done = await db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, 'store.importOrder'),
          sql`(${jobs.payload}->>'storeId')::int in (${connected[0]!.id}, ${connected[1]!.id})`,
        ),
      );
    expect(done.map((job) => [job.status, job.result])).toEqual(
      done.map(() => ['succeeded', { created: 1, updated: 0, flagged: 0, unchanged: 0 }]),
    );
    expect(done).toHaveLength(6);
    const stored = await db
      .select({ storeId: orders.storeId, platformOrderId: orders.platformOrderId })
      .from(orders)
      .where(
        and(
          inArray(
            orders.storeId,
            connected.map((store) => store.id),
          ),
          inArray(
            orders.platformOrderId,
            fresh.flat().map((order) => String(order.id)),
          ),
        ),
      );
    const expected = fresh.flatMap((orders, s) =>
      orders.map((order) => ({ storeId: connected[s]!.id, platformOrderId: String(order.id) })),
    );
    expect(stored).toHaveLength(expected.length);
    expect(stored).toEqual(expect.arrayContaining(expected));
  });

  it('fetches a burst 20 orders a call: one of many lines whole, one no longer there as nothing', async () => {
    const shop = 'nodes-shop.myshopify.com';
    const { store } = await connectedShop('nodes-shop');
    await drainJobs();
    const fresh = fake.seed(shop, 24);
    const long = fake.update(shop, fresh[3]!.id, (order) => {
      const first = order.lines[0]!;
      order.lines = Array.from({ length: 12 }, (_, j) => ({ ...first, id: first.id * 100 + j }));
    });
    const gone = { ...fresh[23]!, id: 4_999_999 };
    const target = `${server.url}/req/webhooks/shopify`;
    for (const order of [...fresh, gone])
      expect(await fake.sendWebhook(target, shop, 'orders/create', shopifyRestOrder(order))).toBe(
        200,
      );
    const asked = fake.operations.length;
    await drainJobs();
    expect(fake.operations.slice(asked)).toEqual([
      `${shop} OrderNodes`,
      `${shop} Order`,
      `${shop} OrderNodes`,
    ]);
    expect(await countOrders(store.id)).toBe(24);
    const [stored] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.storeId, store.id), eq(orders.platformOrderId, String(long.id))));
    const lines = await db
      .select({ n: count() })
      .from(orderItems)
      .where(eq(orderItems.orderId, stored!.id));
    expect(lines[0]!.n).toBe(12);
    const [missing] = await db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, 'store.importOrder'),
          sql`${jobs.payload}->>'platformOrderId' = ${String(gone.id)}`,
        ),
      );
    expect([missing!.status, missing!.result]).toEqual([
      'succeeded',
      { created: 0, updated: 0, flagged: 0, unchanged: 0 },
    ]);
  });

  it('refuses a webhook with a wrong signature and changes nothing', async () => {
    const shop = 'hook-shop.myshopify.com';
    const [order] = fake.seed(shop, 1);
    const before = await db.select({ n: count() }).from(jobs);
    const status = await fake.sendWebhook(
      `${server.url}/req/webhooks/shopify`,
      shop,
      'orders/create',
      shopifyRestOrder(order!),
      'not-the-app-secret',
    );
    expect(status).toBe(401);
    const after = await db.select({ n: count() }).from(jobs);
    expect(after[0]!.n).toBe(before[0]!.n);
    const redact = await fake.sendWebhook(
      `${server.url}/req/webhooks/shopify`,
      shop,
      'shop/redact',
      { shop_domain: shop },
      'wrong',
    );
    expect(redact).toBe(401);
    expect(await db.select().from(stores).where(eq(stores.shopDomain, shop))).toHaveLength(1);
  });

  it('finishes a sync killed mid-way with nothing lost or doubled', async () => {
    const shop = 'crash-shop.myshopify.com';
    fake.seed(shop, 600);
    const { store } = await connectedShop('crash-shop');
    // The process dies at the 14th page (after one commit of ~200 orders): its connections drop.
    let pages = 0;
    const dying = createJobWorker({
      db,
      handlers: jobHandlers({ config: server.config }),
      leaseMs: 60_000,
    });
    const seen = fake.log.length;
    fake.dropConnections(0);
    const original = fake.log.push.bind(fake.log);
    fake.log.push = (...entries) => {
      if (entries.some((e) => e.path.endsWith('graphql.json')) && ++pages === 14)
        fake.dropConnections(1000);
      return original(...entries);
    };
    await dying.runOnce();
    fake.log.push = original;
    fake.dropConnections(-1000);
    const midway = await countOrders(store.id);
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(600);
    expect(fake.log.length).toBeGreaterThan(seen);
    // As if the process had died holding the job: still 'running', its lease run out.
    await db
      .update(jobs)
      .set({
        status: 'running',
        lockedBy: 'dead-process',
        lockedUntil: sql`now() - interval '1 second'`,
      })
      .where(and(eq(jobs.kind, 'store.syncOrders'), eq(jobs.status, 'queued')));
    const pagesOf = () => fake.log.filter((e) => e.path.endsWith('graphql.json')).length;
    const beforeRestart = pagesOf();
    await drainJobs();
    expect(await countOrders(store.id)).toBe(600);
    // It resumed after the committed position instead of starting over (30 pages in all).
    expect(pagesOf() - beforeRestart).toBeLessThan(30);
    const ids = await db
      .select({ id: orders.platformOrderId })
      .from(orders)
      .where(eq(orders.storeId, store.id));
    expect(new Set(ids.map((r) => r.id)).size).toBe(600);
  });

  it('maps a line with "save this mapping" and later orders use it', async () => {
    const shop = 'map-shop.myshopify.com';
    fake.seed(shop, 5);
    const { reseller, store } = await connectedShop('map-shop');
    await drainJobs();
    const { skus } = await demoGoods(db, siteId);
    const [first] = await db
      .select()
      .from(orders)
      .where(eq(orders.storeId, store.id))
      .orderBy(orders.id)
      .limit(1);
    const detail = await reseller.call<OrderDetail>('GET', `/distribution/order/${first!.id}`);
    const line = detail.data.items[0]!;
    expect(line.item_type).toBe('unmapped');
    const blocked = await reseller.call('POST', '/distribution/order/pay', {
      order_ids: [first!.id],
      idempotency_key: 'pay-unmapped-1',
    });
    expect((blocked.data as Array<{ paid: boolean }>)[0]!.paid).toBe(false);
    const mapped = await reseller.call<OrderDetail>('POST', '/distribution/order/mapSku', {
      order_item_id: line.id,
      goods_sku_id: skus[0]!.id,
      save_mapping: true,
    });
    expect(mapped.status_code).toBe(200);
    expect(mapped.data.items[0]!.item_type).toBe('goods');
    const sameSku = await db
      .select({ type: orderItems.itemType })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(and(eq(orders.storeId, store.id), eq(orderItems.storeSku, line.store_sku!)));
    expect(sameSku.every((row) => row.type === 'goods')).toBe(true);
    const [later] = fake.seed(shop, 1);
    later!.lines = later!.lines.map((l) => ({ ...l, sku: line.store_sku! }));
    await reseller.call('POST', '/distribution/order/syncOrder', { store_ids: [store.id] });
    await drainJobs();
    const [imported] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, store.id), eq(orders.platformOrderId, String(later!.id))));
    expect(imported!.mappingState).toBe('mapped');
    expect(imported!.totalCents).toBeGreaterThan(0);
  });

  it('updates an unpaid order from the store and flags a change after payment', async () => {
    const shop = 'change-shop.myshopify.com';
    const [a, b] = fake.seed(shop, 2);
    const { reseller, store } = await connectedShop('change-shop');
    await drainJobs();
    const rowOf = async (id: number) =>
      (
        await db
          .select()
          .from(orders)
          .where(and(eq(orders.storeId, store.id), eq(orders.platformOrderId, String(id))))
      )[0]!;
    const paidRow = await rowOf(b!.id);
    await db.transaction((tx) =>
      applyOrderEvent(tx, paidRow, { type: 'pay' }, { kind: 'system', userId: null }),
    );
    fake.update(shop, a!.id, (o) => (o.shippingAddress.address1 = '1 New Street'));
    fake.update(shop, b!.id, (o) => (o.shippingAddress.address1 = '2 New Street'));
    await reseller.call('POST', '/distribution/order/syncOrder', { store_ids: [store.id] });
    await drainJobs();
    expect((await rowOf(a!.id)).address.address1).toBe('1 New Street');
    const flagged = await rowOf(b!.id);
    expect(flagged.address.address1).not.toBe('2 New Street');
    expect(flagged.platformChange).toBe('address_changed');
  });

  it('slows down on throttling and 429 answers without failing the sync', async () => {
    const slow = await startShopifyFake({
      ...APP,
      bucketSize: 1000,
      restoreRate: 4000,
      http429Every: 4,
    });
    const slowServer = await startTestServer({
      env: {
        SHOPIFY_API_KEY: APP.apiKey,
        SHOPIFY_API_SECRET: APP.apiSecret,
        SHOPIFY_SHOP_ORIGIN: slow.shopOrigin,
      },
    });
    try {
      const slowDb = slowServer.database.db;
      const slowWorker = createJobWorker({
        db: slowDb,
        handlers: jobHandlers({ config: slowServer.config }),
      });
      const shop = 'slow-shop.myshopify.com';
      slow.seed(shop, 150);
      const r = await freshReseller(slowServer.app, slowDb, await defaultSiteId(slowDb), 'slow');
      const started = await r.call<StoreConnectResult>('POST', '/distribution/store', {
        platform: 5,
        shop_domain: 'slow-shop',
      });
      const back = new URL(
        (await fetch(started.data.authorize_url!, { redirect: 'manual' })).headers.get('location')!,
      );
      const store = await r.call<Store>('POST', '/distribution/store/authCallback', {
        query: Object.fromEntries(back.searchParams),
      });
      while (await slowWorker.runOnce()) {
        /* next */
      }
      expect(slow.throttled).toBeGreaterThan(0);
      const imported = await slowDb
        .select({ n: count() })
        .from(orders)
        .where(eq(orders.storeId, store.data.id));
      expect(imported[0]!.n).toBe(150);
      const [failed] = await slowDb
        .select({ n: count() })
        .from(jobs)
        .where(eq(jobs.status, 'failed'));
      expect(failed!.n).toBe(0);
    } finally {
      await slowServer.close();
      await slow.close();
    }
  }, 120_000);

  it('pushes the tracking number to Shopify when the order ships', async () => {
    const shop = 'ship-shop.myshopify.com';
    const [order] = fake.seed(shop, 1);
    const { reseller, store } = await connectedShop('ship-shop');
    await drainJobs();
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, store.id), eq(orders.platformOrderId, String(order!.id))));
    let current = row!;
    await db.transaction(async (tx) => {
      current = await applyOrderEvent(
        tx,
        current,
        { type: 'pay' },
        { kind: 'system', userId: null },
      );
      current = await applyOrderEvent(
        tx,
        current,
        { type: 'start_production' },
        { kind: 'system', userId: null },
      );
      current = await applyOrderEvent(
        tx,
        current,
        { type: 'ship' },
        { kind: 'operator', userId: null },
        {
          carrier: 'UPS',
          trackingNumber: '1Z999AA10123456784',
          trackingUrl: 'https://ups.example/1Z',
          shippedAt: new Date(),
        },
      );
    });
    await drainJobs();
    const pushed = fake.fulfilments.find((f) => f.orderId === order!.id)!;
    expect(pushed.trackingInfo).toEqual({
      company: 'UPS',
      number: '1Z999AA10123456784',
      url: 'https://ups.example/1Z',
    });
    expect(pushed.lineItems).toEqual(
      order!.lines.map((l) => ({ lineId: l.id, quantity: l.quantity })),
    );
    const detail = await reseller.call<OrderDetail>('GET', `/distribution/order/${row!.id}`);
    expect(detail.data.tracking_push_state).toBe('pushed');
    expect(detail.data.tracking_number).toBe('1Z999AA10123456784');
  });

  it('acts on the compliance webhooks: redacts the named orders, then the whole shop', async () => {
    const shop = 'gdpr-shop.myshopify.com';
    const [a, b] = fake.seed(shop, 2);
    const { store } = await connectedShop('gdpr-shop');
    await drainJobs();
    const target = `${server.url}/req/webhooks/shopify`;
    expect(
      await fake.sendWebhook(target, shop, 'customers/redact', {
        shop_domain: shop,
        customer: { id: 1, email: a!.email },
        orders_to_redact: [a!.id],
      }),
    ).toBe(200);
    const rows = await db.select().from(orders).where(eq(orders.storeId, store.id));
    const byId = new Map(rows.map((r) => [r.platformOrderId, r]));
    expect(byId.get(String(a!.id))!.recipientName).toBe('已删除');
    expect(byId.get(String(b!.id))!.recipientName).toBe(b!.shippingAddress.name);
    expect(await fake.sendWebhook(target, shop, 'shop/redact', { shop_domain: shop })).toBe(200);
    expect(await db.select().from(stores).where(eq(stores.id, store.id))).toHaveLength(0);
    const left = await db
      .select()
      .from(orders)
      .where(eq(orders.id, byId.get(String(b!.id))!.id));
    expect(left[0]!.recipientName).toBe('已删除');
  });

  it('refreshes an expiring token, and marks the store expired when the platform refuses it', async () => {
    const shop = 'refresh-shop.myshopify.com';
    fake.seed(shop, 3);
    const { reseller, store } = await connectedShop('refresh-shop');
    await drainJobs();
    const [before] = await db.select().from(stores).where(eq(stores.id, store.id));
    expect(before!.accessTokenExpiresAt).not.toBeNull();
    // The token is about to run out: the next sync refreshes it first.
    await db
      .update(stores)
      .set({ accessTokenExpiresAt: new Date(Date.now() + 60_000) })
      .where(eq(stores.id, store.id));
    fake.seed(shop, 1);
    await reseller.call('POST', '/distribution/order/syncOrder', { store_ids: [store.id] });
    await drainJobs();
    const [after] = await db.select().from(stores).where(eq(stores.id, store.id));
    expect(after!.credentials).not.toBe(before!.credentials);
    expect(after!.accessTokenExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 30 * 60_000);
    expect(await countOrders(store.id)).toBe(4);
    // The merchant revokes the app's tokens: refreshing fails too, the store becomes expired.
    fake.revokeTokens(shop);
    await db
      .update(stores)
      .set({ accessTokenExpiresAt: new Date(Date.now() + 3600_000) })
      .where(eq(stores.id, store.id));
    await reseller.call('POST', '/distribution/order/syncOrder', { store_ids: [store.id] });
    await drainJobs();
    const state = await reseller.call<Store>('GET', `/distribution/store/${store.id}`);
    expect(state.data.state).toBe('expired');
    expect(state.data.state_message).toContain('refresh token is invalid');
    const refused = await reseller.call('POST', '/distribution/order/syncOrder', {
      store_ids: [store.id],
    });
    expect(refused.status_code).toBe(422);
    // Re-authorising through OAuth brings it back.
    const again = await reseller.call<StoreConnectResult>(
      'POST',
      `/distribution/store/${store.id}/reauthorize`,
      {},
    );
    const back = new URL(
      (await fetch(again.data.authorize_url!, { redirect: 'manual' })).headers.get('location')!,
    );
    const done = await reseller.call<Store>('POST', '/distribution/store/authCallback', {
      query: Object.fromEntries(back.searchParams),
    });
    expect(done.data).toMatchObject({ id: store.id, state: 'authorised', state_message: '' });
  });

  it('schedules the next sync after each run, and disconnecting keeps the imported orders', async () => {
    const shop = 'timer-shop.myshopify.com';
    fake.seed(shop, 2);
    const { reseller, store } = await connectedShop('timer-shop');
    await drainJobs();
    const state = await reseller.call<Store>('GET', `/distribution/store/${store.id}`);
    const next = new Date(state.data.next_sync_at!).getTime();
    const interval = server.config.stores.syncIntervalMinutes * 60_000;
    expect(Math.abs(next - (Date.now() + interval))).toBeLessThan(60_000);
    const queued = await db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, 'store.syncOrders'),
          eq(jobs.status, 'queued'),
          eq(jobs.dedupeKey, `store-sync:${store.id}`),
        ),
      );
    expect(queued).toHaveLength(1);
    expect(queued[0]!.runAt.getTime()).toBeGreaterThan(Date.now() + interval - 60_000);
    const removed = await reseller.call('DELETE', `/distribution/store/${store.id}`);
    expect(removed.status_code).toBe(200);
    expect(await db.select().from(stores).where(eq(stores.id, store.id))).toHaveLength(0);
    const kept = await db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.userId, reseller.user.id), eq(orders.platform, 5)));
    expect(kept[0]!.n).toBe(2);
  });

  it('drops the tokens and marks the store expired when the app is uninstalled', async () => {
    const shop = 'gone-shop.myshopify.com';
    const { reseller, store } = await connectedShop('gone-shop');
    await drainJobs();
    const target = `${server.url}/req/webhooks/shopify`;
    expect(await fake.sendWebhook(target, shop, 'app/uninstalled', { domain: shop })).toBe(200);
    const state = await reseller.call<Store>('GET', `/distribution/store/${store.id}`);
    expect(state.data.state).toBe('expired');
    expect(state.data.state_message).toContain('卸载');
    const [row] = await db.select().from(stores).where(eq(stores.id, store.id));
    expect(row!.credentials).toBeNull();
  });
});
