import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { GoodsStockMovementKind, SpecValue } from '@podkit/sdk-core';
import { sites } from '../sites/index.js';
import { users } from '../users/index.js';
import { stockMovementColumns } from '../../db/stock-movement-columns.js';

/** General-goods categories of a site, a tree by `parent_id` (null at the top). */
export const goodsCategories = pgTable(
  'goods_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('goods_categories_site').on(t.siteId, t.parentId, t.sort)],
);

export type GoodsCategoryRow = typeof goodsCategories.$inferSelect;

/**
 * A general good (ordinary product). Price and stock are used when it has no SKUs. `stock` is the
 * balance of its goods_stock_ledger rows, changed only together with one, never below zero.
 */
export const goods = pgTable(
  'goods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => goodsCategories.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    images: text('images').array().notNull().default([]),
    priceCents: integer('price_cents').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    isPublished: integer('is_published').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('goods_site_published').on(t.siteId, t.isPublished, t.sort),
    index('goods_category').on(t.categoryId),
    check('goods_stock_not_negative', sql`${t.stock} >= 0`),
  ],
);

export type GoodsRow = typeof goods.$inferSelect;

/** A SKU of a general good; `stock` is the balance of its goods_stock_ledger rows, like the good's. */
export const goodsSkus = pgTable(
  'goods_skus',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    code: text('code').notNull().default(''),
    specValues: jsonb('spec_values').$type<SpecValue[]>().notNull(),
    priceCents: integer('price_cents').notNull(),
    stock: integer('stock').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('goods_skus_goods').on(t.goodsId, t.sort),
    check('goods_skus_stock_not_negative', sql`${t.stock} >= 0`),
  ],
);

export type GoodsSkuRow = typeof goodsSkus.$inferSelect;

/**
 * Every movement of the platform's general-goods stock, append-only: the rows of a good (sku null)
 * or of a SKU add up to its `stock`. One row per order line, return, adjustment or opening stock.
 */
export const goodsStockLedger = pgTable(
  'goods_stock_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    /** Null for the good's own stock (a good without SKUs). */
    goodsSkuId: integer('goods_sku_id').references(() => goodsSkus.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<GoodsStockMovementKind>().notNull(),
    ...stockMovementColumns(),
  },
  (t) => [
    index('goods_stock_ledger_stock').on(t.goodsId, t.goodsSkuId, t.id),
    index('goods_stock_ledger_reference').on(t.referenceType, t.referenceId),
    uniqueIndex('goods_stock_ledger_idempotency').on(t.siteId, t.idempotencyKey),
  ],
);

export type GoodsStockLedgerRow = typeof goodsStockLedger.$inferSelect;

/** A reseller asks the platform to source a general good (ordinaryProductForm). */
export const sourcingRequests = pgTable(
  'goods_sourcing_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    link: text('link').notNull().default(''),
    description: text('description').notNull().default(''),
    expectedQuantity: integer('expected_quantity').notNull(),
    contact: text('contact').notNull(),
    /** 0 waiting, 1 handled. */
    status: integer('status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('goods_sourcing_site').on(t.siteId, t.status, t.createdAt)],
);

/** General goods a reseller keeps an eye on (收藏): one row per good, added and removed at will. */
export const goodsFavourites = pgTable(
  'goods_favourites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('goods_favourites_owner_goods').on(t.siteId, t.userId, t.goodsId),
    index('goods_favourites_owner_time').on(t.siteId, t.userId, t.createdAt),
  ],
);
