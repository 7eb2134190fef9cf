import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { MessageStatus, MessageType } from '@podkit/sdk-core';
import { sites } from '../sites/index.js';
import { users } from '../users/index.js';

/** A message to one user (spec 3, Message): type 1 platform, 2 order, 3 trade; status 2 unread. */
export const userMessages = pgTable(
  'user_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: smallint('type').$type<MessageType>().notNull(),
    /** Plain text; clients escape it when they show it. */
    description: text('description').notNull(),
    status: smallint('status').$type<MessageStatus>().notNull().default(2),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_messages_user_list').on(t.userId, t.type, t.createdAt),
    index('user_messages_user_unread').on(t.userId, t.status),
  ],
);

export type UserMessage = typeof userMessages.$inferSelect;
