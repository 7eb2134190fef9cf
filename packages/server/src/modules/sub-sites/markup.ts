import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { siteCategories } from '../catalog/index.js';
import type { User } from '../users/index.js';
import { changeBalance } from '../wallet/index.js';
import { customerSubSite } from './host.js';
import { recoverOwedMarkup } from './markup-reversal.js';
import { subSiteMarkups, subSiteOrderMarkups, subSites, type SubSite } from './schema.js';

/** What a sub-site's customer pays above the platform's price, per blank category. */
export interface CustomerMarkup {
  subSiteId: number;
  /** Basis points (1500 = 15 %) for a blank of this category: its own, its nearest parent's, or the default. */
  basisPointsFor(categoryId: number | null): number;
}

/** The markup rule of a sub-site's customer; null for everyone else (they buy at the platform's price). */
export async function customerMarkup(db: DbExecutor, user: User): Promise<CustomerMarkup | null> {
  const subSite = await customerSubSite(db, user);
  return subSite ? subSiteMarkup(db, subSite) : null;
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
 * Keeps the markup a customer's unpaid orders carry (in the transaction that prices their lines):
 * set again whenever the lines are priced again; a paid order's credited markup stays as it was.
 */
export async function recordOrderMarkups(
  tx: DbExecutor,
  customer: User,
  markups: ReadonlyArray<{ orderId: number; markupCents: number }>,
): Promise<void> {
  if (markups.length === 0) return;
  const subSite = await customerSubSite(tx, customer);
  if (!subSite) return;
  await tx
    .insert(subSiteOrderMarkups)
    .values(
      markups.map((m) => ({
        orderId: m.orderId,
        subSiteId: subSite.id,
        customerUserId: customer.id,
        markupCents: m.markupCents,
      })),
    )
    .onConflictDoUpdate({
      target: subSiteOrderMarkups.orderId,
      set: { markupCents: sql`excluded.markup_cents` },
      setWhere: isNull(subSiteOrderMarkups.creditedAt),
    });
}

/** The markup of one new order of a customer (see recordOrderMarkups). */
export const recordOrderMarkup = (
  tx: DbExecutor,
  customer: User,
  orderId: number,
  markupCents: number,
) => recordOrderMarkups(tx, customer, [{ orderId, markupCents }]);

/**
 * Credits a paid order's markup to the sub-site's owner: one ledger row keyed by the order, in the
 * payment's transaction, once (a replayed payment or a second call finds it credited). What the
 * owner still owes from earlier refunds is then taken out of it (recoverOwedMarkup).
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
  if (!row || row.markup.markupCents <= 0) return;
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
  await recoverOwedMarkup(tx, {
    siteId: order.siteId,
    ownerUserId: row.ownerUserId,
    orderId: order.id,
    orderNo: order.orderNo,
    cents: row.markup.markupCents,
  });
}
