import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { platformShopLinks } from '../embed/index.js';
import { findActiveAccount, type User } from '../users/index.js';
import { stores } from './schema.js';

export type AdminEmbedPlatform = 'shopify' | 'shopline';

const PLATFORM_CODE: Record<AdminEmbedPlatform, 5 | 9> = { shopify: 5, shopline: 9 };

/**
 * The active reseller of this site who owns a store-platform shop, or null: the reseller who
 * connected the shop as a store (storeAdmin), else one an operator linked by hand (`/admin/shopLink`,
 * for platforms PodKit cannot connect yet). A store still being authorised owns nothing.
 */
export async function findShopOwner(
  db: Db,
  siteId: number,
  platform: AdminEmbedPlatform,
  shop: string,
): Promise<User | null> {
  const domain = shop.toLowerCase();
  const connected = await db
    .select({ userId: stores.userId })
    .from(stores)
    .where(
      and(
        eq(stores.siteId, siteId),
        eq(stores.platform, PLATFORM_CODE[platform]),
        eq(stores.shopDomain, domain),
        ne(stores.state, 'authorising'),
      ),
    );
  const linked = await db
    .select({ userId: platformShopLinks.userId })
    .from(platformShopLinks)
    .where(
      and(
        eq(platformShopLinks.siteId, siteId),
        eq(platformShopLinks.platform, platform),
        eq(platformShopLinks.shop, domain),
      ),
    );
  // A disabled account owns nothing: the next claim to the shop counts.
  for (const { userId } of [...connected, ...linked]) {
    const owner = await findActiveAccount(db, siteId, userId);
    if (owner) return owner;
  }
  return null;
}
