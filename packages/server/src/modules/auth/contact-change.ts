import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { conflict, invalid } from '../../http/envelope.js';
import { verificationMail, type MailProvider } from '../mail/index.js';
import type { SmsProvider } from '../sms/index.js';
import { users, type User } from '../users/index.js';
import { consumePhoneCode, sendPhoneCode } from './phone-code.js';
import { emailCodes } from './schema.js';
import { consumeCode, sendCode } from './verification-code.js';

/** 账户安全: a new phone or e-mail address, proved with a code sent to it. */

type Account = Pick<User, 'id' | 'siteId' | 'phone' | 'email'>;
type Site = { id: number; name: string };

const PHONE_TAKEN = '该手机号已被其他账号使用，请换一个手机号';
const EMAIL_TAKEN = '该邮箱已被其他账号使用，请换一个邮箱';

/** E-mail addresses are compared and kept in lower case. */
export function normalizeEmail(typed: string): string {
  return typed.trim().toLowerCase();
}

async function phoneTaken(db: Db, account: Account, phone: string): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.siteId, account.siteId), eq(users.phone, phone), ne(users.id, account.id)))
    .limit(1);
  return Boolean(other);
}

async function emailTaken(db: Db, account: Account, email: string): Promise<boolean> {
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.siteId, account.siteId),
        sql`lower(${users.email}) = ${email}`,
        ne(users.id, account.id),
      ),
    )
    .limit(1);
  return Boolean(other);
}

async function assertNewPhone(db: Db, account: Account, phone: string): Promise<void> {
  if (phone === account.phone) throw invalid('新手机号与当前手机号相同');
  if (await phoneTaken(db, account, phone)) throw conflict(PHONE_TAKEN);
}

async function assertNewEmail(db: Db, account: Account, email: string): Promise<void> {
  if (email === account.email?.toLowerCase()) throw invalid('新邮箱与当前邮箱相同');
  if (await emailTaken(db, account, email)) throw conflict(EMAIL_TAKEN);
}

/** Texts a code to the new phone once it is free on the site. */
export async function sendPhoneChangeCode(
  deps: { db: Db; sms: SmsProvider; now: Date },
  site: Site,
  account: Account,
  phone: string,
): Promise<{ expiresIn: number }> {
  await assertNewPhone(deps.db, account, phone);
  return sendPhoneCode(deps, { site, phone, scene: 'change_phone' });
}

/** Mails a code to the new address once it is free on the site. */
export async function sendEmailChangeCode(
  deps: { db: Db; mail: MailProvider; now: Date },
  site: Site,
  account: Account,
  typed: string,
): Promise<{ expiresIn: number }> {
  const email = normalizeEmail(typed);
  await assertNewEmail(deps.db, account, email);
  return sendCode(
    deps.db,
    emailCodes,
    { siteId: site.id, address: email, scene: 'change_email' },
    deps.now,
    (code, minutes) => deps.mail.send(site.id, verificationMail(site.name, email, code, minutes)),
  );
}

/** Writes the account's new phone or e-mail; a race for the same value ends at the unique index. */
async function saveContact(
  db: Db,
  account: Account,
  values: { phone: string } | { email: string },
  takenMessage: string,
): Promise<void> {
  try {
    await db
      .update(users)
      .set(values)
      .where(and(eq(users.id, account.id), eq(users.siteId, account.siteId)));
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(takenMessage);
    throw error;
  }
}

export async function changePhone(
  db: Db,
  account: Account,
  input: { phone: string; code: string },
  now: Date,
): Promise<void> {
  await assertNewPhone(db, account, input.phone);
  await consumePhoneCode(db, {
    siteId: account.siteId,
    phone: input.phone,
    scene: 'change_phone',
    code: input.code,
    now,
  });
  await saveContact(db, account, { phone: input.phone }, PHONE_TAKEN);
}

export async function changeEmail(
  db: Db,
  account: Account,
  input: { email: string; code: string },
  now: Date,
): Promise<void> {
  const email = normalizeEmail(input.email);
  await assertNewEmail(db, account, email);
  await consumeCode(db, emailCodes, {
    siteId: account.siteId,
    address: email,
    scene: 'change_email',
    code: input.code,
    now,
  });
  await saveContact(db, account, { email }, EMAIL_TAKEN);
}
