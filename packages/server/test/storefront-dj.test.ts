import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  DjStoreCreated,
  OpenOrder,
  OpenProduct,
  Order,
  Paginator,
  StorefrontDelivery,
  StorefrontSettings,
  StorefrontWebhookPayload,
} from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { jobHandlers } from '../src/modules/index.js';
import { createJobWorker, type JobWorker } from '../src/modules/jobs/worker.js';
import { ALLOW_PRIVATE_FETCH_ENV } from '../src/modules/materials/url-material.js';
import { applyOrderEvent } from '../src/modules/orders/order-transition.js';
import { orders } from '../src/modules/orders/schema.js';
import { storefrontKeys } from '../src/modules/storefront/schema.js';
import { stores } from '../src/modules/stores/schema.js';
import { freshReseller } from './cart-fixtures.js';
import { startTestServer, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';
import { demoShirtWithView, saveShirtDesign, type DemoShirt } from './support/designs.js';
import { drainJobs, release, templatesOf, type Reseller } from './support/publishing.js';
import { drainRetrying } from './support/stores.js';

const RATE_PER_MINUTE = 40;

/**
 * A store front's webhook endpoint: a real HTTP server on loopback that checks each delivery's
 * signature the way the README tells a store-front developer to (its own HMAC code, not PodKit's),
 * and can be told to fail the next requests.
 */
async function startReceiver() {
  const received: Array<{
    headers: http.IncomingHttpHeaders;
    body: string;
    verified: boolean;
    answered: number;
  }> = [];
  const state = { secret: '', failNext: 0 };
  const verify = (headers: http.IncomingHttpHeaders, body: string) => {
    const timestamp = Number(headers['x-podkit-timestamp']);
    if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 300) return false;
    const expected = Buffer.from(
      `sha256=${createHmac('sha256', state.secret).update(`${timestamp}.${body}`).digest('hex')}`,
    );
    const given = Buffer.from(String(headers['x-podkit-signature'] ?? ''));
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const verified = verify(request.headers, body);
      const answered = !verified ? 401 : state.failNext > 0 ? 500 : 200;
      if (answered === 500) state.failNext -= 1;
      received.push({ headers: request.headers, body, verified, answered });
      response.writeHead(answered, { 'content-type': 'text/plain' });
      response.end(
        answered === 200 ? 'ok' : answered === 500 ? 'store front down' : 'bad signature',
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/podkit/webhook`;
  return {
    url,
    received,
    state,
    verify,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let server: TestServer;
let db: Db;
let siteId: number;
let shirt: DemoShirt;
let worker: JobWorker;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const previousAllow = process.env[ALLOW_PRIVATE_FETCH_ENV];

beforeAll(async () => {
  // The receiver listens on loopback, which a webhook URL may not point at otherwise.
  process.env[ALLOW_PRIVATE_FETCH_ENV] = '1';
  receiver = await startReceiver();
  server = await startTestServer({
    env: { STOREFRONT_RATE_PER_MINUTE: String(RATE_PER_MINUTE) },
  });
  db = server.database.db;
  siteId = await defaultSiteId(db);
  shirt = await demoShirtWithView(db, siteId);
  worker = createJobWorker({ db, handlers: jobHandlers({ config: server.config }) });
});
afterAll(async () => {
  if (previousAllow === undefined) delete process.env[ALLOW_PRIVATE_FETCH_ENV];
  else process.env[ALLOW_PRIVATE_FETCH_ENV] = previousAllow;
  await server?.close();
  await receiver?.close();
});

/** A call of the open API with a store's key, as a store front makes it. */
async function open<T>(key: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) {
  const response = await server.app.inject({
    method,
    url: `/req/open/v1${url}`,
    headers: key === null ? {} : { 'x-api-key': key },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return {
    http: response.statusCode,
    ...(response.json() as { status_code: number; msg: string; data: T }),
  };
}

async function djStore(reseller: Reseller, name: string): Promise<DjStoreCreated> {
  const made = await reseller.call<DjStoreCreated>('POST', '/distribution/store/dj', {
    name,
    webhook_url: receiver.url,
  });
  expect(made.status_code, made.msg).toBe(200);
  return made.data;
}

/** A reseller with a dj store and one T-shirt (2 colours × 2 sizes) released to it. */
async function storeWithProduct(prefix: string) {
  const reseller = await freshReseller(server.app, db, siteId, prefix);
  const created = await djStore(reseller, `${prefix} 前台`);
  const product = await saveShirtDesign(reseller.call, shirt, `${prefix} Tee`, 2, 2);
  await drainJobs(worker);
  const { template } = await templatesOf(reseller, 'dj');
  const [listing] = await release(reseller.call, created.store.id, template.id, [product.id]);
  await drainJobs(worker);
  return { reseller, created, product, listing: listing! };
}

const address = {
  recipient_name: 'Jane Doe',
  phone: '+1 555 0100',
  country_code: 'US',
  province: 'CA',
  city: 'San Francisco',
  district: '',
  address1: '1 Market St',
  address2: 'Suite 2',
  postcode: '94105',
};

const orderBody = (orderNo: string, sku: string, quantity = 2) => ({
  order_no: orderNo,
  email: 'jane@example.com',
  currency: 'USD',
  address,
  lines: [{ sku, quantity, title: 'Tee', unit_price_cents: 2599 }],
});

describe('dj store fronts: keys and the open API', () => {
  let a: Awaited<ReturnType<typeof storeWithProduct>>;
  let products: OpenProduct[];

  beforeAll(async () => {
    a = await storeWithProduct('dja');
  });

  it('creates a dj store on the store screen with a key and a secret shown once, kept hashed and sealed', async () => {
    const { store, api_key, webhook_secret } = a.created;
    expect(store.platform).toBe(22);
    expect(store.state).toBe('authorised');
    expect(api_key).toMatch(/^pk_dj_[A-Za-z0-9_-]{32}$/);
    expect(webhook_secret).toMatch(/^whsec_/);
    const listed = await a.reseller.call<Array<{ id: number }>>(
      'GET',
      '/distribution/store?platform=22',
    );
    expect(listed.data.map((one) => one.id)).toEqual([store.id]);
    const [keyRow] = await db
      .select()
      .from(storefrontKeys)
      .where(eq(storefrontKeys.storeId, store.id));
    expect(keyRow!.keyHash).not.toContain(api_key);
    expect(keyRow!.keyHash).toHaveLength(64);
    const [storeRow] = await db.select().from(stores).where(eq(stores.id, store.id));
    expect(storeRow!.credentials).not.toContain(webhook_secret);
    const settings = await a.reseller.call<StorefrontSettings>(
      'GET',
      `/distribution/store/${store.id}/storefront`,
    );
    expect(settings.data.webhook_url).toBe(receiver.url);
    expect(settings.data.api_key!.prefix).toBe(`${api_key.slice(0, 10)}…`);
    expect(JSON.stringify(settings.data)).not.toContain(api_key);
  });

  it('refuses a webhook URL that is no URL, in Chinese', async () => {
    const bad = await a.reseller.call('POST', '/distribution/store/dj', {
      name: '坏地址',
      webhook_url: 'not a url at all',
    });
    expect(bad.status_code).toBe(422);
    expect(bad.msg).toContain('Webhook 地址格式不正确');
  });

  it('answers 401 without a key, with a wrong key, and with a key of another site', async () => {
    expect((await open(null, 'GET', '/products')).http).toBe(401);
    const wrong = await open('pk_dj_' + 'x'.repeat(32), 'GET', '/products');
    expect(wrong.http).toBe(401);
    expect(wrong.msg).toContain('API 密钥无效或已撤销');
    expect((await open('Bearer nonsense', 'POST', '/orders', {})).http).toBe(401);
  });

  it('lists the products released to the store through the dj release screen, paged', async () => {
    expect(a.listing.platform).toBe('dj');
    const page = await open<Paginator<OpenProduct>>(
      a.created.api_key,
      'GET',
      '/products?page_size=10',
    );
    expect(page.status_code, page.msg).toBe(200);
    expect(page.data.total).toBe(1);
    products = page.data.data;
    expect(products[0]!.product_id).toBe(a.product.id);
    expect(products[0]!.title).toContain('dja Tee');
    expect(products[0]!.variants).toHaveLength(4);
    expect(products[0]!.variants[0]!.currency).toBe('USD');
    expect(products[0]!.variants[0]!.price).toMatch(/^\d+\.99$/);
    const tooBig = await open(a.created.api_key, 'GET', '/products?page_size=1000');
    expect(tooBig.status_code).toBe(422);
  });

  it('takes a pushed order once, whatever repeats it, and shows it in the reseller orders', async () => {
    const sku = products[0]!.variants[0]!.sku;
    const first = await open<OpenOrder>(
      a.created.api_key,
      'POST',
      '/orders',
      orderBody('DJ-1001', sku),
    );
    expect(first.status_code, first.msg).toBe(200);
    expect(first.data).toMatchObject({
      order_no: 'DJ-1001',
      status: 'pending_payment',
      status_label: '待付款',
      lines: [{ line_id: '1', sku, quantity: 2 }],
    });
    const again = await open<OpenOrder>(
      a.created.api_key,
      'POST',
      '/orders',
      orderBody('DJ-1001', sku, 5),
    );
    expect(again.data.id).toBe(first.data.id);
    expect(again.data.lines[0]!.quantity).toBe(2);

    const burst = await Promise.all(
      Array.from({ length: 20 }, () =>
        open<OpenOrder>(a.created.api_key, 'POST', '/orders', orderBody('DJ-1002', sku)),
      ),
    );
    expect(burst.map((one) => one.status_code)).toEqual(Array(20).fill(200));
    expect(new Set(burst.map((one) => one.data.id)).size).toBe(1);
    const stored = await db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.platformOrderId, 'DJ-1002'));
    expect(stored).toHaveLength(1);

    const mine = await a.reseller.call<Paginator<Order>>(
      'GET',
      `/distribution/order?platform=22&store_id=${a.created.store.id}`,
    );
    expect(mine.data.data.map((order) => order.id).sort()).toEqual(
      [first.data.id, burst[0]!.data.id].sort(),
    );
  });

  it('refuses bad orders with the envelope error naming the problem', async () => {
    const key = a.created.api_key;
    const sku = products[0]!.variants[0]!.sku;
    const noLines = await open(key, 'POST', '/orders', { ...orderBody('DJ-9', sku), lines: [] });
    expect(noLines.http).toBe(200);
    expect(noLines.status_code).toBe(422);
    expect(noLines.msg).toMatch(/订单行/);
    const unlisted = await open(key, 'POST', '/orders', orderBody('DJ-9', 'NOT-A-SKU'));
    expect(unlisted.status_code).toBe(422);
    expect(unlisted.msg).toBe('SKU「NOT-A-SKU」不是本店铺已刊登商品的 SKU');
    const noAddress = await open(key, 'POST', '/orders', {
      order_no: 'DJ-9',
      lines: [{ sku, quantity: 1 }],
    });
    expect(noAddress.status_code).toBe(422);
    expect(noAddress.msg).toMatch(/收货地址|address/);
    const badNo = await open(key, 'POST', '/orders', orderBody('DJ 9 空格', sku));
    expect(badNo.status_code).toBe(422);
    expect(badNo.msg).toContain('店铺订单号');
    const unknown = await open(key, 'GET', '/orders/NOPE-1');
    expect(unknown.status_code).toBe(404);
    expect(unknown.msg).toBe('订单「NOPE-1」不存在');
  });

  it("keeps another reseller's key and account out of this store", async () => {
    const b = await freshReseller(server.app, db, siteId, 'djb');
    const other = await djStore(b, 'djb 前台');
    const sku = products[0]!.variants[0]!.sku;
    expect((await open(other.api_key, 'GET', '/orders/DJ-1001')).status_code).toBe(404);
    const theirProducts = await open<Paginator<OpenProduct>>(other.api_key, 'GET', '/products');
    expect(theirProducts.data.total).toBe(0);
    const push = await open(other.api_key, 'POST', '/orders', orderBody('DJ-1001', sku));
    expect(push.status_code).toBe(422);
    const storeId = a.created.store.id;
    for (const [method, url] of [
      ['GET', `/distribution/store/${storeId}/storefront`],
      ['GET', `/distribution/store/${storeId}/webhookDeliveries`],
      ['POST', `/distribution/store/${storeId}/apiKey`],
      ['POST', `/distribution/store/${storeId}/webhookDeliveries/1/redeliver`],
    ] as const) {
      const answer = await b.call(method, url);
      expect(answer.status_code, `${method} ${url}`).toBe(404);
    }
    // The key still works for its own store after all that.
    expect((await open(a.created.api_key, 'GET', '/orders/DJ-1001')).status_code).toBe(200);
  });

  it('revokes and rotates keys: a revoked or replaced key is 401 at once', async () => {
    const c = await freshReseller(server.app, db, siteId, 'djc');
    const made = await djStore(c, 'djc 前台');
    const revoked = await c.call<StorefrontSettings>(
      'DELETE',
      `/distribution/store/${made.store.id}/apiKey`,
    );
    expect(revoked.data.api_key).toBeNull();
    expect((await open(made.api_key, 'GET', '/products')).http).toBe(401);
    const listed = await c.call<Array<{ state: string; state_message: string }>>(
      'GET',
      '/distribution/store?platform=22',
    );
    expect(listed.data[0]).toMatchObject({ state: 'expired' });
    const rotated = await c.call<{ api_key: string }>(
      'POST',
      `/distribution/store/${made.store.id}/apiKey`,
    );
    expect(rotated.data.api_key).not.toBe(made.api_key);
    expect((await open(rotated.data.api_key, 'GET', '/products')).status_code).toBe(200);
    const again = await c.call<{ api_key: string }>(
      'POST',
      `/distribution/store/${made.store.id}/apiKey`,
    );
    expect((await open(rotated.data.api_key, 'GET', '/products')).http).toBe(401);
    expect((await open(again.data.api_key, 'GET', '/products')).status_code).toBe(200);
  });

  it('limits each key to its rate; another key is not slowed', async () => {
    const d = await freshReseller(server.app, db, siteId, 'djd');
    const made = await djStore(d, 'djd 前台');
    const answers = [];
    for (let i = 0; i <= RATE_PER_MINUTE; i++)
      answers.push(await open(made.api_key, 'GET', '/products'));
    expect(answers.slice(0, RATE_PER_MINUTE).every((one) => one.status_code === 200)).toBe(true);
    expect(answers.at(-1)!.status_code).toBe(429);
    expect(answers.at(-1)!.msg).toMatch(/请求过于频繁/);
    expect((await open(a.created.api_key, 'GET', '/orders/DJ-1001')).status_code).toBe(200);
  });

  it('is documented in the OpenAPI document with its own security scheme', async () => {
    const doc = (await server.app.inject({ method: 'GET', url: '/req/docs/json' })).json() as {
      components: { securitySchemes: Record<string, unknown> };
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    expect(doc.components.securitySchemes.storefrontKey).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'X-Api-Key',
    });
    expect(doc.paths['/req/open/v1/orders']!.post!.security).toEqual([{ storefrontKey: [] }]);
    expect(doc.paths['/req/open/v1/products']!.get).toBeDefined();
  });
});

describe('dj store fronts: signed webhooks', () => {
  it('tells the store front of each status change, signed, retried while it fails, logged, redelivered', async () => {
    const e = await storeWithProduct('dje');
    receiver.state.secret = e.created.webhook_secret;
    const page = await open<Paginator<OpenProduct>>(e.created.api_key, 'GET', '/products');
    const sku = page.data.data[0]!.variants[1]!.sku;
    const pushed = await open<OpenOrder>(
      e.created.api_key,
      'POST',
      '/orders',
      orderBody('E-77', sku, 1),
    );
    expect(pushed.status_code, pushed.msg).toBe(200);
    const before = receiver.received.length;
    receiver.state.failNext = 2;

    const [row] = await db.select().from(orders).where(eq(orders.id, pushed.data.id));
    await db.transaction(async (tx) => {
      let current = await applyOrderEvent(
        tx,
        row!,
        { type: 'pay' },
        { kind: 'system', userId: null },
      );
      current = await applyOrderEvent(
        tx,
        current,
        { type: 'start_production' },
        { kind: 'system', userId: null },
      );
      await applyOrderEvent(
        tx,
        current,
        { type: 'ship' },
        { kind: 'operator', userId: null },
        {
          carrier: 'USPS',
          trackingNumber: '9400100000000000000001',
          trackingUrl: null,
          shippedAt: new Date(),
        },
      );
    });
    await drainRetrying(db, worker, 'storefront.orderEvent');

    const mine = receiver.received.slice(before);
    expect(mine.every((one) => one.verified)).toBe(true);
    expect(mine.map((one) => one.answered).sort()).toEqual([200, 200, 200, 500, 500]);
    const delivered = mine
      .filter((one) => one.answered === 200)
      .map((one) => JSON.parse(one.body) as StorefrontWebhookPayload);
    expect(delivered.map((one) => one.to_status).sort()).toEqual([
      'in_production',
      'paid',
      'shipped',
    ]);
    const shipped = delivered.find((one) => one.event === 'order.shipped')!;
    expect(shipped.order).toMatchObject({
      order_no: 'E-77',
      status: 'shipped',
      carrier: 'USPS',
      tracking_number: '9400100000000000000001',
    });
    expect(mine[0]!.headers['x-podkit-event']).toMatch(/^order\./);
    // The same check with another secret refuses it: the signature is bound to the secret.
    receiver.state.secret = 'whsec_wrong';
    expect(receiver.verify(mine[0]!.headers, mine[0]!.body)).toBe(false);
    receiver.state.secret = e.created.webhook_secret;

    const log = await e.reseller.call<Paginator<StorefrontDelivery>>(
      'GET',
      `/distribution/store/${e.created.store.id}/webhookDeliveries`,
    );
    expect(log.status_code, log.msg).toBe(200);
    expect(log.data.total).toBe(3);
    expect(log.data.data.every((one) => one.state === 'delivered')).toBe(true);
    const attempts = log.data.data.flatMap((one) => one.attempts);
    expect(attempts).toHaveLength(5);
    const failed = attempts.filter((one) => one.http_status === 500);
    expect(failed).toHaveLength(2);
    expect(failed[0]!.error).toContain('HTTP 500');
    expect(attempts.every((one) => one.duration_ms >= 0 && one.attempted_at)).toBe(true);

    const shippedDelivery = log.data.data.find((one) => one.event === 'order.shipped')!;
    const again = await e.reseller.call<StorefrontDelivery>(
      'POST',
      `/distribution/store/${e.created.store.id}/webhookDeliveries/${shippedDelivery.id}/redeliver`,
    );
    expect(again.status_code, again.msg).toBe(200);
    expect(again.data.state).toBe('pending');
    await drainJobs(worker);
    const last = receiver.received.at(-1)!;
    expect(last.verified).toBe(true);
    expect(last.headers['x-podkit-delivery']).toBe(String(shippedDelivery.id));
    expect(JSON.parse(last.body)).toEqual(shipped);
    const after = await e.reseller.call<Paginator<StorefrontDelivery>>(
      'GET',
      `/distribution/store/${e.created.store.id}/webhookDeliveries`,
    );
    expect(after.data.data.find((one) => one.id === shippedDelivery.id)!.attempts).toHaveLength(
      shippedDelivery.attempts.length + 1,
    );
  });
});
