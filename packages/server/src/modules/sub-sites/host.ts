import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { statement } from '../../db/statement.js';
import type { User } from '../users/index.js';
import { subSiteCustomers, subSites, type SubSite as SubSiteRow } from './schema.js';

/** The sub-site a host name opens: only a verified one (its TXT record was found). */
export async function subSiteByHost(db: DbExecutor, host: string): Promise<SubSiteRow | null> {
  if (!host) return null;
  const [row] = await db
    .select()
    .from(subSites)
    .where(and(eq(subSites.host, host), eq(subSites.status, 'verified')));
  return row ?? null;
}

/** Makes an account that registered on a sub-site's domain the owner's customer. */
export async function addSubSiteCustomer(
  db: DbExecutor,
  subSite: SubSiteRow,
  user: User,
): Promise<void> {
  if (user.siteId !== subSite.siteId || user.id === subSite.ownerUserId) return;
  await db
    .insert(subSiteCustomers)
    .values({ userId: user.id, subSiteId: subSite.id })
    .onConflictDoNothing();
}

const subSiteOfCustomer = statement((db, p: { userId: number; siteId: number }) =>
  db
    .select({ subSite: subSites })
    .from(subSiteCustomers)
    .innerJoin(subSites, eq(subSites.id, subSiteCustomers.subSiteId))
    .where(and(eq(subSiteCustomers.userId, p.userId), eq(subSites.siteId, p.siteId))),
);

/** The sub-site whose owner's customer the account is, when its owner still has it. */
export async function customerSubSite(
  db: DbExecutor,
  user: Pick<User, 'id' | 'siteId'>,
): Promise<SubSiteRow | undefined> {
  const [row] = await subSiteOfCustomer(db, { userId: user.id, siteId: user.siteId });
  return row?.subSite;
}
