import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  EtsyListingFields,
  ListingStatus,
  PriceRounding,
  PublishPlatform,
} from '@podkit/sdk-core';
import { designedProducts } from '../products/index.js';
import type { PublishedDraft } from './storefront-listings.js';
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

const stamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A reseller's rate of a currency: units per 1 CNY, in millionths (0.1380 → 138000). */
export const currencyRates = pgTable(
  'currency_rates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ...owner,
    currency: text('currency').notNull(),
    rateMicros: bigint('rate_micros', { mode: 'number' }).notNull(),
    ...stamps,
  },
  (t) => [uniqueIndex('currency_rates_owner_currency').on(t.siteId, t.userId, t.currency)],
);

export type CurrencyRateRow = typeof currencyRates.$inferSelect;

/**
 * 价格模板: cost (CNY) × rate × factor + addend, rounded. The factor is kept in ten-thousandths
 * (2.5 → 25000) and the addend in cents of the template currency, as money is kept everywhere.
 */
export const priceTemplates = pgTable(
  'price_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ...owner,
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    factorTenThousandths: integer('factor_ten_thousandths').notNull(),
    addendCents: integer('addend_cents').notNull().default(0),
    rounding: text('rounding').$type<PriceRounding>().notNull().default('none'),
    isDefault: boolean('is_default').notNull().default(false),
    ...stamps,
  },
  (t) => [
    index('price_templates_owner').on(t.siteId, t.userId, t.id),
    uniqueIndex('price_templates_one_default')
      .on(t.siteId, t.userId)
      .where(sql`${t.isDefault}`),
  ],
);

export type PriceTemplateRow = typeof priceTemplates.$inferSelect;

/** 产品模板: a marketplace's listing fields filled once, one table for every marketplace. */
export const listingTemplates = pgTable(
  'listing_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ...owner,
    platform: text('platform').$type<PublishPlatform>().notNull(),
    name: text('name').notNull(),
    titlePattern: text('title_pattern').notNull(),
    descriptionPattern: text('description_pattern').notNull().default(''),
    category: text('category').notNull().default(''),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    colorOption: text('color_option').notNull().default('Color'),
    sizeOption: text('size_option').notNull().default('Size'),
    images: text('images').$type<'main' | 'all'>().notNull().default('all'),
    priceTemplateId: integer('price_template_id').references(() => priceTemplates.id, {
      onDelete: 'set null',
    }),
    status: text('status').$type<'active' | 'draft'>().notNull().default('active'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    vendor: text('vendor').notNull().default(''),
    productType: text('product_type').notNull().default(''),
    /** Etsy's own listing fields (taxonomy, who/when made, shipping and processing profiles). */
    etsyFields: jsonb('etsy_fields').$type<EtsyListingFields>(),
    ...stamps,
  },
  (t) => [index('listing_templates_owner').on(t.siteId, t.userId, t.platform, t.id)],
);

export type ListingTemplateRow = typeof listingTemplates.$inferSelect;

/**
 * 刊登: one designed product on one store. Publishing it again updates the same marketplace
 * listing (`platform_listing_id`); `job_id` is the release job that may work on it now.
 */
export const listings = pgTable(
  'listings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ...owner,
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => designedProducts.id, { onDelete: 'cascade' }),
    templateId: integer('template_id').references(() => listingTemplates.id, {
      onDelete: 'set null',
    }),
    platform: text('platform').$type<PublishPlatform>().notNull(),
    status: text('status').$type<ListingStatus>().notNull().default('queued'),
    /**
     * PodKit's own key of the listing on the marketplace (the Shopify handle), fixed before the
     * first call so a job repeated after a crash finds what the first attempt created.
     */
    listingKey: text('listing_key').notNull().default(''),
    platformListingId: text('platform_listing_id').notNull().default(''),
    listingUrl: text('listing_url').notNull().default(''),
    message: text('message').notNull().default(''),
    jobId: bigint('job_id', { mode: 'number' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** What the marketplace was last sent (dj store fronts read their products from it). */
    publishedDraft: jsonb('published_draft').$type<PublishedDraft>(),
    ...stamps,
  },
  (t) => [
    uniqueIndex('listings_store_product').on(t.storeId, t.productId),
    index('listings_owner').on(
      t.siteId,
      t.userId,
      t.updatedAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('listings_product').on(t.productId),
  ],
);

export type ListingRow = typeof listings.$inferSelect;

/** One spreadsheet of product templates imported or exported (模板记录), with its file. */
export const templateRecords = pgTable(
  'template_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ...owner,
    kind: text('kind').$type<'import' | 'export'>().notNull(),
    platform: text('platform').$type<PublishPlatform>().notNull(),
    fileName: text('file_name').notNull(),
    /** The uploaded or written file, private to the reseller (storage/visibility.ts). */
    fileKey: text('file_key').notNull(),
    /** The account that signed in (a sub-account acts for the owner), as it was named then. */
    operator: text('operator').notNull(),
    totalRows: integer('total_rows').notNull(),
    okRows: integer('ok_rows').notNull(),
    failedRows: integer('failed_rows').notNull(),
    errorRows: jsonb('error_rows')
      .$type<Array<{ row_number: number; reason: string }>>()
      .notNull()
      .default([]),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('template_records_owner').on(t.siteId, t.userId, t.createdAt)],
);

export type TemplateRecordRow = typeof templateRecords.$inferSelect;
