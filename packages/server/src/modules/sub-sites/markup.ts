import { eq, sql } from 'drizzle-orm';
import { cachedOne, versionKey } from '../../cache/index.js';
import type { DbExecutor } from '../../db/client.js';
import { siteCategories } from '../catalog/index.js';
import { orderItems } from '../orders/index.js';
import type { User } from '../users/index.js';
import { changeBalance } from '../wallet/index.js';
import { customerSubSite } from './host.js';
import { recoverOwedMarkup } from './markup-reversal.js';
import { subSiteMarkups, subSiteOrderMarkups, type SubSite } from './schema.js';

/** What a sub-site's customer pays above the platform's price, per blank category. */
export interface CustomerMarkup {
  subSiteId: number;
  /** Basis points (1500 = 15 %) for a blank of this category: its own, its nearest parent's, or the default. */
  basisPointsFor(categoryId: number | null): number;
}

/** The markup rule of a sub-site's customer; null for everyone else (they buy at the platform's price). */
export async function customerMarkup(db: DbExecutor, user: User): Promise<CustomerMarkup | null> {
  // Sub-sites, their customers and markups count as catalogue (cache/README.md).
  return cachedOne(
    db,
    'customerMarkup',
    `${user.siteId}:${user.id}`,
    [versionKey('catalog')],
    async () => {
      const subSite = await customerSubSite(db, user);
      return subSite ? subSiteMarkup(db, subSite) : null;
    },
  );
}

/** The markup a sub-site adds (its visitors see prices with it, its customers pay it). */
export async function subSiteMarkup(db: DbExecutor, subSite: SubSite): Promise<CustomerMarkup> {
  const [rows, categories] = await Promise.all([
    db.select().from(subSiteMarkups).where(eq(subSiteMarkups.subSiteId, subSite.id)),
    siteCategories(db, subSite.siteId),
  ]);
  const own = new Map(rows.map((row) => [row.categoryId, row.basisPoints]));
  const parentOf = new Map(categories.map((c) => [c.id, c.parentId]));
  return {
    subSiteId: subSite.id,
    basisPointsFor(categoryId) {
      const seen = new Set<number>();
      for (let id = categoryId; id !== null && !seen.has(id); id = parentOf.get(id) ?? null) {
        seen.add(id);
        const found = own.get(id);
        if (found !== undefined) return found;
      }
      return subSite.defaultMarkupBasisPoints;
    },
  };
}

/**
 * A price as a sub-site shows it: whole cents of the platform's price (a fraction of a cent is
 * dropped, as display does) plus the markup on them; the platform's price when there is no rule.
 */
export function withMarkup(
  markup: CustomerMarkup | null,
  platformCents: number,
  categoryId: number | null,
): number {
  const whole = Math.trunc(platformCents);
  return markup ? whole + markupOf(whole, markup.basisPointsFor(categoryId)) : platformCents;
}

/** Whole cents added to one unit priced `unitCents` at `basisPoints`. */
export const markupOf = (unitCents: number, basisPoints: number) =>
  Math.trunc((unitCents * basisPoints) / 10_000);

/**
 * Credits a paid order's markup to the sub-site's owner: what its lines carry (each line keeps the
 * markup it was priced with, at checkout or import, and again when a store line is mapped), as one
 * ledger row keyed by the order, in the payment's transaction, once (a replayed payment or a second
 * call finds it credited). What the owner still owes from earlier refunds is then taken out of it.
 */
export async function creditOrderMarkup(
  tx: DbExecutor,
  order: { id: number; siteId: number; userId: number; orderNo: string },
): Promise<void> {
  const subSite = await customerSubSite(tx, { id: order.userId, siteId: order.siteId });
  if (!subSite) return;
  const [lines] = await tx
    .select({
      cents:
        sql<number>`coalesce(sum(${orderItems.markupCents} * ${orderItems.quantity}), 0)`.mapWith(
          Number,
        ),
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  const [recorded] = await tx
    .select()
    .from(subSiteOrderMarkups)
    .where(eq(subSiteOrderMarkups.orderId, order.id))
    .for('update');
  if (recorded?.creditedAt) return;
  // Orders placed before their lines carried the markup kept it on this row only.
  const markupCents = lines?.cents || recorded?.markupCents || 0;
  if (markupCents <= 0) return;
  const creditedAt = new Date();
  await tx
    .insert(subSiteOrderMarkups)
    .values({
      orderId: order.id,
      subSiteId: subSite.id,
      customerUserId: order.userId,
      markupCents,
      creditedAt,
    })
    .onConflictDoUpdate({
      target: subSiteOrderMarkups.orderId,
      set: { markupCents, creditedAt },
    });
  await changeBalance(tx, {
    siteId: order.siteId,
    userId: subSite.ownerUserId,
    kind: 'commission',
    amountCents: markupCents,
    description: `分站订单 ${order.orderNo} 加价收益`,
    reference: { type: 'order', id: order.id },
    idempotencyKey: `sub-site-markup:${order.id}`,
  });
  await recoverOwedMarkup(tx, {
    siteId: order.siteId,
    ownerUserId: subSite.ownerUserId,
    orderId: order.id,
    orderNo: order.orderNo,
    cents: markupCents,
  });
}
