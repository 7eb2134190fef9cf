import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { pickColumns } from '../../db/pick-columns.js';
import type {
  OrderAddress,
  OrderMappingState,
  OrderPlatformChange,
  StoreLineAttribute,
  StorePlatformCode,
  TrackingPushState,
} from '@podkit/sdk-core';
import { sites } from '../sites/index.js';
import { stores } from '../stores/index.js';
import { users } from '../users/index.js';
import type { HoldReason, OrderActor, OrderStatus } from './state-machine.js';

/** An order (spec 3). Money in integer cents; status only changes through state-machine.ts. */
export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** PK + yyyymmdd + at least 6 digits; unique per site. */
    orderNo: text('order_no').notNull(),
    /** 'fba': a wholesale order shipped to an FBA warehouse (README, FBA wholesale orders). */
    kind: text('kind').$type<'normal' | 'fba'>().notNull().default('normal'),
    /** Every line ships from the reseller's warehouse stock (仓储服务): no production. */
    fromStock: boolean('from_stock').notNull().default(false),
    fbaShipmentId: text('fba_shipment_id').notNull().default(''),
    status: text('status').$type<OrderStatus>().notNull(),
    holdReason: text('hold_reason').$type<HoldReason>(),
    heldFrom: text('held_from').$type<OrderStatus>(),
    /** An operator's words when holding it by hand. */
    holdNote: text('hold_note').notNull().default(''),
    /** The address as it was when the order was placed. */
    address: jsonb('address').$type<OrderAddress>().notNull(),
    recipientName: text('recipient_name').notNull(),
    logisticsMethodId: integer('logistics_method_id').notNull(),
    logisticsName: text('logistics_name').notNull(),
    shippingFeeCents: integer('shipping_fee_cents').notNull(),
    /** The packaging template chosen at checkout (包装模板), its name then and per-order fee. */
    packagingTemplateId: integer('packaging_template_id'),
    packagingName: text('packaging_name').notNull().default(''),
    packagingFeeCents: integer('packaging_fee_cents').notNull().default(0),
    goodsAmountCents: integer('goods_amount_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    /** The user coupon used up by this order. */
    userCouponId: integer('user_coupon_id'),
    storeName: text('store_name').notNull().default(''),
    refundCents: integer('refund_cents').notNull().default(0),
    /** A free replacement (an approved reprint of a return) names the order it replaces. */
    replacesOrderId: integer('replaces_order_id'),
    weightGrams: integer('weight_grams').notNull(),
    itemNum: integer('item_num').notNull(),
    /** createOrder's key: a repeated request answers this order. */
    idempotencyKey: text('idempotency_key'),
    /** The pay request's key that paid the order, so its retry answers "paid". */
    payIdempotencyKey: text('pay_idempotency_key'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Imported orders: the platform (spec 2 code), the store and the platform's own order id. */
    platform: integer('platform').$type<StorePlatformCode>(),
    storeId: integer('store_id').references(() => stores.id, { onDelete: 'set null' }),
    platformOrderId: text('platform_order_id'),
    /** The number the store shows its buyer (#1001). */
    platformOrderName: text('platform_order_name'),
    /**
     * What the store's customer paid for the lines (Σ store unit price × quantity, in the store
     * currency's cents) and that currency, as the import had them; null before imports kept it.
     */
    storeAmountCents: integer('store_amount_cents'),
    storeCurrency: text('store_currency').notNull().default(''),
    /** The platform's last-modified time of what was imported; older arrivals change nothing. */
    platformUpdatedAt: timestamp('platform_updated_at', { withTimezone: true }),
    /** The store changed or cancelled the order after it was paid here: flagged, not applied. */
    platformChange: text('platform_change').$type<OrderPlatformChange>(),
    platformChangedAt: timestamp('platform_changed_at', { withTimezone: true }),
    /** Imported orders: whether every line is mapped to a PodKit SKU. */
    mappingState: text('mapping_state').$type<OrderMappingState>(),
    /** Set by the ship event. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    trackingUrl: text('tracking_url'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** Pushing the tracking number back to the store. */
    trackingPushState: text('tracking_push_state').$type<TrackingPushState>(),
    trackingPushError: text('tracking_push_error'),
    trackingPushedAt: timestamp('tracking_pushed_at', { withTimezone: true }),
    platformFulfilmentId: text('platform_fulfilment_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_site_order_no').on(t.siteId, t.orderNo),
    uniqueIndex('orders_store_platform_order').on(t.storeId, t.platformOrderId),
    index('orders_user_store').on(t.siteId, t.userId, t.storeId),
    uniqueIndex('orders_user_idempotency').on(t.siteId, t.userId, t.idempotencyKey),
    // With the id, a page in (created_at, id) order needs no sort, even for orders made at one instant.
    index('orders_user_list').on(t.siteId, t.userId, t.createdAt, t.id),
    index('orders_site_status').on(t.siteId, t.status, t.createdAt),
  ],
);

export type OrderRow = typeof orders.$inferSelect;

/** The columns an order's answer is made of (`toOrder`): a list reads these and no more. */
export const listedOrderColumns = pickColumns(orders, [
  'id',
  'orderNo',
  'kind',
  'fromStock',
  'fbaShipmentId',
  'status',
  'holdReason',
  'address',
  'logisticsMethodId',
  'logisticsName',
  'shippingFeeCents',
  'packagingFeeCents',
  'packagingTemplateId',
  'packagingName',
  'goodsAmountCents',
  'discountCents',
  'totalCents',
  'userCouponId',
  'weightGrams',
  'itemNum',
  'platform',
  'storeId',
  'storeName',
  'refundCents',
  'paidAt',
  'shippedAt',
  'refundedAt',
  'createdAt',
  'platformOrderId',
  'platformOrderName',
  'platformChange',
  'mappingState',
  'carrier',
  'trackingNumber',
  'trackingUrl',
  'trackingPushState',
  'trackingPushError',
  'trackingPushedAt',
]);

export type ListedOrder = Pick<OrderRow, keyof typeof listedOrderColumns>;

/** A line of an order with the SKU as it was sold. */
export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** 'unmapped': a store line not yet mapped to a PodKit SKU (no price yet). */
    itemType: text('item_type').$type<'blank' | 'goods' | 'unmapped'>().notNull(),
    basicProductId: integer('basic_product_id'),
    colorId: integer('color_id'),
    sizeId: integer('size_id'),
    designedProductId: integer('designed_product_id'),
    goodsId: integer('goods_id'),
    goodsSkuId: integer('goods_sku_id'),
    name: text('name').notNull(),
    skuText: text('sku_text').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    quantity: integer('quantity').notNull(),
    amountCents: integer('amount_cents').notNull(),
    weightGrams: integer('weight_grams').notNull(),
    /**
     * Of unitPriceCents, what a sub-site's owner adds for its customer (credited to the owner when
     * the order is paid); 0 for everyone else.
     */
    markupCents: integer('markup_cents').notNull().default(0),
    /** Taken from the reseller's warehouse stock (仓储服务): charged without the blank, not produced. */
    fromStock: boolean('from_stock').notNull().default(false),
    /** Imported lines: the platform's line id, SKU, variant id and title as the store sent them. */
    storeLineId: text('store_line_id'),
    storeSku: text('store_sku'),
    storeVariantId: text('store_variant_id'),
    storeTitle: text('store_title'),
    /** Personalisation the store sent (Shopify properties, Woo meta data, Etsy variations). */
    customisation: jsonb('customisation').$type<StoreLineAttribute[]>(),
  },
  (t) => [index('order_items_order').on(t.orderId)],
);

export type OrderItemRow = typeof orderItems.$inferSelect;

/** Every change of an order: who (null user for the system), which event, from → to, when. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    actorUserId: integer('actor_user_id'),
    actorKind: text('actor_kind').$type<OrderActor>().notNull(),
    /** 'create' or an event of the state machine. */
    event: text('event').notNull(),
    fromStatus: text('from_status').$type<OrderStatus>(),
    toStatus: text('to_status').$type<OrderStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order').on(t.orderId, t.createdAt)],
);

export type OrderEventRow = typeof orderEvents.$inferSelect;
