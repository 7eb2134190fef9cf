import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from '../sites/index.js';

/** Every text the default SMS provider "sent": operators read codes here when no SMS gateway is set up. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sms_outbox_site_created').on(t.siteId, t.createdAt)],
);
