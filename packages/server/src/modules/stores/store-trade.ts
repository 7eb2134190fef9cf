import { and, asc, count, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type {
  StoreSaleAmount,
  StoreTradeFigures,
  StoreTradeGrouping,
  StoreTradePeriod,
  StoreTradeQuery,
  StoreTradeReport,
  StoreTradeRow,
} from '@podkit/sdk-core';
import { addDays, daysBetween, today } from '@podkit/sdk-core/rules';
import type { DbExecutor } from '../../db/client.js';
import { invalid } from '../../http/envelope.js';
import { formatCents } from '../../http/money.js';
import { dayBounds, siteDaySql } from '../../http/site-days.js';
import { orders, ownedOrder } from '../orders/index.js';
import { platformNames } from './platforms.js';
import { stores } from './schema.js';
import { findStore, type Owner } from './store-service.js';

/** Longest range one report covers (a year and a day, as order statistics). */
export const STORE_TRADE_MAX_DAYS = 366;
const DEFAULT_DAYS = 30;

/** The asked range in the site's days, by default the last 30 days; refused when unsound. */
function tradeRange(query: StoreTradeQuery, timeZone: string, now: Date) {
  const end = query.end_date ?? today(timeZone, now);
  const start = query.start_date ?? addDays(end, 1 - DEFAULT_DAYS);
  const { from, to } = dayBounds(timeZone, start, end);
  if (daysBetween(start, end) < 0) throw invalid('开始日期不能晚于结束日期');
  if (daysBetween(start, end) + 1 > STORE_TRADE_MAX_DAYS)
    throw invalid(`店铺交易记录最长查询 ${STORE_TRADE_MAX_DAYS} 天`);
  return { start, end, from: from!, to: to! };
}

/** The first day of the period (day, Monday-first week, month) a day falls in. */
export function periodStart(day: string, grouping: StoreTradeGrouping): string {
  if (grouping === 'month') return `${day.slice(0, 7)}-01`;
  if (grouping === 'day') return day;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

function nextPeriod(start: string, grouping: StoreTradeGrouping): string {
  if (grouping === 'day') return addDays(start, 1);
  if (grouping === 'week') return addDays(start, 7);
  const [year, month] = start.split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

export function periodLabel(start: string, grouping: StoreTradeGrouping): string {
  if (grouping === 'month') return start.slice(0, 7);
  return grouping === 'week' ? `${start} 当周` : start;
}

/** Sums kept in cents while counting; store sales per currency. */
interface Tally {
  orders: number;
  paid: number;
  costCents: number;
  sales: Map<string, number>;
}

const emptyTally = (): Tally => ({ orders: 0, paid: 0, costCents: 0, sales: new Map() });

function addTo(tally: Tally, row: GroupRow) {
  tally.orders += row.orders;
  tally.paid += row.paid;
  tally.costCents += row.costCents;
  if (row.priced > 0)
    tally.sales.set(row.currency, (tally.sales.get(row.currency) ?? 0) + row.salesCents);
}

function figuresOf(tally: Tally): StoreTradeFigures {
  const amounts: StoreSaleAmount[] = [...tally.sales.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, cents]) => ({ currency, amount: formatCents(cents) }));
  return {
    order_count: tally.orders,
    paid_order_count: tally.paid,
    podkit_cost: formatCents(tally.costCents),
    store_amounts: amounts,
  };
}

interface GroupRow {
  day: string;
  storeId: number;
  currency: string;
  orders: number;
  paid: number;
  costCents: number;
  salesCents: number;
  /** Orders of the group whose import had the store's prices. */
  priced: number;
}

const cents = (expression: ReturnType<typeof sql>) =>
  sql<string>`coalesce(${expression}, 0)`.mapWith(Number);

/**
 * storeTrade (店铺交易记录): the owner's imported orders per store and period (by the day they
 * were imported), what their stores' customers paid and what the reseller paid PodKit for them.
 */
export async function storeTradeReport(
  db: DbExecutor,
  owner: Owner,
  query: StoreTradeQuery,
  timeZone: string,
  now = new Date(),
): Promise<StoreTradeReport> {
  const grouping = query.group_by ?? 'day';
  const { start, end, from, to } = tradeRange(query, timeZone, now);
  if (query.store_id !== undefined) await findStore(db, owner, query.store_id);
  const day = siteDaySql(orders.createdAt, timeZone);
  const paid = isNotNull(orders.paidAt);
  const grouped: GroupRow[] = await db
    .select({
      day,
      storeId: sql<number>`${orders.storeId}`.mapWith(Number),
      currency: orders.storeCurrency,
      orders: count(),
      paid: sql<string>`count(*) filter (where ${paid})`.mapWith(Number),
      costCents: cents(
        sql`sum(${orders.totalCents} - ${orders.refundCents}) filter (where ${paid})`,
      ),
      salesCents: cents(sql`sum(${orders.storeAmountCents})`),
      priced: sql<string>`count(${orders.storeAmountCents})`.mapWith(Number),
    })
    .from(orders)
    .where(
      and(
        ownedOrder(owner),
        isNotNull(orders.storeId),
        query.store_id === undefined ? undefined : eq(orders.storeId, query.store_id),
        gte(orders.createdAt, from),
        lt(orders.createdAt, to),
      ),
    )
    .groupBy(day, orders.storeId, orders.storeCurrency);

  const storeIds = [...new Set(grouped.map((row) => row.storeId))];
  const storeRows =
    storeIds.length === 0
      ? []
      : await db
          .select({ id: stores.id, name: stores.name, platform: stores.platform })
          .from(stores)
          .where(
            and(
              eq(stores.siteId, owner.siteId),
              eq(stores.userId, owner.userId),
              inArray(stores.id, storeIds),
            ),
          )
          .orderBy(asc(stores.name), asc(stores.id));
  const storeOrder = new Map(storeRows.map((row, index) => [row.id, index]));

  const total = emptyTally();
  const byPeriod = new Map<string, Tally>();
  const byPeriodStore = new Map<string, Tally>();
  for (const row of grouped) {
    if (!storeOrder.has(row.storeId)) continue;
    const period = periodStart(row.day, grouping);
    addTo(total, row);
    if (!byPeriod.has(period)) byPeriod.set(period, emptyTally());
    addTo(byPeriod.get(period)!, row);
    const key = `${period}|${row.storeId}`;
    if (!byPeriodStore.has(key)) byPeriodStore.set(key, emptyTally());
    addTo(byPeriodStore.get(key)!, row);
  }

  const periods: StoreTradePeriod[] = [];
  for (let at = periodStart(start, grouping); at <= end; at = nextPeriod(at, grouping))
    periods.push({
      start_date: at,
      label: periodLabel(at, grouping),
      ...figuresOf(byPeriod.get(at) ?? emptyTally()),
    });

  const rows: StoreTradeRow[] = [...byPeriodStore.entries()]
    .map(([key, tally]) => {
      const [period, id] = key.split('|') as [string, string];
      const store = storeRows[storeOrder.get(Number(id))!]!;
      return {
        start_date: period,
        label: periodLabel(period, grouping),
        store_id: store.id,
        store_name: store.name,
        platform: store.platform,
        platform_name: platformNames[store.platform] ?? `平台 ${store.platform}`,
        ...figuresOf(tally),
      };
    })
    .sort(
      (a, b) =>
        b.start_date.localeCompare(a.start_date) ||
        storeOrder.get(a.store_id)! - storeOrder.get(b.store_id)!,
    );

  return {
    start_date: start,
    end_date: end,
    group_by: grouping,
    totals: figuresOf(total),
    periods,
    rows,
  };
}
