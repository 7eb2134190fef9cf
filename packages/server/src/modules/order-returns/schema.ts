import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OrderReturnAction, OrderReturnResolution, OrderReturnStatus } from '@podkit/sdk-core';
import { orders } from '../orders/index.js';
import { sites } from '../sites/index.js';
import { users } from '../users/index.js';
import type { AttachedFile } from '../work-orders/index.js';

/** A shipped line of the order as it was sold, and how many of it are returned. */
export interface ReturnedLine {
  orderItemId: number;
  quantity: number;
  name: string;
  skuText: string;
  unitPriceCents: number;
}

/** One step of a return's history: who did what, with their words and photos. */
export interface ReturnStep {
  action: 'apply' | OrderReturnAction;
  author: 'reseller' | 'operator';
  authorUserId: number;
  authorName: string;
  note: string;
  photos: AttachedFile[];
  at: string;
}

/** A reseller's return or reprint request (退货申请) about shipped lines of one of their orders. */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** TH + the site's day + the id, e.g. TH20261126000007. */
    returnNo: text('return_no').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderNo: text('order_no').notNull(),
    resolution: text('resolution').$type<OrderReturnResolution>().notNull(),
    status: text('status').$type<OrderReturnStatus>().notNull().default('pending'),
    reason: text('reason').notNull(),
    lines: jsonb('lines').$type<ReturnedLine[]>().notNull(),
    photos: jsonb('photos').$type<AttachedFile[]>().notNull().default([]),
    /** A partial refund's asked amount. */
    requestedAmountCents: integer('requested_amount_cents'),
    /** What the approval gave back to the balance (one ledger row, key order-return:<id>). */
    approvedAmountCents: integer('approved_amount_cents'),
    /** The free order an approved reprint created. */
    replacementOrderId: integer('replacement_order_id').references(() => orders.id, {
      onDelete: 'set null',
    }),
    replacementOrderNo: text('replacement_order_no').notNull().default(''),
    /** The operators' last word to the reseller (rejection reason, what is missing, approval note). */
    operatorNote: text('operator_note').notNull().default(''),
    history: jsonb('history').$type<ReturnStep[]>().notNull().default([]),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_returns_return_no').on(t.siteId, t.returnNo),
    index('order_returns_owner').on(t.siteId, t.userId, t.createdAt),
    index('order_returns_site_status').on(t.siteId, t.status, t.createdAt),
    index('order_returns_order').on(t.orderId),
  ],
);

export type OrderReturnRow = typeof orderReturns.$inferSelect;
