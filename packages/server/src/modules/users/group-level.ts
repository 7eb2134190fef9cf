import { asc, eq } from 'drizzle-orm';
import { cachedOne, versionKey } from '../../cache/index.js';
import type { Db } from '../../db/client.js';
import { statement } from '../../db/statement.js';
import { formatCents } from '../../http/money.js';
import { groups } from './schema.js';
import type { GroupBalance } from '@podkit/sdk-core';

export interface GroupLevel {
  id: number;
  levelName: string;
  thresholdCents: number;
  sort: number;
  /** null: reached only by recharge. */
  priceCents: number | null;
  benefits: string;
}

const levelsOfSite = statement((db, p: { siteId: number }) =>
  db
    .select({
      id: groups.id,
      levelName: groups.levelName,
      thresholdCents: groups.thresholdCents,
      sort: groups.sort,
      priceCents: groups.priceCents,
      benefits: groups.benefits,
    })
    .from(groups)
    .where(eq(groups.siteId, p.siteId))
    .orderBy(asc(groups.thresholdCents), asc(groups.sort), asc(groups.id)),
);

/**
 * A site's levels from the lowest threshold up; from memory in a reading request while the
 * catalogue (which holds the levels' counter) is unchanged. Shared: do not change the list.
 */
export async function siteGroupLevels(db: Db, siteId: number): Promise<GroupLevel[]> {
  return cachedOne(db, 'siteGroupLevels', siteId, [versionKey('catalog')], () =>
    levelsOfSite(db, { siteId }),
  );
}

/** The highest level whose threshold the accumulated recharge has reached. */
export function levelForRecharge(
  levels: GroupLevel[],
  rechargeCents: number,
): GroupLevel | undefined {
  let reached: GroupLevel | undefined;
  for (const level of levels) if (level.thresholdCents <= rechargeCents) reached = level;
  return reached ?? levels[0];
}

/** The user's level: the one assigned to them, else the one their recharge has reached. */
export function currentLevel(
  levels: GroupLevel[],
  user: { groupId: number | null; rechargeTotalCents: number },
): GroupLevel | undefined {
  return (
    levels.find((level) => level.id === user.groupId) ??
    levelForRecharge(levels, user.rechargeTotalCents)
  );
}

export function groupBalance(
  levels: GroupLevel[],
  user: { groupId: number | null; rechargeTotalCents: number },
): GroupBalance {
  const current = currentLevel(levels, user);
  const next = current ? levels[levels.indexOf(current) + 1] : undefined;
  return {
    level_name: current?.levelName ?? '',
    next_group_level_name: next?.levelName ?? '',
    next_group_level_balance: next ? formatCents(next.thresholdCents) : -1,
    recharge_balance: formatCents(user.rechargeTotalCents),
  };
}
