import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from '../sites/index.js';
import { users } from '../users/index.js';

/**
 * A reseller's blacklist entry (addressBlack): orders whose address matches every filled field go
 * on hold. Name and phone are stored as typed; matching normalises them (address-match.ts).
 */
export const addressBlacklist = pgTable(
  'address_blacklist',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientName: text('recipient_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    addressKeyword: text('address_keyword').notNull().default(''),
    remark: text('remark').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('address_blacklist_owner').on(t.siteId, t.userId, t.createdAt)],
);

export type AddressBlackRow = typeof addressBlacklist.$inferSelect;
