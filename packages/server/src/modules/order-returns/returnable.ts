import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ReturnableOrder } from '@podkit/sdk-core';
import { dayOf } from '@podkit/sdk-core/rules';
import type { DbExecutor } from '../../db/client.js';
import { formatCents } from '../../http/money.js';
import { containsTyped } from '../../http/text-search.js';
import {
  deliveredAt,
  orderLinesOf,
  orders,
  orderStatusLabels,
  ownedOrder,
  type OrderItemRow,
  type OrderRow,
} from '../orders/index.js';
import { orderReturns, type ReturnedLine } from './schema.js';

const DAY_MS = 86_400_000;
const CHOICES = 20;

/** Orders whose lines have left the warehouse. */
export const SHIPPED = ['shipped', 'completed'] as const;
const isShipped = (order: OrderRow) => (SHIPPED as readonly string[]).includes(order.status);

/** The site's rule: how long after delivery a reseller may ask. */
export interface ReturnWindow {
  days: number;
  timeZone: string;
}

/** When the order was delivered and the last moment to ask about it; nulls before shipping. */
export async function orderDeadline(db: DbExecutor, order: OrderRow, window: ReturnWindow) {
  const delivered = await deliveredAt(db, order);
  return {
    delivered,
    deadline: delivered ? new Date(delivered.getTime() + window.days * DAY_MS) : null,
  };
}

/**
 * Why no return can be asked about this order now, in Chinese, or '' when one can: it has not
 * shipped, or its time limit has passed.
 */
export function refusalOf(
  order: OrderRow,
  deadline: Date | null,
  window: ReturnWindow,
  now = new Date(),
): string {
  if (!isShipped(order) || !deadline)
    return `订单 ${order.orderNo} 尚未发货（当前「${orderStatusLabels[order.status]}」），只能为已发货的商品申请退货或重印`;
  if (now > deadline)
    return `订单 ${order.orderNo} 已超过售后申请期限：签收后 ${window.days} 天内可申请，截止 ${dayOf(deadline, window.timeZone)}`;
  return '';
}

/** Units of each line that earlier requests still open or approved already claim. */
export async function claimedUnits(
  db: DbExecutor,
  orderId: number,
  exceptReturnId?: number,
): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: orderReturns.id, lines: orderReturns.lines })
    .from(orderReturns)
    .where(
      and(
        eq(orderReturns.orderId, orderId),
        inArray(orderReturns.status, ['pending', 'needs_info', 'approved']),
      ),
    );
  const claimed = new Map<number, number>();
  for (const row of rows) {
    if (row.id === exceptReturnId) continue;
    for (const line of row.lines)
      claimed.set(line.orderItemId, (claimed.get(line.orderItemId) ?? 0) + line.quantity);
  }
  return claimed;
}

/** What was paid for `quantity` units of a line: its amount less its share of the discount. */
function paidForUnits(order: OrderRow, item: OrderItemRow, quantity: number): number {
  const discountShare =
    order.goodsAmountCents > 0
      ? Math.floor((order.discountCents * item.amountCents) / order.goodsAmountCents)
      : 0;
  const linePaid = Math.max(0, item.amountCents - discountShare);
  return Math.floor((linePaid * quantity) / item.quantity);
}

/**
 * The most a refund of these returned lines may give back now: what was paid for them, and never
 * more than the order's total less everything already refunded on it (the operator's refund and
 * earlier approved returns).
 */
export function refundCap(
  order: OrderRow,
  items: readonly OrderItemRow[],
  lines: readonly ReturnedLine[],
) {
  const byId = new Map(items.map((item) => [item.id, item]));
  const linesPaid = lines.reduce((sum, line) => {
    const item = byId.get(line.orderItemId);
    return sum + (item ? paidForUnits(order, item, line.quantity) : 0);
  }, 0);
  const left = Math.max(0, order.totalCents - order.refundCents);
  return { linesPaid, left, cap: Math.min(linesPaid, left) };
}

/** The owner's latest orders (or the one asked for, or those whose number matches) with what may be returned. */
export async function returnableOrders(
  db: DbExecutor,
  owner: { siteId: number; userId: number },
  query: { keyword?: string; order_id?: number },
  window: ReturnWindow,
): Promise<ReturnableOrder[]> {
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        ownedOrder(owner, query.order_id),
        containsTyped(orders.orderNo, query.keyword),
        query.order_id === undefined ? inArray(orders.status, [...SHIPPED]) : undefined,
      ),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(CHOICES);
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return Promise.all(
    rows.map(async (order) => {
      const [items, claimed, { delivered, deadline }] = await Promise.all([
        orderLinesOf(db, order.id),
        claimedUnits(db, order.id),
        orderDeadline(db, order, window),
      ]);
      return {
        id: order.id,
        order_no: order.orderNo,
        status_label: orderStatusLabels[order.status],
        shipped_at: iso(order.shippedAt),
        delivered_at: iso(delivered),
        deadline: iso(deadline),
        refusal: refusalOf(order, deadline, window),
        lines: items
          .filter((item) => item.itemType !== 'unmapped')
          .map((item) => ({
            id: item.id,
            name: item.name,
            sku_text: item.skuText,
            quantity: item.quantity,
            unit_price: formatCents(item.unitPriceCents),
            returnable: Math.max(0, item.quantity - (claimed.get(item.id) ?? 0)),
          })),
      };
    }),
  );
}
