import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Store,
  TemuBoxLabels,
  TemuLogisticsCompany,
  TemuPurchaseOrder,
  TemuShipOrder,
} from '@podkit/sdk-core';
import type { Paginator } from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { jobHandlers } from '../src/modules/index.js';
import { createJobWorker, type JobWorker } from '../src/modules/jobs/worker.js';
import { temuPurchaseOrderLines, temuPurchaseOrders } from '../src/modules/temu-hosted/schema.js';
import { freshReseller, signedInOperator } from './cart-fixtures.js';
import { startTemuHostedFake, type TemuHostedFake } from './fakes/temu-hosted.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';
import { decodeBarcode, pdfFacts, pdfPagePng } from './support/barcodes.js';
import { connectOAuthStore, drainRetrying } from './support/stores.js';

const APP = { appKey: 'temu-hosted-key-20', appSecret: 'temu-hosted-secret-20' };
const SYNC = 'temuHosted.syncPurchaseOrders';

let fake: TemuHostedFake;
let server: TestServer;
let db: Db;
let worker: JobWorker;

beforeAll(async () => {
  fake = await startTemuHostedFake({ ...APP, listQuotaEvery: 0 });
  server = await startTestServer({
    env: { TEMU_HOSTED_AUTHORIZE_URL: fake.authorizeUrl, TEMU_HOSTED_API_URL: fake.url },
  });
  db = server.database.db;
  worker = createJobWorker({ db, handlers: jobHandlers({ config: server.config }) });
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

async function download(url: string): Promise<Buffer> {
  const { pathname, search } = new URL(url, 'http://localhost');
  const res = await server.app.inject({ method: 'GET', url: `${pathname}${search}` });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

describe(`Temu hosted purchase orders, ship orders and boxes, on ${testDbKind}`, () => {
  let reseller: Awaited<ReturnType<typeof freshReseller>>;
  let store: Store;
  let ship: TemuShipOrder;
  let draft: TemuShipOrder;

  const purchaseOrders = async (query = '') =>
    (
      await reseller.call<Paginator<TemuPurchaseOrder>>(
        'GET',
        `/distribution/temuPurchaseOrder?page_size=100${query}`,
      )
    ).data;

  it('authorises a Temu hosted store with the site’s app, listing no customer orders', async () => {
    const siteId = await defaultSiteId(db);
    reseller = await freshReseller(server.app, db, siteId, 'temuhosted');
    const operator = await signedInOperator(server.app, db, siteId, 'temuhosted_operator');
    const saved = await operator('PUT', '/admin/storePlatforms/20', { enabled: true, fields: APP });
    expect(saved.status_code, saved.msg).toBe(200);
    store = await connectOAuthStore(reseller, { platform: 20 });
    expect(store).toMatchObject({
      platform: 20,
      platform_name: 'Temu 托管',
      shop_domain: String(fake.mallId),
      state: 'authorised',
    });
    await drainRetrying(db, worker, 'store.syncOrders');
    const orders = await reseller.call<Paginator<unknown>>(
      'GET',
      '/distribution/order?page_size=5',
    );
    expect(orders.data.total ?? 0).toBe(0);
  });

  it('syncs 250 purchase orders page by page, and a second run doubles none', async () => {
    fake.seedPurchaseOrders(250);
    const asked = await reseller.call('POST', '/distribution/temuPurchaseOrder/sync', {
      store_id: store.id,
    });
    expect(asked.status_code, asked.msg).toBe(200);
    await drainRetrying(db, worker, SYNC);
    expect((await purchaseOrders()).total).toBe(250);

    // Temu changes a quantity; the next sync updates the row in place.
    fake.purchaseOrders[0]!.skuQuantityDetailList[0]!.deliverQuantity = 2;
    await reseller.call('POST', '/distribution/temuPurchaseOrder/sync', { store_id: store.id });
    await reseller.call('POST', '/distribution/temuPurchaseOrder/sync', { store_id: store.id });
    await drainRetrying(db, worker, SYNC);
    const rows = await db.select().from(temuPurchaseOrders);
    expect(rows).toHaveLength(250);
    expect(await db.select().from(temuPurchaseOrderLines)).toHaveLength(500);
    const first = (await purchaseOrders(`&keyword=${fake.purchaseOrders[0]!.subPurchaseOrderSn}`))
      .data[0]!;
    expect(first).toMatchObject({
      status: 1,
      status_label: '待发货',
      warehouse_name: '广州花都收货仓',
      skc_code: 'MUG-1',
    });
    expect(first.lines[0]).toMatchObject({ purchase_quantity: 10, delivered_quantity: 2 });
  }, 240_000);

  it('refuses another reseller’s store and a store of another platform', async () => {
    const other = await freshReseller(server.app, db, await defaultSiteId(db), 'temuhosted_b');
    const refused = await other.call('POST', '/distribution/temuPurchaseOrder/sync', {
      store_id: store.id,
    });
    expect(refused.status_code).not.toBe(200);
    expect(refused.msg).toContain('店铺');
    expect(
      (await other.call<Paginator<unknown>>('GET', '/distribution/temuPurchaseOrder')).data.total,
    ).toBe(0);
  });

  it('creates a ship order from purchase-order lines, within what is left to ship', async () => {
    const order = (await purchaseOrders(`&keyword=${fake.purchaseOrders[0]!.subPurchaseOrderSn}`))
      .data[0]!;
    const [white, black] = order.lines;
    const tooMany = await reseller.call('POST', '/distribution/temuShipOrder', {
      purchase_order_id: order.id,
      lines: [{ purchase_order_line_id: white!.id, quantity: 9 }],
    });
    expect(tooMany.msg).toBe('SKU MUG-1-W 最多还可发 8 件');
    const made = await reseller.call<TemuShipOrder>('POST', '/distribution/temuShipOrder', {
      purchase_order_id: order.id,
      lines: [
        { purchase_order_line_id: white!.id, quantity: 8 },
        { purchase_order_line_id: black!.id, quantity: 6 },
      ],
    });
    expect(made.status_code, made.msg).toBe(200);
    ship = made.data;
    expect(ship).toMatchObject({
      status: 'draft',
      quantity: 14,
      sub_purchase_order_sn: order.sub_purchase_order_sn,
    });
    expect(ship.boxes).toHaveLength(1);
    const again = await reseller.call('POST', '/distribution/temuShipOrder', {
      purchase_order_id: order.id,
      lines: [{ purchase_order_line_id: black!.id, quantity: 1 }],
    });
    expect(again.msg).toBe('SKU MUG-1-B 最多还可发 0 件');

    const waiting = fake.purchaseOrders.find((o) => o.status === 0)!;
    const notYet = (await purchaseOrders(`&keyword=${waiting.subPurchaseOrderSn}`)).data[0]!;
    const refused = await reseller.call('POST', '/distribution/temuShipOrder', {
      purchase_order_id: notYet.id,
      lines: [{ purchase_order_line_id: notYet.lines[0]!.id, quantity: 1 }],
    });
    expect(refused.msg).toBe(`采购单 ${waiting.subPurchaseOrderSn} 不是待发货状态，不能创建发货单`);
  });

  it('packs the ship order in boxes that hold exactly what it ships', async () => {
    const [white, black] = ship.lines;
    const short = await reseller.call('PUT', `/distribution/temuBox/${ship.id}`, {
      boxes: [{ items: [{ line_id: white!.id, quantity: 8 }] }],
    });
    expect(short.msg).toBe('SKU MUG-1-B 装箱 0 件，与发货数量 6 件不一致');
    const saved = await reseller.call<TemuShipOrder>('PUT', `/distribution/temuBox/${ship.id}`, {
      boxes: [
        { items: [{ line_id: white!.id, quantity: 5 }] },
        {
          items: [
            { line_id: white!.id, quantity: 3 },
            { line_id: black!.id, quantity: 6 },
          ],
        },
      ],
    });
    expect(saved.status_code, saved.msg).toBe(200);
    expect(saved.data.boxes.map((b) => b.box_no)).toEqual([1, 2]);
    const early = await reseller.call('POST', `/distribution/temuBox/${ship.id}/labels`);
    expect(early.msg).toBe('请先将发货单发送到 Temu，取得包裹号后再打印箱唛');
    ship = saved.data;
  });

  it('sends the ship order to Temu in its format, one package per box', async () => {
    const sent = await reseller.call<TemuShipOrder>(
      'POST',
      `/distribution/temuShipOrder/${ship.id}/send`,
    );
    expect(sent.status_code, sent.msg).toBe(200);
    expect(fake.createRequests).toHaveLength(1);
    const skuIds = fake.purchaseOrders[0]!.skuQuantityDetailList.map((s) => s.productSkuId);
    expect(fake.createRequests[0]).toMatchObject({
      deliveryOrderCreateGroupList: [
        {
          subWarehouseId: 880001,
          deliveryOrderCreateInfos: [
            {
              subPurchaseOrderSn: ship.sub_purchase_order_sn,
              deliveryAddressId: 5001,
              deliverOrderDetailInfos: [
                { productSkuId: skuIds[0], deliverSkuNum: 8 },
                { productSkuId: skuIds[1], deliverSkuNum: 6 },
              ],
              packageInfos: [
                { packageDetailSaveInfos: [{ productSkuId: skuIds[0], skuNum: 5 }] },
                {
                  packageDetailSaveInfos: [
                    { productSkuId: skuIds[0], skuNum: 3 },
                    { productSkuId: skuIds[1], skuNum: 6 },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    const temuShip = fake.shipOrders[0]!;
    expect(sent.data).toMatchObject({
      status: 'sent',
      delivery_order_sn: temuShip.deliveryOrderSn,
      warehouse_name: '广州花都收货仓',
    });
    expect(sent.data.boxes.map((b) => b.package_sn)).toEqual(
      temuShip.packages.map((p) => p.packageSn),
    );
    const twice = await reseller.call('POST', `/distribution/temuShipOrder/${ship.id}/send`);
    expect(twice.msg).toBe('发货单已发送到 Temu');
    expect(fake.createRequests).toHaveLength(1);
    ship = sent.data;
  });

  it('prints the box labels as a PDF whose barcodes decode to Temu’s package numbers', async () => {
    const made = await reseller.call<TemuBoxLabels>(
      'POST',
      `/distribution/temuBox/${ship.id}/labels`,
    );
    expect(made.status_code, made.msg).toBe(200);
    expect(made.data.labels).toBe(2);
    const pdf = await download(made.data.url);
    expect(await pdfFacts(pdf)).toEqual({ pages: 2, widthMm: 100, heightMm: 100 });
    for (const [index, box] of ship.boxes.entries())
      await expect(decodeBarcode(await pdfPagePng(pdf, index + 1))).resolves.toBe(box.package_sn);
  });

  it('adopts the ship order Temu already holds when a send broke off after Temu created it', async () => {
    const order = (await purchaseOrders(`&keyword=${fake.purchaseOrders[1]!.subPurchaseOrderSn}`))
      .data[0]!;
    const made = await reseller.call<TemuShipOrder>('POST', '/distribution/temuShipOrder', {
      purchase_order_id: order.id,
      lines: [{ purchase_order_line_id: order.lines[0]!.id, quantity: 10 }],
    });
    expect(made.status_code, made.msg).toBe(200);
    // Temu created it already (the answer was lost): sending again makes no second one.
    fake.shipOrders.push({
      deliveryOrderSn: 'FH2411999999999',
      subPurchaseOrderSn: order.sub_purchase_order_sn,
      status: 0,
      subWarehouseId: 880001,
      subWarehouseName: '广州花都收货仓',
      deliveryAddressId: 5001,
      packages: [{ packageSn: 'PC24119999999999', details: [] }],
    });
    const sent = await reseller.call<TemuShipOrder>(
      'POST',
      `/distribution/temuShipOrder/${made.data.id}/send`,
    );
    expect(sent.status_code, sent.msg).toBe(200);
    expect(sent.data.delivery_order_sn).toBe('FH2411999999999');
    expect(fake.createRequests).toHaveLength(1);
    const listed = await reseller.call<Paginator<TemuShipOrder>>(
      'GET',
      '/distribution/temuShipOrder',
    );
    expect(listed.data.total).toBe(2);
  });

  it('refuses 装箱发货 for a ship order that has no Temu packages yet, and a trip half filled', async () => {
    const order = (await purchaseOrders(`&keyword=${fake.purchaseOrders[2]!.subPurchaseOrderSn}`))
      .data[0]!;
    const made = await reseller.call<TemuShipOrder>('POST', '/distribution/temuShipOrder', {
      purchase_order_id: order.id,
      lines: [{ purchase_order_line_id: order.lines[0]!.id, quantity: 4 }],
    });
    expect(made.status_code, made.msg).toBe(200);
    draft = made.data;
    const early = await reseller.call(
      'POST',
      `/distribution/temuShipOrder/${draft.id}/packingSend`,
      {
        deliver_method: 3,
        express_company_id: 101,
        express_delivery_sn: 'SF0000000001',
      },
    );
    expect(early.msg).toBe('请先将发货单发送到 Temu，取得包裹号后再装箱发货');

    const pack = (body: object) =>
      reseller.call('POST', `/distribution/temuShipOrder/${ship.id}/packingSend`, body);
    expect((await pack({ deliver_method: 3, express_company_id: 101 })).msg).toBe(
      '请选择快递公司并填写快递单号',
    );
    expect(
      (await pack({ deliver_method: 3, express_company_id: 999, express_delivery_sn: 'X1' })).msg,
    ).toBe('Temu 不支持所选快递公司，请重新选择');
    expect(
      (await pack({ deliver_method: 1, driver_name: '王师傅', phone: '13800000000' })).msg,
    ).toBe('自送请填写司机姓名、车牌号和电话');
    const wrongMethod = await pack({ deliver_method: 2 });
    expect(wrongMethod.status_code).toBe(422);
    expect(fake.packingRequests).toHaveLength(0);
  });

  it('lists the carriers Temu accepts for the trip', async () => {
    const listed = await reseller.call<TemuLogisticsCompany[]>(
      'GET',
      `/distribution/temuShipOrder/${ship.id}/logisticsCompanies`,
    );
    expect(listed.status_code, listed.msg).toBe(200);
    expect(listed.data).toContainEqual({ id: 101, name: '顺丰速运' });
  });

  it('packs and sends to Temu once, though clicked twice at the same time and once more after', async () => {
    const body = {
      deliver_method: 3,
      express_company_id: 101,
      express_delivery_sn: 'SF1234567890',
    };
    const url = `/distribution/temuShipOrder/${ship.id}/packingSend`;
    const clicks = await Promise.all([
      reseller.call<TemuShipOrder>('POST', url, body),
      reseller.call<TemuShipOrder>('POST', url, body),
    ]);
    const done = clicks.filter((c) => c.status_code === 200);
    expect(done.length).toBeGreaterThan(0);
    for (const other of clicks.filter((c) => c.status_code !== 200))
      expect(other.msg).toBe('该发货单正在装箱发货，请稍后刷新');
    const again = await reseller.call<TemuShipOrder>('POST', url, body);
    expect(again.status_code, again.msg).toBe(200);
    expect(fake.packingRequests).toHaveLength(1);
    expect(fake.packingRequests[0]).toMatchObject({
      deliverMethod: 3,
      deliveryAddressId: 5001,
      deliveryOrderSnList: [ship.delivery_order_sn],
      thirdPartyExpressDeliveryInfoVO: {
        expressCompanyId: 101,
        expressCompanyName: '顺丰速运',
        expressDeliverySn: 'SF1234567890',
        expressPackageNum: 2,
      },
    });
    const temuShip = fake.shipOrders.find((s) => s.deliveryOrderSn === ship.delivery_order_sn)!;
    expect(again.data).toMatchObject({
      status: 'shipped',
      status_label: '已装箱发货',
      temu_status: 1,
      temu_status_label: '待仓库收货',
      express_batch_sn: temuShip.expressBatchSn,
      delivery: {
        deliver_method: 3,
        express_company_name: '顺丰速运',
        express_delivery_sn: 'SF1234567890',
      },
    });
    const labels = await reseller.call('POST', `/distribution/temuBox/${ship.id}/labels`);
    expect(labels.status_code, labels.msg).toBe(200);
  });

  it('shows the status Temu reports after its warehouse receives the boxes', async () => {
    fake.receive(ship.delivery_order_sn!);
    const refreshed = await reseller.call<TemuShipOrder>(
      'POST',
      `/distribution/temuShipOrder/${ship.id}/refresh`,
    );
    expect(refreshed.status_code, refreshed.msg).toBe(200);
    expect(refreshed.data).toMatchObject({ temu_status: 2, temu_status_label: '已收货' });
    const listed = await reseller.call<Paginator<TemuShipOrder>>(
      'GET',
      `/distribution/temuShipOrder?status=shipped`,
    );
    expect(listed.data.data.map((s) => [s.id, s.temu_status_label])).toEqual([[ship.id, '已收货']]);
  });

  it('sends by the seller’s own driver, and adopts a packing send Temu took when its answer was lost', async () => {
    const saved = await reseller.call<TemuShipOrder>('PUT', `/distribution/temuBox/${draft.id}`, {
      boxes: [{ items: [{ line_id: draft.lines[0]!.id, quantity: 4 }] }],
    });
    expect(saved.status_code, saved.msg).toBe(200);
    const sent = await reseller.call<TemuShipOrder>(
      'POST',
      `/distribution/temuShipOrder/${draft.id}/send`,
    );
    expect(sent.status_code, sent.msg).toBe(200);
    const self = await reseller.call<TemuShipOrder>(
      'POST',
      `/distribution/temuShipOrder/${draft.id}/packingSend`,
      { deliver_method: 1, driver_name: '王师傅', plate_number: '粤A12345', phone: '13800000000' },
    );
    expect(self.status_code, self.msg).toBe(200);
    expect(fake.packingRequests[1]).toMatchObject({
      deliverMethod: 1,
      selfDeliveryInfo: {
        driverName: '王师傅',
        plateNumber: '粤A12345',
        deliveryContactNumber: '13800000000',
        expressPackageNum: 1,
      },
    });

    // The ship order adopted earlier: Temu already took its packing send, the answer never came.
    const adopted = (
      await reseller.call<Paginator<TemuShipOrder>>(
        'GET',
        '/distribution/temuShipOrder?keyword=FH2411999999999',
      )
    ).data.data[0]!;
    fake.shipOrders.find((s) => s.deliveryOrderSn === 'FH2411999999999')!.status = 1;
    const packed = await reseller.call<TemuShipOrder>(
      'POST',
      `/distribution/temuShipOrder/${adopted.id}/packingSend`,
      { deliver_method: 3, express_company_id: 102, express_delivery_sn: 'ZT99' },
    );
    expect(packed.status_code, packed.msg).toBe(200);
    expect(packed.data).toMatchObject({ status: 'shipped', temu_status: 1 });
    expect(fake.packingRequests).toHaveLength(2);
  });

  it('answers 401 to a call without a sign-in', async () => {
    const bare = await server.app.inject({ method: 'GET', url: '/req/distribution/temuShipOrder' });
    expect(bare.statusCode).toBe(401);
  });
});
