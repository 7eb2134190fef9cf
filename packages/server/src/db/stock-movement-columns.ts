import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The movement columns every stock ledger table has after its own (whose stock, the kind): what
 * `movementColumns` of `stock-movement.ts` fills in. A function, so each table has its own builders.
 */
export function stockMovementColumns() {
  return {
    /** Signed units: in is positive, out negative. */
    delta: integer('delta').notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    description: text('description').notNull().default(''),
    /** A retried movement with the same key happens once. */
    idempotencyKey: text('idempotency_key').notNull(),
    actorUserId: integer('actor_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  };
}
