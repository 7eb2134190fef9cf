import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, getTableName, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invalid, tooMany } from '../../http/envelope.js';
import type { CodeScene, CodeTable } from './schema.js';

/** The rules every verification code keeps, whether it goes out by SMS or by e-mail. */
export const CODE_TTL_MS = 5 * 60_000;
/** One code per address per minute. */
export const CODE_RESEND_MS = 60_000;
/** Wrong guesses a code survives; after that a new code must be requested. */
export const CODE_MAX_FAILURES = 5;

function codeHash(siteId: number, address: string, scene: CodeScene, code: string): string {
  return createHash('sha256').update(`${siteId}:${address}:${scene}:${code}`).digest('hex');
}

export interface CodeRequest {
  siteId: number;
  address: string;
  scene: CodeScene;
}

/** The codes of an address and scene not used up yet. */
function unused(table: CodeTable, { siteId, address, scene }: CodeRequest) {
  return and(
    eq(table.siteId, siteId),
    eq(table.address, address),
    eq(table.scene, scene),
    isNull(table.consumedAt),
  );
}

/**
 * Stores a new 6-digit code for the address (the one before it no longer counts), hands it to
 * `deliver` (the SMS or mail provider) and returns its lifetime in seconds.
 */
export async function sendCode(
  db: Db,
  table: CodeTable,
  { siteId, address, scene }: CodeRequest,
  now: Date,
  deliver: (code: string, validMinutes: number) => Promise<void>,
): Promise<{ expiresIn: number }> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.transaction(async (tx) => {
    // Serialises sends to one address across server processes, so the per-minute check holds.
    const lockKey = `${getTableName(table)}:${siteId}:${address}`;
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`);
    const [latest] = await tx
      .select({ createdAt: table.createdAt })
      .from(table)
      .where(and(eq(table.siteId, siteId), eq(table.address, address)))
      .orderBy(desc(table.createdAt))
      .limit(1);
    if (latest) {
      const waitMs = latest.createdAt.getTime() + CODE_RESEND_MS - now.getTime();
      if (waitMs > 0) throw tooMany(`验证码发送过于频繁，请 ${Math.ceil(waitMs / 1000)} 秒后再试`);
    }
    // Only the newest code of an address and scene counts.
    await tx
      .update(table)
      .set({ consumedAt: now })
      .where(unused(table, { siteId, address, scene }));
    await tx.insert(table).values({
      siteId,
      address,
      scene,
      codeHash: codeHash(siteId, address, scene, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    });
  });
  // This address's codes from before the last day are of no use any more.
  await db
    .delete(table)
    .where(
      and(
        eq(table.siteId, siteId),
        eq(table.address, address),
        lt(table.createdAt, new Date(now.getTime() - 86_400_000)),
      ),
    );
  await deliver(code, CODE_TTL_MS / 60_000);
  return { expiresIn: CODE_TTL_MS / 1000 };
}

/**
 * Uses up the address's current code when `code` matches it; otherwise counts a failed try and
 * throws a status 422 error that says what is wrong.
 */
export async function consumeCode(
  db: Db,
  table: CodeTable,
  { siteId, address, scene, code, now }: CodeRequest & { code: string; now: Date },
): Promise<void> {
  const [current] = await db
    .select()
    .from(table)
    .where(and(unused(table, { siteId, address, scene }), gt(table.expiresAt, now)))
    .orderBy(desc(table.createdAt))
    .limit(1);
  if (!current) throw invalid('验证码已失效，请重新获取');
  if (current.failedAttempts >= CODE_MAX_FAILURES) {
    throw invalid('验证码错误次数过多，请重新获取');
  }
  if (current.codeHash !== codeHash(siteId, address, scene, code.trim())) {
    const [counted] = await db
      .update(table)
      .set({ failedAttempts: sql`${table.failedAttempts} + 1` })
      .where(eq(table.id, current.id))
      .returning({ failedAttempts: table.failedAttempts });
    const left = CODE_MAX_FAILURES - (counted?.failedAttempts ?? CODE_MAX_FAILURES);
    throw invalid(left > 0 ? `验证码错误，还可尝试 ${left} 次` : '验证码错误次数过多，请重新获取');
  }
  // The conditional update makes the code single-use even when two requests race.
  const [claimed] = await db
    .update(table)
    .set({ consumedAt: now })
    .where(and(eq(table.id, current.id), isNull(table.consumedAt)))
    .returning({ id: table.id });
  if (!claimed) throw invalid('验证码已失效，请重新获取');
}
