import { and, eq, or, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.js';
import { badRequest, conflict, invalid } from '../../http/envelope.js';
import { systemRoleId } from '../menu/index.js';
import type { Site } from '../sites/index.js';
import type { MailProvider } from '../mail/index.js';
import type { SmsProvider } from '../sms/index.js';
import { siteGroupLevels } from '../users/index.js';
import { users, type User } from '../users/index.js';
import { consumeCaptcha } from './captcha.js';
import { assertValidPassword, assertValidUsername } from './credential-rules.js';
import {
  accountKeyFor,
  checkLoginAttempt,
  clearLoginFailures,
  recordLoginFailure,
} from './login-throttle.js';
import {
  closeChallenge,
  createLoginChallenge,
  openChallenge,
  type TwoStepChallenge,
} from './login-challenge.js';
import { decoyPasswordHash, hashPassword, verifyPassword } from './password.js';
import { consumePhoneCode, sendPhoneCode } from './phone-code.js';
import type { PhoneCodeScene } from './schema.js';
import { createSession, revokeUserSessions } from './session-token.js';
import { twoStepEnabled, useSecondFactor } from './two-step.js';
import { isUniqueViolation } from '../../db/unique-violation.js';

/** What the auth rules need from outside; `now` is injectable so tests can move time. */
export interface AuthDeps {
  db: Db;
  sms: SmsProvider;
  mail: MailProvider;
  now: () => Date;
}

export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

export interface SignedIn {
  token: string;
  expiresAt: Date;
  user: User;
}

/** The password was right; the account asks for its second code (two-step sign-in). */
export type LoginAnswer = SignedIn | TwoStepChallenge;

export function needsSecondStep(answer: LoginAnswer): answer is TwoStepChallenge {
  return 'challengeId' in answer;
}

export const WRONG_CREDENTIALS = '用户名或密码错误';
export const CAPTCHA_REQUIRED = '请输入正确的图形验证码';
/** A site without the captcha asks for it after repeated failures (the login page then shows it). */
export const CAPTCHA_STEP_UP = '登录失败次数较多，请输入图形验证码';

/** The user a sign-in name means: a user name (any case) or a phone number of this site. */
export async function findUserByLogin(
  db: Db,
  siteId: number,
  typed: string,
): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.siteId, siteId),
        or(sql`lower(${users.username}) = lower(${typed})`, eq(users.phone, typed)),
      ),
    )
    .orderBy(sql`case when lower(${users.username}) = lower(${typed}) then 0 else 1 end`)
    .limit(1);
  return user;
}

export async function findUserByPhone(
  db: Db,
  siteId: number,
  phone: string,
): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.phone, phone)))
    .limit(1);
  return user;
}

export async function usernameTaken(db: Db, siteId: number, username: string): Promise<boolean> {
  const [hit] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.siteId, siteId), sql`lower(${users.username}) = lower(${username})`))
    .limit(1);
  return Boolean(hit);
}

export async function login(
  deps: AuthDeps,
  input: {
    site: Site;
    username: string;
    password: string;
    captchaKey?: string;
    captchaCode?: string;
    client: ClientInfo;
  },
): Promise<LoginAnswer> {
  const { db } = deps;
  const now = deps.now();
  const { site, client } = input;
  const typed = input.username.trim();
  const user = await findUserByLogin(db, site.id, typed);
  const attempt = {
    siteId: site.id,
    accountKey: accountKeyFor(user?.id ?? null, typed),
    ip: client.ip,
  };

  const guard = await checkLoginAttempt(db, attempt, 'password', now);
  if (!site.skipManMachineVerify || guard.captchaRequired) {
    const passed = await consumeCaptcha(db, site.id, input.captchaKey, input.captchaCode, now);
    const stepUp = site.skipManMachineVerify && !input.captchaKey;
    if (!passed)
      throw invalid(stepUp ? CAPTCHA_STEP_UP : CAPTCHA_REQUIRED, { captcha_required: true });
  }
  const passwordMatches = await verifyPassword(
    input.password,
    user?.passwordHash ?? (await decoyPasswordHash()),
  );
  if (!user || !passwordMatches) {
    await recordLoginFailure(db, attempt, 'password', now);
    throw badRequest(WRONG_CREDENTIALS);
  }
  // The failures stay counted until the code step passes too, so a known password does not
  // reset the count of wrong codes.
  return signInAs(deps, user, client, [attempt.accountKey]);
}

/**
 * The account proved who it is (a password, a code, an outside identity): a session, or the
 * two-step code step when it has two-step sign-in on. `clearKeys` are failure counts to clear.
 */
export async function signInAs(
  deps: AuthDeps,
  user: User,
  client: ClientInfo,
  clearKeys: string[] = [],
): Promise<LoginAnswer> {
  const now = deps.now();
  if (user.status !== 'active') throw badRequest('该账号已停用，请联系客服');
  if (await twoStepEnabled(deps.db, user)) return createLoginChallenge(deps.db, user, now);
  if (clearKeys.length > 0) await clearLoginFailures(deps.db, user.siteId, clearKeys);
  const session = await createSession(deps.db, user, client, now);
  return { ...session, user };
}

/**
 * The code step of a sign-in with two-step on: the challenge from the password step and a TOTP
 * or recovery code. A wrong code counts as a failed sign-in of the account and the IP.
 */
export async function completeTwoStepLogin(
  deps: AuthDeps,
  input: { site: Site; challengeId: string; code: string; client: ClientInfo },
): Promise<SignedIn & { recoveryCodesLeft: number | null }> {
  const { db } = deps;
  const now = deps.now();
  const { site, client } = input;
  const challenge = await openChallenge(db, site.id, input.challengeId, now);
  const { user } = challenge;
  if (user.status !== 'active') throw badRequest('该账号已停用，请联系客服');
  const attempt = { siteId: site.id, accountKey: accountKeyFor(user.id, ''), ip: client.ip };
  await checkLoginAttempt(db, attempt, 'code', now);
  const factor = await useSecondFactor(db, user, input.code, now);
  if (!factor.ok) {
    await recordLoginFailure(db, attempt, 'code', now);
    throw invalid(factor.reason);
  }
  await closeChallenge(db, challenge.id, now);
  await clearLoginFailures(db, site.id, [attempt.accountKey]);
  const session = await createSession(db, user, client, now);
  return {
    ...session,
    user,
    recoveryCodesLeft: factor.method === 'recovery' ? factor.recoveryCodesLeft : null,
  };
}

/** Texts a code for registration (phone must be new) or password reset (phone must be known). */
export async function requestPhoneCode(
  deps: AuthDeps,
  input: { site: Site; phone: string; scene: Extract<PhoneCodeScene, 'register' | 'forget'> },
): Promise<{ expiresIn: number }> {
  const registered = Boolean(await findUserByPhone(deps.db, input.site.id, input.phone));
  if (input.scene === 'register' && registered) throw conflict('该手机号已注册，请直接登录');
  if (input.scene === 'forget' && !registered) throw invalid('该手机号尚未注册');
  return sendPhoneCode({ db: deps.db, sms: deps.sms, now: deps.now() }, input);
}

export async function register(
  deps: AuthDeps,
  input: {
    site: Site;
    username: string;
    phone: string;
    password: string;
    code: string;
    agreement: boolean;
    client: ClientInfo;
    /** Runs in the new account's transaction (a sub-site makes it the owner's customer). */
    onCreated?: (tx: DbExecutor, user: User) => Promise<void>;
  },
): Promise<SignedIn> {
  const { db } = deps;
  const now = deps.now();
  const { site } = input;
  const username = input.username.trim();
  if (!input.agreement) throw invalid('请先阅读并同意用户协议');
  assertValidUsername(username);
  assertValidPassword(input.password);
  if (await usernameTaken(db, site.id, username)) throw conflict('该用户名已被注册');
  if (await findUserByPhone(db, site.id, input.phone)) throw conflict('该手机号已注册，请直接登录');

  await consumePhoneCode(db, {
    siteId: site.id,
    phone: input.phone,
    scene: 'register',
    code: input.code,
    now,
  });

  const [entryLevel] = await siteGroupLevels(db, site.id);
  const values = {
    siteId: site.id,
    username,
    phone: input.phone,
    passwordHash: await hashPassword(input.password),
    role: 'reseller' as const,
    roleId: await systemRoleId(db, site.id, 'reseller'),
    groupId: entryLevel?.id ?? null,
    agreementAcceptedAt: now,
    createdAt: now,
  };
  let user: User | undefined;
  try {
    user = await db.transaction(async (tx) => {
      const [created] = await tx.insert(users).values(values).returning();
      if (created && input.onCreated) await input.onCreated(tx, created);
      return created;
    });
  } catch (error) {
    // Someone took the name or phone between the checks above and this insert.
    if (isUniqueViolation(error)) throw conflict('该用户名或手机号已被注册');
    throw error;
  }
  if (!user) throw new Error('register: insert returned no row');
  const session = await createSession(db, user, input.client, now);
  return { ...session, user };
}

/** Sets a new password after the phone code checks out, and signs the user out everywhere. */
export async function resetPassword(
  deps: AuthDeps,
  input: { site: Site; phone: string; code: string; password: string },
): Promise<void> {
  const { db } = deps;
  const now = deps.now();
  assertValidPassword(input.password);
  const user = await findUserByPhone(db, input.site.id, input.phone);
  if (!user) throw invalid('该手机号尚未注册');
  await consumePhoneCode(db, {
    siteId: input.site.id,
    phone: input.phone,
    scene: 'forget',
    code: input.code,
    now,
  });
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.password) })
    .where(eq(users.id, user.id));
  await revokeUserSessions(db, user.id, now);
  await clearLoginFailures(db, input.site.id, [accountKeyFor(user.id, '')]);
}
