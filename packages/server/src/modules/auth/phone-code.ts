import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invalid, tooMany } from '../../http/envelope.js';
import { verificationCodeText, type SmsProvider } from '../sms/index.js';
import { phoneCodes, type PhoneCodeScene } from './schema.js';

export const PHONE_CODE_TTL_MS = 5 * 60_000;
/** One text per phone per minute. */
export const PHONE_CODE_RESEND_MS = 60_000;
/** Wrong guesses a code survives; after that a new code must be requested. */
export const PHONE_CODE_MAX_FAILURES = 5;

function codeHash(siteId: number, phone: string, scene: PhoneCodeScene, code: string): string {
  return createHash('sha256').update(`${siteId}:${phone}:${scene}:${code}`).digest('hex');
}

export interface PhoneCodeRequest {
  site: { id: number; name: string };
  phone: string;
  scene: PhoneCodeScene;
}

/** Creates a 6-digit code, texts it, and returns its lifetime in seconds. */
export async function sendPhoneCode(
  deps: { db: Db; sms: SmsProvider; now: Date },
  { site, phone, scene }: PhoneCodeRequest,
): Promise<{ expiresIn: number }> {
  const { db, sms, now } = deps;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    // Serialises sends to one phone across server processes, so the per-minute check holds.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`phone-code:${site.id}:${phone}`}))`,
    );
    const [latest] = await tx
      .select({ createdAt: phoneCodes.createdAt })
      .from(phoneCodes)
      .where(and(eq(phoneCodes.siteId, site.id), eq(phoneCodes.phone, phone)))
      .orderBy(desc(phoneCodes.createdAt))
      .limit(1);
    if (latest) {
      const waitMs = latest.createdAt.getTime() + PHONE_CODE_RESEND_MS - now.getTime();
      if (waitMs > 0) throw tooMany(`验证码发送过于频繁，请 ${Math.ceil(waitMs / 1000)} 秒后再试`);
    }
    // Only the newest code of a phone and scene counts.
    await tx
      .update(phoneCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(phoneCodes.siteId, site.id),
          eq(phoneCodes.phone, phone),
          eq(phoneCodes.scene, scene),
          isNull(phoneCodes.consumedAt),
        ),
      );
    await tx.insert(phoneCodes).values({
      siteId: site.id,
      phone,
      scene,
      codeHash: codeHash(site.id, phone, scene, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + PHONE_CODE_TTL_MS),
    });
  });
  // This phone's codes from before the last day are of no use any more.
  await db
    .delete(phoneCodes)
    .where(
      and(
        eq(phoneCodes.siteId, site.id),
        eq(phoneCodes.phone, phone),
        lt(phoneCodes.createdAt, new Date(now.getTime() - 86_400_000)),
      ),
    );
  await sms.send(site.id, phone, verificationCodeText(site.name, code, PHONE_CODE_TTL_MS / 60_000));
  return { expiresIn: PHONE_CODE_TTL_MS / 1000 };
}

/**
 * Uses up the phone's current code when `code` matches it; otherwise counts a failed try and
 * throws a status 422 error that says what is wrong.
 */
export async function consumePhoneCode(
  db: Db,
  {
    siteId,
    phone,
    scene,
    code,
    now,
  }: { siteId: number; phone: string; scene: PhoneCodeScene; code: string; now: Date },
): Promise<void> {
  const [current] = await db
    .select()
    .from(phoneCodes)
    .where(
      and(
        eq(phoneCodes.siteId, siteId),
        eq(phoneCodes.phone, phone),
        eq(phoneCodes.scene, scene),
        isNull(phoneCodes.consumedAt),
        gt(phoneCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(phoneCodes.createdAt))
    .limit(1);
  if (!current) throw invalid('验证码已失效，请重新获取');
  if (current.failedAttempts >= PHONE_CODE_MAX_FAILURES) {
    throw invalid('验证码错误次数过多，请重新获取');
  }
  if (current.codeHash !== codeHash(siteId, phone, scene, code.trim())) {
    const [counted] = await db
      .update(phoneCodes)
      .set({ failedAttempts: sql`${phoneCodes.failedAttempts} + 1` })
      .where(eq(phoneCodes.id, current.id))
      .returning({ failedAttempts: phoneCodes.failedAttempts });
    const left = PHONE_CODE_MAX_FAILURES - (counted?.failedAttempts ?? PHONE_CODE_MAX_FAILURES);
    throw invalid(left > 0 ? `验证码错误，还可尝试 ${left} 次` : '验证码错误次数过多，请重新获取');
  }
  // The conditional update makes the code single-use even when two requests race.
  const [claimed] = await db
    .update(phoneCodes)
    .set({ consumedAt: now })
    .where(and(eq(phoneCodes.id, current.id), isNull(phoneCodes.consumedAt)))
    .returning({ id: phoneCodes.id });
  if (!claimed) throw invalid('验证码已失效，请重新获取');
}
