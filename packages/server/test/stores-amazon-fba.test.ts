import { FulfillmentinboundSpApi } from '@amazon-sp-api-release/amazon-sp-api-sdk-js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartItem, FbaShipment, LogisticsMethod, OrderDetail, Store } from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { orders } from '../src/modules/orders/schema.js';
import { stores } from '../src/modules/stores/schema.js';
import { addAddress, demoGoods, freshReseller } from './cart-fixtures.js';
import { startAmazonFake, type AmazonFake } from './fakes/amazon.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';
import { connectOAuthStore } from './support/stores.js';

const APP = {
  applicationId: 'amzn1.sp.solution.fba-podkit',
  clientId: 'amzn1.application-oa2-client.fba',
  clientSecret: 'lwa-client-secret-fba',
  sellerId: 'A3FBASELLER',
};

let fake: AmazonFake;
let server: TestServer;
let db: Db;
let siteId: number;
let keyCounter = 0;
const newKey = () => `amazon-fba-${Date.now()}-${(keyCounter += 1)}`;

beforeAll(async () => {
  fake = await startAmazonFake(APP);
  server = await startTestServer({
    env: {
      AMAZON_API_URL: fake.url,
      AMAZON_CONSENT_URL: fake.consentUrl,
      AMAZON_LWA_TOKEN_URL: fake.tokenUrl,
      AMAZON_APPLICATION_ID: APP.applicationId,
      AMAZON_CLIENT_ID: APP.clientId,
      AMAZON_CLIENT_SECRET: APP.clientSecret,
    },
  });
  await server.listen();
  db = server.database.db;
  siteId = await defaultSiteId(db);
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

describe(`FBA shipment picking from an Amazon store, on ${testDbKind}`, () => {
  let reseller: Awaited<ReturnType<typeof freshReseller>>;
  let store: Store;

  it('lists the store’s open inbound shipments (FBA Inbound v2024-03-20), not shipped, voided or unplaced ones', async () => {
    fake.inbound.addPlan('Spring restock', [
      { shipmentConfirmationId: 'FBA15AMZ0001', name: 'Mugs to ONT8', warehouseId: 'ONT8' },
      {
        shipmentConfirmationId: 'FBA15AMZ0002',
        name: 'Tees to PHX7',
        warehouseId: 'PHX7',
        status: 'READY_TO_SHIP',
      },
      { shipmentConfirmationId: 'FBA15AMZ0003', name: 'Gone', status: 'SHIPPED' },
    ]);
    fake.inbound.addPlan('Draft', [{ shipmentConfirmationId: '', status: 'UNCONFIRMED' }]);
    fake.inbound.addPlan('Voided', [{ shipmentConfirmationId: 'FBA15VOID01' }], 'VOIDED');

    reseller = await freshReseller(server.app, db, siteId, 'amzfba');
    store = await connectOAuthStore(reseller, { platform: 1, region: 'na' });
    const listed = await reseller.call<FbaShipment[]>(
      'GET',
      `/distribution/store/${store.id}/fbaShipments`,
    );
    expect(listed.status_code, listed.msg).toBe(200);
    expect(listed.data).toEqual([
      { shipment_id: 'FBA15AMZ0001', name: 'Mugs to ONT8', destination: 'ONT8', status: 'WORKING' },
      {
        shipment_id: 'FBA15AMZ0002',
        name: 'Tees to PHX7',
        destination: 'PHX7',
        status: 'READY_TO_SHIP',
      },
    ]);
  });

  it('keeps another reseller out of the store’s shipments', async () => {
    const other = await freshReseller(server.app, db, siteId, 'amzfba2');
    const refused = await other.call('GET', `/distribution/store/${store.id}/fbaShipments`);
    expect(refused.status_code).not.toBe(200);
    expect(refused.msg).toBe('店铺不存在');
  });

  it('places an FBA order on a picked shipment and refuses one the store does not have', async () => {
    const address = await addAddress(reseller.call, {
      country_code: 'us',
      recipient_name: 'FBA ONT8',
    });
    const { plain } = await demoGoods(db, siteId);
    const line = await reseller.call<CartItem>('POST', '/distribution/cartItem', {
      goods_id: plain.id,
      quantity: 20,
    });
    const methods = await reseller.call<LogisticsMethod[]>(
      'GET',
      `/distribution/cartItem/logistics?address_id=${address.id}&item_ids=${line.data.id}`,
    );
    const body = {
      item_ids: [line.data.id],
      address_id: address.id,
      logistics_id: methods.data[0]!.id,
      order_kind: 'fba',
      fba_store_id: store.id,
    };
    const foreign = await reseller.call('POST', '/distribution/cartItem/createOrder', {
      ...body,
      idempotency_key: newKey(),
      fba_shipment_id: 'FBA15AMZ0003',
    });
    expect(foreign.status_code).toBe(422);
    expect(foreign.msg).toBe(
      '货件 FBA15AMZ0003 不是该 Amazon 店铺待发货的 FBA 入库货件，请重新选择',
    );
    const placed = await reseller.call<OrderDetail>('POST', '/distribution/cartItem/createOrder', {
      ...body,
      idempotency_key: newKey(),
      fba_shipment_id: 'FBA15AMZ0002',
    });
    expect(placed.status_code, placed.msg).toBe(200);
    expect(placed.data).toMatchObject({ kind: 'fba', fba_shipment_id: 'FBA15AMZ0002' });
    const [row] = await db.select().from(orders).where(eq(orders.id, placed.data.id));
    expect(row!.fbaShipmentId).toBe('FBA15AMZ0002');
  });

  it('marks the store expired and says so when Amazon refuses its token even after a refresh', async () => {
    // The seller revoked the app in Seller Central: neither token works any more.
    fake.expireAccessTokens();
    fake.revokeRefreshTokens();
    const refused = await reseller.call('GET', `/distribution/store/${store.id}/fbaShipments`);
    expect(refused.status_code).toBe(422);
    expect(refused.msg).toMatch(/重新授权/);
    const [after] = await db.select().from(stores).where(eq(stores.id, store.id));
    expect(after!.state).toBe('expired');
  });

  it('the official SDK’s FbaInboundApi reads the fake’s plans and shipments', async () => {
    const client = new FulfillmentinboundSpApi.ApiClient(fake.url);
    client.applyXAmzAccessTokenToRequest(fake.issueAccessToken());
    client.disableRateLimiter();
    const api = new FulfillmentinboundSpApi.FbaInboundApi(client);
    const page = await api.listInboundPlans({
      status: 'ACTIVE',
      pageSize: 1,
      sortBy: 'LAST_UPDATED_TIME',
      sortOrder: 'ASC',
    });
    expect(page.inboundPlans).toHaveLength(1);
    expect(page.pagination?.nextToken).toBeTruthy();
    const plan = await api.getInboundPlan(page.inboundPlans![0]!.inboundPlanId);
    expect(plan.shipments).toHaveLength(3);
    const shipment = await api.getShipment(plan.inboundPlanId, plan.shipments![0]!.shipmentId);
    expect(shipment).toMatchObject({
      shipmentConfirmationId: 'FBA15AMZ0001',
      destination: { destinationType: 'AMAZON_WAREHOUSE', warehouseId: 'ONT8' },
    });
    await expect(api.listInboundPlans({ pageSize: 31 })).rejects.toMatchObject({ status: 400 });
  });
});
