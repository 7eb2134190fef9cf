import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.js';
import { hashPassword } from '../../src/modules/auth/password.js';
import { systemRoleId } from '../../src/modules/menu/roles.js';
import { mailOutbox } from '../../src/modules/mail/schema.js';
import { smsOutbox } from '../../src/modules/sms/schema.js';
import { sites, siteDomains } from '../../src/modules/sites/schema.js';
import { users, type User, type UserRole } from '../../src/modules/users/schema.js';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** POST /req/api/auth/login; returns the parsed envelope. */
export async function postLogin(
  app: FastifyInstance,
  body: Record<string, unknown>,
  options: { host?: string; ip?: string } = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/req/api/auth/login',
    payload: body,
    headers: options.host ? { host: options.host } : {},
    remoteAddress: options.ip ?? '127.0.0.1',
  });
  const envelope = res.json() as {
    status_code: number;
    msg: string;
    data: { token: string; expires_at: string } | null;
  };
  return { http: res.statusCode, ...envelope };
}

/** Signs in and returns the token; fails the test when sign-in fails. */
export async function signIn(
  app: FastifyInstance,
  username: string,
  password: string,
  host?: string,
): Promise<string> {
  const body = await postLogin(app, { username, password }, { host });
  if (body.status_code !== 200 || !body.data)
    throw new Error(`sign-in as ${username} failed: ${body.msg}`);
  return body.data.token;
}

export async function defaultSiteId(db: Db): Promise<number> {
  const [site] = await db
    .select({ id: sites.id })
    .from(sites)
    .where(eq(sites.isDefault, true))
    .limit(1);
  if (!site) throw new Error('no default site: was the demo seed run?');
  return site.id;
}

/** A user written straight to the database, for tests that must not disturb the demo account. */
export async function createUser(
  db: Db,
  input: { siteId: number; username: string; password: string; phone?: string; role?: UserRole },
): Promise<User> {
  const role = input.role ?? 'reseller';
  const [user] = await db
    .insert(users)
    .values({
      siteId: input.siteId,
      username: input.username,
      phone: input.phone ?? null,
      passwordHash: await hashPassword(input.password),
      role,
      roleId: await systemRoleId(db, input.siteId, role),
    })
    .returning();
  if (!user) throw new Error('createUser: no row');
  return user;
}

/** A second white-label site answering on `host`. */
export async function createSite(db: Db, name: string, host: string): Promise<number> {
  const [site] = await db
    .insert(sites)
    .values({ name, domainName: host })
    .returning({ id: sites.id });
  if (!site) throw new Error('createSite: no row');
  await db.insert(siteDomains).values({ siteId: site.id, host });
  return site.id;
}

/** The 6-digit code in the newest text sent to a phone, as an operator would read it. */
export async function latestSmsCode(db: Db, siteId: number, phone: string): Promise<string> {
  const [sms] = await db
    .select({ text: smsOutbox.text })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.siteId, siteId), eq(smsOutbox.phone, phone)))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  const code = sms && /验证码为 (\d{6})/.exec(sms.text)?.[1];
  if (!code) throw new Error(`no verification code was texted to ${phone}`);
  return code;
}

/** The 6-digit code in the newest e-mail sent to an address, as the mail outbox keeps it. */
export async function latestMailCode(db: Db, siteId: number, to: string): Promise<string> {
  const [mail] = await db
    .select({ text: mailOutbox.text })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.siteId, siteId), eq(mailOutbox.toAddress, to)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const code = mail && /验证码为 (\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no verification code was mailed to ${to}`);
  return code;
}
