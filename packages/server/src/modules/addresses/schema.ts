import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from '../sites/index.js';
import { users } from '../users/index.js';

/** A reseller's shipping address; at most one per user is the default. */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientName: text('recipient_name').notNull(),
    phone: text('phone').notNull(),
    /** ISO 3166-1 alpha-2, upper case. */
    countryCode: text('country_code').notNull(),
    province: text('province').notNull(),
    city: text('city').notNull(),
    district: text('district').notNull().default(''),
    address1: text('address1').notNull(),
    address2: text('address2').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_addresses_user').on(t.siteId, t.userId)],
);

export type UserAddressRow = typeof userAddresses.$inferSelect;
