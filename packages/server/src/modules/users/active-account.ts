import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { users, type User } from './schema.js';

const active = eq(users.status, 'active');

/** Whether the site has this account and it is not disabled. */
export async function isActiveAccount(
  db: DbExecutor,
  siteId: number,
  userId: number,
): Promise<boolean> {
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.siteId, siteId), active))
    .limit(1);
  return account !== undefined;
}

/** The site's account when it is not disabled, else null (a session is made for it). */
export async function findActiveAccount(
  db: DbExecutor,
  siteId: number,
  userId: number,
): Promise<User | null> {
  const [account] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.siteId, siteId), active))
    .limit(1);
  return account ?? null;
}

/** The ids of the site's accounts that are not disabled (a message to everyone). */
export async function activeAccountIds(db: DbExecutor, siteId: number): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.siteId, siteId), active));
  return rows.map((row) => row.id);
}
