import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from '../sites/index.js';
import { users } from '../users/index.js';

/** A site's system notice (spec 3, Notice); `desc` is rich text, sanitised when written. */
export const systemNotices = pgTable(
  'system_notices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    desc: text('desc').notNull().default(''),
    /** Pops up in the dialog at workbench entry until the reseller acknowledges it. */
    isLoginAlert: boolean('is_login_alert').notNull().default(false),
    /** Drafts (false) are seen by operators only. */
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('system_notices_site_list').on(t.siteId, t.published, t.createdAt, t.id)],
);

export type SystemNotice = typeof systemNotices.$inferSelect;

/** A user has acknowledged a login notice: it does not pop up for them again. */
export const noticeReads = pgTable(
  'notice_reads',
  {
    noticeId: integer('notice_id')
      .notNull()
      .references(() => systemNotices.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] })],
);
