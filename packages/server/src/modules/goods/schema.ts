import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SpecValue } from '@podkit/sdk-core';
import { sites } from '../sites/index.js';
import { users } from '../users/index.js';

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

/** A general good (ordinary product). Price and stock are used when it has no SKUs. */
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
  ],
);

export type GoodsRow = typeof goods.$inferSelect;

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
  (t) => [index('goods_skus_goods').on(t.goodsId, t.sort)],
);

export type GoodsSkuRow = typeof goodsSkus.$inferSelect;

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
