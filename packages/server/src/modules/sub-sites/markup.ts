import { and, eq, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { siteCategories } from '../catalog/index.js';
import type { User } from '../users/index.js';
import { changeBalance } from '../wallet/index.js';
import { customerSubSite } from './host.js';
import { subSiteMarkups, subSiteOrderMarkups, subSites } from './schema.js';

/** What a sub-site's customer pays above the platform's price, per blank category. */
export interface CustomerMarkup {
  subSiteId: number;
  /** Basis points (1500 = 15 %) for a blank of this category: its own, its nearest parent's, or the default. */
  basisPointsFor(categoryId: number | null): number;
}

/** The markup rule of a sub-site's customer; null for everyone else (they buy at the platform's price). */
export async function customerMarkup(db: DbExecutor, user: User): Promise<CustomerMarkup | null> {
  const subSite = await customerSubSite(db, user);
  if (!subSite) return null;
  const [rows, categories] = await Promise.all([
    db.select().from(subSiteMarkups).where(eq(subSiteMarkups.subSiteId, subSite.id)),
    siteCategories(db, user.siteId),
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

/** Whole cents added to one unit priced `unitCents` at `basisPoints`. */
export const markupOf = (unitCents: number, basisPoints: number) =>
  Math.trunc((unitCents * basisPoints) / 10_000);

/** Keeps the markup a new order of a customer carries (in the order's transaction). */
export async function recordOrderMarkup(
  tx: DbExecutor,
  customer: User,
  orderId: number,
  markupCents: number,
): Promise<void> {
  if (markupCents <= 0) return;
  const subSite = await customerSubSite(tx, customer);
  if (!subSite) return;
  await tx.insert(subSiteOrderMarkups).values({
    orderId,
    subSiteId: subSite.id,
    customerUserId: customer.id,
    markupCents,
  });
}

/**
 * Credits a paid order's markup to the sub-site's owner: one ledger row keyed by the order, in the
 * payment's transaction, once (a replayed payment or a second call finds it credited).
 */
export async function creditOrderMarkup(
  tx: DbExecutor,
  order: { id: number; siteId: number; orderNo: string },
): Promise<void> {
  const [row] = await tx
    .select({ markup: subSiteOrderMarkups, ownerUserId: subSites.ownerUserId })
    .from(subSiteOrderMarkups)
    .innerJoin(subSites, eq(subSites.id, subSiteOrderMarkups.subSiteId))
    .where(and(eq(subSiteOrderMarkups.orderId, order.id), isNull(subSiteOrderMarkups.creditedAt)))
    .for('update', { of: subSiteOrderMarkups });
  if (!row) return;
  await changeBalance(tx, {
    siteId: order.siteId,
    userId: row.ownerUserId,
    kind: 'commission',
    amountCents: row.markup.markupCents,
    description: `分站订单 ${order.orderNo} 加价收益`,
    reference: { type: 'order', id: order.id },
    idempotencyKey: `sub-site-markup:${order.id}`,
  });
  await tx
    .update(subSiteOrderMarkups)
    .set({ creditedAt: new Date() })
    .where(eq(subSiteOrderMarkups.orderId, order.id));
}
