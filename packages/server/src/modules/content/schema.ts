import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ArticleSlug } from '@podkit/sdk-core';
import { sites } from '../sites/index.js';

/** Home-page banners of a site. */
export const banners = pgTable(
  'banners',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    title: text('title').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    linkUrl: text('link_url').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('banners_site_sort').on(t.siteId, t.sort)],
);

export type Banner = typeof banners.$inferSelect;

/**
 * Server-stored content a site's operator edits: a marketing page (slug set, one per site) or a
 * help-center article (slug null, with a category). `body` is rich text, sanitised when written.
 */
export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    slug: text('slug').$type<ArticleSlug>(),
    category: text('category'),
    /** A help article other screens open by name (the store screen's WooCommerce tab: 'woocommerce'). */
    topic: text('topic'),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Postgres lets many rows hold a null slug: help-center articles have none.
    uniqueIndex('articles_site_slug').on(t.siteId, t.slug),
    uniqueIndex('articles_site_topic').on(t.siteId, t.topic),
    index('articles_site_category').on(t.siteId, t.category, t.sort),
  ],
);

export type Article = typeof articles.$inferSelect;

/**
 * Demo content written once per site (banners, pages, notices, …): a row here means that piece
 * was seeded, so content an operator deleted does not come back on the next start.
 */
export const contentSeeds = pgTable(
  'content_seeds',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.name] })],
);
