import type { Order, OrderImport, OrderPayResult } from '@podkit/sdk-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobHandlers } from '../src/modules/index.js';
import { createJobWorker } from '../src/modules/jobs/worker.js';
import { DEMO_OPERATOR } from '../src/seed/demo.js';
import { clientFor, demoGoods, freshReseller } from './cart-fixtures.js';
import { createSite, defaultSiteId, signIn } from './support/accounts.js';
import { startTestServer, type TestServer } from './harness.js';

let server: TestServer;
let operator: ReturnType<typeof clientFor>;
let reseller: Awaited<ReturnType<typeof freshReseller>>;
let order: Order;

/** A paid order of the reseller, made through the spreadsheet import. */
async function paidOrder(): Promise<Order> {
  const { skus } = await demoGoods(server.database.db, await defaultSiteId(server.database.db));
  const csv = `订单号,收件人,地址1,城市,省/州,国家代码,SKU,数量\nSHIP-1,Ann,1 Road,Austin,TX,US,${skus[0]!.code},1\n`;
  const form = new FormData();
  form.append('kind', 'standard');
  form.append('file', new Blob([csv]), 'ship.csv');
  const res = await server.app.inject({
    method: 'POST',
    url: '/req/distribution/orderImport',
    headers: { authorization: `Bearer ${reseller.token}` },
    payload: form,
  });
  expect((res.json() as { status_code: number }).status_code).toBe(200);
  const worker = createJobWorker({
    db: server.database.db,
    handlers: jobHandlers({ config: server.config }),
  });
  while (await worker.runOnce());
  const imports = await reseller.call<{ data: OrderImport[] }>('GET', '/distribution/orderImport');
  expect(imports.data.data[0]!.imported_orders).toBe(1);
  const list = await reseller.call<{ data: Order[] }>('GET', '/distribution/order');
  const created = list.data.data[0]!;
  const paid = await reseller.call<OrderPayResult[]>('POST', '/distribution/order/pay', {
    order_ids: [created.id],
    idempotency_key: 'ship-test-pay-0001',
  });
  expect(paid.data[0]!.paid, paid.data[0]!.msg).toBe(true);
  return created;
}

beforeAll(async () => {
  server = await startTestServer();
  const siteId = await defaultSiteId(server.database.db);
  operator = clientFor(
    server.app,
    await signIn(server.app, DEMO_OPERATOR.username, DEMO_OPERATOR.password),
  );
  reseller = await freshReseller(server.app, server.database.db, siteId, 'shipper', 1_000_000);
  order = await paidOrder();
});

afterAll(async () => {
  await server?.close();
});

describe('operator production steps', () => {
  it('ships only what is in production, with its tracking number', async () => {
    const early = await operator('POST', `/admin/order/${order.id}/ship`, {
      carrier: 'UPS',
      tracking_number: '1Z999AA10123456784',
    });
    expect(early.status_code).toBe(409);

    const started = await operator<Order[]>('POST', '/admin/order/startProduction', {
      order_ids: [order.id],
    });
    expect(started.status_code, started.msg).toBe(200);
    expect(started.data[0]!.status).toBe('in_production');

    const bad = await operator('POST', `/admin/order/${order.id}/ship`, {
      carrier: 'UPS',
      tracking_number: 'no spaces allowed',
    });
    expect(bad.status_code).toBe(422);

    const shipped = await operator<Order>('POST', `/admin/order/${order.id}/ship`, {
      carrier: 'UPS',
      tracking_number: '1Z999AA10123456784',
      tracking_url: 'https://ups.example/1Z',
    });
    expect(shipped.status_code, shipped.msg).toBe(200);
    expect(shipped.data).toMatchObject({
      status: 'shipped',
      carrier: 'UPS',
      tracking_number: '1Z999AA10123456784',
    });
    const seen = await reseller.call<Order>('GET', `/distribution/order/${order.id}`);
    expect(seen.data.tracking_number).toBe('1Z999AA10123456784');
  });

  it('is for operators of the order’s own site only', async () => {
    const asReseller = await reseller.call('POST', '/admin/order/startProduction', {
      order_ids: [order.id],
    });
    expect(asReseller.http).toBe(403);
    await createSite(server.database.db, '另一站', 'other-ship.example');
    const elsewhere = await server.app.inject({
      method: 'POST',
      url: '/req/admin/order/startProduction',
      headers: { host: 'other-ship.example' },
      payload: { order_ids: [order.id] },
    });
    expect(elsewhere.statusCode).toBe(401);
    const missing = await operator('POST', '/admin/order/startProduction', {
      order_ids: [999999],
    });
    expect(missing.status_code).toBe(404);
  });
});
