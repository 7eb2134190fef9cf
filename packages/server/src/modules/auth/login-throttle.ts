import { and, asc, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { tooMany } from '../../http/envelope.js';
import { loginFailures } from './schema.js';

export const LOGIN_FAILURE_WINDOW_MS = 15 * 60_000;
/** Wrong tries at one account from one address, after which that pair waits out the window. */
export const MAX_FAILURES_PER_PAIR = 5;
/** Failures at one account, from anywhere, after which every try at it needs the captcha. */
export const CAPTCHA_AFTER_ACCOUNT_FAILURES = 3;
/** Failures from one address, at any account, after which its tries need the captcha. */
export const CAPTCHA_AFTER_IP_FAILURES = 10;
/** Failures from one address after which it waits out the window: far past the captcha step. */
export const MAX_FAILURES_PER_IP = 100;
/**
 * Wrong two-step codes at one account, from anywhere. Only someone who knew the password reached
 * that step, so this lock cannot be set off by a stranger who only knows the account's name.
 */
export const MAX_CODE_FAILURES_PER_ACCOUNT = 10;

/** What failed: the password (or an unknown name) or the two-step code. */
export type FailureKind = 'password' | 'code';

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

/**
 * Refuses (429, with the minutes to wait) a try from an address that failed too often at this
 * account, or at any account; otherwise says whether the try must pass the captcha first. An
 * account is never locked for everyone by failures from elsewhere: they only ask for the captcha,
 * so nobody can lock a reseller out by typing wrong passwords at their name.
 */
export async function checkLoginAttempt(
  db: Db,
  attempt: LoginAttempt,
  kind: FailureKind,
  now: Date,
): Promise<{ captchaRequired: boolean }> {
  const since = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const ofAccount = accountScope(attempt);
  const ofPair = and(ofAccount, eq(loginFailures.ip, attempt.ip))!;
  const ofIp = eq(loginFailures.ip, attempt.ip);
  const ofCodes = and(ofAccount, eq(loginFailures.kind, 'code'))!;
  const [counts] = await db
    .select({
      pair: sql<number>`count(*) filter (where ${ofPair})`.mapWith(Number),
      account: sql<number>`count(*) filter (where ${ofAccount})`.mapWith(Number),
      codes: sql<number>`count(*) filter (where ${ofCodes})`.mapWith(Number),
      ip: sql<number>`count(*) filter (where ${ofIp})`.mapWith(Number),
    })
    .from(loginFailures)
    .where(and(gt(loginFailures.failedAt, since), or(ofAccount, ofIp)));
  const { pair = 0, account = 0, codes = 0, ip = 0 } = counts ?? {};

  const locks: Array<[number, number, SQL]> = [
    [pair, MAX_FAILURES_PER_PAIR, ofPair],
    [ip, MAX_FAILURES_PER_IP, ofIp],
  ];
  if (kind === 'code') locks.push([codes, MAX_CODE_FAILURES_PER_ACCOUNT, ofCodes]);
  for (const [failures, limit, scope] of locks) {
    if (failures >= limit) throw lockedOut(await retryAt(db, scope, since, failures - limit), now);
  }
  return {
    captchaRequired: account >= CAPTCHA_AFTER_ACCOUNT_FAILURES || ip >= CAPTCHA_AFTER_IP_FAILURES,
  };
}

function accountScope(attempt: LoginAttempt): SQL {
  return and(
    eq(loginFailures.siteId, attempt.siteId),
    eq(loginFailures.accountKey, attempt.accountKey),
  )!;
}

/**
 * When the count drops below the limit again: the failure that must leave the window is the
 * (failures − limit)-th oldest one (0-based), and it leaves it one window after it happened.
 */
async function retryAt(db: Db, scope: SQL, since: Date, excess: number): Promise<Date> {
  const [row] = await db
    .select({ failedAt: loginFailures.failedAt })
    .from(loginFailures)
    .where(and(scope, gt(loginFailures.failedAt, since)))
    .orderBy(asc(loginFailures.failedAt))
    .limit(1)
    .offset(excess);
  return new Date((row?.failedAt ?? since).getTime() + LOGIN_FAILURE_WINDOW_MS);
}

function lockedOut(until: Date, now: Date) {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  return tooMany(`登录失败次数过多，请 ${minutes} 分钟后再试`);
}

export async function recordLoginFailure(
  db: Db,
  attempt: LoginAttempt,
  kind: FailureKind,
  now: Date,
): Promise<void> {
  await db.insert(loginFailures).values({ ...attempt, kind, failedAt: now });
  // Rows older than the window no longer count; drop this account's and this IP's old ones.
  const before = new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  await db
    .delete(loginFailures)
    .where(
      and(
        lt(loginFailures.failedAt, before),
        or(accountScope(attempt), eq(loginFailures.ip, attempt.ip)),
      ),
    );
}

/** A successful sign-in wipes the account's failures (the IP's at other accounts stay counted). */
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
