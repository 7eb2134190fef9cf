import {
  and,
  asc,
  count,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  lt,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type {
  OrderFeeRow,
  OrderFeeSummary,
  OrderPayInfo,
  OrderPayRecord,
  OrderStatistics,
  StatisticsQuery,
} from '@podkit/sdk-core';
import { addDays, daysBetween, today } from '@podkit/sdk-core/rules';
import type { DbExecutor } from '../../db/client.js';
import { invalid, notFound } from '../../http/envelope.js';
import { formatCents } from '../../http/money.js';
import { pageOffset } from '../../http/paging.js';
import { dayBounds, siteDaySql } from '../../http/site-days.js';
import { users } from '../users/index.js';
import { walletLedger } from '../wallet/index.js';
import { ownedOrder, toOrder, type Owner } from './order-read.js';
import { platformName } from './platforms.js';
import { orders } from './schema.js';
import { orderStatusLabels, orderStatuses, type OrderStatus } from './state-machine.js';

/** Longest period a statistics or fees query covers. */
export const MAX_PERIOD_DAYS = 366;
/** How many days a period covers when the query names none. */
export const DEFAULT_PERIOD_DAYS = 30;

/**
 * The asked period in the site's days, by default the last 30 days up to the site's today;
 * refused when unsound.
 */
export function period(query: StatisticsQuery, timeZone: string, now = new Date()) {
  const end = query.end_date ?? today(timeZone, now);
  const start = query.start_date ?? addDays(end, 1 - DEFAULT_PERIOD_DAYS);
  const { from, to } = dayBounds(timeZone, start, end);
  if (daysBetween(start, end) < 0) throw invalid('开始日期不能晚于结束日期');
  if (daysBetween(start, end) + 1 > MAX_PERIOD_DAYS)
    throw invalid(`统计区间最长 ${MAX_PERIOD_DAYS} 天`);
  return { start, end, from: from!, to: to! };
}

const sumCents = (column: AnyColumn) => sql<string>`coalesce(sum(${column}), 0)`.mapWith(Number);

/** orderStatistics: the owner's orders in a period per day, per status and per platform. */
export async function orderStatistics(
  db: DbExecutor,
  owner: Owner,
  query: StatisticsQuery,
  timeZone: string,
): Promise<OrderStatistics> {
  const { start, end, from, to } = period(query, timeZone);
  const where = and(ownedOrder(owner), gte(orders.createdAt, from), lt(orders.createdAt, to));
  const day = siteDaySql(orders.createdAt, timeZone);
  const [byDay, byStatus, byPlatform, [paid]] = await Promise.all([
    db
      .select({ date: day, n: count(), cents: sumCents(orders.totalCents) })
      .from(orders)
      .where(where)
      .groupBy(day),
    db
      .select({ status: orders.status, n: count(), cents: sumCents(orders.totalCents) })
      .from(orders)
      .where(where)
      .groupBy(orders.status),
    db
      .select({ platform: orders.platform, n: count(), cents: sumCents(orders.totalCents) })
      .from(orders)
      .where(where)
      .groupBy(orders.platform)
      .orderBy(asc(orders.platform)),
    db
      .select({
        cents: sql<string>`coalesce(sum(${orders.totalCents} - ${orders.refundCents}), 0)`.mapWith(
          Number,
        ),
        packaging: sumCents(orders.packagingFeeCents),
      })
      .from(orders)
      .where(and(where, isNotNull(orders.paidAt))),
  ]);
  const days = new Map(byDay.map((row) => [row.date, row]));
  const everyDay: OrderStatistics['by_day'] = [];
  for (let date = start; date <= end; date = addDays(date, 1)) {
    const row = days.get(date);
    everyDay.push({ date, order_count: row?.n ?? 0, amount: formatCents(row?.cents ?? 0) });
  }
  const statuses = new Map(byStatus.map((row) => [row.status, row]));
  const totalCount = byStatus.reduce((sum, row) => sum + row.n, 0);
  const totalCents = byStatus.reduce((sum, row) => sum + row.cents, 0);
  return {
    start_date: start,
    end_date: end,
    totals: {
      order_count: totalCount,
      amount: formatCents(totalCents),
      paid_amount: formatCents(paid?.cents ?? 0),
      packaging_fee: formatCents(paid?.packaging ?? 0),
    },
    by_day: everyDay,
    by_status: orderStatuses.map((status: OrderStatus) => ({
      status,
      status_label: orderStatusLabels[status],
      order_count: statuses.get(status)?.n ?? 0,
      amount: formatCents(statuses.get(status)?.cents ?? 0),
    })),
    by_platform: byPlatform.map((row) => ({
      platform: row.platform,
      platform_name: platformName(row.platform),
      order_count: row.n,
      amount: formatCents(row.cents),
    })),
  };
}

function toFeeRow(row: typeof orders.$inferSelect): OrderFeeRow {
  return {
    order_id: row.id,
    order_no: row.orderNo,
    status: row.status,
    status_label: orderStatusLabels[row.status],
    paid_at: row.paidAt!.toISOString(),
    goods_amount: formatCents(row.goodsAmountCents),
    shipping_fee: formatCents(row.shippingFeeCents),
    packaging_fee: formatCents(row.packagingFeeCents),
    discount: formatCents(row.discountCents),
    total: formatCents(row.totalCents),
    refund_amount: formatCents(row.refundCents),
    net: formatCents(row.totalCents - row.refundCents),
  };
}

/** fees: every order paid in the period (by the day it was paid), and their sums. */
export async function orderFees(
  db: DbExecutor,
  owner: Owner,
  query: StatisticsQuery & { page: number; page_size: number },
  timeZone: string,
): Promise<{ rows: OrderFeeRow[]; total: number; summary: OrderFeeSummary }> {
  const { from, to } = period(query, timeZone);
  const where = and(
    ownedOrder(owner),
    isNotNull(orders.paidAt),
    gte(orders.paidAt, from),
    lt(orders.paidAt, to),
  );
  const [rows, [sums]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.paidAt), desc(orders.id))
      .limit(query.page_size)
      .offset(pageOffset(query.page, query.page_size)),
    db
      .select({
        n: count(),
        goods: sumCents(orders.goodsAmountCents),
        shipping: sumCents(orders.shippingFeeCents),
        packaging: sumCents(orders.packagingFeeCents),
        discount: sumCents(orders.discountCents),
        total: sumCents(orders.totalCents),
        refund: sumCents(orders.refundCents),
      })
      .from(orders)
      .where(where),
  ]);
  const s = sums ?? {
    n: 0,
    goods: 0,
    shipping: 0,
    packaging: 0,
    discount: 0,
    total: 0,
    refund: 0,
  };
  return {
    rows: rows.map(toFeeRow),
    total: s.n,
    summary: {
      order_count: s.n,
      goods_amount: formatCents(s.goods),
      shipping_fee: formatCents(s.shipping),
      packaging_fee: formatCents(s.packaging),
      discount: formatCents(s.discount),
      total: formatCents(s.total),
      refund_amount: formatCents(s.refund),
      net: formatCents(s.total - s.refund),
    },
  };
}

/** orderPay: the chosen orders' total against the balance; orders that cannot be paid, and why. */
export async function payInfo(
  db: DbExecutor,
  owner: Owner,
  orderIds: readonly number[],
): Promise<OrderPayInfo> {
  const ids = [...new Set(orderIds)];
  const [rows, [user]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(and(ownedOrder(owner), inArray(orders.id, ids)))
      .orderBy(asc(orders.id)),
    db
      .select({ balanceCents: users.balanceCents })
      .from(users)
      .where(and(eq(users.id, owner.userId), eq(users.siteId, owner.siteId))),
  ]);
  if (rows.length !== ids.length) throw notFound('订单');
  const payable = rows.filter((row) => row.status === 'pending_payment');
  const totalCents = payable.reduce((sum, row) => sum + row.totalCents, 0);
  const balanceCents = user?.balanceCents ?? 0;
  return {
    orders: payable.map(toOrder),
    total: formatCents(totalCents),
    balance: formatCents(balanceCents),
    enough: balanceCents >= totalCents,
    shortfall: formatCents(Math.max(0, totalCents - balanceCents)),
    refused: rows
      .filter((row) => row.status !== 'pending_payment')
      .map((row) => ({
        order_id: row.id,
        order_no: row.orderNo,
        reason: `订单状态为「${orderStatusLabels[row.status]}」，无需支付`,
      })),
  };
}

/** orderPayInfos: the owner's order payments and refunds from the ledger, newest first. */
export async function payRecords(
  db: DbExecutor,
  owner: Owner,
  query: {
    page: number;
    page_size: number;
    order_no?: string;
    start_date?: string;
    end_date?: string;
  },
  timeZone: string,
): Promise<{ rows: OrderPayRecord[]; total: number }> {
  const conditions: SQL[] = [
    eq(walletLedger.siteId, owner.siteId),
    eq(walletLedger.userId, owner.userId),
    eq(walletLedger.referenceType, 'order'),
    inArray(walletLedger.kind, ['payment', 'refund']),
  ];
  if (query.order_no) conditions.push(eq(orders.orderNo, query.order_no.trim()));
  const { from, to } = dayBounds(timeZone, query.start_date, query.end_date);
  if (from) conditions.push(gte(walletLedger.createdAt, from));
  if (to) conditions.push(lt(walletLedger.createdAt, to));
  const where = and(...conditions);
  const joined = sql`${orders.id}::text = ${walletLedger.referenceId} and ${orders.userId} = ${walletLedger.userId}`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: walletLedger, orderId: orders.id, orderNo: orders.orderNo })
      .from(walletLedger)
      .innerJoin(orders, joined)
      .where(where)
      .orderBy(desc(walletLedger.createdAt), desc(walletLedger.id))
      .limit(query.page_size)
      .offset(pageOffset(query.page, query.page_size)),
    db.select({ n: count() }).from(walletLedger).innerJoin(orders, joined).where(where),
  ]);
  return {
    rows: rows.map(({ entry, orderId, orderNo }) => ({
      id: entry.id,
      order_id: orderId,
      order_no: orderNo,
      kind: entry.kind === 'refund' ? 'refund' : 'payment',
      amount: formatCents(entry.amountCents),
      balance_after: formatCents(entry.balanceAfterCents),
      created_at: entry.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}
