import { and, eq } from 'drizzle-orm';
import type { Db, DbExecutor } from '../../db/client.js';
import { invalid } from '../../http/envelope.js';
import type { User } from '../users/index.js';
import { requireHex } from './hex-color.js';
import { userColors } from './schema.js';

/** Most swatches a reseller keeps. */
export const MAX_USER_COLORS = 100;

/** The saved list with the given colours added at the end, without repeats. */
export function addColors(saved: string[], given: string[]): string[] {
  const added = given.map((hex, index) => requireHex(hex, `颜色（colors.${index}）`));
  const merged = [...saved];
  for (const hex of added) if (!merged.includes(hex)) merged.push(hex);
  return merged;
}

/** The saved list without the given colours (any hex spelling). */
export function removeColors(saved: string[], given: string[]): string[] {
  const removed = new Set(given.map((hex, index) => requireHex(hex, `颜色（colors.${index}）`)));
  return saved.filter((hex) => !removed.has(hex));
}

/** A reseller's saved colour swatches. */
export async function savedColors(db: DbExecutor, user: User): Promise<string[]> {
  const [row] = await db
    .select({ colors: userColors.colors })
    .from(userColors)
    .where(and(eq(userColors.siteId, user.siteId), eq(userColors.userId, user.id)));
  return row?.colors ?? [];
}

async function saveColors(db: DbExecutor, user: User, colors: string[]): Promise<void> {
  await db
    .insert(userColors)
    .values({ siteId: user.siteId, userId: user.id, colors })
    .onConflictDoUpdate({ target: [userColors.siteId, userColors.userId], set: { colors } });
}

/** Adds swatches after the saved ones; refused past MAX_USER_COLORS. */
export async function addUserColors(db: Db, user: User, given: string[]): Promise<string[]> {
  const colors = addColors(await savedColors(db, user), given);
  if (colors.length > MAX_USER_COLORS)
    throw invalid(`常用颜色最多保存 ${MAX_USER_COLORS} 个，请先删除一些`);
  await saveColors(db, user, colors);
  return colors;
}

export async function removeUserColors(db: Db, user: User, given: string[]): Promise<string[]> {
  const colors = removeColors(await savedColors(db, user), given);
  await saveColors(db, user, colors);
  return colors;
}
