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
import type { TemuDelivery, TemuShipOrderStatus } from '@podkit/sdk-core';
import { sites } from '../sites/index.js';
import { stores } from '../stores/index.js';
import { users } from '../users/index.js';

const owner = {
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
};

/** A Temu hosted store's purchase order (采购单 `WB…`), as its last sync read it. */
export const temuPurchaseOrders = pgTable(
  'temu_purchase_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ...owner,
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    subPurchaseOrderSn: text('sub_purchase_order_sn').notNull(),
    originalPurchaseOrderSn: text('original_purchase_order_sn').notNull().default(''),
    productName: text('product_name').notNull().default(''),
    productSkcId: text('product_skc_id').notNull(),
    /** The seller's SKC code (货号). */
    skcCode: text('skc_code').notNull().default(''),
    pictureUrl: text('picture_url').notNull().default(''),
    /** Temu's status code (0 待接单 … 10 已取消). */
    status: integer('status').notNull(),
    isCustom: boolean('is_custom').notNull().default(false),
    warehouseName: text('warehouse_name').notNull().default(''),
    purchasedAt: timestamp('purchased_at', { withTimezone: true }),
    deliverBy: timestamp('deliver_by', { withTimezone: true }),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('temu_purchase_orders_store_sn').on(t.storeId, t.subPurchaseOrderSn),
    index('temu_purchase_orders_owner').on(t.siteId, t.userId, t.purchasedAt),
  ],
);

/** One SKU of a purchase order and the quantities Temu ordered and has been sent. */
export const temuPurchaseOrderLines = pgTable(
  'temu_purchase_order_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    purchaseOrderId: integer('purchase_order_id')
      .notNull()
      .references(() => temuPurchaseOrders.id, { onDelete: 'cascade' }),
    productSkuId: text('product_sku_id').notNull(),
    skuCode: text('sku_code').notNull().default(''),
    spec: text('spec').notNull().default(''),
    purchaseQuantity: integer('purchase_quantity').notNull(),
    /** What Temu counts as delivered already. */
    deliveredQuantity: integer('delivered_quantity').notNull().default(0),
  },
  (t) => [uniqueIndex('temu_purchase_order_lines_sku').on(t.purchaseOrderId, t.productSkuId)],
);

/** A ship order (发货单) of one purchase order, drafted in PodKit and then created at Temu. */
export const temuShipOrders = pgTable(
  'temu_ship_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ...owner,
    purchaseOrderId: integer('purchase_order_id')
      .notNull()
      .references(() => temuPurchaseOrders.id, { onDelete: 'cascade' }),
    status: text('status').$type<TemuShipOrderStatus>().notNull().default('draft'),
    /** Temu's ship order number (`FH…`) once created there. */
    deliveryOrderSn: text('delivery_order_sn'),
    warehouseName: text('warehouse_name').notNull().default(''),
    lastError: text('last_error').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Temu's ship-order status code (0 待装箱发货 … 6 部分收货) as last read. */
    temuStatus: integer('temu_status'),
    /** The trip told to Temu by the packing send. */
    delivery: jsonb('delivery').$type<TemuDelivery>(),
    /** Temu's dispatch batch (发货批次) answered by the packing send. */
    expressBatchSn: text('express_batch_sn'),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    /** Set while one request packs and sends, so a second click does not send again. */
    packingSince: timestamp('packing_since', { withTimezone: true }),
  },
  (t) => [index('temu_ship_orders_owner').on(t.siteId, t.userId, t.createdAt)],
);

/** How many of a purchase-order SKU the ship order carries. */
export const temuShipOrderLines = pgTable(
  'temu_ship_order_lines',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shipOrderId: integer('ship_order_id')
      .notNull()
      .references(() => temuShipOrders.id, { onDelete: 'cascade' }),
    purchaseOrderLineId: integer('purchase_order_line_id')
      .notNull()
      .references(() => temuPurchaseOrderLines.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [uniqueIndex('temu_ship_order_lines_line').on(t.shipOrderId, t.purchaseOrderLineId)],
);

/** One box of a ship order (Temu's package) and what it holds: ship-order line id → quantity. */
export const temuBoxes = pgTable(
  'temu_boxes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shipOrderId: integer('ship_order_id')
      .notNull()
      .references(() => temuShipOrders.id, { onDelete: 'cascade' }),
    boxNo: integer('box_no').notNull(),
    items: jsonb('items').$type<Array<{ line_id: number; quantity: number }>>().notNull(),
    /** Temu's package number (`PC…`), the box label's barcode, once the ship order is created. */
    packageSn: text('package_sn'),
  },
  (t) => [uniqueIndex('temu_boxes_no').on(t.shipOrderId, t.boxNo)],
);

export type TemuPurchaseOrderRow = typeof temuPurchaseOrders.$inferSelect;
export type TemuPurchaseOrderLineRow = typeof temuPurchaseOrderLines.$inferSelect;
export type TemuShipOrderRow = typeof temuShipOrders.$inferSelect;
export type TemuBoxRow = typeof temuBoxes.$inferSelect;
