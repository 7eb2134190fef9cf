import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Db } from '../../db/client.js';
import { captchas } from './schema.js';

export const CAPTCHA_TTL_MS = 5 * 60_000;

function answerHash(captchaKey: string, answer: string): string {
  return createHash('sha256').update(`${captchaKey}:${answer.trim().toLowerCase()}`).digest('hex');
}

export interface IssuedCaptcha {
  captchaKey: string;
  /** data:image/svg+xml;base64,… */
  image: string;
  /** The answer; only tests and this module see it, the client gets the image. */
  answer: string;
}

/** Draws a new captcha for a site and stores its hashed answer for 5 minutes. */
export async function issueCaptcha(db: Db, siteId: number, now: Date): Promise<IssuedCaptcha> {
  const drawn = svgCaptcha.create({
    size: 4,
    noise: 2,
    ignoreChars: '0oO1iIlL',
    color: true,
    background: '#f5f7fa',
  });
  const captchaKey = randomBytes(18).toString('base64url');
  await db.delete(captchas).where(lt(captchas.expiresAt, now));
  await db.insert(captchas).values({
    siteId,
    captchaKey,
    answerHash: answerHash(captchaKey, drawn.text),
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS),
  });
  return {
    captchaKey,
    image: `data:image/svg+xml;base64,${Buffer.from(drawn.data).toString('base64')}`,
    answer: drawn.text,
  };
}

/**
 * True when the answer matches an unexpired captcha of this site. The captcha is used up by this
 * check whatever the answer, so one drawing allows one guess.
 */
export async function consumeCaptcha(
  db: Db,
  siteId: number,
  captchaKey: string | undefined,
  answer: string | undefined,
  now: Date,
): Promise<boolean> {
  if (!captchaKey || !answer) return false;
  const [used] = await db
    .update(captchas)
    .set({ usedAt: now })
    .where(
      and(
        eq(captchas.captchaKey, captchaKey),
        eq(captchas.siteId, siteId),
        isNull(captchas.usedAt),
        gt(captchas.expiresAt, now),
      ),
    )
    .returning({ answerHash: captchas.answerHash });
  return used?.answerHash === answerHash(captchaKey, answer);
}
