import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { users, type User } from '../users/index.js';
import { sessions } from './schema.js';

/** Session lifetime: 7 days, the same as the client's token store (spec section 9). */
export const SESSION_TTL_MS = 604_800_000;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(
  db: Db,
  user: Pick<User, 'id' | 'siteId'>,
  meta: { ip?: string; userAgent?: string; ttlMs?: number } = {},
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  // Embedded widgets get shorter sessions (meta.ttlMs); the portal's last 7 days.
  const expiresAt = new Date(now.getTime() + (meta.ttlMs ?? SESSION_TTL_MS));
  await db.insert(sessions).values({
    siteId: user.siteId,
    userId: user.id,
    tokenHash: hashToken(token),
    ip: meta.ip ?? '',
    userAgent: (meta.userAgent ?? '').slice(0, 500),
    expiresAt,
  });
  return { token, expiresAt };
}

const owners = alias(users, 'owners');

/** The account behind a session, with the main account a sub-account acts for. */
export interface SessionUser {
  user: User;
  owner: User | null;
  sessionId: number;
  expiresAt: Date;
}

/**
 * The active account behind a bearer token on this site, or null. A sub-account comes with the
 * main account it acts for (`owner`); its session ends when the owner is disabled.
 */
export async function findSessionUser(
  db: Db,
  siteId: number,
  token: string,
  now = new Date(),
): Promise<SessionUser | null> {
  const rows = await db
    .select({ user: users, owner: owners, sessionId: sessions.id, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(owners, and(eq(owners.id, users.ownerUserId), eq(owners.siteId, siteId)))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        eq(sessions.siteId, siteId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(users.status, 'active'),
        or(isNull(users.ownerUserId), eq(owners.status, 'active')),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function revokeSession(db: Db, sessionId: number, now = new Date()): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** Signs a user out everywhere (after a password reset). */
export async function revokeUserSessions(db: Db, userId: number, now = new Date()): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
