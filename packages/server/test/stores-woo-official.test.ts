import https from 'node:https';
import WooModule from '@woocommerce/woocommerce-rest-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store, StoreConnectResult } from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { jobHandlers } from '../src/modules/index.js';
import { createJobWorker, type JobWorker } from '../src/modules/jobs/worker.js';
import { ALLOW_PRIVATE_FETCH_ENV } from '../src/modules/materials/url-material.js';
import { orders } from '../src/modules/orders/schema.js';
import { freshReseller } from './cart-fixtures.js';
import { testCertificate, type TestCertificate } from './fakes/test-certificate.js';
import { startWooFake, type WooFake } from './fakes/woocommerce.js';
import { startTestServer, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';

/**
 * The WooCommerce fake checked with WooCommerce's official JavaScript client
 * (@woocommerce/woocommerce-rest-api) as the caller, over plain HTTP (OAuth 1.0a) and over HTTPS
 * (Basic auth, the client's default for https URLs); and PodKit's own HTTPS path against it.
 */
// The package is CommonJS compiled from ES modules: its class is `default` of what Node imports.
const WooCommerceRestApi =
  (WooModule as unknown as { default?: typeof WooModule }).default ?? WooModule;

const WOO = { consumerKey: 'ck_official_51c2', consumerSecret: 'cs_official_8e0d' };

let plain: WooFake;
let secure: WooFake;
let certificate: TestCertificate;
let server: TestServer;
let db: Db;
let siteId: number;
let worker: JobWorker;
const previousAllow = process.env[ALLOW_PRIVATE_FETCH_ENV];
const previousReject = process.env.NODE_TLS_REJECT_UNAUTHORIZED;

beforeAll(async () => {
  process.env[ALLOW_PRIVATE_FETCH_ENV] = '1';
  // PodKit calls stores with fetch, which on Node 20 cannot be handed one extra CA: the fake's
  // certificate, made a moment ago, is accepted by lifting verification for this test process.
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';
  certificate = await testCertificate();
  plain = await startWooFake({ ...WOO, webhookSecret: 'woo-plain-hook' });
  secure = await startWooFake({ ...WOO, webhookSecret: 'woo-tls-hook', tls: certificate });
  server = await startTestServer();
  db = server.database.db;
  siteId = await defaultSiteId(db);
  worker = createJobWorker({ db, handlers: jobHandlers({ config: server.config }) });
});
afterAll(async () => {
  for (const [name, value] of [
    [ALLOW_PRIVATE_FETCH_ENV, previousAllow],
    ['NODE_TLS_REJECT_UNAUTHORIZED', previousReject],
  ] as const) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await server?.close();
  await plain?.close();
  await secure?.close();
});

/** The official client for the fake at `url`, trusting exactly the test certificate. */
const officialClient = (url: string, secret = WOO.consumerSecret, queryStringAuth = false) =>
  new WooCommerceRestApi({
    url,
    consumerKey: WOO.consumerKey,
    consumerSecret: secret,
    version: 'wc/v3',
    queryStringAuth,
    axiosConfig: { httpsAgent: new https.Agent({ ca: certificate.cert }) },
  });

/** The status and body of a call, whether the client resolved or rejected it. */
async function answerOf(call: Promise<{ status: number; data: unknown; headers: unknown }>) {
  try {
    const response = await call;
    return { status: response.status, data: response.data, headers: response.headers };
  } catch (error) {
    const response = (error as { response?: { status: number; data: unknown } }).response;
    if (!response) throw error;
    return { status: response.status, data: response.data, headers: {} };
  }
}

describe('the WooCommerce fake, called by the official client', () => {
  it('accepts its OAuth 1.0a requests over plain HTTP, each query parameter sent twice', async () => {
    plain.seed(12);
    const listed = await answerOf(
      officialClient(plain.url).get('orders', { per_page: 5, page: 2, order: 'asc' }),
    );
    expect(listed.status).toBe(200);
    expect((listed.data as Array<{ id: number }>).map((o) => o.id)).toEqual(
      plain.orders.slice(5, 10).map((o) => o.id),
    );
    expect(listed.headers).toMatchObject({ 'x-wp-total': '12', 'x-wp-totalpages': '3' });
    const forged = await answerOf(officialClient(plain.url, 'cs_wrong').get('orders'));
    expect(forged.status).toBe(401);
    expect(forged.data).toMatchObject({
      code: 'woocommerce_rest_authentication_error',
      message: 'Invalid signature - provided signature does not match.',
    });
  });

  it('accepts Basic auth over HTTPS, and keys in the query, and refuses a wrong secret', async () => {
    secure.seed(3);
    const basic = await answerOf(officialClient(secure.url).get('orders', { per_page: 10 }));
    expect(basic.status).toBe(200);
    expect(basic.data).toHaveLength(3);
    const inQuery = await answerOf(
      officialClient(secure.url, WOO.consumerSecret, true).get('orders'),
    );
    expect(inQuery.status).toBe(200);
    const forged = await answerOf(officialClient(secure.url, 'cs_wrong').get('orders'));
    expect(forged.status).toBe(401);
    expect(forged.data).toMatchObject({ message: 'Consumer secret is invalid.' });
    const order = secure.orders[0]!;
    const updated = await answerOf(
      officialClient(secure.url).put(`orders/${order.id}`, { status: 'completed' }),
    );
    expect(updated.status).toBe(200);
    expect(secure.orders[0]!.status).toBe('completed');
  });
});

describe('PodKit against a WooCommerce store served over HTTPS', () => {
  it('connects with Basic auth, refuses wrong keys in the store’s words, and syncs', async () => {
    secure.seed(150);
    const seen = secure.log.length;
    const reseller = await freshReseller(server.app, db, siteId, 'wootls');
    const wrong = await reseller.call('POST', '/distribution/store', {
      platform: 21,
      store_url: secure.url,
      consumer_key: WOO.consumerKey,
      consumer_secret: 'cs_wrong',
      webhook_secret: 'woo-tls-hook',
    });
    expect(wrong.status_code).toBe(422);
    expect(wrong.msg).toContain('Consumer secret is invalid.');
    const connected = await reseller.call<StoreConnectResult>('POST', '/distribution/store', {
      platform: 21,
      store_url: secure.url,
      consumer_key: WOO.consumerKey,
      consumer_secret: WOO.consumerSecret,
      webhook_secret: 'woo-tls-hook',
    });
    expect(connected.status_code).toBe(200);
    const store: Store = connected.data.store;
    expect(store.shop_domain).toBe(secure.url);
    while (await worker.runOnce()) {
      /* next */
    }
    const imported = await db.select().from(orders).where(eq(orders.storeId, store.id));
    expect(imported).toHaveLength(secure.orders.length);
    const state = await reseller.call<Store>('GET', `/distribution/store/${store.id}`);
    expect(state.data).toMatchObject({ state: 'authorised', sync_status: 'idle', last_error: '' });
    // Every call PodKit made went over TLS and was let in.
    const calls = secure.log
      .slice(seen)
      .filter((entry) => entry.path.startsWith('/wp-json/wc/v3/orders'));
    expect(calls.length).toBeGreaterThan(1);
    expect(calls.filter((entry) => entry.status === 401)).toHaveLength(1);
  });
});
