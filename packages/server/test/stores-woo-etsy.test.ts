import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderDetail, Store, StoreConnectResult } from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { jobs } from '../src/modules/jobs/schema.js';
import type { JobWorker } from '../src/modules/jobs/worker.js';
import { orderItems, orders, type OrderRow } from '../src/modules/orders/schema.js';
import { freshReseller } from './cart-fixtures.js';
import type { EtsyFake } from './fakes/etsy.js';
import { startWooFake, type WooFake } from './fakes/woocommerce.js';
import type { TestServer } from './harness.js';
import { shipStoreOrder } from './support/stores.js';
import { startWooEtsyTestbed, type WooEtsyTestbed } from './support/woo-etsy-testbed.js';

const WOO = {
  consumerKey: 'ck_test_4f1c',
  consumerSecret: 'cs_test_9a7e',
  webhookSecret: 'woo-hook-secret',
};
const ETSY = {
  keystring: 'etsykeystring123',
  sharedSecret: 'etsysharedsecret',
  webhookSecret: `whsec_${Buffer.from('etsy-webhook-signing-key').toString('base64')}`,
};

let woo: WooFake;
let etsy: EtsyFake;
let server: TestServer;
let db: Db;
let siteId: number;
let worker: JobWorker;
let testbed: WooEtsyTestbed;

beforeAll(async () => {
  testbed = await startWooEtsyTestbed({
    woo: { ...WOO, http429Every: 3 },
    etsy: { ...ETSY, perSecond: 3 },
  });
  ({ woo, etsy, server, db, siteId, worker } = testbed);
});
afterAll(async () => {
  await testbed?.close();
});

async function drainJobs() {
  while (await worker.runOnce()) {
    /* next */
  }
}

const storeOrders = (storeId: number) =>
  db.select().from(orders).where(eq(orders.storeId, storeId));

const ship = (row: OrderRow, carrier: string, trackingNumber: string) =>
  shipStoreOrder(db, worker, row, carrier, trackingNumber);

describe('WooCommerce store', () => {
  let reseller: Awaited<ReturnType<typeof freshReseller>>;
  let store: Store;

  it('refuses wrong consumer keys and connects with the right ones', async () => {
    reseller = await freshReseller(server.app, db, siteId, 'woo');
    const wrong = await reseller.call('POST', '/distribution/store', {
      platform: 21,
      store_url: woo.url,
      consumer_key: WOO.consumerKey,
      consumer_secret: 'cs_wrong',
    });
    expect(wrong.status_code).toBe(422);
    expect(wrong.msg).toContain('Invalid signature');
    woo.seed(250);
    const connected = await reseller.call<StoreConnectResult>('POST', '/distribution/store', {
      platform: 21,
      store_url: `${woo.url}/`,
      consumer_key: WOO.consumerKey,
      consumer_secret: WOO.consumerSecret,
      webhook_secret: WOO.webhookSecret,
    });
    expect(connected.status_code).toBe(200);
    expect(connected.data.authorize_url).toBeNull();
    store = connected.data.store;
    expect(store.state).toBe('authorised');
  });

  it('pages through X-WP-TotalPages, rides out 429s and keeps meta data on the line', async () => {
    await drainJobs();
    expect(woo.throttled).toBeGreaterThan(0);
    const rows = await storeOrders(store.id);
    expect(rows).toHaveLength(250);
    const source = woo.orders[9]!;
    const row = rows.find((r) => r.platformOrderId === String(source.id))!;
    expect(row.address).toMatchObject({
      recipient_name: `Alice ${source.shipping.last_name}`,
      address1: source.shipping.address_1,
      city: 'London',
      country_code: 'GB',
      postcode: 'SW1A 1AA',
    });
    const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, row.id));
    expect(line!.storeSku).toBe('WOO-MUG');
    expect(line!.quantity).toBe(2);
    expect(line!.customisation).toEqual([{ key: 'Engraving', value: `Hi ${source.id - 300}` }]);
    const [failed] = await db.select({ n: count() }).from(jobs).where(eq(jobs.status, 'failed'));
    expect(failed!.n).toBe(0);
  });

  it('takes a signed webhook three times as one order and refuses a forged one', async () => {
    const [fresh] = woo.seed(1);
    const target = `${server.url}/req/webhooks/woocommerce/${store.id}`;
    for (let i = 0; i < 3; i++)
      expect(await woo.sendWebhook(target, 'order.created', fresh!)).toBe(200);
    const [forged] = woo.seed(1);
    expect(await woo.sendWebhook(target, 'order.created', forged!, 'guessed')).toBe(401);
    await drainJobs();
    const rows = await storeOrders(store.id);
    expect(rows.filter((r) => r.platformOrderId === String(fresh!.id))).toHaveLength(1);
    expect(rows.some((r) => r.platformOrderId === String(forged!.id))).toBe(false);
  });

  it('sends the tracking number through Shipment Tracking and completes the order', async () => {
    const [row] = await db
      .select()
      .from(orders)
      .where(
        and(eq(orders.storeId, store.id), eq(orders.platformOrderId, String(woo.orders[0]!.id))),
      );
    await ship(row!, 'Royal Mail', 'RM123456785GB');
    const pushed = woo.trackings.filter((t) => t.orderId === woo.orders[0]!.id);
    expect(pushed).toHaveLength(1);
    const tracking = pushed[0]!;
    expect(tracking).toMatchObject({
      custom_tracking_provider: 'Royal Mail',
      tracking_number: 'RM123456785GB',
    });
    expect(tracking.date_shipped).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(woo.orders[0]!.status).toBe('completed');
    const detail = await reseller.call<OrderDetail>('GET', `/distribution/order/${row!.id}`);
    expect(detail.data.tracking_push_state).toBe('pushed');
  });
});

describe('WooCommerce webhooks PodKit subscribes itself', () => {
  it('creates order.created and order.updated hooks with a new secret, and accepts their deliveries', async () => {
    const reseller = await freshReseller(server.app, db, siteId, 'woohook');
    const own = await startWooFake({ ...WOO });
    // The store pings the webhook address it is given: make it this server's real one.
    const publicUrl = server.config.publicUrl;
    server.config.publicUrl = server.url;
    try {
      const connected = await reseller.call<StoreConnectResult>('POST', '/distribution/store', {
        platform: 21,
        store_url: own.url,
        consumer_key: WOO.consumerKey,
        consumer_secret: WOO.consumerSecret,
      });
      const storeId = connected.data.store.id;
      expect(own.webhooks.map((h) => [h.topic, h.delivery_url])).toEqual([
        ['order.created', `${server.url}/req/webhooks/woocommerce/${storeId}`],
        ['order.updated', `${server.url}/req/webhooks/woocommerce/${storeId}`],
      ]);
      const secret = own.webhooks[0]!.secret;
      expect(secret.length).toBeGreaterThanOrEqual(24);
      await drainJobs();
      const [order] = own.seed(1);
      const target = `${server.url}/req/webhooks/woocommerce/${storeId}`;
      expect(await own.sendWebhook(target, 'order.created', order!, secret)).toBe(200);
      await drainJobs();
      const rows = await storeOrders(storeId);
      expect(rows.map((r) => r.platformOrderId)).toEqual([String(order!.id)]);
    } finally {
      server.config.publicUrl = publicUrl;
      await own.close();
    }
  });
});

describe('Etsy store', () => {
  let reseller: Awaited<ReturnType<typeof freshReseller>>;
  let store: Store;

  it('connects through OAuth with PKCE and learns the shop id', async () => {
    reseller = await freshReseller(server.app, db, siteId, 'etsy');
    etsy.seed(40);
    const started = await reseller.call<StoreConnectResult>('POST', '/distribution/store', {
      platform: 7,
    });
    const url = new URL(started.data.authorize_url!);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    const approve = await fetch(url, { redirect: 'manual' });
    const back = new URL(approve.headers.get('location')!);
    const done = await reseller.call<Store>('POST', '/distribution/store/authCallback', {
      query: Object.fromEntries(back.searchParams),
    });
    expect(done.status_code).toBe(200);
    store = done.data;
    expect(store.shop_domain).toBe(String(etsy.shopId));
    expect(store.name).toBe('PodKitCrafts');
  });

  it('imports receipts by offset under the per-second limit, variations kept', async () => {
    await drainJobs();
    const rows = await storeOrders(store.id);
    expect(rows).toHaveLength(40);
    const source = etsy.receipts[4]!;
    const row = rows.find((r) => r.platformOrderId === String(source.receipt_id))!;
    expect(row.address).toMatchObject({
      recipient_name: source.name,
      city: 'Paris',
      country_code: 'FR',
      postcode: '75001',
    });
    const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, row.id));
    expect(line!.customisation).toEqual([{ key: 'Personalization', value: 'Name 5' }]);
  });

  it('slows down on 429 without failing when more calls come at once than Etsy allows', async () => {
    etsy.seed(5);
    const ids = etsy.receipts.slice(-5).map((r) => r.receipt_id);
    const target = `${server.url}/req/webhooks/etsy`;
    for (const id of ids) expect(await etsy.sendWebhook(target, id)).toBe(200);
    const before = etsy.throttled;
    await Promise.all([worker.runOnce(), worker.runOnce(), worker.runOnce(), worker.runOnce()]);
    await drainJobs();
    const rows = await storeOrders(store.id);
    expect(rows).toHaveLength(45);
    expect(etsy.throttled).toBeGreaterThan(before);
    const [failed] = await db.select({ n: count() }).from(jobs).where(eq(jobs.status, 'failed'));
    expect(failed!.n).toBe(0);
  });

  it('refuses a webhook with a wrong signature or an old timestamp', async () => {
    const [receipt] = etsy.seed(1);
    const target = `${server.url}/req/webhooks/etsy`;
    expect(await etsy.sendWebhook(target, receipt!.receipt_id, 'whsec_d3Jvbmc=')).toBe(401);
    const old = Math.floor(Date.now() / 1000) - 3600;
    expect(await etsy.sendWebhook(target, receipt!.receipt_id, undefined, old)).toBe(401);
    await drainJobs();
    const rows = await storeOrders(store.id);
    expect(rows.some((r) => r.platformOrderId === String(receipt!.receipt_id))).toBe(false);
  });

  it('records the shipment on the receipt with createReceiptShipment', async () => {
    const source = etsy.receipts[0]!;
    const [row] = await db
      .select()
      .from(orders)
      .where(
        and(eq(orders.storeId, store.id), eq(orders.platformOrderId, String(source.receipt_id))),
      );
    await ship(row!, 'La Poste', 'LP00112233FR');
    expect(source.shipments).toEqual([
      expect.objectContaining({ tracking_code: 'LP00112233FR', carrier_name: 'La Poste' }),
    ]);
    const detail = await reseller.call<OrderDetail>('GET', `/distribution/order/${row!.id}`);
    expect(detail.data.tracking_push_state).toBe('pushed');
  });
});
