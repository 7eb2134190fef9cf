import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  Order,
  OrderDetail,
  OrderEventRecord,
  OrderItem,
  OrderListQuery,
  OrderStatus,
} from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { pageSizeLiteral, statement, type Placeholders } from '../../db/statement.js';
import { notFound } from '../../http/envelope.js';
import { formatCents } from '../../http/money.js';
import { pageOffset } from '../../http/paging.js';
import {
  listedOrderColumns,
  orderEvents,
  orderItems,
  orders,
  type ListedOrder,
  type OrderEventRow,
  type OrderItemRow,
  type OrderRow,
} from './schema.js';
import { firstViewPictures } from '../cart/index.js';
import { goods } from '../goods/index.js';
import {
  orderFilterConditions,
  orderFilterValues,
  type OrderFilterValues,
} from './order-filters.js';
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

export function toOrder(row: ListedOrder): Order {
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

/** What an order list's run is given: its scope, the filters, the status tab and the page. */
type OrderListValues<S> = S & OrderFilterValues & { status?: OrderStatus; offset?: number };

type OrderListQueryOf = Required<Pick<OrderListQuery, 'page' | 'page_size'>> & OrderListQuery;

/**
 * Pages of the orders in a scope (`scopeOf`: the scope's conditions, from its values), newest
 * first, with the list filters and their count, each order read as `columns()` (a function: the
 * table is not yet defined while the modules that import each other load); each statement built
 * once per set of filters given.
 */
export function orderLister<S extends object, C extends Partial<typeof orders._.columns>>(
  scopeOf: (scope: S) => SQL[],
  columns: () => C,
) {
  const where = (p: Placeholders<OrderListValues<S>>) =>
    and(
      ...scopeOf(p as S),
      ...orderFilterConditions(p),
      ...(p.status === undefined ? [] : [eq(orders.status, p.status)]),
    );
  const total = statement((db, p: Placeholders<OrderListValues<S>>) =>
    db.select({ total: count() }).from(orders).where(where(p)),
  );
  // The page carries the count in one round trip: an uncorrelated subquery, counted once.
  const page = statement((db, p: Placeholders<OrderListValues<S>>, pageSize) =>
    db
      .select({
        order: columns(),
        total: sql<number>`(select count(*) from ${orders} where ${where(p)})`.mapWith(Number),
      })
      .from(orders)
      .where(where(p))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSizeLiteral(pageSize))
      .offset(p.offset ?? 0),
  );
  type Row = Awaited<ReturnType<typeof page>>[number]['order'];
  return async (
    db: DbExecutor,
    scope: S,
    query: OrderListQueryOf,
    timeZone: string,
  ): Promise<{ rows: Row[]; total: number }> => {
    const values: OrderListValues<S> = {
      ...scope,
      ...orderFilterValues(query, timeZone),
      status: query.status || undefined,
      // The first page has no OFFSET (pageSizeLiteral).
      offset: pageOffset(query.page, query.page_size) || undefined,
    };
    const rows = await page(db, values, String(query.page_size));
    if (rows.length > 0) return { rows: rows.map((row) => row.order), total: rows[0]!.total };
    // A page past the last has no row to carry the count.
    const [counted] = values.offset ? await total(db, values) : [];
    return { rows: [], total: counted?.total ?? 0 };
  };
}

/** A page of an owner's orders. */
export const listOrders = orderLister<Owner, typeof listedOrderColumns>(
  (owner) => [eq(orders.siteId, owner.siteId), eq(orders.userId, owner.userId)],
  () => listedOrderColumns,
);

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
