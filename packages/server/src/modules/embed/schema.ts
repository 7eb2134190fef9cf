import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sites } from '../sites/index.js';
import { users } from '../users/index.js';

/** A reseller's key for a partner's backend; only its SHA-256 is kept. */
export const partnerApiKeys = pgTable(
  'partner_api_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The key's first characters, to tell keys apart in a list. */
    keyPrefix: text('key_prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    /** Exact page origins where this key's widgets may run. */
    allowedOrigins: jsonb('allowed_origins').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('partner_api_keys_owner').on(t.siteId, t.userId)],
);

/** A one-time code a partner page exchanges for a widget session: 60 s, single use, one origin. */
export const embedCodes = pgTable('embed_codes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  siteId: integer('site_id').notNull(),
  userId: integer('user_id').notNull(),
  keyId: integer('key_id')
    .notNull()
    .references(() => partnerApiKeys.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull().unique(),
  origin: text('origin').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * Which reseller a store-platform shop belongs to, for admin embeds. A stand-in until the stores
 * table (issue 8) holds each connected shop: `stores/shop-owner.ts` is the only reader.
 */
export const platformShopLinks = pgTable(
  'platform_shop_links',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'shopify' or 'shopline'. */
    platform: text('platform').$type<'shopify' | 'shopline'>().notNull(),
    /** The shop's admin host, e.g. podkit-demo.myshopify.com. */
    shop: text('shop').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('platform_shop_links_shop').on(t.siteId, t.platform, t.shop)],
);
