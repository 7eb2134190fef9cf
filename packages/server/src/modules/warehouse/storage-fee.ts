import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.js';
import { AppError } from '../../http/envelope.js';
import { formatCents } from '../../http/money.js';
import { enqueueJob, type JobHandler } from '../jobs/index.js';
import { sendUserMessage } from '../messages/index.js';
import { siteStorageFeeCents, siteTimeZone } from '../sites/index.js';
import { changeBalance, INSUFFICIENT_BALANCE } from '../wallet/index.js';
import { storageFees, warehouseStock, type StorageFeeRow } from './schema.js';

export const STORAGE_FEE_JOB = 'warehouse.storageFees';
export const DAY_MS = 24 * 60 * 60 * 1000;

interface Owner {
  siteId: number;
  userId: number;
}

/** `YYYY-MM` of an instant in the site's zone. */
export function periodOf(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' })
    .formatToParts(at)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts.year}-${parts.month}`;
}

/** True while the reseller owes a storage fee: the stock is held (orders do not take from it). */
export async function hasOwedFees(db: DbExecutor, owner: Owner): Promise<boolean> {
  const [row] = await db
    .select({ id: storageFees.id })
    .from(storageFees)
    .where(
      and(
        eq(storageFees.siteId, owner.siteId),
        eq(storageFees.userId, owner.userId),
        eq(storageFees.status, 'owed'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Pays the owner's owed fees, oldest first, each from the balance with one ledger row (key
 * `storage-fee:<id>`), while the balance covers them; the rest stay owed. Answers those paid now.
 */
export async function settleOwedFees(db: Db, owner: Owner): Promise<StorageFeeRow[]> {
  const owed = await db
    .select()
    .from(storageFees)
    .where(
      and(
        eq(storageFees.siteId, owner.siteId),
        eq(storageFees.userId, owner.userId),
        eq(storageFees.status, 'owed'),
      ),
    )
    .orderBy(asc(storageFees.period));
  const paid: StorageFeeRow[] = [];
  for (const fee of owed) {
    const row = await payFee(db, fee);
    if (!row) break;
    paid.push(row);
  }
  return paid;
}

/** One fee paid in its own transaction, or null when the balance does not cover it. */
async function payFee(db: Db, fee: StorageFeeRow): Promise<StorageFeeRow | null> {
  try {
    return await db.transaction(async (tx) => {
      const [locked] = await tx
        .select()
        .from(storageFees)
        .where(eq(storageFees.id, fee.id))
        .for('update');
      if (!locked || locked.status !== 'owed') return locked ?? null;
      await changeBalance(tx, {
        siteId: fee.siteId,
        userId: fee.userId,
        kind: 'payment',
        amountCents: -fee.amountCents,
        description: `仓储费 ${fee.period}：${fee.units} 件`,
        reference: { type: 'storage_fee', id: fee.id },
        idempotencyKey: `storage-fee:${fee.id}`,
      });
      const [row] = await tx
        .update(storageFees)
        .set({ status: 'paid', paidAt: new Date() })
        .where(eq(storageFees.id, fee.id))
        .returning();
      return row!;
    });
  } catch (error) {
    if (error instanceof AppError && error.statusCode === INSUFFICIENT_BALANCE) return null;
    throw error;
  }
}

/**
 * Bills the month (in the site's zone) for every reseller holding stock, once per reseller and
 * month, at the site's 仓储费 rate of the run that bills it (站点设置), then pays what each balance covers. A fee the balance cannot cover waits as owed, the
 * stock is held, and the reseller is told.
 */
export async function billStorageFees(db: Db, siteId: number, now = new Date()) {
  const period = periodOf(now, await siteTimeZone(db, siteId));
  const centsPerUnit = await siteStorageFeeCents(db, siteId);
  const holders = await db
    .select({
      userId: warehouseStock.userId,
      units: sql<number>`sum(${warehouseStock.quantity})::int`,
    })
    .from(warehouseStock)
    .where(and(eq(warehouseStock.siteId, siteId), gt(warehouseStock.quantity, 0)))
    .groupBy(warehouseStock.userId);
  let billed = 0;
  for (const holder of holders) {
    const [fee] = await db
      .insert(storageFees)
      .values({
        siteId,
        userId: holder.userId,
        period,
        units: holder.units,
        amountCents: holder.units * centsPerUnit,
      })
      .onConflictDoNothing()
      .returning();
    if (fee) billed += 1;
  }
  const owers = await db
    .selectDistinct({ userId: storageFees.userId })
    .from(storageFees)
    .where(and(eq(storageFees.siteId, siteId), eq(storageFees.status, 'owed')));
  let settled = 0;
  let owed = 0;
  for (const { userId } of owers) {
    settled += (await settleOwedFees(db, { siteId, userId })).length;
    owed += await tellOwed(db, { siteId, userId });
  }
  return { period, billed, owed, settled };
}

/** Tells the reseller what is still owed (once per run); answers how many fees are owed. */
async function tellOwed(db: Db, owner: Owner): Promise<number> {
  const owed = await db
    .select()
    .from(storageFees)
    .where(
      and(
        eq(storageFees.siteId, owner.siteId),
        eq(storageFees.userId, owner.userId),
        eq(storageFees.status, 'owed'),
      ),
    );
  if (owed.length === 0) return 0;
  const cents = owed.reduce((sum, fee) => sum + fee.amountCents, 0);
  await sendUserMessage(db, {
    ...owner,
    type: 3,
    description: `余额不足，仓储费 ${formatCents(cents)} 元待支付；支付前仓储库存暂停发货。请充值后在「仓储服务」页支付。`,
  });
  return owed.length;
}

/** Queues the site's billing run of a day (one per day). */
export function scheduleStorageFees(db: DbExecutor, siteId: number, runAt: Date) {
  return enqueueJob(
    db,
    STORAGE_FEE_JOB,
    { siteId },
    // One run per site and day: the running job and the next day's do not share a key.
    { siteId, dedupeKey: `storage-fees:${siteId}:${runAt.toISOString().slice(0, 10)}`, runAt },
  );
}

/** The job: bills and settles the site, then queues itself for the next day. */
export const storageFeeHandler: JobHandler = async (job, context) => {
  const { siteId } = job.payload as { siteId: number };
  const result = await billStorageFees(context.db, siteId);
  await scheduleStorageFees(context.db, siteId, new Date(Date.now() + DAY_MS));
  return result;
};
