import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { platformShopLinks } from '../embed/schema.js';
import { users, type User } from '../users/schema.js';

export type AdminEmbedPlatform = 'shopify' | 'shopline';

/**
 * The active reseller of this site who owns a store-platform shop, or null. The one lookup admin
 * embeds need; when the stores table (issue 8) records connected shops, this reads it instead.
 */
export async function findShopOwner(
  db: Db,
  siteId: number,
  platform: AdminEmbedPlatform,
  shop: string,
): Promise<User | null> {
  const [row] = await db
    .select({ user: users })
    .from(platformShopLinks)
    .innerJoin(users, eq(users.id, platformShopLinks.userId))
    .where(
      and(
        eq(platformShopLinks.siteId, siteId),
        eq(platformShopLinks.platform, platform),
        eq(platformShopLinks.shop, shop.toLowerCase()),
        eq(users.status, 'active'),
      ),
    )
    .limit(1);
  return row?.user ?? null;
}
