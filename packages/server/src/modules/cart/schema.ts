import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sites } from '../sites/index.js';
import { users } from '../users/index.js';

/**
 * One line of a reseller's cart: a blank colour × size (later from a designed product) or a
 * general good with its SKU. `sku_key` names the SKU so adding it again merges the quantities.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemType: text('item_type').$type<'blank' | 'goods'>().notNull(),
    basicProductId: integer('basic_product_id'),
    colorId: integer('color_id'),
    sizeId: integer('size_id'),
    /** Filled by the editor issue when a designed product is put in the cart. */
    designedProductId: integer('designed_product_id'),
    goodsId: integer('goods_id'),
    goodsSkuId: integer('goods_sku_id'),
    skuKey: text('sku_key').notNull(),
    quantity: integer('quantity').notNull(),
    /** The unit price when the line was added, to tell the reseller when it changed. */
    addedUnitPriceCents: integer('added_unit_price_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_user_sku').on(t.siteId, t.userId, t.skuKey)],
);

export type CartItemRow = typeof cartItems.$inferSelect;

/** A shipping method of a site: a fee for the first weight step plus one per further step. */
export const logisticsMethods = pgTable(
  'logistics_methods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    firstWeightGrams: integer('first_weight_grams').notNull().default(500),
    firstFeeCents: integer('first_fee_cents').notNull(),
    additionalWeightGrams: integer('additional_weight_grams').notNull().default(500),
    additionalFeeCents: integer('additional_fee_cents').notNull(),
    deliveryTime: text('delivery_time').notNull().default(''),
    /** ISO 3166-1 alpha-2 codes it ships to; empty: everywhere. */
    countryCodes: text('country_codes').array().notNull().default([]),
    /** 1 offered, 0 withdrawn. */
    status: integer('status').notNull().default(1),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('logistics_methods_site').on(t.siteId, t.status, t.sort)],
);

export type LogisticsMethodRow = typeof logisticsMethods.$inferSelect;
