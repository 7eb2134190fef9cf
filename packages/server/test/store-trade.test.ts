import ExcelJS from 'exceljs';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportRecord, Store, StoreTradeReport } from '@podkit/sdk-core';
import { addDays, today } from '@podkit/sdk-core/rules';
import type { Db } from '../src/db/client.js';
import { applyOrderEvent } from '../src/modules/orders/order-transition.js';
import { orders } from '../src/modules/orders/schema.js';
import { freshReseller } from './cart-fixtures.js';
import type { TestServer } from './harness.js';
import { drainJobs } from './support/publishing.js';
import { connectWooStore } from './support/stores.js';
import { startWooEtsyTestbed, type WooEtsyTestbed } from './support/woo-etsy-testbed.js';

const WOO = {
  consumerKey: 'ck_trade_1',
  consumerSecret: 'cs_trade_1',
  webhookSecret: 'trade-hook',
};
const ZONE = 'Asia/Shanghai';

let testbed: WooEtsyTestbed;
let server: TestServer;
let db: Db;
let reseller: Awaited<ReturnType<typeof freshReseller>>;
let store: Store;

beforeAll(async () => {
  testbed = await startWooEtsyTestbed({
    woo: WOO,
    etsy: { keystring: 'k', sharedSecret: 's', webhookSecret: `whsec_${btoa('x')}` },
  });
  ({ server, db } = testbed);
  reseller = await freshReseller(server.app, db, testbed.siteId, 'trade');
  testbed.woo.seed(12);
  store = await connectWooStore(reseller, testbed.woo.url, WOO);
  await drainJobs(testbed.worker);
});
afterAll(async () => {
  await testbed?.close();
});

const report = async (query: Record<string, string | number>, who = reseller) => {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  );
  return who.call<StoreTradeReport>('GET', `/distribution/storeTrade?${search}`);
};

const storeOrders = () => db.select().from(orders).where(eq(orders.storeId, store.id));

describe('storeTrade (店铺交易记录)', () => {
  it('counts the imported orders and what the store customers paid, in the store currency', async () => {
    const rows = await storeOrders();
    expect(rows).toHaveLength(12);
    // Each fake order: 2 × 12.50 GBP.
    expect(rows.every((row) => row.storeAmountCents === 2500 && row.storeCurrency === 'GBP')).toBe(
      true,
    );
    const answer = await report({ store_id: store.id });
    expect(answer.status_code, answer.msg).toBe(200);
    expect(answer.data.group_by).toBe('day');
    expect(answer.data.periods).toHaveLength(30);
    expect(answer.data.totals).toEqual({
      order_count: 12,
      paid_order_count: 0,
      podkit_cost: '0.00',
      store_amounts: [{ currency: 'GBP', amount: '300.00' }],
    });
    expect(answer.data.rows).toHaveLength(1);
    expect(answer.data.rows[0]).toMatchObject({
      start_date: today(ZONE),
      store_id: store.id,
      platform: 21,
      platform_name: 'WooCommerce',
      order_count: 12,
    });
  });

  it('counts what the reseller paid PodKit for paid orders, refunds taken off', async () => {
    const [first, second] = await storeOrders();
    // Paid as order-payment.ts marks an order (the wallet side is the wallet's own tests).
    for (const row of [first!, second!])
      await applyOrderEvent(
        db,
        row,
        { type: 'pay' },
        { kind: 'system', userId: null },
        { paidAt: new Date() },
      );
    await db.update(orders).set({ refundCents: 100 }).where(eq(orders.id, second!.id));
    const expected = first!.totalCents + second!.totalCents - 100;
    expect(expected).toBeGreaterThan(0);
    const answer = await report({});
    expect(answer.data.totals.paid_order_count).toBe(2);
    expect(answer.data.totals.podkit_cost).toBe((expected / 100).toFixed(2));
    const day = answer.data.periods.find((period) => period.start_date === today(ZONE))!;
    expect(day.podkit_cost).toBe((expected / 100).toFixed(2));
  });

  it('groups by week and month over a range, and leaves out orders outside it', async () => {
    const rows = await storeOrders();
    const moved = rows.slice(0, 3).map((row) => row.id);
    // 45 days back: in an earlier month than today, whatever today is.
    const past = new Date(Date.now() - 45 * 86_400_000);
    await db.update(orders).set({ createdAt: past }).where(inArray(orders.id, moved));
    const end = today(ZONE);
    const start = addDays(end, -59);
    const monthly = await report({ start_date: start, end_date: end, group_by: 'month' });
    expect(monthly.status_code, monthly.msg).toBe(200);
    expect(monthly.data.totals.order_count).toBe(12);
    const counts = monthly.data.periods.filter((period) => period.order_count > 0);
    expect(counts.map((period) => period.order_count).sort()).toEqual([3, 9]);
    expect(monthly.data.periods.every((period) => period.start_date.endsWith('-01'))).toBe(true);
    const weekly = await report({ start_date: start, end_date: end, group_by: 'week' });
    expect(
      weekly.data.periods.every(
        (period) => new Date(`${period.start_date}T00:00:00Z`).getUTCDay() === 1,
      ),
    ).toBe(true);
    expect(weekly.data.rows.reduce((sum, row) => sum + row.order_count, 0)).toBe(12);
    const recent = await report({ start_date: addDays(end, -6), end_date: end });
    expect(recent.data.totals.order_count).toBe(9);
  });

  it("refuses another reseller's store and unsound ranges in Chinese", async () => {
    const other = await freshReseller(server.app, db, testbed.siteId, 'trade_other');
    const foreign = await report({ store_id: store.id }, other);
    expect(foreign.status_code).not.toBe(200);
    expect(foreign.msg).toContain('店铺');
    const mine = await report({}, other);
    expect(mine.data.totals.order_count).toBe(0);
    const backwards = await report({ start_date: '2026-03-10', end_date: '2026-03-01' });
    expect(backwards.msg).toBe('开始日期不能晚于结束日期');
    const long = await report({ start_date: '2024-01-01', end_date: '2025-06-01' });
    expect(long.msg).toContain('366');
  });

  it('exports the report as .xlsx into 导出记录', async () => {
    const answer = await reseller.call<ExportRecord>('POST', '/distribution/storeTrade/export', {
      store_id: store.id,
      start_date: addDays(today(ZONE), -59),
      group_by: 'month',
    });
    expect(answer.status_code, answer.msg).toBe(200);
    expect(answer.data).toMatchObject({ kind: 'store_trade', status: 'succeeded' });
    const listed = await reseller.call<{ data: ExportRecord[] }>(
      'GET',
      '/distribution/userExportRecord',
    );
    expect(listed.data.data.some((record) => record.id === answer.data.id)).toBe(true);
    const { pathname, search } = new URL(answer.data.url!, server.url);
    const file = await server.app.inject({ method: 'GET', url: `${pathname}${search}` });
    expect(file.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const cells = (n: number) => [1, 2, 3, 4, 5, 6, 7].map((c) => sheet.getRow(n).getCell(c).text);
    expect(cells(1)).toEqual([
      '期间',
      '店铺',
      '平台',
      '订单数',
      '已支付订单数',
      'PodKit 成本（元）',
      '店铺销售额',
    ]);
    const last = cells(sheet.rowCount);
    expect(last[0]).toContain('合计');
    expect(last[3]).toBe('12');
    expect(last[6]).toBe('GBP 300.00');
    const rows = Array.from({ length: sheet.rowCount - 2 }, (_, i) => cells(i + 2));
    expect(rows.every((row) => row[1] === store.name && row[2] === 'WooCommerce')).toBe(true);
  });

  it('is refused to a role without the screen', async () => {
    const anonymous = await server.app.inject({
      method: 'GET',
      url: '/req/distribution/storeTrade',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
