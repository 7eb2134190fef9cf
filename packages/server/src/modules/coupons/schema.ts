import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sites } from '../sites/index.js';
import { users } from '../users/index.js';

export type CouponKind = 'amount' | 'percent';

/** A coupon an operator defines: amount or percent off, a minimum spend, a validity window. */
export const coupons = pgTable(
  'coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').$type<CouponKind>().notNull(),
    amountOffCents: integer('amount_off_cents').notNull().default(0),
    /** 1–99 for 'percent'. */
    percentOff: integer('percent_off').notNull().default(0),
    minSpendCents: integer('min_spend_cents').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    /** 1 can be issued, 0 withdrawn. */
    status: integer('status').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupons_site').on(t.siteId, t.createdAt)],
);

export type CouponRow = typeof coupons.$inferSelect;

/** One coupon in one reseller's hands; used once, by one order. */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    usedOrderId: integer('used_order_id'),
    usedAt: timestamp('used_at', { withTimezone: true }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_coupons_owner').on(t.siteId, t.userId, t.issuedAt),
    index('user_coupons_coupon').on(t.couponId),
  ],
);

export type UserCouponRow = typeof userCoupons.$inferSelect;
