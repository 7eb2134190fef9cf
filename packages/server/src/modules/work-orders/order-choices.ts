import { and, asc, desc, inArray } from 'drizzle-orm';
import type { WorkOrderOrderChoice } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { containsTyped } from '../../http/text-search.js';
import { orderItems, orders, orderStatusLabels, ownedOrder } from '../orders/index.js';

const CHOICES = 20;

/** The owner's latest orders (or the one asked for, or those whose number matches) with lines. */
export async function orderChoices(
  db: DbExecutor,
  owner: { siteId: number; userId: number },
  query: { keyword?: string; order_id?: number },
): Promise<WorkOrderOrderChoice[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(and(ownedOrder(owner, query.order_id), containsTyped(orders.orderNo, query.keyword)))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(CHOICES);
  if (rows.length === 0) return [];
  const lines = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  return rows.map((row) => ({
    id: row.id,
    order_no: row.orderNo,
    status_label: orderStatusLabels[row.status],
    created_at: row.createdAt.toISOString(),
    lines: lines
      .filter((line) => line.orderId === row.id)
      .map((line) => ({
        id: line.id,
        name: line.name,
        sku_text: line.skuText,
        quantity: line.quantity,
      })),
  }));
}
