import type { DesignDocument } from '@podkit/sdk-core';
import { sql, type SQL } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { searchTextSql } from '../../http/text-search.js';
import { basicProducts, blankColors, blankSizes, blankViews } from '../catalog/index.js';
import { sites } from '../sites/index.js';
import { users } from '../users/index.js';

const owner = {
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
};

export const designedProductStatuses = ['rendering', 'ready', 'failed'] as const;
export type DesignedProductStatus = (typeof designedProductStatuses)[number];

export const renderStatuses = ['pending', 'ready', 'failed'] as const;
export type RenderStatus = (typeof renderStatuses)[number];

/** A reseller's product designed on a blank (a design record): the design document and its state. */
export const designedProducts = pgTable(
  'designed_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ...owner,
    name: text('name').notNull(),
    /** The name as a search compares it, kept by the database so a keyword search reads it. */
    nameSearch: text('name_search').generatedAlwaysAs((): SQL =>
      searchTextSql(designedProducts.name),
    ),
    basicProductId: integer('basic_product_id')
      .notNull()
      .references(() => basicProducts.id, { onDelete: 'restrict' }),
    /** Copied from the blank at save time: the sides share one design. */
    isMergeDesign: integer('is_merge_design').notNull().default(0),
    /** The design document (packages/design), stored as saved; `schemaVersion` tells its version. */
    document: jsonb('document').$type<DesignDocument>().notNull(),
    schemaVersion: integer('schema_version').notNull(),
    status: text('status').$type<DesignedProductStatus>().notNull().default('rendering'),
    /** Goes up with every save; a render of an older revision must not mark a newer one. */
    revision: integer('revision').notNull().default(1),
    /** The render job of the latest save. */
    jobId: integer('job_id'),
    /**
     * The mockup chosen as the product's main picture (单品图库 设为主图), as its view × colour so
     * the choice outlives a re-save, which renders the mockups anew. Unset: the first ready one.
     */
    mainViewId: integer('main_view_id').references(() => blankViews.id, { onDelete: 'set null' }),
    mainColorId: integer('main_color_id').references(() => blankColors.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The lists' order (newest, then id), so a page is a walk of the index. Nulls first as
    // `order by … desc` has them: `.desc()` alone writes NULLS LAST, which cannot serve it.
    index('designed_products_owner').on(
      t.siteId,
      t.userId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('designed_products_owner_blank').on(t.siteId, t.userId, t.basicProductId),
  ],
);

export type DesignedProductRow = typeof designedProducts.$inferSelect;

/** One colour × size of a designed product, priced at save time by the reseller's purchase rule. */
export const designedProductSkus = pgTable(
  'designed_product_skus',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => designedProducts.id, { onDelete: 'cascade' }),
    colorId: integer('color_id')
      .notNull()
      .references(() => blankColors.id, { onDelete: 'restrict' }),
    sizeId: integer('size_id')
      .notNull()
      .references(() => blankSizes.id, { onDelete: 'restrict' }),
    sku: text('sku').notNull(),
    purchasePriceCents: integer('purchase_price_cents').notNull(),
  },
  (t) => [
    uniqueIndex('designed_product_skus_combo').on(t.productId, t.colorId, t.sizeId),
    index('designed_product_skus_sku').on(sql`lower(${t.sku})`),
    index('designed_product_skus_color').on(t.colorId, t.productId),
  ],
);

export type DesignedProductSkuRow = typeof designedProductSkus.$inferSelect;

/** The print file of one view of a designed product (the same for every colour). */
export const productPrintFiles = pgTable(
  'product_print_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => designedProducts.id, { onDelete: 'cascade' }),
    viewId: integer('view_id')
      .notNull()
      .references(() => blankViews.id, { onDelete: 'restrict' }),
    fileKey: text('file_key'),
    widthPx: integer('width_px'),
    heightPx: integer('height_px'),
    dpi: integer('dpi').notNull(),
    status: text('status').$type<RenderStatus>().notNull().default('pending'),
    error: text('error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('product_print_files_view').on(t.productId, t.viewId)],
);

export type ProductPrintFileRow = typeof productPrintFiles.$inferSelect;

/** The mockup of one view × colour: the blank's picture with the design drawn on. */
export const productMockups = pgTable(
  'product_mockups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => designedProducts.id, { onDelete: 'cascade' }),
    viewId: integer('view_id')
      .notNull()
      .references(() => blankViews.id, { onDelete: 'restrict' }),
    colorId: integer('color_id')
      .notNull()
      .references(() => blankColors.id, { onDelete: 'restrict' }),
    fileKey: text('file_key'),
    status: text('status').$type<RenderStatus>().notNull().default('pending'),
    error: text('error'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('product_mockups_view_color').on(t.productId, t.viewId, t.colorId)],
);

export type ProductMockupRow = typeof productMockups.$inferSelect;

/** A reusable style a reseller saved from the editor: a named design fragment. */
export const materialStyles = pgTable(
  'material_styles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ...owner,
    name: text('name').notNull(),
    /** Layers (design document JSON) to place again. */
    content: jsonb('content').$type<unknown>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('material_styles_owner').on(t.siteId, t.userId, t.createdAt.desc())],
);

/** Several designed products joined into one product for listing (mergeSKU). */
export const mergedProducts = pgTable(
  'merged_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ...owner,
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('merged_products_owner').on(t.siteId, t.userId, t.createdAt.desc())],
);

/** A designed product inside a merged one, in the order it was chosen. */
export const mergedProductItems = pgTable(
  'merged_product_items',
  {
    mergedId: integer('merged_id')
      .notNull()
      .references(() => mergedProducts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => designedProducts.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull(),
  },
  (t) => [uniqueIndex('merged_product_items_pair').on(t.mergedId, t.productId)],
);
