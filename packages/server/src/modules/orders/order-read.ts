import { and, asc, count, desc, eq, gte, ilike, inArray, lt, type SQL } from 'drizzle-orm';
import type {
  Order,
  OrderDetail,
  OrderEventRecord,
  OrderItem,
  OrderListQuery,
  StorePlatformCode,
} from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { notFound } from '../../http/envelope.js';
import { formatCents } from '../../http/money.js';
import { pageOffset } from '../../http/paging.js';
import {
  orderEvents,
  orderItems,
  orders,
  type OrderEventRow,
  type OrderItemRow,
  type OrderRow,
} from './schema.js';
import { holdReasonLabels, orderEventLabels, orderStatusLabels } from './state-machine.js';

export interface Owner {
  siteId: number;
  userId: number;
}

export function ownedOrder(owner: Owner, id?: number): SQL {
  const scope = [eq(orders.siteId, owner.siteId), eq(orders.userId, owner.userId)];
  if (id !== undefined) scope.push(eq(orders.id, id));
  return and(...scope) as SQL;
}

export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    order_no: row.orderNo,
    status: row.status,
    status_label: orderStatusLabels[row.status],
    hold_reason: row.holdReason,
    hold_reason_label: row.holdReason ? holdReasonLabels[row.holdReason] : '',
    address: row.address,
    logistics_id: row.logisticsMethodId,
    logistics_name: row.logisticsName,
    shipping_fee: formatCents(row.shippingFeeCents),
    goods_amount: formatCents(row.goodsAmountCents),
    discount: formatCents(row.discountCents),
    total: formatCents(row.totalCents),
    weight_grams: row.weightGrams,
    item_num: row.itemNum,
    paid_at: row.paidAt ? row.paidAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    platform: row.platform,
    store_id: row.storeId,
    platform_order_id: row.platformOrderId,
    platform_order_name: row.platformOrderName,
    platform_change: row.platformChange,
    mapping_state: row.mappingState,
    carrier: row.carrier,
    tracking_number: row.trackingNumber,
    tracking_url: row.trackingUrl,
    shipped_at: row.shippedAt?.toISOString() ?? null,
    tracking_push_state: row.trackingPushState,
    tracking_push_error: row.trackingPushError,
    tracking_pushed_at: row.trackingPushedAt?.toISOString() ?? null,
  };
}

function toOrderItem(row: OrderItemRow): OrderItem {
  return {
    id: row.id,
    item_type: row.itemType,
    basic_product_id: row.basicProductId,
    color_id: row.colorId,
    size_id: row.sizeId,
    designed_product_id: row.designedProductId,
    goods_id: row.goodsId,
    goods_sku_id: row.goodsSkuId,
    name: row.name,
    sku_text: row.skuText,
    unit_price: formatCents(row.unitPriceCents),
    quantity: row.quantity,
    amount: formatCents(row.amountCents),
    weight_grams: row.weightGrams,
    store_sku: row.storeSku,
    store_variant_id: row.storeVariantId,
    store_title: row.storeTitle,
    customisation: row.customisation ?? [],
  };
}

const eventLabels: Record<string, string> = { create: '创建订单', ...orderEventLabels };

function toEventRecord(row: OrderEventRow): OrderEventRecord {
  return {
    id: row.id,
    event: row.event,
    event_label: eventLabels[row.event] ?? row.event,
    actor_kind: row.actorKind,
    actor_user_id: row.actorUserId,
    from_status: row.fromStatus,
    to_status: row.toStatus,
    created_at: row.createdAt.toISOString(),
  };
}

export async function findOrder(db: DbExecutor, owner: Owner, id: number): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(ownedOrder(owner, id));
  if (!row) throw notFound('订单');
  return row;
}

export async function orderDetail(db: DbExecutor, owner: Owner, id: number): Promise<OrderDetail> {
  const row = await findOrder(db, owner, id);
  const [items, events] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(asc(orderItems.id)),
    db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, id))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
  ]);
  return { ...toOrder(row), items: items.map(toOrderItem), events: events.map(toEventRecord) };
}

/** Midnight of a day in China, where the order numbers' days are counted too. */
function dayStart(date: string): Date {
  return new Date(`${date}T00:00:00.000+08:00`);
}

/** A page of the reseller's orders, newest first, with the list filters. */
export async function listOrders(
  db: DbExecutor,
  owner: Owner,
  query: Required<Pick<OrderListQuery, 'page' | 'page_size'>> & OrderListQuery,
): Promise<{ rows: OrderRow[]; total: number }> {
  const conditions: SQL[] = [ownedOrder(owner)];
  if (query.status) conditions.push(eq(orders.status, query.status));
  if (query.start_date) conditions.push(gte(orders.createdAt, dayStart(query.start_date)));
  if (query.end_date) {
    const end = dayStart(query.end_date);
    end.setUTCDate(end.getUTCDate() + 1);
    conditions.push(lt(orders.createdAt, end));
  }
  if (query.platform) conditions.push(eq(orders.platform, query.platform as StorePlatformCode));
  if (query.store_id) conditions.push(eq(orders.storeId, query.store_id));
  if (query.order_no) conditions.push(eq(orders.orderNo, query.order_no.trim()));
  if (query.recipient)
    conditions.push(ilike(orders.recipientName, `%${query.recipient.replace(/[\\%_]/g, '\\$&')}%`));
  const where = and(...conditions);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.page_size)
      .offset(pageOffset(query.page, query.page_size)),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

/** Orders of the owner among `ids` (missing ones are simply absent). */
export function ordersAmong(
  db: DbExecutor,
  owner: Owner,
  ids: readonly number[],
): Promise<OrderRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(orders)
    .where(and(ownedOrder(owner), inArray(orders.id, [...ids])));
}
