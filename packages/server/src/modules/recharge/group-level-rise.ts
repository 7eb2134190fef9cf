import { eq } from 'drizzle-orm';
import type { DbExecutor, Db } from '../../db/client.js';
import { levelForRecharge, siteGroupLevels } from '../users/index.js';
import { users } from '../users/index.js';

/**
 * After a recharge: a reseller whose level was set by hand still rises when the accumulated
 * recharge reaches a higher level's threshold (a level set without one follows the recharge by
 * itself). Never lowers a level. Answers the level name reached, or null when unchanged.
 */
export async function raiseGroupLevel(
  tx: DbExecutor,
  siteId: number,
  userId: number,
): Promise<string | null> {
  const [user] = await tx
    .select({ groupId: users.groupId, rechargeTotalCents: users.rechargeTotalCents })
    .from(users)
    .where(eq(users.id, userId));
  if (!user || user.groupId === null) return null;
  const levels = await siteGroupLevels(tx as Db, siteId);
  const assigned = levels.find((level) => level.id === user.groupId);
  const reached = levelForRecharge(levels, user.rechargeTotalCents);
  if (!reached || (assigned && assigned.thresholdCents >= reached.thresholdCents)) return null;
  await tx.update(users).set({ groupId: reached.id }).where(eq(users.id, userId));
  return reached.levelName;
}
