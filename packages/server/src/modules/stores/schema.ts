import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  StorePlatformCode,
  StoreProductSource,
  StoreState,
  StoreSyncStatus,
} from '@podkit/sdk-core';
import { goodsSkus } from '../goods/index.js';
import { packagingTemplates } from '../packaging/index.js';
import { designedProductSkus } from '../products/index.js';
import { sites } from '../sites/index.js';
import { users } from '../users/index.js';

/**
 * A reseller's store on a platform (spec 2 platform codes; WooCommerce is 21, see
 * platforms.ts). Tokens and keys are only stored sealed (token-vault.ts).
 */
export const stores = pgTable(
  'stores',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    platform: integer('platform').$type<StorePlatformCode>().notNull(),
    /** What the reseller calls the store (defaults to the shop's name or domain). */
    name: text('name').notNull(),
    /**
     * The shop as the platform names it: Shopify `x.myshopify.com`, the WooCommerce site URL,
     * the Etsy shop id. Webhooks find their store by it.
     */
    shopDomain: text('shop_domain').notNull(),
    state: text('state').$type<StoreState>().notNull().default('authorising'),
    /** The platform's own words when the state is expired or error. */
    stateMessage: text('state_message').notNull().default(''),
    /** Sealed JSON of the credentials (access / refresh token, consumer key and secret). */
    credentials: text('credentials'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    /** OAuth under way: the state nonce sent to the platform, and Etsy's sealed PKCE verifier. */
    authNonce: text('auth_nonce'),
    authVerifier: text('auth_verifier'),
    authStartedAt: timestamp('auth_started_at', { withTimezone: true }),
    /** Orders updated at or after this are still to fetch (ISO time, the platform's clock). */
    syncCursor: text('sync_cursor'),
    /** Page position inside the current window (a GraphQL cursor, a page or an offset). */
    syncPage: text('sync_page'),
    /** The sync job working on the store; another sync job waits while this one runs. */
    syncJobId: bigint('sync_job_id', { mode: 'number' }),
    syncStatus: text('sync_status').$type<StoreSyncStatus>().notNull().default('idle'),
    syncDone: integer('sync_done').notNull().default(0),
    syncTotal: integer('sync_total'),
    lastError: text('last_error').notNull().default(''),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    /** The packaging template (the owner's, usable) the store's imported orders get. */
    defaultBottomTemplateId: integer('default_bottom_template_id').references(
      () => packagingTemplates.id,
      { onDelete: 'set null' },
    ),
    nextSyncAt: timestamp('next_sync_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stores_site_shop').on(t.siteId, t.platform, t.shopDomain),
    index('stores_owner').on(t.siteId, t.userId, t.createdAt),
    index('stores_shop').on(t.platform, t.shopDomain),
    uniqueIndex('stores_auth_nonce').on(t.authNonce),
  ],
);

export type StoreRow = typeof stores.$inferSelect;

/**
 * "Save this mapping": a store's SKU (or, without one, its variant id) → a PodKit SKU, a designed
 * product's colour × size or a general good's SKU. Applies to every later order of the store.
 */
export const skuMappings = pgTable(
  'sku_mappings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id').notNull(),
    userId: integer('user_id').notNull(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** `sku:<sku>` or `variant:<variant id>` (lineSkuKey in sku-mapping.ts). */
    storeSkuKey: text('store_sku_key').notNull(),
    designedProductSkuId: integer('designed_product_sku_id').references(
      () => designedProductSkus.id,
      { onDelete: 'cascade' },
    ),
    goodsSkuId: integer('goods_sku_id').references(() => goodsSkus.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sku_mappings_store_key').on(t.storeId, t.storeSkuKey)],
);

export type SkuMappingRow = typeof skuMappings.$inferSelect;

/**
 * A product variant of a store (第三方商品): listed by the store's products (source `listing`)
 * or first seen in an order line (`order`). One row per store SKU key, the key `sku_mappings`
 * uses, so a row's mapping is the mapping order sync applies.
 */
export const storeProducts = pgTable(
  'store_products',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id').notNull(),
    userId: integer('user_id').notNull(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** `sku:<sku>` or `variant:<variant id>` (lineSkuKey in sku-mapping.ts). */
    storeSkuKey: text('store_sku_key').notNull(),
    platformProductId: text('platform_product_id').notNull().default(''),
    variantId: text('variant_id').notNull().default(''),
    sku: text('sku').notNull().default(''),
    title: text('title').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    source: text('source').$type<StoreProductSource>().notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_products_store_key').on(t.storeId, t.storeSkuKey),
    index('store_products_owner').on(t.siteId, t.userId, t.id),
  ],
);

export type StoreProductRow = typeof storeProducts.$inferSelect;

/**
 * A store platform's app for one site (console 站点设置 → 店铺平台): whether resellers of the
 * site may connect stores of the platform, and the app's credentials (sealed JSON, the
 * store-credentials key). Without a row the environment's app is the default.
 */
export const storePlatformApps = pgTable(
  'store_platform_apps',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    platform: integer('platform').$type<StorePlatformCode>().notNull(),
    enabled: boolean('enabled').notNull().default(false),
    credentials: text('credentials'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.platform] })],
);

export type StorePlatformAppRow = typeof storePlatformApps.$inferSelect;
