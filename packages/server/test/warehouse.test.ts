import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminStockInbound,
  CartItem,
  LogisticsMethod,
  OrderDetail,
  Paginator,
  ServiceOrder,
  StockInbound,
  StockItem,
  StorageFee,
  WarehouseSummary,
} from '@podkit/sdk-core';
import type { Db } from '../src/db/client.js';
import { changeBalance } from '../src/modules/wallet/index.js';
import { walletLedger } from '../src/modules/wallet/schema.js';
import { planFromStock, takeFromStock } from '../src/modules/warehouse/index.js';
import { stockLedger, warehouseStock } from '../src/modules/warehouse/schema.js';
import { users } from '../src/modules/users/schema.js';
import type { clientFor } from './cart-fixtures.js';
import { addAddress, demoShirt, freshReseller, signedInOperator } from './cart-fixtures.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { defaultSiteId } from './support/accounts.js';

let server: TestServer;
let db: Db;
let siteId: number;
let operator: ReturnType<typeof clientFor>;
let shirtSku: { basic_product_id: number; color_id: number; size_id: number };

beforeAll(async () => {
  server = await startTestServer();
  db = server.database.db;
  siteId = await defaultSiteId(db);
  operator = await signedInOperator(server.app, db, siteId, 'wh_operator');
  const { shirt, colors, sizes } = await demoShirt(db, siteId);
  shirtSku = { basic_product_id: shirt.id, color_id: colors[0]!.id, size_id: sizes[0]!.id };
});
afterAll(async () => {
  await server?.close();
});

type Reseller = Awaited<ReturnType<typeof freshReseller>>;
const reseller = (prefix: string, balanceCents = 100_000) =>
  freshReseller(server.app, db, siteId, prefix, balanceCents);
const cents = (yuan: string) => Math.round(Number(yuan) * 100);
const balanceCents = async (userId: number) =>
  (await db.select({ b: users.balanceCents }).from(users).where(eq(users.id, userId)))[0]!.b;
const ledgerOf = (userId: number) =>
  db.select().from(walletLedger).where(eq(walletLedger.userId, userId));
const stockOf = async (r: Reseller) =>
  (await r.call<StockItem[]>('GET', '/distribution/warehouse/stock')).data;

/** The rows of every SKU's ledger add up to its quantity, and none is below zero. */
async function expectLedgerAddsUp(userId: number) {
  const rows = await db
    .select({
      quantity: warehouseStock.quantity,
      sum: sql<number>`coalesce((select sum(l.delta) from stock_ledger l where l.stock_id = warehouse_stock.id), 0)::int`,
    })
    .from(warehouseStock)
    .where(eq(warehouseStock.userId, userId));
  for (const row of rows) {
    expect(row.quantity).toBe(row.sum);
    expect(row.quantity).toBeGreaterThanOrEqual(0);
  }
}

const inbound = (r: Reseller, quantity: number, key: string) =>
  r.call<StockInbound>('POST', '/distribution/warehouse/inbound', {
    item_type: 'blank',
    ...shirtSku,
    quantity,
    idempotency_key: key,
  });
const receive = (id: number, quantity: number) =>
  operator<AdminStockInbound>('POST', `/admin/warehouse/inbound/${id}/receive`, { quantity });

/** Puts `quantity` plain shirts of the stocked SKU in the cart and orders them. */
async function orderShirts(r: Reseller, quantity: number, key: string) {
  const address = await addAddress(r.call);
  const lines = await r.call<CartItem[]>('POST', '/distribution/cartItem/addCartItems', {
    items: [{ ...shirtSku, quantity }],
  });
  const ids = lines.data.map((line) => line.id);
  const methods = await r.call<LogisticsMethod[]>(
    'GET',
    `/distribution/cartItem/logistics?address_id=${address.id}&item_ids=${ids.join(',')}`,
  );
  return r.call<OrderDetail>('POST', '/distribution/cartItem/createOrder', {
    item_ids: ids,
    address_id: address.id,
    logistics_id: methods.data[0]!.id,
    idempotency_key: key,
  });
}

describe(`warehouse service on ${testDbKind}`, () => {
  it('buys stock, has it received in part and in full, ships an order from it without production', async () => {
    const r = await reseller('wh_flow');
    const before = await balanceCents(r.user.id);
    const created = await inbound(r, 10, 'wh-inbound-0001');
    expect(created.status_code, created.msg).toBe(200);
    expect(created.data).toMatchObject({ quantity: 10, received_quantity: 0, status: 'pending' });
    const total = cents(created.data.total);
    expect(total).toBe(cents(created.data.unit_cost) * 10);
    expect(total).toBeGreaterThan(0);
    // A retry with the same key answers the same request and charges nothing more.
    const retry = await inbound(r, 10, 'wh-inbound-0001');
    expect(retry.data.id).toBe(created.data.id);
    expect(await balanceCents(r.user.id)).toBe(before - total);
    expect(
      (await ledgerOf(r.user.id)).filter((e) => e.referenceType === 'stock_inbound'),
    ).toHaveLength(1);

    const queue = await operator<Paginator<AdminStockInbound>>(
      'GET',
      `/admin/warehouse/inbound?keyword=${r.user.username}`,
    );
    expect(queue.data.data).toMatchObject([{ id: created.data.id, username: r.user.username }]);
    const part = await receive(created.data.id, 4);
    expect(part.data).toMatchObject({
      status: 'partial',
      status_label: '部分入库',
      received_quantity: 4,
    });
    const over = await receive(created.data.id, 7);
    expect(over.status_code).toBe(422);
    expect(over.msg).toBe('本次入库数量应为 1 到 6 的整数');
    const rest = await receive(created.data.id, 6);
    expect(rest.data).toMatchObject({ status: 'received', received_quantity: 10 });
    expect((await receive(created.data.id, 1)).status_code).toBe(409);
    expect(await stockOf(r)).toMatchObject([{ quantity: 10, item_type: 'blank' }]);
    const services = await r.call<Paginator<ServiceOrder>>(
      'GET',
      '/distribution/valueAddedServices/orders?kind=warehouse',
    );
    expect(services.data.data).toMatchObject([
      { kind: 'warehouse', reference_id: created.data.id, status_label: '已入库' },
    ]);

    const order = await orderShirts(r, 2, 'wh-order-0001');
    expect(order.status_code, order.msg).toBe(200);
    expect(order.data).toMatchObject({ from_stock: true, goods_amount: '0.00' });
    expect(order.data.items).toMatchObject([{ from_stock: true, unit_price: '0.00', quantity: 2 }]);
    expect(await stockOf(r)).toMatchObject([{ quantity: 8 }]);
    const paid = await r.call('POST', '/distribution/order/pay', {
      order_ids: [order.data.id],
      idempotency_key: 'wh-pay-0001',
    });
    expect(paid.status_code, paid.msg).toBe(200);
    const production = await operator('POST', '/admin/order/startProduction', {
      order_ids: [order.data.id],
    });
    expect(production.status_code).toBe(409);
    expect(production.msg).toContain('全部从仓储库存发货，无需生产');
    const shipped = await operator<{ status: string }>(
      'POST',
      `/admin/order/${order.data.id}/ship`,
      {
        carrier: '顺丰',
        tracking_number: 'SF1234567890',
      },
    );
    expect(shipped.status_code, shipped.msg).toBe(200);
    expect(shipped.data.status).toBe('shipped');

    // Cancelling an unpaid order from stock puts its units back, once.
    const other = await orderShirts(r, 3, 'wh-order-0002');
    expect(await stockOf(r)).toMatchObject([{ quantity: 5 }]);
    const cancelled = await r.call('POST', '/distribution/order/cancel', {
      order_ids: [other.data.id],
    });
    expect(cancelled.status_code, cancelled.msg).toBe(200);
    expect(await stockOf(r)).toMatchObject([{ quantity: 8 }]);
    // More than the stock holds is ordered (and charged) as usual.
    const big = await orderShirts(r, 9, 'wh-order-0003');
    expect(big.data).toMatchObject({ from_stock: false });
    expect(cents(big.data.goods_amount)).toBeGreaterThan(0);
    await expectLedgerAddsUp(r.user.id);
  });

  it('bills the storage fee, holds the stock while it is owed, and settles once the balance allows', async () => {
    const r = await reseller('wh_fee');
    const created = await inbound(r, 3, 'wh-fee-inbound');
    await receive(created.data.id, 3);
    // Empty the balance so the fee cannot be paid.
    const left = await balanceCents(r.user.id);
    if (left > 0)
      await changeBalance(db, {
        siteId,
        userId: r.user.id,
        kind: 'adjustment',
        amountCents: -left,
        description: '清空',
      });
    const run = await operator<{ billed: number; owed: number }>(
      'POST',
      '/admin/warehouse/storageFees/run',
    );
    expect(run.status_code, run.msg).toBe(200);
    const fees = await r.call<StorageFee[]>('GET', '/distribution/warehouse/fees');
    expect(fees.data).toMatchObject([
      { units: 3, amount: '0.30', status: 'owed', status_label: '欠费' },
    ]);
    expect(await balanceCents(r.user.id)).toBe(0);
    const summary = await r.call<WarehouseSummary>('GET', '/distribution/warehouse/summary');
    expect(summary.data).toMatchObject({ units: 3, owed: '0.30', held: true });
    // Held: a new order does not take from the stock.
    const held = await orderShirts(r, 1, 'wh-fee-order-1');
    expect(held.data.from_stock).toBe(false);
    // A second run in the same month bills nothing new.
    await operator('POST', '/admin/warehouse/storageFees/run');
    expect((await r.call<StorageFee[]>('GET', '/distribution/warehouse/fees')).data).toHaveLength(
      1,
    );

    await changeBalance(db, {
      siteId,
      userId: r.user.id,
      kind: 'adjustment',
      amountCents: 100,
      description: '充值',
    });
    const settled = await r.call<StorageFee[]>('POST', '/distribution/warehouse/fees/settle');
    expect(settled.data).toMatchObject([{ status: 'paid', amount: '0.30' }]);
    expect(await balanceCents(r.user.id)).toBe(70);
    expect(
      (await r.call<WarehouseSummary>('GET', '/distribution/warehouse/summary')).data.held,
    ).toBe(false);
    const fee = (await ledgerOf(r.user.id)).filter((e) => e.referenceType === 'storage_fee');
    expect(fee).toMatchObject([{ amountCents: -30 }]);
  });

  it('bills at the storage-fee rate the operator sets in the site settings, validated', async () => {
    const setRate = (value: unknown) =>
      operator<{ storage_fee_per_unit_month: string }>('PUT', '/admin/site', {
        storage_fee_per_unit_month: value,
      });
    const shown = await operator<{ storage_fee_per_unit_month: string }>('GET', '/admin/site');
    expect(shown.data.storage_fee_per_unit_month).toBe('0.10');
    for (const [bad, text] of [
      ['-1', '「仓储费（元/件/月）」应为不小于 0、最多两位小数的金额（元）'],
      ['0.123', '「仓储费（元/件/月）」应为不小于 0、最多两位小数的金额（元）'],
      ['abc', '「仓储费（元/件/月）」应为不小于 0、最多两位小数的金额（元）'],
      ['100.01', '「仓储费（元/件/月）」不能超过 100 元'],
    ] as const) {
      const refused = await setRate(bad);
      expect(refused.status_code, bad).toBe(422);
      expect(refused.msg).toBe(text);
    }
    const set = await setRate('0.25');
    expect(set.status_code, set.msg).toBe(200);
    expect(set.data.storage_fee_per_unit_month).toBe('0.25');

    const r = await reseller('wh_rate');
    const created = await inbound(r, 4, 'wh-rate-inbound');
    await receive(created.data.id, 4);
    const summary = await r.call<WarehouseSummary>('GET', '/distribution/warehouse/summary');
    expect(summary.data.fee_per_unit_month).toBe('0.25');
    const run = await operator('POST', '/admin/warehouse/storageFees/run');
    expect(run.status_code, run.msg).toBe(200);
    const fees = await r.call<StorageFee[]>('GET', '/distribution/warehouse/fees');
    expect(fees.data).toMatchObject([{ units: 4, amount: '1.00', status: 'paid' }]);
    expect((await setRate(0.1)).data.storage_fee_per_unit_month).toBe('0.10');
  });

  it('takes exactly the units in stock when 20 orders race for 10', async () => {
    const r = await reseller('wh_race');
    const created = await inbound(r, 10, 'wh-race-inbound');
    await receive(created.data.id, 10);
    const owner = { siteId, userId: r.user.id };
    const line = {
      itemType: 'blank' as const,
      basicProductId: shirtSku.basic_product_id,
      colorId: shirtSku.color_id,
      sizeId: shirtSku.size_id,
      goodsId: null,
      goodsSkuId: null,
      designedProductId: null,
      quantity: 1,
    };
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        db.transaction(async (tx) => {
          const plan = await planFromStock(tx, owner, [line]);
          const taken = plan.get(0);
          if (!taken) return false;
          await takeFromStock(
            tx,
            owner,
            { id: 900_000 + i, orderNo: `RACE${i}`, actorUserId: null },
            [{ itemId: 900_000 + i, ...taken }],
          );
          return true;
        }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(10);
    expect(await stockOf(r)).toMatchObject([{ quantity: 0 }]);
    const moves = await db
      .select()
      .from(stockLedger)
      .where(and(eq(stockLedger.userId, r.user.id), eq(stockLedger.kind, 'order')));
    expect(moves).toHaveLength(10);
    await expectLedgerAddsUp(r.user.id);
  });

  it('charges 20 racing inbound requests only while the balance covers them, never below zero', async () => {
    const r = await reseller('wh_money', 0);
    const probe = await reseller('wh_probe');
    const unit = cents((await inbound(probe, 1, 'wh-probe-0001')).data.unit_cost);
    await changeBalance(db, {
      siteId,
      userId: r.user.id,
      kind: 'adjustment',
      amountCents: unit * 10,
      description: '测试',
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => inbound(r, 1, `wh-money-${String(i).padStart(4, '0')}`)),
    );
    const ok = answers.filter((a) => a.status_code === 200);
    expect(ok).toHaveLength(10);
    for (const refused of answers.filter((a) => a.status_code !== 200))
      expect(refused.msg).toContain('余额不足');
    expect(await balanceCents(r.user.id)).toBe(0);
    const same = await Promise.all(
      Array.from({ length: 5 }, () => inbound(probe, 2, 'wh-probe-same')),
    );
    expect(new Set(same.map((a) => a.data.id)).size).toBe(1);
    const rows = (await ledgerOf(probe.user.id)).filter((e) => e.referenceType === 'stock_inbound');
    expect(rows).toHaveLength(2);
  });

  it('refuses bad input with a Chinese message and hides other resellers’ requests', async () => {
    const r = await reseller('wh_bad');
    const noSize = await r.call('POST', '/distribution/warehouse/inbound', {
      item_type: 'blank',
      basic_product_id: shirtSku.basic_product_id,
      quantity: 1,
      idempotency_key: 'wh-bad-0001',
    });
    expect(noSize.status_code).toBe(422);
    expect(noSize.msg).toContain('请选择底板的颜色和尺码');
    const created = await inbound(r, 2, 'wh-bad-0002');
    const other = await reseller('wh_other');
    const theirs = await other.call<Paginator<StockInbound>>(
      'GET',
      '/distribution/warehouse/inbound',
    );
    expect(theirs.data.data).toHaveLength(0);
    const closed = await operator<AdminStockInbound>(
      'POST',
      `/admin/warehouse/inbound/${created.data.id}/close`,
    );
    expect(closed.data).toMatchObject({ status: 'closed', refund: created.data.total });
    expect(
      (await operator('POST', `/admin/warehouse/inbound/${created.data.id}/close`)).status_code,
    ).toBe(409);
    const forbidden = await r.call('GET', '/admin/warehouse/inbound');
    expect(forbidden.status_code).not.toBe(200);
  });
});
