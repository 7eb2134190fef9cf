import ExcelJS from 'exceljs';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  BasicProductSummary,
  CartItem,
  DistributionBasicProduct,
  DistributionBasicProductSummary,
  LogisticsMethod,
  OrderDetail,
  OrderImport,
  OrderPayResult,
  Paginator,
  PurchaseRule,
  StockInbound,
  SubSiteOrder,
} from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { jobHandlers } from '../src/modules/index.js';
import { createJobWorker } from '../src/modules/jobs/worker.js';
import { standardColumns } from '../src/modules/order-import/columns.js';
import { orderItems, orders } from '../src/modules/orders/schema.js';
import { designedProductSkus, designedProducts } from '../src/modules/products/schema.js';
import { importContext, importStoreOrders } from '../src/modules/stores/order-import.js';
import { stores } from '../src/modules/stores/schema.js';
import { markupOf } from '../src/modules/sub-sites/markup.js';
import { users } from '../src/modules/users/schema.js';
import { addAddress, demoShirt, freshReseller, signedInOperator } from './cart-fixtures.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';
import { callApi } from './support/api.js';
import { verifiedSubSite } from './support/sub-site.js';
import { documentWithoutViews } from './support/designed-rows.js';

let server: TestServer;
let db: Db;
let siteId: number;
let shirt: Awaited<ReturnType<typeof demoShirt>>;
let site: Awaited<ReturnType<typeof verifiedSubSite>>;
let plain: Awaited<ReturnType<typeof freshReseller>>;
let shopper: Awaited<ReturnType<typeof freshReseller>>;

const HOST = 'prices.example.com';
/** The shirt's category carries 20 %, every other 10 %. */
const SHIRT_BP = 2000;

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  siteId = await defaultSiteId(db);
  shirt = await demoShirt(db, siteId);
  site = await verifiedSubSite(server.app, db, siteId, {
    host: HOST,
    defaultPercent: 10,
    category: { id: shirt.shirt.categoryId!, percent: 20 },
  });
  plain = await freshReseller(server.app, db, siteId, 'ssp_plain');
  shopper = await site.customer('ssp_shopper');
});
afterAll(async () => {
  await server?.close();
});

const cents = (yuan: string) => Math.round(Number(yuan) * 100);
/** A platform price in yuan as the sub-site shows it for the shirt. */
const marked = (yuan: string) => {
  const platform = cents(yuan);
  return ((platform + markupOf(platform, SHIRT_BP)) / 100).toFixed(2);
};

async function balanceOf(userId: number): Promise<number> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row!.balanceCents;
}

/** A designed product of the shopper's (ready to order) with one SKU code. */
async function designedSkuOf(userId: number, code: string) {
  const [product] = await db
    .insert(designedProducts)
    .values({
      siteId,
      userId,
      name: '分站客户的设计',
      basicProductId: shirt.shirt.id,
      document: documentWithoutViews(shirt.shirt.id),
      schemaVersion: 1,
      status: 'ready',
    })
    .returning();
  const [sku] = await db
    .insert(designedProductSkus)
    .values({
      productId: product!.id,
      colorId: shirt.colors[0]!.id,
      sizeId: shirt.sizes[0]!.id,
      sku: code,
      purchasePriceCents: 0,
    })
    .returning();
  return sku!;
}

/** Pays an order as the shopper; answers what the owner's balance gained. */
async function payAndCredit(orderId: number): Promise<number> {
  const before = await balanceOf(site.owner.user.id);
  const paid = await shopper.call<OrderPayResult[]>('POST', '/distribution/order/pay', {
    order_ids: [orderId],
    idempotency_key: `ssp-pay-${orderId}`,
  });
  expect(paid.data[0], paid.msg).toMatchObject({ paid: true });
  return (await balanceOf(site.owner.user.id)) - before;
}

describe(`sub-site prices on ${testDbKind}`, () => {
  it("shows the customer the price it pays: lists, detail, SKU rule, the cart's line", async () => {
    const list = (call: typeof plain.call) =>
      call<Paginator<DistributionBasicProductSummary>>(
        'GET',
        `/distribution/basicProduct?keyword=${shirt.shirt.code}`,
      );
    const base = (await list(plain.call)).data.data[0]!;
    const mine = (await list(shopper.call)).data.data[0]!;
    expect(mine.purchase_price).toBe(marked(base.purchase_price));
    expect(mine.price).toBe(marked(base.price));

    const detail = (call: typeof plain.call) =>
      call<DistributionBasicProduct>('GET', `/distribution/basicProduct/${shirt.shirt.id}`);
    const baseDetail = (await detail(plain.call)).data;
    const myDetail = (await detail(shopper.call)).data;
    expect(myDetail.purchase_price).toBe(marked(baseDetail.purchase_price));
    expect(myDetail.level_prices.map((l) => l.price)).toEqual(
      baseDetail.level_prices.map((l) => marked(l.price)),
    );

    const sku = `color_id=${shirt.colors[0]!.id}&size_id=${shirt.sizes[0]!.id}`;
    const rule = (call: typeof plain.call) =>
      call<PurchaseRule>(
        'GET',
        `/distribution/basicProduct/getPurchaseRule/${shirt.shirt.id}?${sku}`,
      );
    const baseRule = (await rule(plain.call)).data;
    const myRule = (await rule(shopper.call)).data;
    expect(myRule.purchase_price).toBe(marked(baseRule.purchase_price));
    expect(myRule.original_price).toBe(marked(baseRule.original_price));

    // What the editor and detail page show is what the cart charges.
    const added = await shopper.call<CartItem>('POST', '/distribution/cartItem', {
      basic_product_id: shirt.shirt.id,
      color_id: shirt.colors[0]!.id,
      size_id: shirt.sizes[0]!.id,
      quantity: 1,
    });
    expect(added.status_code, added.msg).toBe(200);
    expect(added.data.unit_price).toBe(myRule.purchase_price);
  });

  it("shows visitors on the sub-site's host and its customers its prices, everyone else the platform's", async () => {
    const publicList = (host?: string) =>
      callApi<Paginator<BasicProductSummary>>(
        server.app,
        'GET',
        `/req/frontend/basicProduct?keyword=${shirt.shirt.code}`,
        host ? { host } : {},
      );
    const platform = (await publicList()).data.data[0]!;
    const onSubSite = (await publicList(HOST)).data.data[0]!;
    expect(onSubSite.price).toBe(marked(platform.price));
    const detail = await callApi<BasicProductSummary>(
      server.app,
      'GET',
      `/req/frontend/basicProduct/${shirt.shirt.id}`,
      { host: HOST },
    );
    expect(detail.data.price).toBe(onSubSite.price);
    // A signed-in customer sees its price on the public pages of any host.
    const signedIn = await callApi<Paginator<BasicProductSummary>>(
      server.app,
      'GET',
      `/req/frontend/basicProduct?keyword=${shirt.shirt.code}`,
      { token: shopper.token },
    );
    expect(signedIn.data.data[0]!.price).toBe(onSubSite.price);
  });

  it('gives orders imported from a spreadsheet the markup, credited when paid', async () => {
    const code = `SSP-SHEET-${Date.now() % 100000}`;
    await designedSkuOf(shopper.user.id, code);
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('订单');
    const row: Record<string, string | number> = {
      order_no: 'SUB-1',
      recipient_name: 'Jane Doe',
      address1: '123 Main St',
      city: 'Los Angeles',
      province: 'CA',
      postcode: '01234',
      country_code: 'US',
      phone: '+1 213 555 0100',
      sku: code,
      quantity: 3,
    };
    sheet.addRow(standardColumns.map((c) => c.title));
    sheet.addRow(standardColumns.map((c) => c.key));
    sheet.addRow(standardColumns.map((c) => row[c.key] ?? ''));
    const form = new FormData();
    form.append('kind', 'standard');
    form.append(
      'file',
      new Blob([new Uint8Array(await workbook.xlsx.writeBuffer())]),
      'orders.xlsx',
    );
    const started = await server.app.inject({
      method: 'POST',
      url: '/req/distribution/orderImport',
      headers: { authorization: `Bearer ${shopper.token}` },
      payload: form,
    });
    const startedBody = started.json() as { status_code: number; msg: string; data: OrderImport };
    expect(startedBody.status_code, startedBody.msg).toBe(200);
    const worker = createJobWorker({
      db,
      handlers: jobHandlers({ config: server.config }),
      onError: (error) => console.error('import job failed', error),
    });
    while (await worker.runOnce());

    const [order] = await db
      .select()
      .from(orders)
      .where(eq(orders.platformOrderName, 'SUB-1'))
      .orderBy(asc(orders.id));
    expect(order?.userId).toBe(shopper.user.id);
    const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    const platformUnit = line!.unitPriceCents - line!.markupCents;
    expect(line!.markupCents).toBe(markupOf(platformUnit, SHIRT_BP));
    expect(line!.markupCents).toBeGreaterThan(0);

    const owed = await site.owner.call<Paginator<SubSiteOrder>>(
      'GET',
      '/distribution/subSite/orders',
    );
    expect(owed.data.data.find((o) => o.order_id === order!.id)).toMatchObject({
      credited: false,
      markup: ((line!.markupCents * 3) / 100).toFixed(2),
    });
    expect(await payAndCredit(order!.id)).toBe(line!.markupCents * 3);
  });

  it('buys warehouse stock at the platform price; an order from it pays and credits the markup', async () => {
    const stocker = await site.customer('ssp_stock');
    const operator = await signedInOperator(
      server.app,
      db,
      siteId,
      `ssp_op_${Date.now() % 100000}`,
    );
    const sku = {
      basic_product_id: shirt.shirt.id,
      color_id: shirt.colors[0]!.id,
      size_id: shirt.sizes[0]!.id,
    };
    const platformRule = (
      await plain.call<PurchaseRule>(
        'GET',
        `/distribution/basicProduct/getPurchaseRule/${sku.basic_product_id}?color_id=${sku.color_id}&size_id=${sku.size_id}`,
      )
    ).data;
    const inbound = await stocker.call<StockInbound>('POST', '/distribution/warehouse/inbound', {
      item_type: 'blank',
      ...sku,
      quantity: 2,
      idempotency_key: `ssp-inbound-${stocker.user.id}`,
    });
    expect(inbound.status_code, inbound.msg).toBe(200);
    expect(inbound.data.unit_cost).toBe(platformRule.purchase_price);
    const received = await operator('POST', `/admin/warehouse/inbound/${inbound.data.id}/receive`, {
      quantity: 2,
    });
    expect(received.status_code, received.msg).toBe(200);

    const address = await addAddress(stocker.call);
    const lines = await stocker.call<CartItem[]>('POST', '/distribution/cartItem/addCartItems', {
      items: [{ ...sku, quantity: 2 }],
    });
    const ids = lines.data.map((line) => line.id);
    const methods = await stocker.call<LogisticsMethod[]>(
      'GET',
      `/distribution/cartItem/logistics?address_id=${address.id}&item_ids=${ids.join(',')}`,
    );
    const order = await stocker.call<OrderDetail>('POST', '/distribution/cartItem/createOrder', {
      item_ids: ids,
      address_id: address.id,
      logistics_id: methods.data[0]!.id,
      idempotency_key: `ssp-stock-order-${stocker.user.id}`,
    });
    expect(order.status_code, order.msg).toBe(200);
    const unitMarkup = markupOf(cents(platformRule.purchase_price), SHIRT_BP);
    expect(order.data.items[0]).toMatchObject({
      from_stock: true,
      unit_price: (unitMarkup / 100).toFixed(2),
    });
    const before = await balanceOf(site.owner.user.id);
    const paid = await stocker.call<OrderPayResult[]>('POST', '/distribution/order/pay', {
      order_ids: [order.data.id],
      idempotency_key: `ssp-stock-pay-${order.data.id}`,
    });
    expect(paid.data[0], paid.msg).toMatchObject({ paid: true });
    expect((await balanceOf(site.owner.user.id)) - before).toBe(unitMarkup * 2);
  });

  it('gives store orders the markup, also on a line mapped by hand afterwards', async () => {
    const code = `SSP-STORE-${Date.now() % 100000}`;
    const designed = await designedSkuOf(shopper.user.id, code);
    const [store] = await db
      .insert(stores)
      .values({
        siteId,
        userId: shopper.user.id,
        platform: 5,
        name: '分站客户的店',
        shopDomain: `ssp-${Date.now() % 100000}.myshopify.com`,
      })
      .returning();
    const line = (lineId: string, sku: string, quantity: number) => ({
      lineId,
      sku,
      variantId: '',
      title: 'T 恤',
      quantity,
      unitPriceCents: 2999,
      customisation: [],
    });
    await db.transaction(async (tx) =>
      importStoreOrders(tx, store!, await importContext(tx, store!), [
        {
          platformOrderId: 'SSP-1',
          name: '#1001',
          createdAt: new Date(),
          updatedAt: new Date(),
          cancelled: false,
          email: 'buyer@example.com',
          address: {
            recipient_name: 'Jane Doe',
            phone: '+1 213 555 0100',
            country_code: 'US',
            province: 'CA',
            city: 'Los Angeles',
            district: '',
            address1: '123 Main St',
            address2: '',
            postcode: '01234',
          },
          lines: [line('1', code, 2), line('2', 'NOT-MAPPED-YET', 1)],
        },
      ]),
    );
    const [order] = await db.select().from(orders).where(eq(orders.storeId, store!.id));
    const unmapped = (
      await db.select().from(orderItems).where(eq(orderItems.orderId, order!.id))
    ).find((item) => item.itemType === 'unmapped')!;
    const mapped = await shopper.call('POST', '/distribution/order/mapSku', {
      order_item_id: unmapped.id,
      designed_product_sku_id: designed.id,
      goods_sku_id: null,
      save_mapping: false,
    });
    expect(mapped.status_code, mapped.msg).toBe(200);

    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order!.id));
    const unitMarkup = markupOf(items[0]!.unitPriceCents - items[0]!.markupCents, SHIRT_BP);
    expect(items.map((item) => item.markupCents)).toEqual([unitMarkup, unitMarkup]);
    expect(await payAndCredit(order!.id)).toBe(unitMarkup * 3);
  });
});
