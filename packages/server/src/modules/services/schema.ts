import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ServiceKind } from '@podkit/sdk-core';
import { sites } from '../sites/index.js';
import { users } from '../users/index.js';

/** A line of a service's price list (增值服务), set per site by the operators. */
export const servicePriceItems = pgTable(
  'service_price_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ServiceKind>().notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    /** A disabled line stays on the orders made with it but cannot be ordered again. */
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('service_price_items_site_kind').on(t.siteId, t.kind, t.sort)],
);

export type ServicePriceItemRow = typeof servicePriceItems.$inferSelect;

/**
 * One order of any service, as the reseller's list across services shows it; each service keeps
 * its own record (`referenceId`) and updates this row's status as it moves.
 */
export const serviceOrders = pgTable(
  'service_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ServiceKind>().notNull(),
    referenceId: integer('reference_id').notNull(),
    orderNo: text('order_no').notNull(),
    title: text('title').notNull(),
    amountCents: integer('amount_cents').notNull(),
    statusLabel: text('status_label').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('service_orders_reference').on(t.kind, t.referenceId),
    index('service_orders_owner').on(t.siteId, t.userId, t.createdAt),
  ],
);

export type ServiceOrderRow = typeof serviceOrders.$inferSelect;
