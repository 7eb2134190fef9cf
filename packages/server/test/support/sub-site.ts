import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.js';
import { subSiteCustomers, subSiteMarkups, subSites } from '../../src/modules/sub-sites/schema.js';
import { freshReseller } from '../cart-fixtures.js';

/**
 * A verified sub-site of a fresh owner, set up in the tables (opening and verifying one through the
 * API is sub-sites.test.ts's): `defaultPercent` on every category, `categoryPercent` on one.
 */
export async function verifiedSubSite(
  app: FastifyInstance,
  db: Db,
  siteId: number,
  options: {
    host: string;
    defaultPercent: number;
    category?: { id: number; percent: number };
  },
) {
  const owner = await freshReseller(app, db, siteId, 'sub_owner');
  const [subSite] = await db
    .insert(subSites)
    .values({
      siteId,
      ownerUserId: owner.user.id,
      host: options.host,
      domainName: '测试分站',
      verifyToken: 'test',
      status: 'verified',
      verifiedAt: new Date(),
      defaultMarkupBasisPoints: Math.round(options.defaultPercent * 100),
    })
    .returning();
  if (options.category)
    await db.insert(subSiteMarkups).values({
      subSiteId: subSite!.id,
      categoryId: options.category.id,
      basisPoints: Math.round(options.category.percent * 100),
    });
  /** A fresh reseller made the owner's customer (as registering on the sub-site's host does). */
  const customer = async (prefix: string, balanceCents = 1_000_000) => {
    const made = await freshReseller(app, db, siteId, prefix, balanceCents);
    await db.insert(subSiteCustomers).values({ userId: made.user.id, subSiteId: subSite!.id });
    return made;
  };
  return { owner, subSite: subSite!, customer };
}
