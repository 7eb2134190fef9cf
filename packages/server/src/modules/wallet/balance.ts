import { and, eq, getTableColumns, gte, notExists, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { AppError } from '../../http/envelope.js';
import { formatCents } from '../../http/money.js';
import { users } from '../users/index.js';
import { walletLedger, type LedgerEntry, type LedgerKind } from './schema.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

/** status_code of a payment the balance does not cover. */
export const INSUFFICIENT_BALANCE = 4001;

export interface BalanceChange {
  siteId: number;
  userId: number;
  kind: LedgerKind;
  /** Signed cents: positive adds to the balance, negative takes from it. */
  amountCents: number;
  description: string;
  reference?: { type: string; id: string | number };
  idempotencyKey?: string;
  actorUserId?: number | null;
}

export interface BalanceChangeResult {
  entry: LedgerEntry;
  /** True when the idempotency key had been used: nothing changed this time. */
  replayed: boolean;
}

/**
 * Changes a balance together with its ledger row, in one transaction (a savepoint inside the
 * caller's). A debit never takes the balance below zero, however many run at once: the balance is
 * updated only where it still covers the amount. A recharge also raises the total that sets the
 * group level. The balance update, the key check and the ledger row are one statement (a
 * data-modifying CTE): it changes nothing when the key was used or the balance does not cover.
 */
export async function changeBalance(
  db: DbExecutor,
  change: BalanceChange,
): Promise<BalanceChangeResult> {
  if (!Number.isSafeInteger(change.amountCents) || change.amountCents === 0) {
    throw new AppError(422, '金额必须是非零的整数分');
  }
  try {
    return await db.transaction(async (tx) => {
      const [entry] = await moveAndRecord(tx, change);
      if (entry) return { entry, replayed: false };
      // Nothing moved: the key was used before (a retry), or the balance does not cover it.
      const earlier = change.idempotencyKey
        ? await findByKey(tx, change.userId, change.idempotencyKey)
        : undefined;
      if (earlier) return { entry: earlier, replayed: true };
      throw await refusal(tx, change);
    });
  } catch (error) {
    // The same key raced in from another request and won: report its entry.
    if (change.idempotencyKey && isUniqueViolation(error)) {
      const earlier = await findByKey(db, change.userId, change.idempotencyKey);
      if (earlier) return { entry: earlier, replayed: true };
    }
    throw error;
  }
}

/** The balance moved and its ledger row written by one statement; no row when nothing moved. */
function moveAndRecord(tx: DbExecutor, change: BalanceChange) {
  const covered = change.amountCents < 0 ? gte(users.balanceCents, -change.amountCents) : undefined;
  const keyUnused = change.idempotencyKey
    ? notExists(
        tx
          .select({ id: walletLedger.id })
          .from(walletLedger)
          .where(
            and(
              eq(walletLedger.userId, change.userId),
              eq(walletLedger.idempotencyKey, change.idempotencyKey),
            ),
          ),
      )
    : undefined;
  const moved = tx.$with('moved').as(
    tx
      .update(users)
      .set({
        balanceCents: sql`${users.balanceCents} + ${change.amountCents}`,
        ...(change.kind === 'recharge'
          ? { rechargeTotalCents: sql`${users.rechargeTotalCents} + ${change.amountCents}` }
          : {}),
      })
      .where(and(eq(users.id, change.userId), eq(users.siteId, change.siteId), covered, keyUnused))
      .returning({ balanceCents: users.balanceCents }),
  );
  const entry = tx.$with('entry', getTableColumns(walletLedger)).as(
    sql`insert into ${walletLedger} (site_id, user_id, kind, amount_cents, balance_after_cents,
        reference_type, reference_id, description, idempotency_key, actor_user_id)
      select ${change.siteId}::int, ${change.userId}::int, ${change.kind}::text,
        ${change.amountCents}::bigint, ${moved.balanceCents}, ${change.reference?.type ?? null}::text,
        ${change.reference ? String(change.reference.id) : null}::text, ${change.description}::text,
        ${change.idempotencyKey ?? null}::text, ${change.actorUserId ?? null}::int
      from ${moved} returning *`,
  );
  return tx.with(moved, entry).select().from(entry);
}

export async function findByKey(
  db: DbExecutor,
  userId: number,
  key: string,
): Promise<LedgerEntry | undefined> {
  const [entry] = await db
    .select()
    .from(walletLedger)
    .where(and(eq(walletLedger.userId, userId), eq(walletLedger.idempotencyKey, key)))
    .limit(1);
  return entry;
}

/** Why the balance was not changed: the account is unknown here, or the balance is too low. */
async function refusal(db: DbExecutor, change: BalanceChange): Promise<AppError> {
  const [user] = await db
    .select({ balanceCents: users.balanceCents })
    .from(users)
    .where(and(eq(users.id, change.userId), eq(users.siteId, change.siteId)));
  if (!user) return new AppError(404, '账户不存在');
  return new AppError(
    INSUFFICIENT_BALANCE,
    `余额不足：需支付 ${formatCents(-change.amountCents)} 元，当前余额 ${formatCents(user.balanceCents)} 元，请先充值`,
  );
}
