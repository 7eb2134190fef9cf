import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { WorkOrderStatus, WorkOrderType } from '@podkit/sdk-core';
import { orders } from '../orders/index.js';
import { sites } from '../sites/index.js';
import { users } from '../users/index.js';

/** A private file kept with a ticket or a reply: its storage key and the name it was uploaded as. */
export interface AttachedFile {
  key: string;
  name: string;
  mime: string;
}

/** Who wrote a message of the conversation; 'system' records a state change. */
export type MessageAuthor = 'reseller' | 'operator' | 'system';

/** A reseller's after-sales ticket (工单), about one of their orders or a general question. */
export const workOrders = pgTable(
  'work_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** GD + the site's day + the id, e.g. GD20261126000042. */
    ticketNo: text('ticket_no').notNull(),
    type: text('type').$type<WorkOrderType>().notNull(),
    status: text('status').$type<WorkOrderStatus>().notNull().default('pending'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Kept as it was, for search and display even if the order goes away. */
    orderNo: text('order_no').notNull().default(''),
    /** Ids of the order's lines the ticket is about. */
    orderItemIds: jsonb('order_item_ids').$type<number[]>().notNull().default([]),
    description: text('description').notNull(),
    photos: jsonb('photos').$type<AttachedFile[]>().notNull().default([]),
    /** Operator messages the reseller has not opened yet. */
    resellerUnread: integer('reseller_unread').notNull().default(0),
    /** Reseller messages no operator has opened yet. */
    operatorUnread: integer('operator_unread').notNull().default(1),
    /** The operator who took it. */
    handlerId: integer('handler_id').references(() => users.id, { onDelete: 'set null' }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('work_orders_ticket_no').on(t.siteId, t.ticketNo),
    index('work_orders_owner').on(t.siteId, t.userId, t.createdAt),
    index('work_orders_site_status').on(t.siteId, t.status, t.createdAt),
    index('work_orders_order').on(t.orderId),
  ],
);

export type WorkOrderRow = typeof workOrders.$inferSelect;

/** One message of a ticket's conversation between the reseller and the operators. */
export const workOrderMessages = pgTable(
  'work_order_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    workOrderId: integer('work_order_id')
      .notNull()
      .references(() => workOrders.id, { onDelete: 'cascade' }),
    author: text('author').$type<MessageAuthor>().notNull(),
    /** Who wrote it (a sub-account, the main account or an operator). */
    authorUserId: integer('author_user_id'),
    authorName: text('author_name').notNull().default(''),
    content: text('content').notNull(),
    attachments: jsonb('attachments').$type<AttachedFile[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('work_order_messages_ticket').on(t.workOrderId, t.id)],
);

export type WorkOrderMessageRow = typeof workOrderMessages.$inferSelect;
