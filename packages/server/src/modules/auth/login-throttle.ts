import { and, asc, count, eq, gt, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tooMany } from '../../http/envelope.js';
import { loginFailures } from './schema.js';

export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_IP = 20;

export interface LoginAttempt {
  siteId: number;
  /** See `loginFailures.accountKey`. */
  accountKey: string;
  ip: string;
}

/** `user:<id>` once the account is known, so typing the phone or the name counts against one account. */
export function accountKeyFor(userId: number | null, typed: string): string {
  return userId === null ? `name:${typed.trim().toLowerCase()}` : `user:${userId}`;
}

/** Throws status 429 with the time to wait when the account or the IP has failed too often lately. */
export async function assertLoginAllowed(db: Db, attempt: LoginAttempt, now: Date): Promise<void> {
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const [byAccount] = await db
    .select({ failures: count() })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.siteId, attempt.siteId),
        eq(loginFailures.accountKey, attempt.accountKey),
        gt(loginFailures.failedAt, since),
      ),
    );
  if (byAccount && byAccount.failures >= MAX_FAILURES_PER_ACCOUNT) {
    const scope = { siteId: attempt.siteId, accountKey: attempt.accountKey };
    throw lockedOut(
      await retryAt(db, scope, since, byAccount.failures - MAX_FAILURES_PER_ACCOUNT),
      now,
    );
  }
  const [byIp] = await db
    .select({ failures: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.ip, attempt.ip), gt(loginFailures.failedAt, since)));
  if (byIp && byIp.failures >= MAX_FAILURES_PER_IP) {
    throw lockedOut(
      await retryAt(db, { ip: attempt.ip }, since, byIp.failures - MAX_FAILURES_PER_IP),
      now,
    );
  }
}

/**
 * When the count drops below the limit again: the failure that must leave the window is the
 * (failures − limit)-th oldest one (0-based), and it leaves it one window after it happened.
 */
async function retryAt(
  db: Db,
  scope: { siteId: number; accountKey: string } | { ip: string },
  since: Date,
  excess: number,
): Promise<Date> {
  const inScope =
    'ip' in scope
      ? eq(loginFailures.ip, scope.ip)
      : and(eq(loginFailures.siteId, scope.siteId), eq(loginFailures.accountKey, scope.accountKey));
  const [row] = await db
    .select({ failedAt: loginFailures.failedAt })
    .from(loginFailures)
    .where(and(inScope, gt(loginFailures.failedAt, since)))
    .orderBy(asc(loginFailures.failedAt))
    .limit(1)
    .offset(excess);
  return new Date((row?.failedAt ?? since).getTime() + LOGIN_FAILURE_WINDOW_MS);
}

function lockedOut(until: Date, now: Date) {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return tooMany(`登录失败次数过多，请 ${minutes} 分钟后再试`);
}

export async function recordLoginFailure(db: Db, attempt: LoginAttempt, now: Date): Promise<void> {
  await db.insert(loginFailures).values({ ...attempt, failedAt: now });
  // Rows older than the window no longer count; drop this account's and this IP's old ones.
  const before = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  await db
    .delete(loginFailures)
    .where(
      and(
        lt(loginFailures.failedAt, before),
        or(
          and(
            eq(loginFailures.siteId, attempt.siteId),
            eq(loginFailures.accountKey, attempt.accountKey),
          ),
          eq(loginFailures.ip, attempt.ip),
        ),
      ),
    );
}

/** A successful sign-in wipes the account's failures (the IP's stay counted). */
export async function clearLoginFailures(
  db: Db,
  siteId: number,
  accountKeys: string[],
): Promise<void> {
  for (const accountKey of accountKeys) {
    await db
      .delete(loginFailures)
      .where(and(eq(loginFailures.siteId, siteId), eq(loginFailures.accountKey, accountKey)));
  }
}
