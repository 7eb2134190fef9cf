import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AppError } from '../http/envelope.js';
import type { DbExecutor } from './client.js';
import { onceByKey } from './once-by-key.js';

/**
 * What every stock ledger records of a movement, whatever the stock is (a good's, a reseller's
 * warehouse stock): each module keeps its own balance and ledger table of these columns.
 */
export interface StockMovement {
  /** Signed units: positive in, negative out. */
  delta: number;
  description: string;
  reference?: { type: string; id: string | number };
  idempotencyKey: string;
  actorUserId?: number | null;
}

/** The ledger row's movement columns, with the balance after the move. */
export function movementColumns(movement: StockMovement, quantityAfter: number) {
  return {
    delta: movement.delta,
    quantityAfter,
    referenceType: movement.reference?.type ?? null,
    referenceId: movement.reference ? String(movement.reference.id) : null,
    description: movement.description,
    idempotencyKey: movement.idempotencyKey,
    actorUserId: movement.actorUserId ?? null,
  };
}

/** The balance column moved by `delta`, for an update's `set`. */
export function moved(balance: AnyColumn, delta: number): SQL {
  return sql`${balance} + ${delta}`;
}

/**
 * The condition that keeps a balance from going below zero: a withdrawal updates the row only
 * where the balance still covers it (the row lock makes racing withdrawals wait and see the new one).
 */
export function covers(balance: AnyColumn, delta: number): SQL | undefined {
  return delta < 0 ? coversWithdrawal(balance, delta) : undefined;
}

/**
 * The condition itself, the balance after at or above zero; a statement built once
 * (`statement.ts`) uses it directly, its delta a placeholder and its variant saying it withdraws.
 */
export function coversWithdrawal(balance: AnyColumn, delta: number): SQL {
  return sql`${balance} + ${delta} >= 0`;
}

/**
 * `savepoint: false` runs a movement directly in the caller's transaction, two round trips fewer.
 * Only where that transaction already keeps every other writer of the movement's key out (it holds
 * the lock of the row the key is derived from, or created that row itself): a key raced in would
 * otherwise fail the caller's whole transaction instead of answering as a replay.
 */
export interface MovementOptions {
  savepoint?: boolean;
}

/** `work` in a savepoint of the caller's transaction, unless `options` says it may run in it. */
export function inSavepoint<T>(
  db: DbExecutor,
  options: MovementOptions,
  work: (tx: DbExecutor) => Promise<T>,
): Promise<T> {
  return options.savepoint === false ? work(db) : db.transaction(work);
}

export interface StockMoveSteps<Entry> {
  /** The ledger row already written under the movement's key (scoped as its unique index is). */
  findByKey: () => Promise<Entry | undefined>;
  /** Updates the balance where it covers the move (`moved`, `covers`); the balance after, or null. */
  moveBalance: (tx: DbExecutor) => Promise<number | null>;
  /** Writes the ledger row (`movementColumns` beside the module's own columns). */
  record: (tx: DbExecutor, quantityAfter: number) => Promise<Entry>;
  /** The module's errors: a delta that is not a non-zero whole number; stock that does not cover. */
  badDelta: () => AppError;
  shortage: () => AppError;
}

/**
 * Moves stock together with its ledger row, in one transaction (a savepoint inside the caller's):
 * never below zero however many run at once, and a key already used moves nothing (`replayed`).
 */
export async function moveStockOnce<Entry>(
  db: DbExecutor,
  movement: StockMovement,
  steps: StockMoveSteps<Entry>,
): Promise<{ entry: Entry; replayed: boolean }> {
  if (!Number.isSafeInteger(movement.delta) || movement.delta === 0) throw steps.badDelta();
  return onceByKey(steps.findByKey, () =>
    db.transaction(async (tx) => {
      const quantityAfter = await steps.moveBalance(tx);
      if (quantityAfter === null) throw steps.shortage();
      return steps.record(tx, quantityAfter);
    }),
  );
}
