import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type {
  Order,
  OrderDetail,
  OrderEventRecord,
  OrderItem,
  OrderListQuery,
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
import { firstViewPictures } from '../cart/index.js';
import { goods } from '../goods/index.js';
import { orderFilterConditions } from './order-filters.js';
import { loadArtwork, type ProductArtwork, type UrlOf } from './order-artwork.js';
import { platformName } from './platforms.js';
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

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    order_no: row.orderNo,
    kind: row.kind,
    from_stock: row.fromStock,
    fba_shipment_id: row.fbaShipmentId,
    status: row.status,
    status_label: orderStatusLabels[row.status],
    hold_reason: row.holdReason,
    hold_reason_label: row.holdReason ? holdReasonLabels[row.holdReason] : '',
    address: row.address,
    logistics_id: row.logisticsMethodId,
    logistics_name: row.logisticsName,
    shipping_fee: formatCents(row.shippingFeeCents),
    packaging_fee: formatCents(row.packagingFeeCents),
    packaging_template_id: row.packagingTemplateId,
    packaging_name: row.packagingName,
    goods_amount: formatCents(row.goodsAmountCents),
    discount: formatCents(row.discountCents),
    total: formatCents(row.totalCents),
    coupon_id: row.userCouponId,
    weight_grams: row.weightGrams,
    item_num: row.itemNum,
    platform: row.platform,
    platform_name: platformName(row.platform),
    store_id: row.storeId,
    store_name: row.storeName,
    refund_amount: formatCents(row.refundCents),
    paid_at: iso(row.paidAt),
    shipped_at: iso(row.shippedAt),
    refunded_at: iso(row.refundedAt),
    created_at: row.createdAt.toISOString(),
    platform_order_id: row.platformOrderId,
    platform_order_name: row.platformOrderName,
    platform_change: row.platformChange,
    mapping_state: row.mappingState,
    carrier: row.carrier,
    tracking_number: row.trackingNumber,
    tracking_url: row.trackingUrl,
    tracking_push_state: row.trackingPushState,
    tracking_push_error: row.trackingPushError,
    tracking_pushed_at: row.trackingPushedAt?.toISOString() ?? null,
  };
}

function toOrderItem(
  row: OrderItemRow,
  artwork: ProductArtwork | undefined,
  picture: string | undefined,
): OrderItem {
  const mockup = (row.colorId !== null && artwork?.mockupByColor.get(row.colorId)) || null;
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
    from_stock: row.fromStock,
    mockup_url: mockup,
    image_url: mockup ?? (picture || null),
    print_files: artwork?.printFiles ?? [],
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

export async function orderDetail(
  db: DbExecutor,
  owner: Owner,
  id: number,
  urlOf: UrlOf,
): Promise<OrderDetail> {
  return orderDetailOf(db, await findOrder(db, owner, id), urlOf);
}

/** An order with its items (mockups and print files of designed products) and its events. */
export async function orderDetailOf(
  db: DbExecutor,
  row: OrderRow,
  urlOf: UrlOf,
): Promise<OrderDetail> {
  const [items, events] = await Promise.all([
    db.select().from(orderItems).where(eq(orderItems.orderId, row.id)).orderBy(asc(orderItems.id)),
    db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, row.id))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
  ]);
  const ids = (pick: (item: OrderItemRow) => number | null) => [
    ...new Set(items.flatMap((item) => (pick(item) === null ? [] : [pick(item)!]))),
  ];
  const artwork = await loadArtwork(
    db,
    ids((item) => item.designedProductId),
    urlOf,
  );
  const blankPictures = await firstViewPictures(
    db,
    ids((item) => item.basicProductId),
  );
  const goodsIds = ids((item) => item.goodsId);
  const goodsPictures = new Map(
    goodsIds.length
      ? (
          await db
            .select({ id: goods.id, images: goods.images })
            .from(goods)
            .where(inArray(goods.id, goodsIds))
        ).map((good) => [good.id, good.images[0]])
      : [],
  );
  const pictureOf = (item: OrderItemRow) =>
    item.goodsId !== null
      ? goodsPictures.get(item.goodsId)
      : blankPictures.get(`${item.basicProductId}:${item.colorId}`);
  return {
    ...toOrder(row),
    items: items.map((item) =>
      toOrderItem(
        item,
        item.designedProductId ? artwork.get(item.designedProductId) : undefined,
        pictureOf(item),
      ),
    ),
    events: events.map(toEventRecord),
  };
}

/** A page of the orders in `scope` (an owner's, or a site's), newest first, with the list filters. */
export async function listOrders(
  db: DbExecutor,
  scope: SQL,
  query: Required<Pick<OrderListQuery, 'page' | 'page_size'>> & OrderListQuery,
  timeZone: string,
): Promise<{ rows: OrderRow[]; total: number }> {
  const conditions: SQL[] = [scope, ...orderFilterConditions(query, timeZone)];
  if (query.status) conditions.push(eq(orders.status, query.status));
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
