import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from '../sites/index.js';
import { users } from '../users/index.js';

/** A file stored through the signed upload form; the key is written once and never reused. */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Storage key, e.g. `s1/u7/material/202501/Ab3dE5gH9k.png`. */
    key: text('key').notNull().unique(),
    /** material | avatar | voucher | file | verification, taken from the key's folder. */
    kind: text('kind').notNull(),
    /** The name the file had on the user's machine. */
    name: text('name').notNull(),
    size: integer('size').notNull(),
    mime: text('mime').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Which storage driver holds the bytes. */
    storage: text('storage').notNull().default('local'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploaded_files_site_user').on(t.siteId, t.userId)],
);

export type UploadedFile = typeof uploadedFiles.$inferSelect;
