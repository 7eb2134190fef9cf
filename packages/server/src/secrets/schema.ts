import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Secrets every server process on one database shares (e.g. the upload-policy signing key). */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
