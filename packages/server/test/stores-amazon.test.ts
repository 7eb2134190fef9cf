import { OrdersSpApi, TokensSpApi } from '@amazon-sp-api-release/amazon-sp-api-sdk-js';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store, StoreConnectResult, StorePlatform, StorePlatformApp } from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { jobHandlers } from '../src/modules/index.js';
import { jobs } from '../src/modules/jobs/schema.js';
import { createJobWorker, type JobWorker } from '../src/modules/jobs/worker.js';
import { orderItems, orders } from '../src/modules/orders/schema.js';
import { storePlatformApps, stores } from '../src/modules/stores/schema.js';
import { enqueueOrderImport } from '../src/modules/stores/sync-job.js';
import { freshReseller, signedInOperator } from './cart-fixtures.js';
import { startAmazonFake, type AmazonFake } from './fakes/amazon.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';
import { drainJobs } from './support/publishing.js';
import { connectOAuthStore, drainRetrying, shipStoreOrder } from './support/stores.js';

const APP = {
  applicationId: 'amzn1.sp.solution.0b1c2d3e-podkit',
  clientId: 'amzn1.application-oa2-client.podkit',
  clientSecret: 'lwa-client-secret-1',
  sellerId: 'A3SELLERPODKIT',
};

let fake: AmazonFake;
let server: TestServer;
let db: Db;
let siteId: number;
let worker: JobWorker;

beforeAll(async () => {
  fake = await startAmazonFake({ ...APP, ordersQuotaEvery: 4 });
  // Addresses point at the fake; the app's credentials come from the console, not the environment.
  server = await startTestServer({
    env: {
      AMAZON_API_URL: fake.url,
      AMAZON_CONSENT_URL: fake.consentUrl,
      AMAZON_LWA_TOKEN_URL: fake.tokenUrl,
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

/** Calls the SDK again after a 429 the fake's usage plan answered (the SDK itself does not retry). */
async function pastQuota<T>(call: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await call();
    } catch (error) {
      if ((error as { status?: number }).status !== 429) throw error;
    }
  }
}

const storeOrders = (storeId: number) =>
  db.select().from(orders).where(eq(orders.storeId, storeId));

describe(`Amazon SP-API store, on ${testDbKind}`, () => {
  let reseller: Awaited<ReturnType<typeof freshReseller>>;
  let store: Store;

  it('is offered only once the operator enables the site’s Amazon app, kept sealed', async () => {
    reseller = await freshReseller(server.app, db, siteId, 'amz');
    const before = await reseller.call<StorePlatform[]>('GET', '/distribution/store/platforms');
    expect(before.data.find((p) => p.code === 1)).toMatchObject({
      connectable: true,
      enabled: false,
    });
    const refused = await reseller.call('POST', '/distribution/store', {
      platform: 1,
      region: 'na',
    });
    expect(refused.msg).toBe('本站尚未开通 Amazon 店铺授权，请联系平台客服开通');

    const operator = await signedInOperator(server.app, db, siteId, 'amz_operator');
    const incomplete = await operator('PUT', '/admin/storePlatforms/1', {
      enabled: true,
      fields: { applicationId: APP.applicationId },
    });
    expect(incomplete.status_code).toBe(422);
    expect(incomplete.msg).toContain('LWA Client ID');
    // A reseller may not touch the console's settings.
    expect((await reseller.call('GET', '/admin/storePlatforms')).status_code).toBe(403);

    const saved = await operator<StorePlatformApp>('PUT', '/admin/storePlatforms/1', {
      enabled: true,
      fields: {
        applicationId: APP.applicationId,
        clientId: APP.clientId,
        clientSecret: APP.clientSecret,
      },
    });
    expect(saved.status_code, saved.msg).toBe(200);
    expect(saved.data).toMatchObject({ code: 1, enabled: true, source: 'site' });
    const secret = saved.data.fields.find((f) => f.key === 'clientSecret')!;
    expect(secret).toMatchObject({ secret: true, value: '', set: true });
    const [row] = await db
      .select()
      .from(storePlatformApps)
      .where(eq(storePlatformApps.siteId, siteId));
    expect(row!.credentials).not.toContain(APP.clientSecret);

    const after = await reseller.call<StorePlatform[]>('GET', '/distribution/store/platforms');
    expect(after.data.find((p) => p.code === 1)?.enabled).toBe(true);
  });

  it('authorises through Seller Central consent and LWA, and names the store by the seller', async () => {
    const started = await reseller.call<StoreConnectResult>('POST', '/distribution/store', {
      platform: 1,
      region: 'na',
    });
    const consent = new URL(started.data.authorize_url!);
    expect(consent.searchParams.get('application_id')).toBe(APP.applicationId);
    expect(consent.searchParams.get('redirect_uri')).toMatch(/\/shopify\/auth$/);
    fake.seed(1000, { afnEvery: 0 });
    fake.seed(60, { afnEvery: 1 });
    store = await connectOAuthStore(reseller, { platform: 1, region: 'na' });
    expect(store).toMatchObject({ platform: 1, shop_domain: APP.sellerId, state: 'authorised' });
  });

  it('imports the 1,000 merchant-fulfilled orders once, never an Amazon-fulfilled one, through 429s', async () => {
    await drainRetrying(db, worker, 'store.syncOrders');
    expect(fake.throttled).toBeGreaterThan(0);
    const rows = await storeOrders(store.id);
    expect(rows).toHaveLength(1000);
    const afn = new Set(
      fake.orders.filter((o) => o.FulfillmentChannel === 'AFN').map((o) => o.AmazonOrderId),
    );
    expect(rows.some((r) => afn.has(r.platformOrderId!))).toBe(false);
    const source = fake.orders[4]!;
    const row = rows.find((r) => r.platformOrderId === source.AmazonOrderId)!;
    // Name, street and phone come only under the Restricted Data Token the connector asks for.
    expect(row.address).toMatchObject({
      recipient_name: source.ShippingAddress.Name,
      address1: source.ShippingAddress.AddressLine1,
      phone: source.ShippingAddress.Phone,
      country_code: 'US',
      province: 'WA',
      city: 'Seattle',
      postcode: '98101',
    });
    expect(rows.every((r) => (r.address as { address1: string }).address1 !== '')).toBe(true);
    // One RDT for getOrders across the pages, one per 50 orders' items.
    expect(fake.rdtIssued).toBeGreaterThanOrEqual(21);
    expect(fake.rdtIssued).toBeLessThan(40);
    const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, row.id));
    // Five items over two getOrderItems pages.
    expect(lines.map((l) => l.storeSku).sort()).toEqual([
      'AMZ-MUG',
      'AMZ-TEE-2',
      'AMZ-TEE-3',
      'AMZ-TEE-4',
    ]);
    const mug = lines.find((l) => l.storeSku === 'AMZ-MUG')!;
    expect(mug.quantity).toBe(2);
    expect(mug.customisation).toEqual([
      {
        key: 'Amazon Custom',
        value: source.items[0]!.BuyerInfo!.BuyerCustomizedInfo!.CustomizedURL,
      },
    ]);
  });

  it('doubles nothing on a second run overlapping imports of the same orders, after a token lapses', async () => {
    const touched = fake.orders.filter((o) => o.FulfillmentChannel === 'MFN').slice(0, 30);
    fake.touch(touched.map((o) => o.AmazonOrderId));
    fake.expireAccessTokens();
    const sync = await reseller.call('POST', '/distribution/order/syncOrder', {
      store_ids: [store.id],
    });
    expect(sync.status_code).toBe(200);
    const [storeRow] = await db.select().from(stores).where(eq(stores.id, store.id));
    for (const order of touched.slice(0, 10))
      await enqueueOrderImport(db, storeRow!, order.AmazonOrderId);
    await drainJobs(worker);
    const [{ n }] = (await db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.storeId, store.id))) as [{ n: number }];
    expect(Number(n)).toBe(1000);
    const [{ failed }] = (await db
      .select({ failed: count() })
      .from(jobs)
      .where(eq(jobs.status, 'failed'))) as [{ failed: number }];
    expect(Number(failed)).toBe(0);
  });

  it('renews a Restricted Data Token that lapsed between syncs, and the new orders are complete', async () => {
    const fresh = fake.seed(30);
    fake.expireRestrictedTokens();
    const issuedBefore = fake.rdtIssued;
    const sync = await reseller.call('POST', '/distribution/order/syncOrder', {
      store_ids: [store.id],
    });
    expect(sync.status_code).toBe(200);
    await drainRetrying(db, worker, 'store.syncOrders');
    expect(fake.rdtIssued).toBeGreaterThan(issuedBefore);
    const rows = await storeOrders(store.id);
    expect(rows).toHaveLength(1030);
    const last = rows.find((r) => r.platformOrderId === fresh.at(-1)!.AmazonOrderId)!;
    expect(last.address).toMatchObject({
      recipient_name: fresh.at(-1)!.ShippingAddress.Name,
      address1: fresh.at(-1)!.ShippingAddress.AddressLine1,
      phone: fresh.at(-1)!.ShippingAddress.Phone,
    });
    const lines = await db.select().from(orderItems).where(eq(orderItems.orderId, last.id));
    expect(lines[0]!.customisation).toHaveLength(1);
    const [storeRow] = await db.select().from(stores).where(eq(stores.id, store.id));
    expect(storeRow!.state).toBe('authorised');
  });

  it('answers PII only under an RDT for the call’s own path (official SDK’s Tokens and Orders clients)', async () => {
    const lwa = fake.issueAccessToken();
    const tokensClient = new TokensSpApi.ApiClient(fake.url);
    tokensClient.applyXAmzAccessTokenToRequest(lwa);
    tokensClient.disableRateLimiter();
    const tokens = new TokensSpApi.TokensApi(tokensClient);
    const target = fake.orders[0]!;
    const forOneOrder = await tokens.createRestrictedDataToken({
      restrictedResources: [
        {
          method: 'GET',
          path: `/orders/v0/orders/${target.AmazonOrderId}`,
          dataElements: ['shippingAddress'],
        },
      ],
    });
    expect(forOneOrder.restrictedDataToken).toMatch(/^Atz\.sprdt\|/);
    expect(forOneOrder.expiresIn).toBe(3600);

    const ordersWith = (token: string) => {
      const client = new OrdersSpApi.ApiClient(fake.url);
      client.applyXAmzAccessTokenToRequest(token);
      client.disableRateLimiter();
      return new OrdersSpApi.OrdersV0Api(client);
    };
    const since = new Date(Date.now() - 30 * 86_400_000).toISOString();
    // An RDT for one order's path is refused on getOrders.
    await expect(
      pastQuota(() =>
        ordersWith(forOneOrder.restrictedDataToken!).getOrders(['ATVPDKIKX0DER'], {
          lastUpdatedAfter: since,
        }),
      ),
    ).rejects.toMatchObject({ status: 403 });
    // On its own path it opens the address.
    const one = await ordersWith(forOneOrder.restrictedDataToken!).getOrder(target.AmazonOrderId);
    expect(one.payload!.shippingAddress!.addressLine1).toBe(target.ShippingAddress.AddressLine1);
    // The LWA token alone: city, region, postcode and country, no name, street, phone or buyer.
    const plain = await pastQuota(() =>
      ordersWith(lwa).getOrders(['ATVPDKIKX0DER'], {
        lastUpdatedAfter: since,
        maxResultsPerPage: 5,
      }),
    );
    const address = plain.payload!.orders[0]!.shippingAddress!;
    expect(address.city).toBe('Seattle');
    expect(address.name).toBeUndefined();
    expect(address.addressLine1).toBeUndefined();
    expect(address.phone).toBeUndefined();
    expect(plain.payload!.orders[0]!.buyerInfo).toBeUndefined();
    // getOrders' own dataElements are required.
    await expect(
      tokens.createRestrictedDataToken({
        restrictedResources: [{ method: 'GET', path: '/orders/v0/orders' }],
      }),
    ).rejects.toMatchObject({ status: 400 });
  });

  it('confirms the shipment in SP-API’s format, with Other + the carrier’s name when Amazon has no code', async () => {
    const rows = await storeOrders(store.id);
    const first = rows.find((r) => r.platformOrderId === fake.orders[4]!.AmazonOrderId)!;
    await shipStoreOrder(db, worker, first, 'UPS', '1Z999AA10123456784');
    const second = rows.find((r) => r.platformOrderId === fake.orders[0]!.AmazonOrderId)!;
    await shipStoreOrder(db, worker, second, '燕文专线', 'YW123456789CN');
    expect(fake.shipments).toHaveLength(2);
    expect(fake.shipments[0]).toMatchObject({
      orderId: fake.orders[4]!.AmazonOrderId,
      body: {
        marketplaceId: 'ATVPDKIKX0DER',
        packageDetail: {
          packageReferenceId: '1',
          carrierCode: 'UPS',
          trackingNumber: '1Z999AA10123456784',
          orderItems: expect.arrayContaining([
            { orderItemId: fake.orders[4]!.items[0]!.OrderItemId, quantity: 2 },
          ]),
        },
      },
    });
    expect(fake.shipments[0]!.body.packageDetail.orderItems).toHaveLength(4);
    expect(fake.shipments[1]!.body.packageDetail).toMatchObject({
      carrierCode: 'Other',
      carrierName: '燕文专线',
    });
    const [shipped] = await db.select().from(orders).where(eq(orders.id, first.id));
    expect(shipped!.trackingPushState).toBe('pushed');
  });

  it('the official SP-API SDK reads the fake’s orders and items and confirms a shipment the fake accepts', async () => {
    const client = new OrdersSpApi.ApiClient(fake.url);
    client.applyXAmzAccessTokenToRequest(fake.issueAccessToken());
    client.disableRateLimiter();
    const api = new OrdersSpApi.OrdersV0Api(client);
    const page = await pastQuota(() =>
      api.getOrders(['ATVPDKIKX0DER'], {
        lastUpdatedAfter: new Date(Date.now() - 30 * 86_400_000).toISOString(),
        fulfillmentChannels: ['MFN'],
        maxResultsPerPage: 100,
      }),
    );
    expect(page.payload!.orders).toHaveLength(100);
    expect(page.payload!.nextToken).toBeTruthy();
    const next = await pastQuota(() =>
      api.getOrders(['ATVPDKIKX0DER'], {
        lastUpdatedAfter: new Date(Date.now() - 30 * 86_400_000).toISOString(),
        fulfillmentChannels: ['MFN'],
        nextToken: page.payload!.nextToken,
      }),
    );
    expect(next.payload!.orders[0]!.amazonOrderId).not.toBe(page.payload!.orders[0]!.amazonOrderId);
    const target = fake.orders[9]!;
    const items = await api.getOrderItems(target.AmazonOrderId);
    expect(items.payload!.orderItems).toHaveLength(3);
    const rest = await api.getOrderItems(target.AmazonOrderId, {
      nextToken: items.payload!.nextToken,
    });
    expect(rest.payload!.orderItems).toHaveLength(1);
    await api.confirmShipment(target.AmazonOrderId, {
      marketplaceId: 'ATVPDKIKX0DER',
      packageDetail: {
        packageReferenceId: '1',
        carrierCode: 'USPS',
        trackingNumber: '9400100000000000000000',
        shipDate: new Date(),
        orderItems: [{ orderItemId: target.items[0]!.OrderItemId, quantity: 2 }],
      },
    });
    expect(fake.shipments.at(-1)).toMatchObject({ orderId: target.AmazonOrderId });
    await expect(
      api.confirmShipment(target.AmazonOrderId, {
        marketplaceId: 'ATVPDKIKX0DER',
        packageDetail: {
          packageReferenceId: '1',
          carrierCode: 'Other',
          trackingNumber: 'X1',
          shipDate: new Date(),
          orderItems: [],
        },
      }),
    ).rejects.toThrow();
  });
});
