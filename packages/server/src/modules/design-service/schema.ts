import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { DesignEventKind, DesignOrderStatus } from '@podkit/sdk-core';
import { sites } from '../sites/index.js';
import { users } from '../users/index.js';
import type { AttachedFile } from '../work-orders/index.js';

/** A reseller's design order (设计服务): paid from the balance when placed. */
export const designOrders = pgTable(
  'design_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SJ + the site's day + the id, e.g. SJ20261126000042. */
    orderNo: text('order_no').notNull(),
    /** The client's key: the same key places (and pays) one order. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** The price-list line ordered, and its name and price as they were. */
    itemId: integer('item_id').notNull(),
    itemName: text('item_name').notNull(),
    priceCents: integer('price_cents').notNull(),
    brief: text('brief').notNull(),
    references: jsonb('references').$type<AttachedFile[]>().notNull().default([]),
    productId: integer('product_id'),
    productName: text('product_name').notNull().default(''),
    sizeName: text('size_name').notNull().default(''),
    /** YYYY-MM-DD in the site's time zone. */
    deadline: text('deadline').notNull(),
    status: text('status').$type<DesignOrderStatus>().notNull().default('pending'),
    designerId: integer('designer_id').references(() => users.id, { onDelete: 'set null' }),
    revisionsUsed: integer('revisions_used').notNull().default(0),
    /** The materials the accepted files became. */
    materialIds: jsonb('material_ids').$type<number[]>().notNull().default([]),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('design_orders_order_no').on(t.siteId, t.orderNo),
    uniqueIndex('design_orders_key').on(t.siteId, t.userId, t.idempotencyKey),
    index('design_orders_owner').on(t.siteId, t.userId, t.createdAt),
    index('design_orders_site_status').on(t.siteId, t.status, t.createdAt),
  ],
);

export type DesignOrderRow = typeof designOrders.$inferSelect;

/** What happened to a design order: placed, taken, each delivery, each revision asked, … */
export const designOrderEvents = pgTable(
  'design_order_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    designOrderId: integer('design_order_id')
      .notNull()
      .references(() => designOrders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<DesignEventKind>().notNull(),
    note: text('note').notNull().default(''),
    files: jsonb('files').$type<AttachedFile[]>().notNull().default([]),
    mockups: jsonb('mockups').$type<AttachedFile[]>().notNull().default([]),
    actorUserId: integer('actor_user_id'),
    actorName: text('actor_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('design_order_events_order').on(t.designOrderId, t.id)],
);

export type DesignOrderEventRow = typeof designOrderEvents.$inferSelect;
