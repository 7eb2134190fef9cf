import { and, eq, getTableColumns, notExists, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { statement } from '../../db/statement.js';
import { coversWithdrawal, inSavepoint, type MovementOptions } from '../../db/stock-movement.js';
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
 * caller's, unless `options.savepoint` is false: see MovementOptions). A debit never takes the
 * balance below zero, however many run at once: the balance is updated only where it still covers
 * the amount. A recharge also raises the total that sets the group level. The balance update, the key check and the ledger row are one statement (a
 * data-modifying CTE): it changes nothing when the key was used or the balance does not cover.
 */
export async function changeBalance(
  db: DbExecutor,
  change: BalanceChange,
  options: MovementOptions = {},
): Promise<BalanceChangeResult> {
  if (!Number.isSafeInteger(change.amountCents) || change.amountCents === 0) {
    throw new AppError(422, '金额必须是非零的整数分');
  }
  try {
    return await inSavepoint(db, options, async (tx) => {
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

/** What one balance movement writes: the ledger row's columns. */
interface BalanceMove {
  siteId: number;
  userId: number;
  kind: LedgerKind;
  amountCents: number;
  referenceType: string | null;
  referenceId: string | null;
  description: string;
  idempotencyKey: string | null;
  actorUserId: number | null;
}

/**
 * The balance moved and its ledger row written by one statement; no row when nothing moved. Its
 * variant names its form: a debit moves only where the balance covers it, a keyed change only
 * while its key is unused, a recharge also raises the recharge total.
 */
const moveAndRecordStatement = statement((db, p: BalanceMove, variant) => {
  const covered = variant.includes('debit')
    ? coversWithdrawal(users.balanceCents, p.amountCents)
    : undefined;
  const keyUnused = variant.includes('keyed')
    ? notExists(
        db
          .select({ id: walletLedger.id })
          .from(walletLedger)
          .where(
            and(
              eq(walletLedger.userId, p.userId),
              eq(walletLedger.idempotencyKey, p.idempotencyKey!),
            ),
          ),
      )
    : undefined;
  const moved = db.$with('moved').as(
    db
      .update(users)
      .set({
        balanceCents: sql`${users.balanceCents} + ${p.amountCents}`,
        ...(variant.includes('recharge')
          ? { rechargeTotalCents: sql`${users.rechargeTotalCents} + ${p.amountCents}` }
          : {}),
      })
      .where(and(eq(users.id, p.userId), eq(users.siteId, p.siteId), covered, keyUnused))
      .returning({ balanceCents: users.balanceCents }),
  );
  const entry = db.$with('entry', getTableColumns(walletLedger)).as(
    sql`insert into ${walletLedger} (site_id, user_id, kind, amount_cents, balance_after_cents,
        reference_type, reference_id, description, idempotency_key, actor_user_id)
      select ${p.siteId}::int, ${p.userId}::int, ${p.kind}::text,
        ${p.amountCents}::bigint, ${moved.balanceCents}, ${p.referenceType}::text,
        ${p.referenceId}::text, ${p.description}::text,
        ${p.idempotencyKey}::text, ${p.actorUserId}::int
      from ${moved} returning *`,
  );
  return db.with(moved, entry).select().from(entry);
});

function moveAndRecord(tx: DbExecutor, change: BalanceChange) {
  const variant = [
    change.amountCents < 0 ? 'debit' : 'credit',
    change.idempotencyKey ? 'keyed' : '',
    change.kind === 'recharge' ? 'recharge' : '',
  ].join(' ');
  return moveAndRecordStatement(
    tx,
    {
      siteId: change.siteId,
      userId: change.userId,
      kind: change.kind,
      amountCents: change.amountCents,
      referenceType: change.reference?.type ?? null,
      referenceId: change.reference ? String(change.reference.id) : null,
      description: change.description,
      idempotencyKey: change.idempotencyKey ?? null,
      actorUserId: change.actorUserId ?? null,
    },
    variant,
  );
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
