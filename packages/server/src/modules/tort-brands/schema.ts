import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TortBrandLevel } from '@podkit/sdk-core';
import { sites } from '../sites/index.js';

/**
 * A brand or trademark the site's operators keep on the infringement list (tortBrand). `warn`
 * makes saving a product that names it show a warning; `block` also stops publishing it.
 */
export const tortBrands = pgTable(
  'tort_brands',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    /** The word as the operator typed it ("Nike", "迪士尼"). */
    word: text('word').notNull(),
    /** The word as matching compares it (brandKey in brand-match.ts); one row per key and site. */
    matchKey: text('match_key').notNull(),
    level: text('level').$type<TortBrandLevel>().notNull().default('warn'),
    /** Who holds the right (权利人), for the reseller's information. */
    holder: text('holder').notNull().default(''),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tort_brands_site_key').on(t.siteId, t.matchKey),
    index('tort_brands_site_created').on(t.siteId, sql`${t.createdAt} desc`, sql`${t.id} desc`),
  ],
);

export type TortBrandRow = typeof tortBrands.$inferSelect;
