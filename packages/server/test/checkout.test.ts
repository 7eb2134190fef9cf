import { and, asc, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AddressBlackEntry,
  AdminCoupon,
  AdminOrder,
  CartItem,
  CartPriceBreakdown,
  ExportRecord,
  FbaWholesalePrice,
  LogisticsMethod,
  OrderDetail,
  OrderFees,
  OrderPayInfo,
  OrderPayRecord,
  OrderPayResult,
  OrderStatistics,
  OrderStatusCounts,
  Paginator,
  UserCoupon,
} from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { priceSku } from '../src/modules/catalog/pricing.js';
import { blankViews } from '../src/modules/catalog/schema.js';
import { goods as goodsTable } from '../src/modules/goods/schema.js';
import { jobHandlers } from '../src/modules/index.js';
import { createJobWorker } from '../src/modules/jobs/worker.js';
import { jobs } from '../src/modules/jobs/schema.js';
import { userMessages } from '../src/modules/messages/schema.js';
import { STORE_PUSH_TRACKING_JOB } from '../src/modules/orders/order-transition.js';
import { orderEvents, orders } from '../src/modules/orders/schema.js';
import { stores } from '../src/modules/stores/schema.js';
import {
  designedProducts,
  productMockups,
  productPrintFiles,
} from '../src/modules/products/schema.js';
import { groups, users } from '../src/modules/users/schema.js';
import { changeBalance } from '../src/modules/wallet/balance.js';
import { walletLedger } from '../src/modules/wallet/schema.js';
import { createStorage } from '../src/storage/index.js';
import type { clientFor } from './cart-fixtures.js';
import {
  addAddress,
  demoGoods,
  demoShirt,
  freshReseller,
  signedInOperator,
} from './cart-fixtures.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';
import { makePng } from './support/images.js';
import { insertDesignedProduct } from './support/designed-rows.js';

let server: TestServer;
let db: Db;
let siteId: number;
let operator: ReturnType<typeof clientFor>;

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  siteId = await defaultSiteId(db);
  operator = await signedInOperator(server.app, db, siteId, 'checkout_op');
});
afterAll(async () => {
  await server?.close();
});

type Reseller = Awaited<ReturnType<typeof freshReseller>>;
let keyCounter = 0;
const newKey = () => `checkout-${Date.now()}-${(keyCounter += 1)}`;
const cents = (yuan: string) => Math.round(Number(yuan) * 100);

async function balanceOf(userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user!.balanceCents;
}

async function levels() {
  return db
    .select()
    .from(groups)
    .where(eq(groups.siteId, siteId))
    .orderBy(asc(groups.thresholdCents));
}

/** A shirt line (2 units) and a plain good (1) in the cart, an address and the first method. */
async function cartFor(reseller: Reseller, overrides: Parameters<typeof addAddress>[1] = {}) {
  const address = await addAddress(reseller.call, overrides);
  const { shirt, colors, sizes } = await demoShirt(db, siteId);
  const { plain } = await demoGoods(db, siteId);
  const lines = await reseller.call<CartItem[]>('POST', '/distribution/cartItem/addCartItems', {
    items: [
      { basic_product_id: shirt.id, color_id: colors[0]!.id, size_id: sizes[1]!.id, quantity: 2 },
      { goods_id: plain.id, quantity: 1 },
    ],
  });
  expect(lines.status_code, lines.msg).toBe(200);
  const ids = lines.data.map((line) => line.id);
  const methods = await reseller.call<LogisticsMethod[]>(
    'GET',
    `/distribution/cartItem/logistics?address_id=${address.id}&item_ids=${ids.join(',')}`,
  );
  return { address, lines: lines.data, ids, method: methods.data[0]! };
}

async function placeOrder(
  reseller: Reseller,
  cart: Awaited<ReturnType<typeof cartFor>>,
  extra: Record<string, unknown> = {},
) {
  return reseller.call<OrderDetail>('POST', '/distribution/cartItem/createOrder', {
    item_ids: cart.ids,
    address_id: cart.address.id,
    logistics_id: cart.method.id,
    idempotency_key: newKey(),
    ...extra,
  });
}

async function pay(reseller: Reseller, orderIds: number[], key = newKey()) {
  const answer = await reseller.call<OrderPayResult[]>('POST', '/distribution/order/pay', {
    order_ids: orderIds,
    idempotency_key: key,
  });
  return answer.data;
}

async function newCoupon(input: Record<string, unknown>): Promise<AdminCoupon> {
  const answer = await operator<AdminCoupon>('POST', '/admin/coupon', {
    valid_from: new Date(Date.now() - 3_600_000).toISOString(),
    valid_to: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    ...input,
  });
  expect(answer.status_code, answer.msg).toBe(200);
  return answer.data;
}

async function issue(coupon: AdminCoupon, reseller: Reseller): Promise<UserCoupon> {
  const issued = await operator<{ issued: number }>('POST', `/admin/coupon/${coupon.id}/issue`, {
    usernames: [reseller.user.username],
  });
  expect(issued.data.issued).toBe(1);
  const mine = await reseller.call<Paginator<UserCoupon>>(
    'GET',
    '/distribution/myCoupon?status=usable',
  );
  return mine.data.data.find((c) => c.coupon_id === coupon.id)!;
}

async function messages(reseller: Reseller, type: 2 | 3) {
  const rows = await db
    .select()
    .from(userMessages)
    .where(and(eq(userMessages.userId, reseller.user.id), eq(userMessages.type, type)));
  return rows.map((row) => row.description);
}

describe(`prices per group level and coupons on ${testDbKind}`, () => {
  it('prices a blank by the purchase rule of the reseller’s level', async () => {
    const reseller = await freshReseller(server.app, db, siteId, 'lvl');
    const { shirt, colors, sizes, rules } = await demoShirt(db, siteId);
    const size = sizes[1]!;
    const all = await levels();
    const add = () =>
      reseller.call<CartItem>('POST', '/distribution/cartItem', {
        basic_product_id: shirt.id,
        color_id: colors[0]!.id,
        size_id: size.id,
        quantity: 1,
      });
    for (const level of all) {
      await db.update(users).set({ groupId: level.id }).where(eq(users.id, reseller.user.id));
      const rule = rules.find((r) => r.groupId === level.id);
      const expected = Math.trunc(
        priceSku(shirt.basePriceCents, size.surchargeCents, rule ?? undefined).purchaseCents,
      );
      const line = await add();
      expect(cents(line.data.unit_price), level.levelName).toBe(expected);
    }
    // At least one level buys cheaper than the entry level: the rules really apply.
    const prices = all.map((level) => {
      const rule = rules.find((r) => r.groupId === level.id);
      return Math.trunc(priceSku(shirt.basePriceCents, size.surchargeCents, rule).purchaseCents);
    });
    expect(new Set(prices).size).toBeGreaterThan(1);
  });

  it('applies an amount coupon and a percent coupon at checkout, once each, and stores the discount', async () => {
    const reseller = await freshReseller(server.app, db, siteId, 'cpn', 1_000_000);
    const cart = await cartFor(reseller);
    const fiveOff = await issue(
      await newCoupon({ name: '立减 5 元', kind: 'amount', amount_off: '5' }),
      reseller,
    );
    const tenPercent = await issue(
      await newCoupon({ name: '九折', kind: 'percent', percent_off: 10, min_spend: '1.00' }),
      reseller,
    );
    const tooDear = await issue(
      await newCoupon({ name: '满万减百', kind: 'amount', amount_off: 100, min_spend: 10000 }),
      reseller,
    );

    const base = await reseller.call<CartPriceBreakdown>(
      'GET',
      `/distribution/cartItem/showPrice?item_ids=${cart.ids.join(',')}&logistics_id=${cart.method.id}`,
    );
    const goods = cents(base.data.goods_amount);
    const withPercent = await reseller.call<CartPriceBreakdown>(
      'GET',
      `/distribution/cartItem/showPrice?item_ids=${cart.ids.join(',')}&logistics_id=${cart.method.id}&coupon_id=${tenPercent.id}`,
    );
    expect(cents(withPercent.data.discount)).toBe(Math.trunc(goods / 10));
    expect(cents(withPercent.data.total)).toBe(
      goods + cents(base.data.shipping_fee) - Math.trunc(goods / 10),
    );
    const refused = await reseller.call(
      'GET',
      `/distribution/cartItem/showPrice?item_ids=${cart.ids.join(',')}&coupon_id=${tooDear.id}`,
    );
    expect(refused.status_code).toBe(422);
    expect(refused.msg).toContain('满 10000.00 元才能使用');

    const usable = await reseller.call<Array<UserCoupon & { discount: string }>>(
      'GET',
      `/distribution/myCoupon/usable?item_ids=${cart.ids.join(',')}`,
    );
    // Both usable coupons, best discount first; the one whose minimum spend is not met is left out.
    expect(usable.data.map((c) => c.id).sort()).toEqual([fiveOff.id, tenPercent.id].sort());
    const discounts = usable.data.map((c) => cents(c.discount));
    expect(discounts).toEqual([...discounts].sort((x, y) => y - x));
    expect(usable.data.find((c) => c.id === tenPercent.id)!.discount).toBe(
      withPercent.data.discount,
    );

    const order = await placeOrder(reseller, cart, { coupon_id: fiveOff.id });
    expect(order.status_code, order.msg).toBe(200);
    expect(order.data).toMatchObject({ discount: '5.00', coupon_id: fiveOff.id });
    expect(cents(order.data.total)).toBe(
      cents(order.data.goods_amount) + cents(order.data.shipping_fee) - 500,
    );
    const [row] = await db.select().from(orders).where(eq(orders.id, order.data.id));
    expect(row).toMatchObject({ discountCents: 500, userCouponId: fiveOff.id });

    // One use: the same coupon on a second order is refused.
    const again = await cartFor(reseller);
    const second = await placeOrder(reseller, again, { coupon_id: fiveOff.id });
    expect(second.status_code).toBe(422);
    expect(second.msg).toBe('优惠券已使用');
    const mine = await reseller.call<Paginator<UserCoupon> & { counts: Record<string, number> }>(
      'GET',
      '/distribution/myCoupon',
    );
    expect(mine.data.counts).toEqual({ usable: 2, used: 1, expired: 0 });
    expect(mine.data.data.find((c) => c.id === fiveOff.id)).toMatchObject({
      status: 'used',
      used_order_no: order.data.order_no,
    });

    // Cancelling before payment gives the coupon back.
    await reseller.call('POST', '/distribution/order/cancel', { order_ids: [order.data.id] });
    const back = await reseller.call<Paginator<UserCoupon>>(
      'GET',
      '/distribution/myCoupon?status=usable',
    );
    expect(back.data.data.map((c) => c.id)).toContain(fiveOff.id);
  });

  it('lists expired coupons apart and refuses them', async () => {
    const reseller = await freshReseller(server.app, db, siteId, 'cpnexp');
    const coupon = await newCoupon({
      name: '过期券',
      kind: 'amount',
      amount_off: 1,
      valid_from: new Date(Date.now() - 2 * 86_400_000).toISOString(),
      valid_to: new Date(Date.now() + 1000).toISOString(),
    });
    const held = await issue(coupon, reseller);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const list = await reseller.call<Paginator<UserCoupon>>(
      'GET',
      '/distribution/myCoupon?status=expired',
    );
    expect(list.data.data.map((c) => c.id)).toEqual([held.id]);
    const cart = await cartFor(reseller);
    const order = await placeOrder(reseller, cart, { coupon_id: held.id });
    expect(order.msg).toBe('优惠券已过期');
  });
});

describe(`FBA wholesale orders on ${testDbKind}`, () => {
  it('prices by the tier the quantity reaches and needs a shipment id and the smallest quantity', async () => {
    const reseller = await freshReseller(server.app, db, siteId, 'fba');
    const address = await addAddress(reseller.call, {
      country_code: 'us',
      recipient_name: 'FBA PHX7',
    });
    const { plain } = await demoGoods(db, siteId);
    const small = await reseller.call<CartItem>('POST', '/distribution/cartItem', {
      goods_id: plain.id,
      quantity: 5,
    });
    const methods = await reseller.call<LogisticsMethod[]>(
      'GET',
      `/distribution/cartItem/logistics?address_id=${address.id}&item_ids=${small.data.id}`,
    );
    const tooFew = await reseller.call('POST', '/distribution/cartItem/createOrder', {
      item_ids: [small.data.id],
      address_id: address.id,
      logistics_id: methods.data[0]!.id,
      idempotency_key: newKey(),
      order_kind: 'fba',
      fba_shipment_id: 'FBA15ABCD1234',
    });
    expect(tooFew.msg).toBe('FBA 批发订单至少 20 件，当前 5 件');
    await reseller.call('PUT', `/distribution/cartItem/${small.data.id}`, { quantity: 50 });
    const quote = await reseller.call<FbaWholesalePrice>(
      'POST',
      '/distribution/cartItem/fbaWholesalePrice',
      {
        item_ids: [small.data.id],
      },
    );
    expect(quote.data.tier).toEqual({ min_quantity: 50, percent: 90 });
    const unit = cents(quote.data.lines[0]!.unit_price);
    expect(cents(quote.data.lines[0]!.wholesale_unit_price)).toBe(Math.trunc((unit * 90) / 100));
    const noShipment = await reseller.call('POST', '/distribution/cartItem/createOrder', {
      item_ids: [small.data.id],
      address_id: address.id,
      logistics_id: methods.data[0]!.id,
      idempotency_key: newKey(),
      order_kind: 'fba',
    });
    expect(noShipment.status_code).toBe(422);
    const order = await reseller.call<OrderDetail>('POST', '/distribution/cartItem/createOrder', {
      item_ids: [small.data.id],
      address_id: address.id,
      logistics_id: methods.data[0]!.id,
      idempotency_key: newKey(),
      order_kind: 'fba',
      fba_shipment_id: 'fba15abcd1234',
    });
    expect(order.status_code, order.msg).toBe(200);
    expect(order.data).toMatchObject({ kind: 'fba', fba_shipment_id: 'FBA15ABCD1234' });
    expect(order.data.goods_amount).toBe(quote.data.goods_amount);
    const list = await reseller.call<Paginator<OrderDetail>>('GET', '/distribution/order?kind=fba');
    expect(list.data.data.map((o) => o.id)).toEqual([order.data.id]);
  });
});

describe(`the order lifecycle with the operator on ${testDbKind}`, () => {
  it('pays, produces, ships with a tracking number, completes; each step is a message and an event', async () => {
    const reseller = await freshReseller(server.app, db, siteId, 'life', 1_000_000);
    const cart = await cartFor(reseller);
    const order = (await placeOrder(reseller, cart)).data;
    // Shipping a paid order skips production: the state machine refuses.
    expect((await pay(reseller, [order.id]))[0]!.paid).toBe(true);
    const early = await operator('POST', `/admin/order/${order.id}/ship`, {
      carrier: 'SF',
      tracking_number: 'SF1234567890',
    });
    expect(early.status_code).toBe(409);
    expect(early.msg).toBe('订单当前状态为「已付款」，不能发货');

    const toProduce = await operator<Paginator<AdminOrder>>(
      'GET',
      `/admin/order?status=paid&username=${reseller.user.username}`,
    );
    expect(toProduce.data.data.map((o) => o.id)).toEqual([order.id]);
    expect(toProduce.data.data[0]!.username).toBe(reseller.user.username);
    const started = await operator<AdminOrder[]>('POST', '/admin/order/startProduction', {
      order_ids: [order.id],
    });
    expect(started.data[0]!.status).toBe('in_production');
    const badNumber = await operator('POST', `/admin/order/${order.id}/ship`, {
      carrier: '顺丰',
      tracking_number: '单号 1',
    });
    expect(badNumber.status_code).toBe(422);
    const shipped = await operator<AdminOrder>('POST', `/admin/order/${order.id}/ship`, {
      carrier: '顺丰速运',
      tracking_number: 'SF1234567890',
    });
    expect(shipped.data).toMatchObject({
      status: 'shipped',
      carrier: '顺丰速运',
      tracking_number: 'SF1234567890',
    });
    expect(shipped.data.shipped_at).not.toBeNull();
    // An order placed here has no store: no push job.
    expect(await db.select().from(jobs).where(eq(jobs.kind, 'order.shipped'))).toHaveLength(0);

    const refundShipped = await operator('POST', `/admin/order/${order.id}/refund`, {
      reason: '客户取消',
    });
    expect(refundShipped.status_code).toBe(409);
    const done = await reseller.call<OrderDetail[]>('POST', '/distribution/order/complete', {
      order_ids: [order.id],
    });
    expect(done.data[0]!.status).toBe('completed');

    const detail = await reseller.call<OrderDetail>('GET', `/distribution/order/${order.id}`);
    // Every line has a picture: the blank's colour, the good's image.
    expect(detail.data.items.every((item) => item.image_url)).toBe(true);
    expect(detail.data.events.map((e) => `${e.event}:${e.actor_kind}`)).toEqual([
      'create:reseller',
      'pay:reseller',
      'start_production:operator',
      'ship:operator',
      'complete:reseller',
    ]);
    const orderMessages = await messages(reseller, 2);
    expect(orderMessages).toEqual(
      expect.arrayContaining([
        `订单 ${order.order_no} 已开始生产。`,
        `订单 ${order.order_no} 已发货：顺丰速运，运单号 SF1234567890。`,
        `订单 ${order.order_no} 已确认收货，订单完成。`,
      ]),
    );
  });

  it('queues one store.pushTracking job when an order from a store ships', async () => {
    const reseller = await freshReseller(server.app, db, siteId, 'store', 1_000_000);
    const order = (await placeOrder(reseller, await cartFor(reseller))).data;
    const [store] = await db
      .insert(stores)
      .values({
        siteId,
        userId: reseller.user.id,
        platform: 5,
        name: 'demo',
        shopDomain: 'demo.myshopify.com',
        state: 'authorised',
      })
      .returning();
    await db
      .update(orders)
      .set({ platform: 5, storeId: store!.id, storeName: 'demo.myshopify.com' })
      .where(eq(orders.id, order.id));
    await pay(reseller, [order.id]);
    await operator('POST', '/admin/order/startProduction', { order_ids: [order.id] });
    await operator('POST', `/admin/order/${order.id}/ship`, {
      carrier: 'UPS',
      tracking_number: '1Z999AA10123456784',
    });
    const pushed = await db.select().from(jobs).where(eq(jobs.kind, STORE_PUSH_TRACKING_JOB));
    expect(pushed.map((job) => job.payload)).toEqual([{ orderId: order.id }]);
    const [shipped] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(shipped).toMatchObject({
      trackingPushState: 'pending',
      carrier: 'UPS',
      trackingNumber: '1Z999AA10123456784',
    });
  });

  it('refunds a paid order to the balance with a ledger row, a trade message and an order message, once', async () => {
    const reseller = await freshReseller(server.app, db, siteId, 'refund', 1_000_000);
    const order = (await placeOrder(reseller, await cartFor(reseller))).data;
    await pay(reseller, [order.id]);
    const paidBalance = await balanceOf(reseller.user.id);
    const [first, second] = await Promise.all([
      operator<AdminOrder>('POST', `/admin/order/${order.id}/refund`, { reason: '缺货' }),
      operator<AdminOrder>('POST', `/admin/order/${order.id}/refund`, { reason: '缺货' }),
    ]);
    expect([first.status_code, second.status_code].sort()).toEqual([200, 409]);
    expect(await balanceOf(reseller.user.id)).toBe(paidBalance + cents(order.total));
    const ledger = await db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.userId, reseller.user.id));
    expect(ledger.filter((row) => row.kind === 'refund').map((row) => row.amountCents)).toEqual([
      cents(order.total),
    ]);
    expect(ledger.reduce((sum, row) => sum + row.amountCents, 0)).toBe(
      await balanceOf(reseller.user.id),
    );
    expect(await messages(reseller, 3)).toContain(
      `订单 ${order.order_no} 退款 ${order.total} 元已退回余额。`,
    );
    expect(await messages(reseller, 2)).toContain(
      `订单 ${order.order_no} 已退款（缺货），${order.total} 元已退回余额。`,
    );
    const records = await reseller.call<Paginator<OrderPayRecord>>(
      'GET',
      '/distribution/order/payRecords',
    );
    expect(records.data.data.map((r) => `${r.kind}:${r.amount}`)).toEqual([
      `refund:${order.total}`,
      `payment:-${order.total}`,
    ]);
  });

  it('holds and releases by hand; a held order cannot be paid or shipped', async () => {
    const reseller = await freshReseller(server.app, db, siteId, 'hold', 1_000_000);
    const order = (await placeOrder(reseller, await cartFor(reseller))).data;
    const held = await operator<AdminOrder[]>('POST', '/admin/order/hold', {
      order_ids: [order.id],
      note: '核实地址',
    });
    expect(held.data[0]).toMatchObject({
      status: 'on_hold',
      hold_reason: 'operator',
      hold_note: '核实地址',
    });
    const paid = await pay(reseller, [order.id]);
    expect(paid[0]).toMatchObject({ paid: false, status_code: 409 });
    const released = await operator<AdminOrder[]>('POST', '/admin/order/release', {
      order_ids: [order.id],
    });
    expect(released.data[0]).toMatchObject({
      status: 'pending_payment',
      hold_reason: null,
      hold_note: '',
    });
    // Refunding an order held before payment is refused: no money was taken.
    await operator('POST', '/admin/order/hold', { order_ids: [order.id], note: '再核实' });
    const refund = await operator('POST', `/admin/order/${order.id}/refund`, { reason: 'x' });
    expect(refund.status_code).toBe(409);
  });
});

describe(`the address blacklist on ${testDbKind}`, () => {
  it('holds a matching order at creation and at payment; the operator releases it', async () => {
    const reseller = await freshReseller(server.app, db, siteId, 'black', 1_000_000);
    const entry = await reseller.call<AddressBlackEntry>('POST', '/distribution/addressBlack', {
      recipient_name: '',
      phone: '13800138000',
      address_keyword: '',
      remark: '恶意退货',
    });
    expect(entry.status_code, entry.msg).toBe(200);
    const empty = await reseller.call('POST', '/distribution/addressBlack', {
      recipient_name: ' ',
      phone: '',
      address_keyword: '',
    });
    expect(empty.msg).toBe('收件人、电话、地址关键词至少填写一项');

    const order = (await placeOrder(reseller, await cartFor(reseller))).data;
    expect(order).toMatchObject({
      status: 'on_hold',
      hold_reason: 'blacklisted_address',
      hold_reason_label: '收件地址在黑名单中',
    });
    expect(await messages(reseller, 2)).toContain(
      `订单 ${order.order_no} 已挂起：收件地址在黑名单中。`,
    );

    // An entry added after ordering still stops the payment.
    const clean = await freshReseller(server.app, db, siteId, 'black2', 1_000_000);
    const later = (
      await placeOrder(
        clean,
        await cartFor(clean, {
          recipient_name: 'Li Lei',
          phone: '+1 212 555 0100',
          address1: '88 Evil Road',
        }),
      )
    ).data;
    expect(later.status).toBe('pending_payment');
    await clean.call('POST', '/distribution/addressBlack', {
      recipient_name: '',
      phone: '',
      address_keyword: 'evil road',
    });
    const before = await balanceOf(clean.user.id);
    expect((await pay(clean, [later.id]))[0]).toMatchObject({
      paid: false,
      msg: '收件地址在黑名单中，订单已挂起',
    });
    expect(await balanceOf(clean.user.id)).toBe(before);

    const released = await operator<AdminOrder[]>('POST', '/admin/order/release', {
      order_ids: [later.id],
    });
    expect(released.data[0]!.status).toBe('pending_payment');
    const list = await reseller.call<Paginator<AddressBlackEntry>>(
      'GET',
      '/distribution/addressBlack?keyword=13800',
    );
    expect(list.data.data.map((e) => e.id)).toEqual([entry.data.id]);
  });
});

describe(`concurrent payment on ${testDbKind}`, () => {
  it('pays exactly the 50 of 200 concurrent payments the balance covers; the ledger sums to the balance', async () => {
    const reseller = await freshReseller(server.app, db, siteId, 'rush');
    const totalCents = 1234;
    const rows = await db
      .insert(orders)
      .values(
        Array.from({ length: 200 }, (_, n) => ({
          siteId,
          userId: reseller.user.id,
          orderNo: `RUSH${reseller.user.id}-${n}`,
          status: 'pending_payment' as const,
          address: {
            recipient_name: '张三',
            phone: '13800000000',
            country_code: 'CN',
            province: '广东省',
            city: '深圳市',
            district: '',
            address1: '一号',
            address2: '',
            postcode: '518000',
          },
          recipientName: '张三',
          logisticsMethodId: 1,
          logisticsName: '标准快递',
          shippingFeeCents: 0,
          goodsAmountCents: totalCents,
          totalCents,
          weightGrams: 200,
          itemNum: 1,
        })),
      )
      .returning({ id: orders.id });
    await changeBalance(db, {
      siteId,
      userId: reseller.user.id,
      kind: 'adjustment',
      amountCents: totalCents * 50,
      description: '测试入账',
    });
    const answers = await Promise.all(rows.map((row) => pay(reseller, [row.id])));
    const results = answers.map((a) => a[0]!);
    expect(results.filter((r) => r.paid)).toHaveLength(50);
    expect(results.filter((r) => !r.paid).every((r) => r.status_code === 4001)).toBe(true);
    expect(await balanceOf(reseller.user.id)).toBe(0);
    const ledger = await db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.userId, reseller.user.id));
    expect(ledger.reduce((sum, row) => sum + row.amountCents, 0)).toBe(0);
    expect(ledger.every((row) => row.balanceAfterCents >= 0)).toBe(true);
    expect(ledger.filter((row) => row.kind === 'payment')).toHaveLength(50);
    const paidRows = await db
      .select()
      .from(orders)
      .where(and(eq(orders.userId, reseller.user.id), eq(orders.status, 'paid')));
    expect(paidRows).toHaveLength(50);
    const events = await db.select().from(orderEvents).where(eq(orderEvents.event, 'pay'));
    expect(events.filter((e) => paidRows.some((row) => row.id === e.orderId))).toHaveLength(50);

    // A repeated key charges once.
    const more = await freshReseller(server.app, db, siteId, 'rushkey', totalCents * 3);
    const [single] = await db
      .insert(orders)
      .values({
        ...(await db.select().from(orders).where(eq(orders.id, rows[0]!.id)))[0]!,
        id: undefined,
        userId: more.user.id,
        orderNo: `RUSHKEY${more.user.id}`,
        status: 'pending_payment',
        paidAt: null,
        payIdempotencyKey: null,
      } as never)
      .returning({ id: orders.id });
    const key = newKey();
    const repeated = await Promise.all([1, 2, 3, 4].map(() => pay(more, [single!.id], key)));
    expect(repeated.every((r) => r[0]!.paid)).toBe(true);
    expect(await balanceOf(more.user.id)).toBe(totalCents * 2);
  });
});

describe(`order lists, statistics, fees and pay info on ${testDbKind}`, () => {
  it('filters by SKU, recipient and platform, counts per status tab and sums per day, status and platform', async () => {
    const reseller = await freshReseller(server.app, db, siteId, 'stats', 1_000_000);
    const a = (
      await placeOrder(reseller, await cartFor(reseller, { recipient_name: 'Alice Wang' }))
    ).data;
    const b = (await placeOrder(reseller, await cartFor(reseller, { recipient_name: 'Bob Chen' })))
      .data;
    await db.update(orders).set({ platform: 5 }).where(eq(orders.id, b.id));
    const info = await reseller.call<OrderPayInfo>('POST', '/distribution/order/payInfo', {
      order_ids: [a.id, b.id],
    });
    expect(cents(info.data.total)).toBe(cents(a.total) + cents(b.total));
    expect(info.data.enough).toBe(true);
    await pay(reseller, [a.id]);
    const after = await reseller.call<OrderPayInfo>('POST', '/distribution/order/payInfo', {
      order_ids: [a.id, b.id],
    });
    expect(after.data.orders.map((o) => o.id)).toEqual([b.id]);
    expect(after.data.refused).toEqual([
      { order_id: a.id, order_no: a.order_no, reason: '订单状态为「已付款」，无需支付' },
    ]);

    const shirtName = a.items.find((i) => i.item_type === 'blank')!.name;
    const bySku = await reseller.call<Paginator<OrderDetail>>(
      'GET',
      `/distribution/order?sku=${encodeURIComponent(shirtName.slice(0, 3))}`,
    );
    expect(bySku.data.total).toBe(2);
    const byRecipient = await reseller.call<Paginator<OrderDetail>>(
      'GET',
      '/distribution/order?recipient=alice',
    );
    expect(byRecipient.data.data.map((o) => o.id)).toEqual([a.id]);
    const byPlatform = await reseller.call<Paginator<OrderDetail>>(
      'GET',
      '/distribution/order?platform=5',
    );
    expect(byPlatform.data.data.map((o) => o.id)).toEqual([b.id]);
    const own = await reseller.call<Paginator<OrderDetail>>(
      'GET',
      '/distribution/order?platform=0',
    );
    expect(own.data.data.map((o) => o.id)).toEqual([a.id]);
    const counts = await reseller.call<OrderStatusCounts>(
      'GET',
      '/distribution/order/statusCounts',
    );
    expect(counts.data).toMatchObject({ all: 2, paid: 1, pending_payment: 1, shipped: 0 });

    const stats = await reseller.call<OrderStatistics>('GET', '/distribution/order/statistics');
    expect(stats.status_code, stats.msg).toBe(200);
    expect(stats.data.by_day).toHaveLength(30);
    expect(stats.data.totals).toEqual({
      order_count: 2,
      amount: (Number(a.total) + Number(b.total)).toFixed(2),
      paid_amount: a.total,
      packaging_fee: '0.00',
    });
    const today = stats.data.by_day[stats.data.by_day.length - 1]!;
    expect(today.order_count).toBe(2);
    expect(stats.data.by_status.find((s) => s.status === 'paid')).toMatchObject({
      order_count: 1,
      amount: a.total,
    });
    expect(stats.data.by_platform).toEqual([
      { platform: 5, platform_name: 'Shopify', order_count: 1, amount: b.total },
      { platform: null, platform_name: '平台下单', order_count: 1, amount: a.total },
    ]);
    const fees = await reseller.call<OrderFees>('GET', '/distribution/order/fees');
    expect(fees.data.summary).toMatchObject({
      order_count: 1,
      total: a.total,
      goods_amount: a.goods_amount,
      shipping_fee: a.shipping_fee,
      net: a.total,
    });
    expect(fees.data.data.map((f) => f.order_no)).toEqual([a.order_no]);
    const bad = await reseller.call(
      'GET',
      '/distribution/order/statistics?start_date=2026-02-01&end_date=2026-01-01',
    );
    expect(bad.msg).toBe('开始日期不能晚于结束日期');
  });

  it("counts days, filters and order numbers in the site's time zone, not the server's", async () => {
    const reseller = await freshReseller(server.app, db, siteId, 'zone', 1_000_000);
    const order = (await placeOrder(reseller, await cartFor(reseller, {}))).data;
    // 16:30 UTC on 24 November is already 25 November in China and still the 24th in London.
    await db
      .update(orders)
      .set({ createdAt: new Date('2026-11-24T16:30:00Z') })
      .where(eq(orders.id, order.id));
    const dayCounts = async () => {
      const stats = await reseller.call<OrderStatistics>(
        'GET',
        '/distribution/order/statistics?start_date=2026-11-24&end_date=2026-11-25',
      );
      expect(stats.status_code, stats.msg).toBe(200);
      return stats.data.by_day.map((day) => [day.date, day.order_count]);
    };
    const listed = async (day: string) =>
      (
        await reseller.call<Paginator<OrderDetail>>(
          'GET',
          `/distribution/order?start_date=${day}&end_date=${day}`,
        )
      ).data.total;

    expect(await dayCounts()).toEqual([
      ['2026-11-24', 0],
      ['2026-11-25', 1],
    ]);
    expect([await listed('2026-11-24'), await listed('2026-11-25')]).toEqual([0, 1]);

    const zone = (time_zone: string) =>
      operator('PUT', '/admin/site', { time_zone }).then((res) => res.status_code);
    try {
      expect(await zone('Europe/London')).toBe(200);
      expect(await dayCounts()).toEqual([
        ['2026-11-24', 1],
        ['2026-11-25', 0],
      ]);
      expect([await listed('2026-11-24'), await listed('2026-11-25')]).toEqual([1, 0]);
      const config = await reseller.call<{ time_zone: string }>(
        'POST',
        '/api/frontend/getConfigDdata',
      );
      expect(config.data.time_zone).toBe('Europe/London');
      const londonOrder = (await placeOrder(reseller, await cartFor(reseller, {}))).data;
      const londonDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' })
        .format(new Date(londonOrder.created_at))
        .replaceAll('-', '');
      expect(londonOrder.order_no.slice(0, 10)).toBe(`PK${londonDay}`);
    } finally {
      expect(await zone('Asia/Shanghai')).toBe(200);
    }

    const badZone = await operator('PUT', '/admin/site', { time_zone: 'Mars/Olympus' });
    expect(badZone).toMatchObject({ status_code: 422 });
    expect(badZone.msg).toContain('时区不存在：Mars/Olympus');
    const badDay = await reseller.call('GET', '/distribution/order?start_date=2026-02-30');
    expect(badDay).toMatchObject({
      status_code: 422,
      msg: '日期不存在：2026-02-30（应为 YYYY-MM-DD）',
    });
  });

  it('exports the filtered orders to .xlsx by a background job, with progress and a download', async () => {
    const reseller = await freshReseller(server.app, db, siteId, 'export');
    const first = (
      await placeOrder(reseller, await cartFor(reseller, { recipient_name: '导出甲' }))
    ).data;
    await placeOrder(reseller, await cartFor(reseller, { recipient_name: '导出乙' }));
    const asked = await reseller.call<ExportRecord>(
      'POST',
      '/distribution/userExportRecord/orders',
      { recipient: '导出甲' },
    );
    expect(asked.status_code, asked.msg).toBe(200);
    expect(asked.data).toMatchObject({ status: 'queued', url: null });
    const worker = createJobWorker({ db, handlers: jobHandlers({ config: server.config }) });
    while (await worker.runOnce()) {
      /* run every due job */
    }
    const done = await reseller.call<ExportRecord>(
      'GET',
      `/distribution/userExportRecord/${asked.data.id}`,
    );
    expect(done.data).toMatchObject({
      status: 'succeeded',
      row_count: 1,
      progress: { done: 1, total: 1 },
    });
    const key = new URL(done.data.url!, 'http://x').pathname.slice('/files/'.length);
    const stored = await createStorage(server.config).get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.stream) chunks.push(chunk as Buffer);
    const files = unzipSync(new Uint8Array(Buffer.concat(chunks)));
    const xml = Object.entries(files)
      .filter(([name]) => name.startsWith('xl/'))
      .map(([, bytes]) => strFromU8(bytes))
      .join('');
    expect(xml).toContain(first.order_no);
    expect(xml).toContain('导出甲');
    expect(xml).not.toContain('导出乙');
    const list = await reseller.call<Paginator<ExportRecord>>(
      'GET',
      '/distribution/userExportRecord',
    );
    expect(list.data.data.map((r) => r.id)).toEqual([asked.data.id]);
  });
});

describe(`another reseller's things on ${testDbKind}`, () => {
  it('answers cart items, orders, addresses, coupons, blacklist entries and exports as not found', async () => {
    const owner = await freshReseller(server.app, db, siteId, 'own', 1_000_000);
    const other = await freshReseller(server.app, db, siteId, 'thief', 1_000_000);
    const cart = await cartFor(owner);
    const order = (await placeOrder(owner, await cartFor(owner))).data;
    const coupon = await issue(
      await newCoupon({ name: '专属券', kind: 'amount', amount_off: 1 }),
      owner,
    );
    const entry = await owner.call<AddressBlackEntry>('POST', '/distribution/addressBlack', {
      recipient_name: 'X',
      phone: '',
      address_keyword: '',
    });
    const exported = await owner.call<ExportRecord>(
      'POST',
      '/distribution/userExportRecord/orders',
      {},
    );
    const theirCart = await cartFor(other);

    const answers = await Promise.all([
      other.call('PUT', `/distribution/cartItem/${cart.ids[0]}`, { quantity: 3 }),
      other.call('DELETE', `/distribution/cartItem/${cart.ids[0]}`),
      other.call('POST', '/distribution/cartItem/checkCartItems', { item_ids: [cart.ids[0]] }),
      other.call('GET', `/distribution/order/${order.id}`),
      other.call('POST', '/distribution/order/payInfo', { order_ids: [order.id] }),
      other.call('PUT', `/distribution/userAddress/${cart.address.id}`, { ...cart.address }),
      other.call(
        'GET',
        `/distribution/cartItem/logistics?address_id=${cart.address.id}&item_ids=${theirCart.ids.join(',')}`,
      ),
      other.call(
        'GET',
        `/distribution/cartItem/showPrice?item_ids=${theirCart.ids.join(',')}&coupon_id=${coupon.id}`,
      ),
      other.call('PUT', `/distribution/addressBlack/${entry.data.id}`, {
        recipient_name: 'Y',
        phone: '',
        address_keyword: '',
      }),
      other.call('DELETE', `/distribution/addressBlack/${entry.data.id}`),
      other.call('GET', `/distribution/userExportRecord/${exported.data.id}`),
    ]);
    for (const answer of answers) expect(answer.status_code, answer.msg).toBe(404);
    const paid = await pay(other, [order.id]);
    expect(paid[0]).toMatchObject({ paid: false, status_code: 404 });
    const theirs = await other.call<Paginator<UserCoupon>>('GET', '/distribution/myCoupon');
    expect(theirs.data.total).toBe(0);
    // A reseller is not an operator.
    expect((await other.call('GET', '/admin/order')).http).toBe(403);
  });
});

describe(`designed products: print files checked at checkout and zipped for production on ${testDbKind}`, () => {
  async function designedShirt(reseller: Reseller, status: 'rendering' | 'ready' | 'failed') {
    const { shirt, colors, sizes } = await demoShirt(db, siteId);
    const views = await db
      .select()
      .from(blankViews)
      .where(eq(blankViews.productId, shirt.id))
      .orderBy(asc(blankViews.sort));
    const product = await insertDesignedProduct(db, {
      siteId,
      userId: reseller.user.id,
      name: '我的猫咪T恤',
      basicProductId: shirt.id,
      status,
      skus: sizes.slice(0, 2).map((size) => ({ colorId: colors[0]!.id, sizeId: size.id })),
    });
    const storage = createStorage(server.config);
    for (const view of views) {
      const key = `s${siteId}/u${reseller.user.id}/printfile/202611/p${product.id}-v${view.id}.png`;
      await storage.put(key, makePng(8, 8), { contentType: 'image/png' });
      await db.insert(productPrintFiles).values({
        productId: product.id,
        viewId: view.id,
        fileKey: status === 'ready' ? key : null,
        dpi: 300,
        status: status === 'ready' ? 'ready' : status === 'failed' ? 'failed' : 'pending',
      });
      await db.insert(productMockups).values({
        productId: product.id,
        viewId: view.id,
        colorId: colors[0]!.id,
        fileKey: key,
        status: 'ready',
      });
    }
    return { product, colors, sizes, views };
  }

  it('orders a designed product in two sizes only once its print files are ready, and zips them', async () => {
    const reseller = await freshReseller(server.app, db, siteId, 'design', 1_000_000);
    const { product, colors, sizes, views } = await designedShirt(reseller, 'rendering');
    const added = await reseller.call<CartItem[]>('POST', '/distribution/cartItem/addCartItems', {
      items: sizes.slice(0, 2).map((size) => ({
        designed_product_id: product.id,
        color_id: colors[0]!.id,
        size_id: size.id,
        quantity: 1,
      })),
    });
    // Added while rendering is refused: the print file is not there yet.
    expect(added.status_code).toBe(422);
    expect(added.msg).toContain('印刷文件生成中');
    await db
      .update(designedProducts)
      .set({ status: 'ready' })
      .where(eq(designedProducts.id, product.id));
    await db
      .update(productPrintFiles)
      .set({ status: 'ready' })
      .where(eq(productPrintFiles.productId, product.id));
    for (const view of views)
      await db
        .update(productPrintFiles)
        .set({
          fileKey: `s${siteId}/u${reseller.user.id}/printfile/202611/p${product.id}-v${view.id}.png`,
        })
        .where(
          and(eq(productPrintFiles.productId, product.id), eq(productPrintFiles.viewId, view.id)),
        );
    const lines = await reseller.call<CartItem[]>('POST', '/distribution/cartItem/addCartItems', {
      items: sizes.slice(0, 2).map((size) => ({
        designed_product_id: product.id,
        color_id: colors[0]!.id,
        size_id: size.id,
        quantity: 2,
      })),
    });
    expect(lines.status_code, lines.msg).toBe(200);
    expect(lines.data.map((l) => l.name)).toEqual(['我的猫咪T恤', '我的猫咪T恤']);
    expect(lines.data[0]!.image_url).toContain(`p${product.id}-v`);

    // A re-render that failed shows up in the check before ordering.
    await db
      .update(designedProducts)
      .set({ status: 'failed' })
      .where(eq(designedProducts.id, product.id));
    const checked = await reseller.call<Array<{ status: string; reason: string }>>(
      'POST',
      '/distribution/cartItem/checkCartItems',
      { item_ids: lines.data.map((l) => l.id) },
    );
    expect(checked.data.map((c) => c.status)).toEqual(['print_file_failed', 'print_file_failed']);
    await db
      .update(designedProducts)
      .set({ status: 'ready' })
      .where(eq(designedProducts.id, product.id));

    const address = await addAddress(reseller.call);
    const methods = await reseller.call<LogisticsMethod[]>(
      'GET',
      `/distribution/cartItem/logistics?address_id=${address.id}&item_ids=${lines.data.map((l) => l.id).join(',')}`,
    );
    const order = await reseller.call<OrderDetail>('POST', '/distribution/cartItem/createOrder', {
      item_ids: lines.data.map((l) => l.id),
      address_id: address.id,
      logistics_id: methods.data[0]!.id,
      idempotency_key: newKey(),
    });
    expect(order.status_code, order.msg).toBe(200);
    expect(order.data.items[0]!.print_files.map((f) => f.status)).toEqual(views.map(() => 'ready'));
    expect(order.data.items[0]!.mockup_url).toContain('/files/');
    expect(order.data.items[0]!.image_url).toBe(order.data.items[0]!.mockup_url);
    await pay(reseller, [order.data.id]);

    const plainBuyer = await freshReseller(server.app, db, siteId, 'plainzip', 1_000_000);
    const plainOrder = (await placeOrder(plainBuyer, await cartFor(plainBuyer))).data;
    const bundle = await operator<{
      url: string;
      file_count: number;
      missing: Array<{ order_no: string; reason: string }>;
    }>('POST', '/admin/order/printFiles', { order_ids: [order.data.id, plainOrder.id] });
    expect(bundle.status_code, bundle.msg).toBe(200);
    expect(bundle.data.file_count).toBe(2 * views.length);
    expect(bundle.data.missing).toEqual([
      { order_no: plainOrder.order_no, reason: '订单没有需要印刷的设计商品' },
    ]);
    const key = new URL(bundle.data.url, 'http://x').pathname.slice('/files/'.length);
    const stored = await createStorage(server.config).get(key);
    const chunks: Buffer[] = [];
    for await (const chunk of stored!.stream) chunks.push(chunk as Buffer);
    const names = Object.keys(unzipSync(new Uint8Array(Buffer.concat(chunks)))).sort();
    expect(names).toHaveLength(2 * views.length);
    expect(
      names.every((name) => name.startsWith(`${order.data.order_no}/`) && name.endsWith('-x2.png')),
    ).toBe(true);
    const onlyPlain = await operator('POST', '/admin/order/printFiles', {
      order_ids: [plainOrder.id],
    });
    expect(onlyPlain.status_code).toBe(422);
  });
});

describe(`general goods stock on ${testDbKind}`, () => {
  it('takes stock when ordered, gives it back on cancel and refund, and never sells the last unit twice', async () => {
    const [good] = await db
      .insert(goodsTable)
      .values({ siteId, name: '限量帆布袋', priceCents: 1990, stock: 3, isPublished: 1 })
      .returning();
    const stockOf = async () =>
      (await db.select().from(goodsTable).where(eq(goodsTable.id, good!.id)))[0]!.stock;
    const buyers = await Promise.all(
      [1, 2, 3].map((n) => freshReseller(server.app, db, siteId, `stock${n}`, 1_000_000)),
    );
    const orderOf = async (buyer: Reseller, quantity: number) => {
      const address = await addAddress(buyer.call);
      const line = await buyer.call<CartItem>('POST', '/distribution/cartItem', {
        goods_id: good!.id,
        quantity,
      });
      const methods = await buyer.call<LogisticsMethod[]>(
        'GET',
        `/distribution/cartItem/logistics?address_id=${address.id}&item_ids=${line.data.id}`,
      );
      return buyer.call<OrderDetail>('POST', '/distribution/cartItem/createOrder', {
        item_ids: [line.data.id],
        address_id: address.id,
        logistics_id: methods.data[0]!.id,
        idempotency_key: newKey(),
      });
    };
    const first = await orderOf(buyers[0]!, 2);
    expect(await stockOf()).toBe(1);
    // Two buyers race for the last unit: one order, one refusal.
    const raced = await Promise.all([orderOf(buyers[1]!, 1), orderOf(buyers[2]!, 1)]);
    const codes = raced.map((r) => r.status_code);
    expect(codes.filter((code) => code === 200)).toHaveLength(1);
    // The loser is refused either by the re-check (sold out, 422) or by the stock update (409).
    expect(codes.filter((code) => code !== 200).every((code) => code === 409 || code === 422)).toBe(
      true,
    );
    expect(await stockOf()).toBe(0);
    await buyers[0]!.call('POST', '/distribution/order/cancel', { order_ids: [first.data.id] });
    expect(await stockOf()).toBe(2);
    const winner = raced.findIndex((r) => r.status_code === 200);
    const paidOrder = raced[winner]!.data;
    await pay(buyers[winner + 1]!, [paidOrder.id]);
    await operator('POST', `/admin/order/${paidOrder.id}/refund`, { reason: '缺货' });
    expect(await stockOf()).toBe(3);
  });
});
