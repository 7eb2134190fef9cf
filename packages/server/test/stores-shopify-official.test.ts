import '@shopify/shopify-api/adapters/web-api';
import { createHmac } from 'node:crypto';
import {
  ApiVersion,
  InvalidHmacError,
  LogSeverity,
  Session,
  shopifyApi,
} from '@shopify/shopify-api';
import { setAbstractFetchFunc } from '@shopify/shopify-api/runtime';
import { getHmac } from '@shopify/shopify-api/test-helpers';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store, StoreConnectResult } from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { jobHandlers } from '../src/modules/index.js';
import { createJobWorker, type JobWorker } from '../src/modules/jobs/worker.js';
import { jobs } from '../src/modules/jobs/schema.js';
import { orders } from '../src/modules/orders/schema.js';
import { stores } from '../src/modules/stores/schema.js';
import { connectorFor } from '../src/modules/stores/platforms.js';
import { freshReseller } from './cart-fixtures.js';
import { shopifyRestOrder, startShopifyFake, type ShopifyFake } from './fakes/shopify.js';
import { startTestServer, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';

/**
 * PodKit's Shopify connector checked against Shopify's own Node library (@shopify/shopify-api):
 * what the library accepts PodKit accepts, and what it refuses PodKit refuses; and against
 * Shopify's documented answers where no library call says them (counts, protected customer data).
 */
const APP = { apiKey: 'podkit-official-key', apiSecret: 'podkit-official-secret' };

const shopify = shopifyApi({
  apiKey: APP.apiKey,
  apiSecretKey: APP.apiSecret,
  apiVersion: ApiVersion.October25,
  hostName: 'podkit.test',
  isEmbeddedApp: true,
  logger: { level: LogSeverity.Error },
});

type Query = Record<string, string | string[]>;

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
  worker = createJobWorker({ db, handlers: jobHandlers({ config: server.config }) });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

/**
 * Signs a callback query as Shopify does, by the rule the library checks it with: every parameter
 * but hmac, names in localeCompare order, arrays as repeated `name[]`, encoded by URLSearchParams.
 */
function signLikeShopify(query: Query): Query {
  const { hmac: _hmac, signature: _signature, ...signed } = query;
  const message = new URLSearchParams();
  for (const name of Object.keys(signed).sort((a, b) => a.localeCompare(b))) {
    const value = signed[name]!;
    if (Array.isArray(value)) for (const item of value) message.append(`${name}[]`, item);
    else message.append(name, value);
  }
  const hmac = createHmac('sha256', APP.apiSecret).update(message.toString()).digest('hex');
  return { ...signed, hmac };
}

/** The library's own verdict on a callback query (it throws on a stale timestamp). */
const libraryAccepts = (query: Query) =>
  shopify.utils.validateHmac(query as Record<string, string>).catch((error: unknown) => {
    if (error instanceof InvalidHmacError) return false;
    throw error;
  });

/** Arrays as the /shopify/auth page posts them: under the name the URL uses (`ids[]`). */
const asPosted = (query: Query): Query =>
  Object.fromEntries(
    Object.entries(query).map(([name, value]) => [
      Array.isArray(value) ? `${name}[]` : name,
      value,
    ]),
  );

/** A reseller who started connecting `shop`, and the fake's approval of it (code and state). */
async function approvedBy(shop: string) {
  const reseller = await freshReseller(server.app, db, siteId, 'official');
  const started = await reseller.call<StoreConnectResult>('POST', '/distribution/store', {
    platform: 5,
    shop_domain: shop,
  });
  expect(started.status_code).toBe(200);
  const approve = await fetch(started.data.authorize_url!, { redirect: 'manual' });
  expect(approve.status).toBe(302);
  const back = Object.fromEntries(new URL(approve.headers.get('location')!).searchParams);
  return { reseller, back };
}

async function drainJobs() {
  while (await worker.runOnce()) {
    /* next */
  }
}

/** A reseller whose store `shop` is connected through the fake's OAuth. */
async function connected(shop: string) {
  const { reseller, back } = await approvedBy(shop);
  const done = await reseller.call<Store>('POST', '/distribution/store/authCallback', {
    query: back,
  });
  expect(done.data.state).toBe('authorised');
  return { reseller, store: done.data };
}

const nowSeconds = () => String(Math.trunc(Date.now() / 1000));

describe('Shopify OAuth callback, as Shopify’s library checks it', () => {
  it('signs the fake’s callback so the library accepts it, padded base64 host included', async () => {
    // 24 + 11 characters: base64 of the host ends in '='.
    const { reseller, back } = await approvedBy('padded-shop');
    expect(Buffer.from(back.host!, 'base64').toString()).toBe(
      'admin.shopify.com/store/padded-shop',
    );
    expect(back.host).toMatch(/=$/);
    expect(await libraryAccepts(back)).toBe(true);
    const done = await reseller.call<Store>('POST', '/distribution/store/authCallback', {
      query: back,
    });
    expect(done.msg).toBe('店铺授权成功，订单同步中');
    expect(done.data.state).toBe('authorised');
  });

  it('accepts values with = / + : space and % that the library re-encodes, and refuses them tampered', async () => {
    const { reseller, back } = await approvedBy('encoded-shop');
    const query = signLikeShopify({
      code: back.code!,
      host: Buffer.from('admin.shopify.com/store/encoded-shop?x').toString('base64'),
      return_to: 'https://podkit.test/a b?c=d+e%2F:f',
      shop: back.shop!,
      state: back.state!,
      timestamp: nowSeconds(),
    });
    expect(await libraryAccepts(query)).toBe(true);
    const tampered = { ...query, return_to: 'https://podkit.test/a b?c=d+e%2F:g' };
    expect(await libraryAccepts(tampered)).toBe(false);
    const refused = await reseller.call('POST', '/distribution/store/authCallback', {
      query: tampered,
    });
    expect(refused).toMatchObject({ status_code: 422, msg: 'Shopify 回调签名无效' });
    const done = await reseller.call<Store>('POST', '/distribution/store/authCallback', { query });
    expect(done.status_code).toBe(200);
    expect(done.data.state).toBe('authorised');
  });

  it('accepts array parameters (ids[]) signed as the library signs them', async () => {
    const { reseller, back } = await approvedBy('array-shop');
    const query = signLikeShopify({ ...back, ids: ['1', '2'], timestamp: nowSeconds() });
    expect(await libraryAccepts(query)).toBe(true);
    expect(await libraryAccepts({ ...query, ids: ['1', '3'] })).toBe(false);
    const done = await reseller.call<Store>('POST', '/distribution/store/authCallback', {
      query: asPosted(query),
    });
    expect(done.status_code).toBe(200);
    expect(done.data.state).toBe('authorised');
  });

  it('refuses a callback whose timestamp is outside the library’s 90 s tolerance', async () => {
    const { reseller, back } = await approvedBy('stale-shop');
    const stale = signLikeShopify({
      ...back,
      timestamp: String(Math.trunc(Date.now() / 1000) - 120),
    });
    expect(await libraryAccepts(stale)).toBe(false);
    const refused = await reseller.call('POST', '/distribution/store/authCallback', {
      query: stale,
    });
    expect(refused).toMatchObject({ status_code: 422, msg: 'Shopify 授权回调已过期，请重新授权' });
    const fresh = signLikeShopify({ ...back, timestamp: String(Number(nowSeconds()) - 60) });
    expect(await libraryAccepts(fresh)).toBe(true);
    const done = await reseller.call<Store>('POST', '/distribution/store/authCallback', {
      query: fresh,
    });
    expect(done.status_code).toBe(200);
  });

  it('answers a malformed callback with a clear refusal, never a 500', async () => {
    const { reseller, back } = await approvedBy('odd-shop');
    const odd = await reseller.call('POST', '/distribution/store/authCallback', {
      query: { ...back, state: [back.state!, 'x'], hmac: ['a', 'b'] },
    });
    expect(odd.status_code).toBe(422);
    expect(odd.msg).toMatch(/[\u4e00-\u9fa5]/);
  });
});

describe('Shopify webhooks, as Shopify’s library checks them', () => {
  /** An event-style delivery: unprefixed shopify-* headers, signed with the library's getHmac. */
  const eventDelivery = (shop: string, body: string) => ({
    'content-type': 'application/json',
    'shopify-hmac-sha256': getHmac(body, APP.apiSecret),
    'shopify-topic': 'orders/create',
    'shopify-shop-domain': shop,
    'shopify-api-version': '2025-10',
    'shopify-webhook-id': 'b1234c5d-0000-4000-8000-000000000001',
    'shopify-event-id': 'e1234c5d-0000-4000-8000-000000000001',
    'shopify-triggered-at': new Date().toISOString(),
  });
  const libraryVerdict = (headers: Record<string, string>, body: string) =>
    shopify.webhooks.validate({
      rawBody: body,
      rawRequest: new Request('https://podkit.test/req/webhooks/shopify', {
        method: 'POST',
        headers,
        body,
      }),
    });

  it('accepts the unprefixed shopify-* headers of event-style subscriptions', async () => {
    const shop = 'events-shop.myshopify.com';
    const { store } = await connected('events-shop');
    await drainJobs();
    const [order] = fake.seed(shop, 1);
    const body = JSON.stringify(shopifyRestOrder(order!));
    const headers = eventDelivery(shop, body);
    expect(await libraryVerdict(headers, body)).toMatchObject({
      valid: true,
      webhookType: 'events',
      domain: shop,
    });
    const target = `${server.url}/req/webhooks/shopify`;
    const accepted = await fetch(target, { method: 'POST', headers, body });
    expect(accepted.status).toBe(200);
    await drainJobs();
    const imported = await db
      .select()
      .from(orders)
      .where(and(eq(orders.storeId, store.id), eq(orders.platformOrderId, String(order!.id))));
    expect(imported).toHaveLength(1);

    const tampered = body.replace(order!.name, '#9999');
    expect(await libraryVerdict(headers, tampered)).toMatchObject({ valid: false });
    const refused = await fetch(target, { method: 'POST', headers, body: tampered });
    expect(refused.status).toBe(401);
  });
});

describe('Shopify order counts past 10,000', () => {
  const shop = 'count-shop.myshopify.com';
  const countQuery = (count: string) => `query Orders {
    ${count} { count precision }
    orders(first: 1) { nodes { id } pageInfo { hasNextPage endCursor } }
  }`;

  it('asks ordersCount without its cap and takes the count only when it is exact', async () => {
    fake.seed(shop, 10_050);
    const access = { shopDomain: shop, credentials: { accessToken: fake.issueToken(shop) } };
    const page = await connectorFor(5, server.config.stores).listOrders(access, null, null);
    expect(page.orders).toHaveLength(20);
    expect(page.total).toBe(10_050);

    // Shopify's own Admin GraphQL client, its https calls turned to the fake: the count stops at
    // 10,000 (AT_LEAST) unless its limit is lifted, as the 2025-07 changelog says.
    setAbstractFetchFunc((url, init) =>
      fetch(String(url).replace(`https://${shop}`, `${fake.url}/${shop}`), init),
    );
    const session = new Session({
      id: `offline_${shop}`,
      shop,
      state: 'official',
      isOnline: false,
      accessToken: access.credentials.accessToken,
    });
    const client = new shopify.clients.Graphql({ session });
    const capped = await client.request<{ ordersCount: unknown }>(countQuery('ordersCount'));
    expect(capped.data?.ordersCount).toEqual({ count: 10_000, precision: 'AT_LEAST' });
    const lifted = await client.request<{ ordersCount: unknown }>(
      countQuery('ordersCount(limit: null)'),
    );
    expect(lifted.data?.ordersCount).toEqual({ count: 10_050, precision: 'EXACT' });
  });
});

describe('Shopify protected customer data', () => {
  it('says the app lacks the approval instead of expiring the store, and syncs once approved', async () => {
    const shop = 'private-shop.myshopify.com';
    fake.seed(shop, 3);
    fake.withholdCustomerData(shop);
    const { reseller, store } = await connected('private-shop');
    const [before] = await db.select().from(stores).where(eq(stores.id, store.id));
    await drainJobs();
    const state = await reseller.call<Store>('GET', `/distribution/store/${store.id}`);
    expect(state.data).toMatchObject({
      state: 'authorised',
      state_message: '',
      sync_status: 'failed',
    });
    expect(state.data.last_error).toContain('尚未获得 Shopify「受保护客户数据」');
    expect(state.data.last_error).toContain('重新授权无法解决');
    expect(state.data.last_error).toContain('not approved to access the Order object');
    // No refresh was spent on it: the tokens are the ones the grant gave.
    const [after] = await db.select().from(stores).where(eq(stores.id, store.id));
    expect(after!.credentials).toBe(before!.credentials);
    // The operator's job list says the same, and the job is not retried in vain.
    const [failed] = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'store.syncOrders'), eq(jobs.status, 'failed')))
      .orderBy(jobs.id);
    expect(failed!.lastError).toContain('受保护客户数据');

    fake.withholdCustomerData(shop, false);
    const again = await reseller.call('POST', '/distribution/order/syncOrder', {
      store_ids: [store.id],
    });
    expect(again.status_code).toBe(200);
    await drainJobs();
    const imported = await db.select().from(orders).where(eq(orders.storeId, store.id));
    expect(imported).toHaveLength(3);
  });
});
