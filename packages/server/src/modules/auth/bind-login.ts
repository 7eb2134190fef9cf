import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { BindLoginOverview, LoginMethod } from '@podkit/sdk-core';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { conflict, invalid } from '../../http/envelope.js';
import { verificationMail } from '../mail/index.js';
import { maskEmail, maskPhone, users, type User } from '../users/index.js';
import { signInAs, type AuthDeps, type ClientInfo, type LoginAnswer } from './auth-service.js';
import { normalizeEmail } from './contact-change.js';
import { PROVIDER_NAMES, type LoginProvider } from './login-providers.js';
import { consumePhoneCode, sendPhoneCode } from './phone-code.js';
import {
  emailCodes,
  loginIdentities,
  loginProviderCodes,
  oauthStates,
  type LoginProviderCode,
} from './schema.js';
import { consumeCode, sendCode } from './verification-code.js';

/** 绑定登录: the ways an account signs in besides its user name and password. */

const STATE_TTL_MS = 10 * 60_000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export type Providers = Map<LoginProviderCode, LoginProvider>;

function providerOf(providers: Providers, code: string): LoginProvider {
  const provider = providers.get(code as LoginProviderCode);
  if (!provider) throw invalid(`未开通${PROVIDER_NAMES[code as LoginProviderCode] ?? code}登录`);
  return provider;
}

export async function bindLoginOverview(
  db: Db,
  providers: Providers,
  signedIn: User,
): Promise<BindLoginOverview> {
  // Read again: the request's copy predates a bind or unbind made by this request.
  const [account = signedIn] = await db.select().from(users).where(eq(users.id, signedIn.id));
  const identities = await db
    .select()
    .from(loginIdentities)
    .where(and(eq(loginIdentities.siteId, account.siteId), eq(loginIdentities.userId, account.id)));
  const methods: LoginMethod[] = [
    {
      method: 'password',
      name: '用户名 + 密码',
      available: true,
      bound: true,
      detail: account.username,
      bound_at: null,
    },
    {
      method: 'phone',
      name: '手机号 + 验证码',
      available: true,
      bound: Boolean(account.phone),
      detail: maskPhone(account.phone),
      bound_at: null,
    },
    {
      method: 'email',
      name: '邮箱 + 验证码',
      available: true,
      bound: Boolean(account.email),
      detail: maskEmail(account.email),
      bound_at: null,
    },
    ...loginProviderCodes.map((code): LoginMethod => {
      const identity = identities.find((row) => row.provider === code);
      return {
        method: code,
        name: PROVIDER_NAMES[code],
        available: providers.has(code),
        bound: Boolean(identity),
        detail: identity?.displayName ?? '',
        bound_at: identity?.createdAt.toISOString() ?? null,
      };
    }),
  ];
  return { methods, bound_count: methods.filter((m) => m.bound).length };
}

/** Removes a way to sign in; the last one left is refused (the account must stay reachable). */
export async function unbindLogin(
  db: Db,
  providers: Providers,
  account: User,
  method: string,
): Promise<void> {
  const overview = await bindLoginOverview(db, providers, account);
  const target = overview.methods.find((m) => m.method === method);
  if (!target || method === 'password') throw invalid('该登录方式不能解绑');
  if (!target.bound) throw invalid(`尚未绑定${target.name}`);
  if (overview.bound_count <= 1) throw invalid('至少保留一种登录方式，不能解绑最后一种');
  const mine = and(eq(users.id, account.id), eq(users.siteId, account.siteId));
  if (method === 'phone') await db.update(users).set({ phone: null }).where(mine);
  else if (method === 'email') await db.update(users).set({ email: null }).where(mine);
  else
    await db
      .delete(loginIdentities)
      .where(
        and(
          eq(loginIdentities.userId, account.id),
          eq(loginIdentities.provider, method as LoginProviderCode),
        ),
      );
}

/** The authorisation address for binding (account set) or signing in; `state` kept as a hash. */
export async function startOAuth(
  db: Db,
  providers: Providers,
  input: {
    siteId: number;
    provider: string;
    purpose: 'bind' | 'login';
    userId: number | null;
    redirectUri: string;
    now: Date;
  },
): Promise<string> {
  const provider = providerOf(providers, input.provider);
  const state = randomBytes(24).toString('base64url');
  await db.insert(oauthStates).values({
    siteId: input.siteId,
    provider: provider.code,
    purpose: input.purpose,
    userId: input.userId,
    stateHash: sha256(state),
    expiresAt: new Date(input.now.getTime() + STATE_TTL_MS),
  });
  return provider.authorizeUrl({ state, redirectUri: input.redirectUri });
}

/** Uses up a state that came back: same site and purpose (and account), unexpired, once. */
async function useState(
  db: Db,
  input: {
    siteId: number;
    state: string;
    purpose: 'bind' | 'login';
    userId: number | null;
    now: Date;
  },
) {
  const [row] = await db
    .update(oauthStates)
    .set({ usedAt: input.now })
    .where(
      and(
        eq(oauthStates.siteId, input.siteId),
        eq(oauthStates.stateHash, sha256(input.state)),
        eq(oauthStates.purpose, input.purpose),
        input.userId === null ? isNull(oauthStates.userId) : eq(oauthStates.userId, input.userId),
        gt(oauthStates.expiresAt, input.now),
        isNull(oauthStates.usedAt),
      ),
    )
    .returning();
  if (!row) throw invalid('授权已过期或无效，请重新发起');
  return row;
}

/** The browser came back from the provider to bind: the identity joins this account only. */
export async function finishBind(
  db: Db,
  providers: Providers,
  account: User,
  input: { state: string; code: string; redirectUri: string; now: Date },
): Promise<void> {
  const row = await useState(db, {
    siteId: account.siteId,
    state: input.state,
    purpose: 'bind',
    userId: account.id,
    now: input.now,
  });
  const provider = providerOf(providers, row.provider);
  const identity = await provider.exchange({ code: input.code, redirectUri: input.redirectUri });
  const [holder] = await db
    .select({ userId: loginIdentities.userId })
    .from(loginIdentities)
    .where(
      and(
        eq(loginIdentities.siteId, account.siteId),
        eq(loginIdentities.provider, provider.code),
        eq(loginIdentities.subject, identity.subject),
      ),
    );
  if (holder && holder.userId !== account.id)
    throw conflict(`该${provider.name}账号已绑定本站其他账号，请先在那个账号解绑`);
  if (holder) return;
  try {
    await db.insert(loginIdentities).values({
      siteId: account.siteId,
      userId: account.id,
      provider: provider.code,
      subject: identity.subject,
      displayName: identity.displayName.slice(0, 100),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`已绑定${provider.name}，如需更换请先解绑`);
    throw error;
  }
}

/** The browser came back from the provider to sign in: the account the identity is bound to. */
export async function finishOAuthLogin(
  deps: AuthDeps,
  providers: Providers,
  input: { siteId: number; state: string; code: string; redirectUri: string; client: ClientInfo },
): Promise<LoginAnswer> {
  const { db } = deps;
  const row = await useState(db, {
    siteId: input.siteId,
    state: input.state,
    purpose: 'login',
    userId: null,
    now: deps.now(),
  });
  const provider = providerOf(providers, row.provider);
  const identity = await provider.exchange({ code: input.code, redirectUri: input.redirectUri });
  const [found] = await db
    .select({ user: users })
    .from(loginIdentities)
    .innerJoin(users, eq(users.id, loginIdentities.userId))
    .where(
      and(
        eq(loginIdentities.siteId, input.siteId),
        eq(loginIdentities.provider, provider.code),
        eq(loginIdentities.subject, identity.subject),
      ),
    );
  if (!found)
    throw invalid(
      `该${provider.name}账号尚未绑定本站账号，请先用用户名和密码登录，在“账户设置 → 绑定登录”中绑定`,
    );
  return signInAs(deps, found.user, input.client);
}

/** Phone or e-mail: which the typed account is, normalised. */
function loginTarget(typed: string): { kind: 'phone' | 'email'; value: string } {
  const value = typed.trim();
  if (value.includes('@')) return { kind: 'email', value: normalizeEmail(value) };
  if (!/^\+?[0-9][0-9 -]{5,19}$/.test(value)) throw invalid('请输入已绑定的手机号或邮箱');
  return { kind: 'phone', value };
}

async function accountByTarget(db: Db, siteId: number, target: ReturnType<typeof loginTarget>) {
  const [user] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.siteId, siteId),
        target.kind === 'phone'
          ? eq(users.phone, target.value)
          : sql`lower(${users.email}) = ${target.value}`,
      ),
    );
  if (!user)
    throw invalid(target.kind === 'phone' ? '该手机号未绑定本站账号' : '该邮箱未绑定本站账号');
  return user;
}

/** Sends a sign-in code to a bound phone (SMS) or e-mail address. */
export async function sendLoginCode(
  deps: AuthDeps,
  site: { id: number; name: string },
  typed: string,
): Promise<{ expiresIn: number }> {
  const target = loginTarget(typed);
  await accountByTarget(deps.db, site.id, target);
  const now = deps.now();
  if (target.kind === 'phone')
    return sendPhoneCode({ ...deps, now }, { site, phone: target.value, scene: 'login' });
  return sendCode(
    deps.db,
    emailCodes,
    { siteId: site.id, address: target.value, scene: 'login' },
    now,
    (code, minutes) =>
      deps.mail.send(site.id, verificationMail(site.name, target.value, code, minutes)),
  );
}

/** Signs in with a code sent to a bound phone or e-mail (then two-step, when it is on). */
export async function loginWithCode(
  deps: AuthDeps,
  input: { siteId: number; account: string; code: string; client: ClientInfo },
): Promise<LoginAnswer> {
  const target = loginTarget(input.account);
  const user = await accountByTarget(deps.db, input.siteId, target);
  const request = {
    siteId: input.siteId,
    scene: 'login' as const,
    code: input.code,
    now: deps.now(),
  };
  if (target.kind === 'phone') await consumePhoneCode(deps.db, { ...request, phone: target.value });
  else await consumeCode(deps.db, emailCodes, { ...request, address: target.value });
  return signInAs(deps, user, input.client);
}
