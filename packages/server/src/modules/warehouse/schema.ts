import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { InboundStatus, StockMovementKind, StorageFeeStatus } from '@podkit/sdk-core';
import { sites } from '../sites/index.js';
import { users } from '../users/index.js';
import { stockMovementColumns } from '../../db/stock-movement-columns.js';

const owner = {
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
};

/** What a stocked SKU is: a blank colour × size, or a general good and its SKU. */
const skuFields = {
  /** `blank:<product>:<colour>:<size>` or `goods:<good>:<sku or 0>` (stock-keys.ts). */
  skuKey: text('sku_key').notNull(),
  itemType: text('item_type').$type<'blank' | 'goods'>().notNull(),
  basicProductId: integer('basic_product_id'),
  colorId: integer('color_id'),
  sizeId: integer('size_id'),
  goodsId: integer('goods_id'),
  goodsSkuId: integer('goods_sku_id'),
  name: text('name').notNull(),
  skuText: text('sku_text').notNull(),
};

/**
 * What a reseller holds in the platform's warehouse, per SKU (仓储服务). `quantity` changes only
 * together with a stock_ledger row, in one transaction, never below zero.
 */
export const warehouseStock = pgTable(
  'warehouse_stock',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ...owner,
    ...skuFields,
    quantity: integer('quantity').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('warehouse_stock_owner_sku').on(t.siteId, t.userId, t.skuKey),
    check('warehouse_stock_not_negative', sql`${t.quantity} >= 0`),
  ],
);

/** Every movement of warehouse stock, append-only: the rows of a SKU add up to its quantity. */
export const stockLedger = pgTable(
  'stock_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    ...owner,
    stockId: integer('stock_id')
      .notNull()
      .references(() => warehouseStock.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<StockMovementKind>().notNull(),
    ...stockMovementColumns(),
  },
  (t) => [
    index('stock_ledger_owner').on(t.siteId, t.userId, t.createdAt),
    index('stock_ledger_reference').on(t.referenceType, t.referenceId),
    uniqueIndex('stock_ledger_idempotency').on(t.userId, t.idempotencyKey),
  ],
);

/** 入库申请: units the reseller bought ahead (paid from the balance) for the operator to receive. */
export const stockInbounds = pgTable(
  'stock_inbounds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ...owner,
    ...skuFields,
    quantity: integer('quantity').notNull(),
    receivedQuantity: integer('received_quantity').notNull().default(0),
    unitCostCents: integer('unit_cost_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** What was paid back for units never received, when the operator closed it. */
    refundCents: integer('refund_cents').notNull().default(0),
    status: text('status').$type<InboundStatus>().notNull().default('pending'),
    note: text('note').notNull().default(''),
    idempotencyKey: text('idempotency_key').notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stock_inbounds_idempotency').on(t.userId, t.idempotencyKey),
    index('stock_inbounds_owner').on(t.siteId, t.userId, t.createdAt),
    index('stock_inbounds_site_status').on(t.siteId, t.status, t.createdAt),
  ],
);

/** 仓储费: one bill per reseller and month; owed while the balance cannot cover it. */
export const storageFees = pgTable(
  'storage_fees',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ...owner,
    /** The month billed, `YYYY-MM` in the site's time zone. */
    period: text('period').notNull(),
    units: integer('units').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<StorageFeeStatus>().notNull().default('owed'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('storage_fees_owner_period').on(t.userId, t.period),
    index('storage_fees_site_status').on(t.siteId, t.status),
  ],
);

export type StockRow = typeof warehouseStock.$inferSelect;
export type StockLedgerRow = typeof stockLedger.$inferSelect;
export type InboundRow = typeof stockInbounds.$inferSelect;
export type StorageFeeRow = typeof storageFees.$inferSelect;
