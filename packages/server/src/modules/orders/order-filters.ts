import { and, count, eq, exists, gte, ilike, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { OrderFilters, OrderStatusCounts, StorePlatformCode } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { dayBounds } from '../../http/site-days.js';
import { orderItems, orders } from './schema.js';
import { orderStatuses } from './state-machine.js';

/** A LIKE pattern matching `text` anywhere, with its wildcards taken literally. */
export function containing(text: string): string {
  return `%${text.trim().replace(/[\\%_]/g, '\\$&')}%`;
}

/** The conditions of orderAdmin's filters (date range, order number, recipient, kind, store, SKU). */
/** Days are the site's days (`timeZone`), as in the order numbers; an end date is inclusive. */
export function orderFilterConditions(filters: OrderFilters, timeZone: string): SQL[] {
  const conditions: SQL[] = [];
  const { from, to } = dayBounds(timeZone, filters.start_date, filters.end_date);
  if (from) conditions.push(gte(orders.createdAt, from));
  if (to) conditions.push(lt(orders.createdAt, to));
  if (filters.order_no) conditions.push(eq(orders.orderNo, filters.order_no.trim()));
  if (filters.recipient)
    conditions.push(ilike(orders.recipientName, containing(filters.recipient)));
  if (filters.kind) conditions.push(eq(orders.kind, filters.kind));
  if (filters.platform !== undefined)
    conditions.push(
      filters.platform === 0
        ? isNull(orders.platform)
        : eq(orders.platform, filters.platform as StorePlatformCode),
    );
  if (filters.store_id !== undefined) conditions.push(eq(orders.storeId, filters.store_id));
  if (filters.sku) {
    const pattern = containing(filters.sku);
    conditions.push(
      exists(
        sql`(select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${or(
          ilike(orderItems.name, pattern),
          ilike(orderItems.skuText, pattern),
        )})`,
      ),
    );
  }
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
