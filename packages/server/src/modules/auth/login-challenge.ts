import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invalid } from '../../http/envelope.js';
import { users, type User } from '../users/index.js';
import { loginChallenges } from './schema.js';
import { hashToken } from './session-token.js';

/** How long the code step of a sign-in may take before the password must be typed again. */
export const CHALLENGE_TTL_MS = 5 * 60_000;

export const CHALLENGE_EXPIRED = '登录验证已过期，请重新输入用户名和密码';

export interface TwoStepChallenge {
  challengeId: string;
  expiresAt: Date;
}

/** The sign-in half done: a random challenge id the code step sends back (only its hash is kept). */
export async function createLoginChallenge(
  db: Db,
  user: Pick<User, 'id' | 'siteId'>,
  now: Date,
): Promise<TwoStepChallenge> {
  const challengeId = randomBytes(24).toString('base64url');
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS);
  await db.insert(loginChallenges).values({
    siteId: user.siteId,
    userId: user.id,
    challengeHash: hashToken(challengeId),
    createdAt: now,
    expiresAt,
  });
  // The account's challenges from before the last day are of no use any more.
  await db
    .delete(loginChallenges)
    .where(
      and(
        eq(loginChallenges.siteId, user.siteId),
        eq(loginChallenges.userId, user.id),
        lt(loginChallenges.createdAt, new Date(now.getTime() - 86_400_000)),
      ),
    );
  return { challengeId, expiresAt };
}

/** The open challenge of this site with that id, and its active account; else 422 "expired". */
export async function openChallenge(
  db: Db,
  siteId: number,
  challengeId: string,
  now: Date,
): Promise<{ id: number; user: User }> {
  const [row] = await db
    .select({ id: loginChallenges.id, user: users })
    .from(loginChallenges)
    .innerJoin(users, eq(users.id, loginChallenges.userId))
    .where(
      and(
        eq(loginChallenges.challengeHash, hashToken(challengeId)),
        eq(loginChallenges.siteId, siteId),
        eq(users.siteId, siteId),
        isNull(loginChallenges.usedAt),
        gt(loginChallenges.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) throw invalid(CHALLENGE_EXPIRED);
  return row;
}

/** Uses the challenge up; the conditional update lets only one of two racing requests sign in. */
export async function closeChallenge(db: Db, id: number, now: Date): Promise<void> {
  const [closed] = await db
    .update(loginChallenges)
    .set({ usedAt: now })
    .where(and(eq(loginChallenges.id, id), isNull(loginChallenges.usedAt)))
    .returning({ id: loginChallenges.id });
  if (!closed) throw invalid(CHALLENGE_EXPIRED);
}
