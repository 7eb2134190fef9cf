import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { SecurityOverview } from '@podkit/sdk-core';
import type { Db } from '../../db/client.js';
import { invalid, notFound } from '../../http/envelope.js';
import { maskEmail, maskPhone, users, type User } from '../users/index.js';
import { assertValidPassword } from './credential-rules.js';
import { accountKeyFor, checkLoginAttempt, recordLoginFailure } from './login-throttle.js';
import { hashPassword, verifyPassword } from './password.js';
import { sessions } from './schema.js';
import { removeTwoStep, twoStepEnabled, twoStepStatus, useSecondFactor } from './two-step.js';

/** How many sign-ins the login history shows. */
const HISTORY_SIZE = 20;

/**
 * A new password for the signed-in account: the old one must be right, the new one must follow the
 * rules and differ from it. Every other session of the account ends; the one asking stays.
 */
export async function changePassword(
  db: Db,
  account: User,
  currentSessionId: number,
  input: { old_password: string; password: string },
): Promise<number> {
  if (!(await verifyPassword(input.old_password, account.passwordHash))) {
    throw invalid('原密码（old_password）不正确');
  }
  assertValidPassword(input.password);
  if (input.password === input.old_password) throw invalid('新密码不能与原密码相同');
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, account.id));
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(
        and(
          eq(sessions.userId, account.id),
          isNull(sessions.revokedAt),
          ne(sessions.id, currentSessionId),
        ),
      )
      .returning({ id: sessions.id });
    return ended.length;
  });
}

export interface SignInRecord {
  id: number;
  ip: string;
  user_agent: string;
  created_at: string;
  expires_at: string;
  /** active: can still be used; ended: signed out, replaced or expired. */
  status: 'active' | 'ended';
  current: boolean;
}

/** The account's latest sign-ins, newest first, each with whether it is still signed in. */
export async function signInHistory(
  db: Db,
  account: User,
  currentSessionId: number,
  now = new Date(),
): Promise<SignInRecord[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, account.id), eq(sessions.siteId, account.siteId)))
    .orderBy(desc(sessions.createdAt), desc(sessions.id))
    .limit(HISTORY_SIZE);
  return rows.map((row) => ({
    id: row.id,
    ip: row.ip,
    user_agent: row.userAgent,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    status: row.revokedAt === null && row.expiresAt > now ? 'active' : 'ended',
    current: row.id === currentSessionId,
  }));
}

/** 退出此设备: ends one of the account's own sessions (another account's id is "not found"). */
export async function endSession(db: Db, account: User, sessionId: number, now = new Date()) {
  const ended = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, account.id),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .returning({ id: sessions.id });
  if (ended.length === 0) throw notFound('登录设备');
}

/**
 * 账户安全's summary: whether two-step is on, and the phone and e-mail, masked. Read afresh, so an
 * answer right after a change shows the new values.
 */
export async function securityOverview(db: Db, account: User): Promise<SecurityOverview> {
  const [contact] = await db
    .select({ phone: users.phone, email: users.email })
    .from(users)
    .where(and(eq(users.id, account.id), eq(users.siteId, account.siteId)))
    .limit(1);
  return {
    two_step: await twoStepStatus(db, account),
    phone: maskPhone(contact?.phone ?? null),
    email: maskEmail(contact?.email ?? null),
  };
}

/**
 * Turns two-step sign-in off after a TOTP code, a recovery code or the password. A wrong one counts
 * as a failed sign-in, so a stolen session cannot guess its way through.
 */
export async function turnOffTwoStep(
  db: Db,
  account: User,
  input: { code?: string; password?: string },
  ip: string,
  now = new Date(),
): Promise<void> {
  if (!(await twoStepEnabled(db, account))) throw invalid('两步验证未开启');
  const code = input.code?.trim() ?? '';
  const password = input.password ?? '';
  if (!code && !password) throw invalid('请输入动态验证码、恢复码或登录密码');
  const attempt = { siteId: account.siteId, accountKey: accountKeyFor(account.id, ''), ip };
  // Counted as a wrong two-step code: a stolen session gets as few guesses as a signed-out one.
  await checkLoginAttempt(db, attempt, 'code', now);
  let refused: string | null = null;
  if (code) {
    const factor = await useSecondFactor(db, account, code, now);
    if (!factor.ok) refused = factor.reason;
  } else if (!(await verifyPassword(password, account.passwordHash))) {
    refused = '登录密码（password）不正确';
  }
  if (refused) {
    await recordLoginFailure(db, attempt, 'code', now);
    throw invalid(refused);
  }
  await removeTwoStep(db, account);
}
