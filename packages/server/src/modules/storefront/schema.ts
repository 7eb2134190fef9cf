import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { StorefrontDeliveryState, StorefrontWebhookEventName } from '@podkit/sdk-core';
import { orders } from '../orders/index.js';
import { stores } from '../stores/index.js';

/**
 * A dj store's open-API key. Only its SHA-256 is kept (the key is shown once); a rotated or
 * revoked key keeps its row with `revoked_at`, so the store has at most one live key.
 */
export const storefrontKeys = pgTable(
  'storefront_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id').notNull(),
    userId: integer('user_id').notNull(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    keyHash: text('key_hash').notNull(),
    /** The key's first characters, shown to tell keys apart. */
    prefix: text('prefix').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('storefront_keys_hash').on(t.keyHash),
    index('storefront_keys_store').on(t.storeId),
  ],
);

export type StorefrontKeyRow = typeof storefrontKeys.$inferSelect;

/** Where a dj store's webhooks go (its signing secret is sealed in the store's credentials). */
export const storefrontEndpoints = pgTable('storefront_endpoints', {
  storeId: integer('store_id')
    .primaryKey()
    .references(() => stores.id, { onDelete: 'cascade' }),
  webhookUrl: text('webhook_url').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One event for a store front: its body is fixed when made, so every attempt and redelivery
 * sends the same bytes (signed afresh with a new timestamp). `source_job_id` is the order-event
 * job that made it, so that job's retries find it instead of making another.
 */
export const storefrontDeliveries = pgTable(
  'storefront_deliveries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id').notNull(),
    userId: integer('user_id').notNull(),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    storeOrderNo: text('store_order_no').notNull(),
    event: text('event').$type<StorefrontWebhookEventName>().notNull(),
    body: text('body').notNull(),
    state: text('state').$type<StorefrontDeliveryState>().notNull().default('pending'),
    sourceJobId: bigint('source_job_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('storefront_deliveries_source_job').on(t.sourceJobId),
    index('storefront_deliveries_store').on(t.storeId, t.id),
  ],
);

export type StorefrontDeliveryRow = typeof storefrontDeliveries.$inferSelect;

/** Each POST of a delivery: when, what the store front answered, how long it took. */
export const storefrontDeliveryAttempts = pgTable(
  'storefront_delivery_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => storefrontDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
    httpStatus: integer('http_status'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error').notNull().default(''),
  },
  (t) => [index('storefront_delivery_attempts_delivery').on(t.deliveryId, t.id)],
);
