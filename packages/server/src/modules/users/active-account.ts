import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { users } from './schema.js';

/** Whether the site has this account and it is not disabled. */
export async function isActiveAccount(
  db: DbExecutor,
  siteId: number,
  userId: number,
): Promise<boolean> {
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.siteId, siteId), eq(users.status, 'active')))
    .limit(1);
  return account !== undefined;
}
