import { and, count, eq } from 'drizzle-orm';
import type { AdminMemberLevel, AdminMemberLevelInput, MemberLevel } from '@podkit/sdk-core';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/envelope.js';
import { formatCents } from '../../http/money.js';
import { yuanToCents } from '../catalog/index.js';
import { currentLevel, groups, siteGroupLevels, users } from '../users/index.js';

/** The site's levels, lowest first, marked with the reseller's own and what they may buy. */
export async function memberLevels(db: Db, siteId: number, userId: number): Promise<MemberLevel[]> {
  const [levels, [user]] = await Promise.all([
    siteGroupLevels(db, siteId),
    db
      .select({ groupId: users.groupId, rechargeTotalCents: users.rechargeTotalCents })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.siteId, siteId))),
  ]);
  const current = user ? currentLevel(levels, user) : undefined;
  return levels.map((level) => ({
    id: level.id,
    level_name: level.levelName,
    threshold: formatCents(level.thresholdCents),
    price: level.priceCents === null ? null : formatCents(level.priceCents),
    benefits: level.benefits,
    current: level.id === current?.id,
    purchasable:
      level.priceCents !== null && level.thresholdCents > (current?.thresholdCents ?? -1),
  }));
}

export async function adminLevels(db: Db, siteId: number): Promise<AdminMemberLevel[]> {
  const [levels, members] = await Promise.all([
    siteGroupLevels(db, siteId),
    db
      .select({ groupId: users.groupId, n: count() })
      .from(users)
      .where(eq(users.siteId, siteId))
      .groupBy(users.groupId),
  ]);
  const memberCount = new Map(members.map((row) => [row.groupId, row.n]));
  return levels.map((level) => ({
    id: level.id,
    level_name: level.levelName,
    threshold: formatCents(level.thresholdCents),
    price: level.priceCents === null ? null : formatCents(level.priceCents),
    benefits: level.benefits,
    sort: level.sort,
    members: memberCount.get(level.id) ?? 0,
  }));
}

function levelValues(input: AdminMemberLevelInput) {
  return {
    levelName: input.level_name.trim(),
    thresholdCents: yuanToCents(input.threshold, '累计充值门槛'),
    priceCents:
      input.price === null || input.price === undefined || input.price === ''
        ? null
        : yuanToCents(input.price, '购买价格'),
    benefits: input.benefits?.trim() ?? '',
    sort: input.sort ?? 0,
  };
}

async function adminLevel(db: Db, siteId: number, id: number): Promise<AdminMemberLevel> {
  const level = (await adminLevels(db, siteId)).find((row) => row.id === id);
  if (!level) throw notFound('会员等级');
  return level;
}

export async function createLevel(
  db: Db,
  siteId: number,
  input: AdminMemberLevelInput,
): Promise<AdminMemberLevel> {
  const [row] = await db
    .insert(groups)
    .values({ siteId, ...levelValues(input) })
    .returning({ id: groups.id });
  return adminLevel(db, siteId, row!.id);
}

export async function updateLevel(
  db: Db,
  siteId: number,
  id: number,
  input: AdminMemberLevelInput,
): Promise<AdminMemberLevel> {
  const [row] = await db
    .update(groups)
    .set(levelValues(input))
    .where(and(eq(groups.siteId, siteId), eq(groups.id, id)))
    .returning({ id: groups.id });
  if (!row) throw notFound('会员等级');
  return adminLevel(db, siteId, id);
}

/** Removes a level; resellers assigned it follow their accumulated recharge again. */
export async function deleteLevel(db: Db, siteId: number, id: number): Promise<void> {
  const [row] = await db
    .delete(groups)
    .where(and(eq(groups.siteId, siteId), eq(groups.id, id)))
    .returning({ id: groups.id });
  if (!row) throw notFound('会员等级');
}
