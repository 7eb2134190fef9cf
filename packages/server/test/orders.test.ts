import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CartItem,
  LogisticsMethod,
  Message,
  Order,
  OrderDetail,
  OrderPayResult,
  Paginator,
} from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { userMessages } from '../src/modules/messages/schema.js';
import { users } from '../src/modules/users/schema.js';
import { walletLedger } from '../src/modules/wallet/schema.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';
import { statementsOf } from './support/statements-sent.js';
import { addAddress, demoGoods, demoShirt, freshReseller } from './cart-fixtures.js';

let server: TestServer;
let db: Db;
let siteId: number;

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  siteId = await defaultSiteId(db);
});
afterAll(async () => {
  await server?.close();
});

type Reseller = Awaited<ReturnType<typeof freshReseller>>;
let keyCounter = 0;
const newKey = () => `test-key-${Date.now()}-${(keyCounter += 1)}`;

/** A reseller with a shirt line and a general good in the cart, an address and a method. */
async function readyToOrder(balanceCents = 0) {
  const reseller = await freshReseller(server.app, db, siteId, 'order', balanceCents);
  const { call } = reseller;
  const address = await addAddress(call);
  const { shirt, colors, sizes } = await demoShirt(db, siteId);
  const { plain } = await demoGoods(db, siteId);
  const lines = await call<CartItem[]>('POST', '/distribution/cartItem/addCartItems', {
    items: [
      { basic_product_id: shirt.id, color_id: colors[1]!.id, size_id: sizes[1]!.id, quantity: 2 },
      { goods_id: plain.id, quantity: 1 },
    ],
  });
  const ids = lines.data.map((line) => line.id);
  const methods = await call<LogisticsMethod[]>(
    'GET',
    `/distribution/cartItem/logistics?address_id=${address.id}&item_ids=${ids.join(',')}`,
  );
  return { ...reseller, address, lines: lines.data, ids, method: methods.data[0]! };
}

async function placeOrder(r: Awaited<ReturnType<typeof readyToOrder>>, key = newKey()) {
  return r.call<OrderDetail>('POST', '/distribution/cartItem/createOrder', {
    item_ids: r.ids,
    address_id: r.address.id,
    logistics_id: r.method.id,
    idempotency_key: key,
  });
}

async function balanceOf(userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user!.balanceCents;
}

const cents = (yuan: string) => Math.round(Number(yuan) * 100);

async function messagesOf(reseller: Reseller, type: 2 | 3) {
  return db
    .select()
    .from(userMessages)
    .where(and(eq(userMessages.userId, reseller.user.id), eq(userMessages.type, type)));
}

describe(`orders on ${testDbKind}`, () => {
  it('creates one pending order from the chosen lines, empties them from the cart, idempotent by key', async () => {
    const r = await readyToOrder();
    // A third line that stays in the cart.
    const { withSkus, skus } = await demoGoods(db, siteId);
    const kept = await r.call<CartItem>('POST', '/distribution/cartItem', {
      goods_id: withSkus.id,
      goods_sku_id: skus[0]!.id,
      quantity: 1,
    });
    const key = newKey();
    const created = await placeOrder(r, key);
    expect(created.status_code).toBe(200);
    const order = created.data;
    expect(order.order_no).toMatch(/^PK\d{8}\d{6,}$/);
    expect(order.status).toBe('pending_payment');
    const goodsCents = r.lines.reduce((sum, line) => sum + cents(line.amount), 0);
    expect(cents(order.goods_amount)).toBe(goodsCents);
    expect(cents(order.total)).toBe(goodsCents + cents(order.shipping_fee));
    expect(order.shipping_fee).toBe(r.method.fee);
    expect(order.address).toMatchObject({ recipient_name: '张三', country_code: 'CN' });
    expect(order.items.map((item) => item.quantity)).toEqual([2, 1]);
    expect(order.events).toMatchObject([
      { event: 'create', from_status: null, to_status: 'pending_payment', actor_kind: 'reseller' },
    ]);

    const cart = await r.call<CartItem[]>('GET', '/distribution/cartItem');
    expect(cart.data.map((line) => line.id)).toEqual([kept.data.id]);

    const again = await placeOrder(r, key);
    expect(again.data.id).toBe(order.id);
    const list = await r.call<Paginator<Order>>('GET', '/distribution/order');
    expect(list.data.total).toBe(1);
    expect((await messagesOf(r, 2)).some((m) => m.description.includes(order.order_no))).toBe(true);

    // The lines are gone: a new key cannot order them again.
    const stale = await placeOrder(r);
    expect(stale.status_code).toBe(404);
  });

  it('refuses to order a line that is no longer available, with the reason', async () => {
    const r = await readyToOrder();
    const { shirt } = await demoShirt(db, siteId);
    const { basicProducts } = await import('../src/modules/catalog/schema.js');
    await db.update(basicProducts).set({ status: 0 }).where(eq(basicProducts.id, shirt.id));
    try {
      const refused = await placeOrder(r);
      expect(refused.status_code).toBe(422);
      expect(refused.msg).toContain('商品已下架');
      expect((await r.call<CartItem[]>('GET', '/distribution/cartItem')).data).toHaveLength(2);
    } finally {
      await db.update(basicProducts).set({ status: 1 }).where(eq(basicProducts.id, shirt.id));
    }
  });

  it('pays from the balance: paid, one ledger row, a trade message; a retry charges once', async () => {
    const r = await readyToOrder(100_000);
    const order = (await placeOrder(r)).data;
    const key = newKey();
    const pay = () =>
      r.call<OrderPayResult[]>('POST', '/distribution/order/pay', {
        order_ids: [order.id],
        idempotency_key: key,
      });
    const first = await pay();
    expect(first.data).toEqual([
      { order_id: order.id, paid: true, status_code: 200, msg: '支付成功' },
    ]);
    const second = await pay();
    expect(second.data[0]).toMatchObject({ paid: true, status_code: 200 });

    expect(await balanceOf(r.user.id)).toBe(100_000 - cents(order.total));
    const ledger = await db
      .select()
      .from(walletLedger)
      .where(and(eq(walletLedger.userId, r.user.id), eq(walletLedger.kind, 'payment')));
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      amountCents: -cents(order.total),
      referenceType: 'order',
      referenceId: String(order.id),
      idempotencyKey: `pay:${order.id}`,
    });
    const trade = await messagesOf(r, 3);
    expect(trade).toHaveLength(1);
    expect(trade[0]!.description).toContain(order.total);

    const detail = await r.call<OrderDetail>('GET', `/distribution/order/${order.id}`);
    expect(detail.data.status).toBe('paid');
    expect(detail.data.paid_at).not.toBeNull();
    expect(detail.data.events.map((e) => [e.event, e.from_status, e.to_status])).toEqual([
      ['create', null, 'pending_payment'],
      ['pay', 'pending_payment', 'paid'],
    ]);

    // A new key on a paid order is refused by the state machine and charges nothing.
    const other = await r.call<OrderPayResult[]>('POST', '/distribution/order/pay', {
      order_ids: [order.id],
      idempotency_key: newKey(),
    });
    expect(other.data[0]).toMatchObject({ paid: false, status_code: 409 });
    expect(other.data[0]!.msg).toBe('订单当前状态为「已付款」，不能支付');
    expect(await balanceOf(r.user.id)).toBe(100_000 - cents(order.total));
  });

  it('does not pay what the balance does not cover: 4001 and the order stays pending', async () => {
    const r = await readyToOrder(100);
    const order = (await placeOrder(r)).data;
    const answer = await r.call<OrderPayResult[]>('POST', '/distribution/order/pay', {
      order_ids: [order.id],
      idempotency_key: newKey(),
    });
    expect(answer.data[0]).toMatchObject({ order_id: order.id, paid: false, status_code: 4001 });
    expect(answer.data[0]!.msg).toContain('余额不足');
    expect(await balanceOf(r.user.id)).toBe(100);
    const detail = await r.call<OrderDetail>('GET', `/distribution/order/${order.id}`);
    expect(detail.data.status).toBe('pending_payment');
    expect(detail.data.events).toHaveLength(1);
    expect(await messagesOf(r, 3)).toHaveLength(0);
  });

  it('cancels a pending order, and refuses to cancel a paid one with the state machine message', async () => {
    const r = await readyToOrder(100_000);
    const order = (await placeOrder(r)).data;
    const cancelled = await r.call<Order[]>('POST', '/distribution/order/cancel', {
      order_ids: [order.id],
    });
    expect(cancelled.data[0]).toMatchObject({ status: 'cancelled', status_label: '已取消' });
    const payCancelled = await r.call<OrderPayResult[]>('POST', '/distribution/order/pay', {
      order_ids: [order.id],
      idempotency_key: newKey(),
    });
    expect(payCancelled.data[0]!.msg).toBe('订单当前状态为「已取消」，不能支付');

    // Order the same goods again and pay.
    const again = await readyToOrder(100_000);
    const paidOrder = (await placeOrder(again)).data;
    await again.call('POST', '/distribution/order/pay', {
      order_ids: [paidOrder.id],
      idempotency_key: newKey(),
    });
    const refused = await again.call('POST', '/distribution/order/cancel', {
      order_ids: [paidOrder.id],
    });
    expect(refused.status_code).toBe(409);
    expect(refused.msg).toBe('订单当前状态为「已付款」，不能取消');
    const detail = await again.call<OrderDetail>('GET', `/distribution/order/${paidOrder.id}`);
    expect(detail.data.status).toBe('paid');
  });

  it('lists orders with filters and paging', async () => {
    const r = await readyToOrder();
    const first = (await placeOrder(r)).data;
    const { plain } = await demoGoods(db, siteId);
    const line = await r.call<CartItem>('POST', '/distribution/cartItem', {
      goods_id: plain.id,
      quantity: 1,
    });
    const other = await addAddress(r.call, { recipient_name: 'Alice Smith', country_code: 'US' });
    const second = (
      await r.call<OrderDetail>('POST', '/distribution/cartItem/createOrder', {
        item_ids: [line.data.id],
        address_id: other.id,
        logistics_id: r.method.id,
        idempotency_key: newKey(),
      })
    ).data;
    await r.call('POST', '/distribution/order/cancel', { order_ids: [first.id] });

    const list = (query: string) =>
      r.call<Paginator<Order>>('GET', `/distribution/order?${query}`).then((a) => a.data);
    let all: Paginator<Order> | undefined;
    const sent = await statementsOf(db, async () => (all = await list('')));
    expect(all?.data.map((o) => o.id)).toEqual([second.id, first.id]);
    // A listed order is its detail without lines and events, read from the answer's columns only.
    const { items, events, ...detailed } = (
      await r.call<OrderDetail>('GET', `/distribution/order/${second.id}`)
    ).data;
    expect(items.length + events.length).toBeGreaterThan(0);
    expect(all?.data[0]).toEqual(detailed);
    const page = sent.find((text) => text.includes('from "orders"'));
    expect(page).toContain('"tracking_pushed_at"');
    expect(page).not.toContain('"idempotency_key"');
    expect((await list('status=cancelled')).data.map((o) => o.id)).toEqual([first.id]);
    expect((await list('recipient=alice')).data.map((o) => o.id)).toEqual([second.id]);
    // The same filters with other values: a list statement is built once per set of filters given.
    expect((await list('recipient=nobody')).data).toEqual([]);
    expect((await list('status=pending_payment')).data.map((o) => o.id)).toEqual([second.id]);
    expect((await list(`order_no=${first.order_no}`)).data.map((o) => o.id)).toEqual([first.id]);
    expect((await list(`order_no=${second.order_no}`)).data.map((o) => o.id)).toEqual([second.id]);
    expect((await list('start_date=2000-01-01&end_date=2099-12-31')).total).toBe(2);
    expect((await list('start_date=2000-01-01&end_date=2000-12-31')).total).toBe(0);
    const paged = await list('page=2&page_size=1');
    expect(paged).toMatchObject({ total: 2, current_page: 2, per_page: 1, last_page: 2 });
    expect(paged.data.map((o) => o.id)).toEqual([first.id]);
    // Past the last page: no row to carry the count, which is counted on its own.
    expect(await list('page=5&page_size=1')).toMatchObject({ total: 2, data: [] });
    const bad = await r.call('GET', '/distribution/order?start_date=2026-1-1');
    expect(bad.status_code).toBe(422);
    expect(bad.msg).toContain('开始日期');
  });

  it("answers another reseller's orders as not found and cannot order with their address", async () => {
    const owner = await readyToOrder(100_000);
    const order = (await placeOrder(owner)).data;
    const other = await readyToOrder(100_000);
    expect((await other.call('GET', `/distribution/order/${order.id}`)).status_code).toBe(404);
    const pay = await other.call<OrderPayResult[]>('POST', '/distribution/order/pay', {
      order_ids: [order.id],
      idempotency_key: newKey(),
    });
    expect(pay.data[0]).toMatchObject({ paid: false, status_code: 404 });
    expect(
      (await other.call('POST', '/distribution/order/cancel', { order_ids: [order.id] }))
        .status_code,
    ).toBe(404);
    expect((await other.call<Paginator<Order>>('GET', '/distribution/order')).data.total).toBe(0);

    const withTheirAddress = await other.call('POST', '/distribution/cartItem/createOrder', {
      item_ids: other.ids,
      address_id: owner.address.id,
      logistics_id: other.method.id,
      idempotency_key: newKey(),
    });
    expect(withTheirAddress.status_code).toBe(404);
    const withTheirLines = await other.call('POST', '/distribution/cartItem/createOrder', {
      item_ids: [...other.ids, ...owner.ids],
      address_id: other.address.id,
      logistics_id: other.method.id,
      idempotency_key: newKey(),
    });
    expect(withTheirLines.status_code).toBe(404);
    expect(await balanceOf(owner.user.id)).toBe(100_000);
    const ownerDetail = await owner.call<OrderDetail>('GET', `/distribution/order/${order.id}`);
    expect(ownerDetail.data.status).toBe('pending_payment');
  });

  it('sends messages the reseller reads through the messages API', async () => {
    const r = await readyToOrder(100_000);
    const order = (await placeOrder(r)).data;
    await r.call('POST', '/distribution/order/pay', {
      order_ids: [order.id],
      idempotency_key: newKey(),
    });
    const trade = await r.call<Paginator<Message>>('GET', '/distribution/userMessage?type=3');
    expect(trade.data.data[0]!.description).toContain(order.order_no);
  });
  it('pays concurrent requests without overdrawing: exactly the orders the balance covers', async () => {
    const r = await readyToOrder();
    // Start from an empty cart so that every order below is the same one good.
    for (const id of r.ids) await r.call('DELETE', `/distribution/cartItem/${id}`);
    const { plain } = await demoGoods(db, siteId);
    const orderIds: number[] = [];
    let total = 0;
    for (let n = 0; n < 12; n += 1) {
      const line = await r.call<CartItem>('POST', '/distribution/cartItem', {
        goods_id: plain.id,
        quantity: 1,
      });
      const order = await r.call<OrderDetail>('POST', '/distribution/cartItem/createOrder', {
        item_ids: [line.data.id],
        address_id: r.address.id,
        logistics_id: r.method.id,
        idempotency_key: newKey(),
      });
      orderIds.push(order.data.id);
      if (total) expect(cents(order.data.total)).toBe(total);
      total = cents(order.data.total);
    }
    const { changeBalance } = await import('../src/modules/wallet/balance.js');
    await changeBalance(db, {
      siteId,
      userId: r.user.id,
      kind: 'adjustment',
      amountCents: total * 4,
      description: '测试入账',
    });
    const answers = await Promise.all(
      orderIds.map((id) =>
        r.call<OrderPayResult[]>('POST', '/distribution/order/pay', {
          order_ids: [id],
          idempotency_key: newKey(),
        }),
      ),
    );
    const results = answers.map((a) => a.data[0]!);
    expect(results.filter((x) => x.paid)).toHaveLength(4);
    expect(results.filter((x) => !x.paid).every((x) => x.status_code === 4001)).toBe(true);
    expect(await balanceOf(r.user.id)).toBe(0);
    const ledger = await db.select().from(walletLedger).where(eq(walletLedger.userId, r.user.id));
    expect(ledger.reduce((sum, row) => sum + row.amountCents, 0)).toBe(0);
    expect(ledger.every((row) => row.balanceAfterCents >= 0)).toBe(true);
    const paid = await r.call<Paginator<Order>>('GET', '/distribution/order?status=paid');
    expect(paid.data.total).toBe(4);
  });

  it('charges once when the same pay request races with itself', async () => {
    const r = await readyToOrder(100_000);
    const order = (await placeOrder(r)).data;
    const key = newKey();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        r.call<OrderPayResult[]>('POST', '/distribution/order/pay', {
          order_ids: [order.id],
          idempotency_key: key,
        }),
      ),
    );
    expect(answers.every((a) => a.data[0]!.paid)).toBe(true);
    expect(await balanceOf(r.user.id)).toBe(100_000 - cents(order.total));
  });

  it('creates one order when createOrder races, with the same key or with different keys', async () => {
    const same = await readyToOrder();
    const key = newKey();
    const sameAnswers = await Promise.all(Array.from({ length: 4 }, () => placeOrder(same, key)));
    expect(new Set(sameAnswers.map((a) => a.data.id)).size).toBe(1);

    const different = await readyToOrder();
    const answers = await Promise.all(Array.from({ length: 4 }, () => placeOrder(different)));
    expect(answers.filter((a) => a.status_code === 200)).toHaveLength(1);
    const list = await different.call<Paginator<Order>>('GET', '/distribution/order');
    expect(list.data.total).toBe(1);
  });
});
