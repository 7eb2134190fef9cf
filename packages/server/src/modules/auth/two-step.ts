import { createHmac, randomInt } from 'node:crypto';
import { and, count, eq, isNull, lt } from 'drizzle-orm';
import type { TwoStepSetup, TwoStepStatus } from '@podkit/sdk-core';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import type { Db } from '../../db/client.js';
import { conflict, invalid } from '../../http/envelope.js';
import { getServerSecret, openText, sealText } from '../../secrets/index.js';
import type { User } from '../users/index.js';
import { recoveryCodes, twoStepSecrets } from './schema.js';

/** The server secret the TOTP secrets are sealed with, and the one recovery codes are keyed with. */
const SECRET_PURPOSE = 'two-step-secrets';
const RECOVERY_PURPOSE = 'two-step-recovery-codes';
/** A code of the step before or after the current one still counts (a phone's clock drifts). */
const TOTP_TOLERANCE_S = 30;
export const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/i/l: a code copied from paper is read back right. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export const TOTP_PATTERN = /^\d{6}$/;

type Account = Pick<User, 'id' | 'siteId' | 'username'>;
type TwoStepRow = typeof twoStepSecrets.$inferSelect;

/** What a second-factor code proved, or why it was refused. */
export type SecondFactor =
  | { ok: true; method: 'totp' }
  | { ok: true; method: 'recovery'; recoveryCodesLeft: number }
  | { ok: false; reason: string };

async function findTwoStep(db: Db, account: Account): Promise<TwoStepRow | undefined> {
  const [row] = await db
    .select()
    .from(twoStepSecrets)
    .where(and(eq(twoStepSecrets.userId, account.id), eq(twoStepSecrets.siteId, account.siteId)))
    .limit(1);
  return row;
}

export async function twoStepEnabled(db: Db, account: Account): Promise<boolean> {
  return Boolean((await findTwoStep(db, account))?.enabledAt);
}

async function recoveryCodesLeft(db: Db, account: Account): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(
      and(
        eq(recoveryCodes.userId, account.id),
        eq(recoveryCodes.siteId, account.siteId),
        isNull(recoveryCodes.usedAt),
      ),
    );
  return row?.left ?? 0;
}

export async function twoStepStatus(db: Db, account: Account): Promise<TwoStepStatus> {
  const row = await findTwoStep(db, account);
  const enabledAt = row?.enabledAt ?? null;
  return {
    enabled: enabledAt !== null,
    enabled_at: enabledAt?.toISOString() ?? null,
    recovery_codes_left: enabledAt ? await recoveryCodesLeft(db, account) : 0,
  };
}

/**
 * A new secret for the account's authenticator app, kept sealed until a code confirms it. Asking
 * again before confirming replaces the secret; with two-step on it must be turned off first.
 */
export async function beginTwoStepSetup(
  db: Db,
  account: Account,
  issuer: string,
  now: Date,
): Promise<TwoStepSetup> {
  if ((await findTwoStep(db, account))?.enabledAt) {
    throw conflict('两步验证已开启；如需更换验证器，请先关闭两步验证');
  }
  const secret = generateSecret();
  const secretSealed = await sealText(db, SECRET_PURPOSE, secret);
  await db
    .insert(twoStepSecrets)
    .values({ userId: account.id, siteId: account.siteId, secretSealed, createdAt: now })
    .onConflictDoUpdate({
      target: twoStepSecrets.userId,
      set: { secretSealed, lastTimeStep: 0, createdAt: now },
      setWhere: and(eq(twoStepSecrets.siteId, account.siteId), isNull(twoStepSecrets.enabledAt)),
    });
  const otpauthUrl = generateURI({ issuer, label: account.username, secret });
  const qrCode = await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 240 });
  return { secret, otpauth_url: otpauthUrl, qr_code: qrCode };
}

/**
 * Accepts a TOTP code once: its time step must be later than the last one accepted, and the
 * conditional update keeps two requests with the same code from both passing.
 */
async function useTotp(db: Db, row: TwoStepRow, code: string, now: Date): Promise<SecondFactor> {
  const secret = await openText(db, SECRET_PURPOSE, row.secretSealed);
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOTP_TOLERANCE_S,
  });
  // A TOTP match carries its time step (otplib's answer type also covers HOTP, which has none).
  if (!result.valid || !('timeStep' in result)) {
    return { ok: false, reason: '动态验证码错误，请输入验证器 App 中当前显示的 6 位数字' };
  }
  const claimed = await db
    .update(twoStepSecrets)
    .set({ lastTimeStep: result.timeStep })
    .where(
      and(
        eq(twoStepSecrets.userId, row.userId),
        eq(twoStepSecrets.siteId, row.siteId),
        lt(twoStepSecrets.lastTimeStep, result.timeStep),
      ),
    )
    .returning({ userId: twoStepSecrets.userId });
  if (claimed.length === 0) {
    return { ok: false, reason: '该动态验证码已使用过，请等待验证器显示下一个验证码' };
  }
  return { ok: true, method: 'totp' };
}

/** Lower case without spaces or dashes: `ABCDE-12345`, `abcde12345` and `abcde 12345` are one code. */
function normalizeRecoveryCode(typed: string): string {
  return typed.toLowerCase().replace(/[\s-]/g, '');
}

async function recoveryCodeHash(db: Db, userId: number, typed: string): Promise<string> {
  const key = await getServerSecret(db, RECOVERY_PURPOSE);
  return createHmac('sha256', key)
    .update(`${userId}:${normalizeRecoveryCode(typed)}`)
    .digest('hex');
}

function newRecoveryCode(): string {
  const chars = Array.from(
    { length: 10 },
    () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)],
  );
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

async function useRecoveryCode(db: Db, account: Account, typed: string, now: Date) {
  const codeHash = await recoveryCodeHash(db, account.id, typed);
  const mine = and(
    eq(recoveryCodes.userId, account.id),
    eq(recoveryCodes.siteId, account.siteId),
    eq(recoveryCodes.codeHash, codeHash),
  );
  const [used] = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(mine, isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  if (used) {
    return {
      ok: true,
      method: 'recovery',
      recoveryCodesLeft: await recoveryCodesLeft(db, account),
    } as const;
  }
  const [known] = await db.select({ id: recoveryCodes.id }).from(recoveryCodes).where(mine);
  return {
    ok: false,
    reason: known ? '该恢复码已使用过，每个恢复码只能使用一次' : '恢复码错误，请核对后重新输入',
  } as const;
}

/**
 * Checks the second factor of an account with two-step on: 6 digits are a TOTP code, anything
 * else a recovery code (used up when it matches).
 */
export async function useSecondFactor(
  db: Db,
  account: Account,
  typed: string,
  now: Date,
): Promise<SecondFactor> {
  const row = await findTwoStep(db, account);
  if (!row?.enabledAt) return { ok: false, reason: '该账号未开启两步验证' };
  const code = typed.trim();
  return TOTP_PATTERN.test(code)
    ? useTotp(db, row, code, now)
    : useRecoveryCode(db, account, code, now);
}

/**
 * Turns two-step on once the app shows a right code for the new secret. Answers the recovery
 * codes: they are shown this once and only their keyed hashes are kept.
 */
export async function enableTwoStep(
  db: Db,
  account: Account,
  code: string,
  now: Date,
): Promise<string[]> {
  const row = await findTwoStep(db, account);
  if (row?.enabledAt) throw conflict('两步验证已开启');
  if (!row) throw invalid('请先获取密钥，并在验证器 App 中添加账号');
  const checked = await useTotp(db, row, code.trim(), now);
  if (!checked.ok) throw invalid(checked.reason);

  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const hashes = await Promise.all(codes.map((one) => recoveryCodeHash(db, account.id, one)));
  await db.transaction(async (tx) => {
    const turnedOn = await tx
      .update(twoStepSecrets)
      .set({ enabledAt: now })
      .where(
        and(
          eq(twoStepSecrets.userId, account.id),
          eq(twoStepSecrets.siteId, account.siteId),
          isNull(twoStepSecrets.enabledAt),
        ),
      )
      .returning({ userId: twoStepSecrets.userId });
    if (turnedOn.length === 0) throw conflict('两步验证已开启');
    await tx
      .delete(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, account.id), eq(recoveryCodes.siteId, account.siteId)));
    await tx
      .insert(recoveryCodes)
      .values(hashes.map((codeHash) => ({ siteId: account.siteId, userId: account.id, codeHash })));
  });
  return codes;
}

/** Turns two-step off: the secret and the recovery codes are deleted. */
export async function removeTwoStep(db: Db, account: Account): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, account.id), eq(recoveryCodes.siteId, account.siteId)));
    await tx
      .delete(twoStepSecrets)
      .where(and(eq(twoStepSecrets.userId, account.id), eq(twoStepSecrets.siteId, account.siteId)));
  });
}
