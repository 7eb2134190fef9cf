import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OrderAddress } from '@podkit/sdk-core';
import { sites } from '../sites/schema.js';
import { users } from '../users/schema.js';
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
    goodsAmountCents: integer('goods_amount_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    totalCents: integer('total_cents').notNull(),
    /** The user coupon used up by this order. */
    userCouponId: integer('user_coupon_id'),
    /** Store platform code and store, for orders imported from a store (connector issue). */
    platform: integer('platform'),
    storeId: integer('store_id'),
    storeName: text('store_name').notNull().default(''),
    carrier: text('carrier').notNull().default(''),
    trackingNo: text('tracking_no').notNull().default(''),
    refundCents: integer('refund_cents').notNull().default(0),
    weightGrams: integer('weight_grams').notNull(),
    itemNum: integer('item_num').notNull(),
    /** createOrder's key: a repeated request answers this order. */
    idempotencyKey: text('idempotency_key'),
    /** The pay request's key that paid the order, so its retry answers "paid". */
    payIdempotencyKey: text('pay_idempotency_key'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_site_order_no').on(t.siteId, t.orderNo),
    uniqueIndex('orders_user_idempotency').on(t.siteId, t.userId, t.idempotencyKey),
    index('orders_user_list').on(t.siteId, t.userId, t.createdAt),
    index('orders_site_status').on(t.siteId, t.status, t.createdAt),
  ],
);

export type OrderRow = typeof orders.$inferSelect;

/** A line of an order with the SKU as it was sold. */
export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    itemType: text('item_type').$type<'blank' | 'goods'>().notNull(),
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
