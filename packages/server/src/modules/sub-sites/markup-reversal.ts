import { and, asc, eq, gt, isNotNull, sql, sum } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { formatCents } from '../../http/money.js';
import { users } from '../users/index.js';
import { changeBalance } from '../wallet/index.js';
import { subSiteMarkupReversals, subSiteOrderMarkups, subSites } from './schema.js';

/** A refunded order as it stands after the refund (refundCents counts every refund so far). */
export interface RefundedOrder {
  id: number;
  siteId: number;
  orderNo: string;
  totalCents: number;
  refundCents: number;
}

/** One refund movement: its own key (so the same refund takes back once) and its amount. */
export interface RefundMovement {
  key: string;
  refundCents: number;
  actorUserId?: number | null;
}

/**
 * Takes back the markup a refund undoes, in the refund's transaction: the share of the credited
 * markup the refunds so far make of the order's total, less what earlier refunds took back (so a
 * full refund takes back all of it, and rounding never takes more). The owner's balance never goes
 * below zero: what it holds is taken now (one ledger row), the rest is owed and taken from the
 * owner's next markup credits (recoverOwedMarkup). The customer's refund is never held up by it.
 */
export async function reverseOrderMarkup(
  tx: DbExecutor,
  order: RefundedOrder,
  refund: RefundMovement,
): Promise<void> {
  const [credited] = await tx
    .select({ markup: subSiteOrderMarkups, ownerUserId: subSites.ownerUserId })
    .from(subSiteOrderMarkups)
    .innerJoin(subSites, eq(subSites.id, subSiteOrderMarkups.subSiteId))
    .where(
      and(eq(subSiteOrderMarkups.orderId, order.id), isNotNull(subSiteOrderMarkups.creditedAt)),
    )
    .for('update', { of: subSiteOrderMarkups });
  if (!credited || order.totalCents <= 0) return;
  const [done] = await tx
    .select({ id: subSiteMarkupReversals.id })
    .from(subSiteMarkupReversals)
    .where(eq(subSiteMarkupReversals.refundKey, refund.key));
  if (done) return;
  const [earlier] = await tx
    .select({ cents: sum(subSiteMarkupReversals.reversalCents).mapWith(Number) })
    .from(subSiteMarkupReversals)
    .where(eq(subSiteMarkupReversals.orderId, order.id));
  const refunded = Math.min(order.refundCents, order.totalCents);
  const target = Math.floor((credited.markup.markupCents * refunded) / order.totalCents);
  const reversalCents = target - (earlier?.cents ?? 0);
  if (reversalCents <= 0) return;

  const ownerUserId = credited.ownerUserId;
  const [owner] = await tx
    .select({ balanceCents: users.balanceCents })
    .from(users)
    .where(eq(users.id, ownerUserId))
    .for('update');
  const takenCents = Math.min(reversalCents, Math.max(owner?.balanceCents ?? 0, 0));
  await tx.insert(subSiteMarkupReversals).values({
    orderId: order.id,
    subSiteId: credited.markup.subSiteId,
    ownerUserId,
    refundKey: refund.key,
    refundCents: refund.refundCents,
    reversalCents,
    takenCents,
    owedCents: reversalCents - takenCents,
  });
  if (takenCents > 0)
    await changeBalance(tx, {
      siteId: order.siteId,
      userId: ownerUserId,
      kind: 'commission',
      amountCents: -takenCents,
      description:
        takenCents === reversalCents
          ? `分站订单 ${order.orderNo} 退款，扣回加价收益`
          : `分站订单 ${order.orderNo} 退款，扣回加价收益（余额不足，其余 ${formatCents(reversalCents - takenCents)} 元从后续加价收益中扣回）`,
      reference: { type: 'order', id: order.id },
      idempotencyKey: `sub-site-markup-reversal:${refund.key}`,
      actorUserId: refund.actorUserId ?? null,
    });
}

/**
 * Takes what the owner still owes from reversals out of a markup credit just made (oldest debt
 * first, one ledger row per debt it settles), never more than that credit.
 */
export async function recoverOwedMarkup(
  tx: DbExecutor,
  credit: { siteId: number; ownerUserId: number; orderId: number; orderNo: string; cents: number },
): Promise<void> {
  const owed = await tx
    .select()
    .from(subSiteMarkupReversals)
    .where(
      and(
        eq(subSiteMarkupReversals.ownerUserId, credit.ownerUserId),
        gt(subSiteMarkupReversals.owedCents, 0),
      ),
    )
    .orderBy(asc(subSiteMarkupReversals.id))
    .for('update');
  let left = credit.cents;
  for (const debt of owed) {
    if (left <= 0) break;
    const take = Math.min(debt.owedCents, left);
    await changeBalance(tx, {
      siteId: credit.siteId,
      userId: credit.ownerUserId,
      kind: 'commission',
      amountCents: -take,
      description: `从分站订单 ${credit.orderNo} 的加价收益中扣回此前退款待扣回的加价`,
      reference: { type: 'order', id: debt.orderId },
      idempotencyKey: `sub-site-markup-recovery:${debt.id}:${credit.orderId}`,
    });
    await tx
      .update(subSiteMarkupReversals)
      .set({ owedCents: sql`${subSiteMarkupReversals.owedCents} - ${take}` })
      .where(eq(subSiteMarkupReversals.id, debt.id));
    left -= take;
  }
}
