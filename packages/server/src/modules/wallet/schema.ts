import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sites } from '../sites/index.js';
import { users } from '../users/index.js';

export const ledgerKinds = ['recharge', 'payment', 'refund', 'adjustment', 'commission'] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

/**
 * Every change of a reseller's balance, append-only (ARCHITECTURE.md decision 8): written in the
 * same transaction as the balance, so the rows always add up to it.
 */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<LedgerKind>().notNull(),
    /** Signed: money in is positive, money out negative. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    balanceAfterCents: bigint('balance_after_cents', { mode: 'number' }).notNull(),
    /** What the money was for, e.g. 'order' and its id. */
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    description: text('description').notNull().default(''),
    /** A retried request with the same key changes the balance once. */
    idempotencyKey: text('idempotency_key'),
    /** Who made the change (the reseller, an operator, or null for the system). */
    actorUserId: integer('actor_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wallet_ledger_user').on(t.siteId, t.userId, t.createdAt),
    uniqueIndex('wallet_ledger_idempotency').on(t.userId, t.idempotencyKey),
  ],
);

export type LedgerEntry = typeof walletLedger.$inferSelect;
