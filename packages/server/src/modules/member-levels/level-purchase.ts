import { and, eq } from 'drizzle-orm';
import type { GroupBalance } from '@podkit/sdk-core';
import type { Db } from '../../db/client.js';
import { conflict, invalid, notFound } from '../../http/envelope.js';
import { changeBalance, ledgerEntryByKey } from '../wallet/index.js';
import { currentLevel, groupBalance, siteGroupLevels, users } from '../users/index.js';

/**
 * payGroupLevel: pays a level's price from the balance (one ledger row) and takes the level. Only a
 * level above the reseller's own is sold, so buying never lowers one; a repeated key answers the
 * level it bought without paying again.
 */
export async function buyLevel(
  db: Db,
  buyer: { siteId: number; userId: number; actorUserId: number },
  levelId: number,
  idempotencyKey: string,
): Promise<{ balance: GroupBalance; levelName: string }> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ groupId: users.groupId, rechargeTotalCents: users.rechargeTotalCents })
      .from(users)
      .where(and(eq(users.id, buyer.userId), eq(users.siteId, buyer.siteId)))
      .for('update');
    if (!user) throw notFound('账户');
    const levels = await siteGroupLevels(tx as Db, buyer.siteId);
    const level = levels.find((row) => row.id === levelId);
    if (!level) throw notFound('会员等级');
    const current = currentLevel(levels, user);
    const answer = (groupId: number) => ({
      balance: groupBalance(levels, { ...user, groupId }),
      levelName: level.levelName,
    });
    const earlier = await ledgerEntryByKey(tx, buyer.userId, idempotencyKey);
    if (earlier) {
      if (earlier.referenceType !== 'group_level' || earlier.referenceId !== String(levelId)) {
        throw conflict('该幂等键已用于另一笔支付');
      }
      return answer(current?.id ?? levelId);
    }
    if (level.priceCents === null)
      throw invalid(`「${level.levelName}」不能直接购买，请通过充值达到`);
    if (current && current.thresholdCents >= level.thresholdCents) {
      throw conflict(`你已是「${current.levelName}」，无需购买同级或更低的等级`);
    }
    if (level.priceCents > 0) {
      await changeBalance(tx, {
        siteId: buyer.siteId,
        userId: buyer.userId,
        kind: 'payment',
        amountCents: -level.priceCents,
        reference: { type: 'group_level', id: level.id },
        description: `购买会员等级「${level.levelName}」`,
        idempotencyKey,
        actorUserId: buyer.actorUserId,
      });
    }
    await tx.update(users).set({ groupId: level.id }).where(eq(users.id, buyer.userId));
    return answer(level.id);
  });
}
