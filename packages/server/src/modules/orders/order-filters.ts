import { and, count, eq, exists, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type {
  OrderFilters,
  OrderKind,
  OrderStatusCounts,
  StorePlatformCode,
} from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { dayBounds } from '../../http/site-days.js';
import { orderItems, orders } from './schema.js';
import { orderStatuses } from './state-machine.js';

/** A LIKE pattern matching `text` anywhere, with its wildcards taken literally. */
export function containing(text: string): string {
  return `%${text.trim().replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * The list filters (date range, order number, recipient, kind, store platform, store, SKU) as
 * data: days already the site's instants (ISO), texts already LIKE patterns. Data, so a list
 * statement can take them as its run's values and be built once per set of filters given.
 */
export interface OrderFilterValues {
  from?: string;
  to?: string;
  orderNo?: string;
  recipient?: string;
  kind?: OrderKind;
  platform?: StorePlatformCode;
  /** Orders placed on the site itself (platform 0 in the filters). */
  noPlatform?: true;
  storeId?: number;
  sku?: string;
}

/** Days are the site's days (`timeZone`), as in the order numbers; an end date is inclusive. */
export function orderFilterValues(filters: OrderFilters, timeZone: string): OrderFilterValues {
  const { from, to } = dayBounds(timeZone, filters.start_date, filters.end_date);
  return {
    from: from?.toISOString(),
    to: to?.toISOString(),
    orderNo: filters.order_no?.trim() || undefined,
    recipient: filters.recipient ? containing(filters.recipient) : undefined,
    kind: filters.kind || undefined,
    platform: filters.platform ? (filters.platform as StorePlatformCode) : undefined,
    noPlatform: filters.platform === 0 ? true : undefined,
    storeId: filters.store_id,
    sku: filters.sku ? containing(filters.sku) : undefined,
  };
}

/**
 * The conditions of the filters given: from their values, or from a statement's placeholders
 * (a placeholder stands for a value given, `undefined` for one absent).
 */
export function orderFilterConditions(filters: OrderFilterValues): SQL[] {
  const conditions: SQL[] = [];
  if (filters.from !== undefined) conditions.push(sql`${orders.createdAt} >= ${filters.from}`);
  if (filters.to !== undefined) conditions.push(sql`${orders.createdAt} < ${filters.to}`);
  if (filters.orderNo !== undefined) conditions.push(eq(orders.orderNo, filters.orderNo));
  if (filters.recipient !== undefined)
    conditions.push(ilike(orders.recipientName, filters.recipient));
  if (filters.kind !== undefined) conditions.push(eq(orders.kind, filters.kind));
  if (filters.noPlatform !== undefined) conditions.push(isNull(orders.platform));
  if (filters.platform !== undefined) conditions.push(eq(orders.platform, filters.platform));
  if (filters.storeId !== undefined) conditions.push(eq(orders.storeId, filters.storeId));
  if (filters.sku !== undefined)
    conditions.push(
      exists(
        sql`(select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${or(
          ilike(orderItems.name, filters.sku),
          ilike(orderItems.skuText, filters.sku),
        )})`,
      ),
    );
  return conditions;
}

/** Orders per status tab (and all) within a scope and filters. */
export async function countByStatus(
  db: DbExecutor,
  where: SQL | undefined,
): Promise<OrderStatusCounts> {
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(where)
    .groupBy(orders.status);
  const counts = Object.fromEntries(
    orderStatuses.map((status) => [status, 0]),
  ) as OrderStatusCounts;
  counts.all = 0;
  for (const row of rows) {
    counts[row.status] = row.n;
    counts.all += row.n;
  }
  return counts;
}

export const whereAll = (...conditions: Array<SQL | undefined>) => and(...conditions);
