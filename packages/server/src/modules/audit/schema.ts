import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from '../sites/index.js';
import { users } from '../users/index.js';

/**
 * Who did what: one row per change a signed-in account made (ARCHITECTURE.md decision 7). The
 * owner reads them; the actor is the sub-account, or the owner itself.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    actorUserId: integer('actor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    /** The route as declared ('/req/distribution/order/pay'), not the URL: ids and queries stay out. */
    route: text('route').notNull(),
    /** What the route declares it needs ('orderAdmin.pay'), so the log reads as the menu does. */
    permission: text('permission').notNull().default(''),
    statusCode: integer('status_code').notNull(),
    ip: text('ip').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_events_owner_time').on(t.siteId, t.ownerUserId, t.createdAt)],
);

export type AuditEvent = typeof auditEvents.$inferSelect;
