import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CanvasConfig, PointOriginConfig } from '@podkit/sdk-core';
import { sites } from '../sites/index.js';
import { groups, users } from '../users/index.js';

/** The platform's blank categories of a site, a tree by `parent_id` (null at the top). */
export const blankCategories = pgTable(
  'blank_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('blank_categories_site').on(t.siteId, t.parentId, t.sort)],
);

/** Design styles of a site; blanks refer to one by its `styleNo` (spec: design style default 1). */
export const designStyles = pgTable(
  'design_styles',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    styleNo: integer('style_no').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.styleNo] })],
);

/** A blank (spec 3, Basic product). Money in cents. */
export const basicProducts = pgTable(
  'basic_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => blankCategories.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    isMergeDesign: integer('is_merge_design').notNull().default(0),
    designStyle: integer('design_style').notNull().default(1),
    is3d: integer('is_3d').notNull().default(0),
    /** 1 on sale, 0 off sale. */
    status: integer('status').notNull().default(1),
    weightGrams: integer('weight_grams').notNull().default(0),
    basePriceCents: integer('base_price_cents').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('basic_products_site_code').on(t.siteId, t.code),
    // With the id, a page in (sort, id) order is a walk of the index, however many share a sort.
    index('basic_products_site_status').on(t.siteId, t.status, t.sort, t.id),
    index('basic_products_category').on(t.categoryId),
  ],
);

export type BasicProductRow = typeof basicProducts.$inferSelect;

export const blankColors = pgTable(
  'blank_colors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => basicProducts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** #RRGGBB, upper case. */
    hex: text('hex').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('blank_colors_product').on(t.productId, t.sort)],
);

export const blankSizes = pgTable(
  'blank_sizes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => basicProducts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    surchargeCents: integer('surcharge_cents').notNull().default(0),
  },
  (t) => [index('blank_sizes_product').on(t.productId, t.sort)],
);

/** A side of a blank with its print area: px of the canvas plus the real print size and DPI. */
export const blankViews = pgTable(
  'blank_views',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => basicProducts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    canvasWidth: integer('canvas_width').notNull(),
    canvasHeight: integer('canvas_height').notNull(),
    areaLeft: doublePrecision('area_left').notNull(),
    areaTop: doublePrecision('area_top').notNull(),
    areaWidth: doublePrecision('area_width').notNull(),
    areaHeight: doublePrecision('area_height').notNull(),
    printWidthMm: doublePrecision('print_width_mm').notNull(),
    printHeightMm: doublePrecision('print_height_mm').notNull(),
    printDpi: integer('print_dpi').notNull(),
  },
  (t) => [index('blank_views_product').on(t.productId, t.sort)],
);

/** One mockup picture per view and colour (spec 3, show_images_design). */
export const blankImages = pgTable(
  'blank_images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => basicProducts.id, { onDelete: 'cascade' }),
    viewId: integer('view_id')
      .notNull()
      .references(() => blankViews.id, { onDelete: 'cascade' }),
    colorId: integer('color_id')
      .notNull()
      .references(() => blankColors.id, { onDelete: 'cascade' }),
    imageSrc: text('image_src').notNull(),
    bigImageSrc: text('big_image_src').notNull(),
    smallImageSrc: text('small_image_src').notNull(),
    isPoint: integer('is_point').notNull().default(0),
    canvasConfig: jsonb('canvas_config').$type<CanvasConfig | null>(),
    pointOriginConfig: jsonb('point_origin_config').$type<PointOriginConfig | null>(),
    isUserShowImage: integer('is_user_show_image').notNull().default(0),
    showModel: integer('show_model').notNull().default(0),
  },
  (t) => [
    uniqueIndex('blank_images_view_color').on(t.viewId, t.colorId),
    index('blank_images_product').on(t.productId),
  ],
);

/** Packaging templates offered with a blank. */
export const blankBottomTemplates = pgTable(
  'blank_bottom_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => basicProducts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    image: text('image').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('blank_bottom_templates_product').on(t.productId, t.sort)],
);

/**
 * A group level's price of a blank: a percentage of the price (basis points, 8850 = 88.5 %) or a
 * fixed price that replaces the base price (size surcharges still apply).
 */
export const privilegePrices = pgTable(
  'blank_privilege_prices',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => basicProducts.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    mode: text('mode').$type<'percent' | 'fixed'>().notNull(),
    discountBasisPoints: integer('discount_basis_points'),
    fixedPriceCents: integer('fixed_price_cents'),
  },
  (t) => [primaryKey({ columns: [t.productId, t.groupId] })],
);

export type PrivilegePriceRow = typeof privilegePrices.$inferSelect;

/** Masks drawn over a view in the designer (e.g. a phone case's camera cut-out). */
export const designMasks = pgTable(
  'design_masks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    svgPath: text('svg_path').notNull().default(''),
    image: text('image').notNull().default(''),
    productId: integer('product_id').references(() => basicProducts.id, { onDelete: 'cascade' }),
    viewId: integer('view_id').references(() => blankViews.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('design_masks_site').on(t.siteId, t.productId)],
);

/** A reseller's own grouping of blanks (userBasicProductCategory). */
export const userBlankCategories = pgTable(
  'user_blank_categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    productIds: integer('product_ids').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_blank_categories_owner').on(t.siteId, t.userId, t.sort)],
);

/** A reseller's saved colour swatches, #RRGGBB in the order they were saved. */
export const userColors = pgTable(
  'user_colors',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    colors: text('colors').array().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.userId] })],
);
