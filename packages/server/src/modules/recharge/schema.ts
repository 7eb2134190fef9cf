import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sites } from '../sites/index.js';
import { users } from '../users/index.js';

export type RechargeMethod = 'offline' | 'alipay';
export type RechargeStatus = 'pending' | 'approved' | 'rejected' | 'paid' | 'closed';

/**
 * A recharge request: an offline transfer with its voucher waiting for an operator, or an online
 * payment waiting for the gateway. It credits the balance once, with the ledger key
 * `recharge:<id>`, when approved or paid.
 */
export const recharges = pgTable(
  'recharges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Merchant order number: Alipay's out_trade_no. */
    rechargeNo: text('recharge_no').notNull(),
    method: text('method').$type<RechargeMethod>().notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status').$type<RechargeStatus>().notNull().default('pending'),
    voucherKey: text('voucher_key'),
    remark: text('remark').notNull().default(''),
    rejectReason: text('reject_reason').notNull().default(''),
    /** The gateway's trade number (Alipay trade_no). */
    tradeNo: text('trade_no').notNull().default(''),
    reviewedBy: integer('reviewed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('recharges_no').on(t.rechargeNo),
    index('recharges_owner').on(t.siteId, t.userId, t.createdAt),
    index('recharges_site_status').on(t.siteId, t.status, t.createdAt),
  ],
);

export type RechargeRow = typeof recharges.$inferSelect;
