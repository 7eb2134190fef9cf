import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { designedProductSkus } from '../products/index.js';

/**
 * The reseller's own codes for one SKU of a designed product: their SKU code (单品管理, 编码转换)
 * and the barcodes printed on labels (条码管理). The row hangs on the SKU row, which survives
 * edits of the design as long as its colour × size stays.
 */
export const skuCodes = pgTable(
  'sku_codes',
  {
    skuId: integer('sku_id')
      .primaryKey()
      .references(() => designedProductSkus.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').notNull(),
    userId: integer('user_id').notNull(),
    /** The reseller's SKU code, unique per reseller whatever its letter case. */
    code: text('code'),
    /** EAN-13 (a GTIN-13 with a valid check digit). */
    gtin: text('gtin'),
    /** Amazon's FNSKU for FBA labels: ten upper-case letters and digits. */
    fnsku: text('fnsku'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sku_codes_user_code')
      .on(t.userId, sql`lower(${t.code})`)
      .where(sql`${t.code} is not null`),
    uniqueIndex('sku_codes_user_gtin')
      .on(t.userId, t.gtin)
      .where(sql`${t.gtin} is not null`),
    uniqueIndex('sku_codes_user_fnsku')
      .on(t.userId, t.fnsku)
      .where(sql`${t.fnsku} is not null`),
  ],
);

export type SkuCodeRow = typeof skuCodes.$inferSelect;
