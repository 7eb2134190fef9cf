import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { conflict, invalid, notFound } from '../../http/envelope.js';
import type { Static } from 'typebox';
import { ADMIN_PLATFORMS } from '../stores/index.js';
import { users } from '../users/index.js';
import { platformShopLinks } from './schema.js';
import type { ShopLinkBody, ShopLinkSchema } from './schemas.js';

/** A shop linked to a reseller, as the console lists it. */
type ShopLink = Static<typeof ShopLinkSchema>;

/** The site's shop links, newest first. */
export async function siteShopLinks(db: Db, siteId: number): Promise<ShopLink[]> {
  const rows = await db
    .select({ link: platformShopLinks, username: users.username })
    .from(platformShopLinks)
    .innerJoin(users, eq(users.id, platformShopLinks.userId))
    .where(eq(platformShopLinks.siteId, siteId))
    .orderBy(desc(platformShopLinks.createdAt));
  return rows.map(({ link, username }) => ({
    id: link.id,
    platform: link.platform,
    shop: link.shop,
    user_id: link.userId,
    username,
  }));
}

/** Links `shop` to the site's account named `username`; a shop links to one account only. */
export async function linkShop(
  db: Db,
  siteId: number,
  input: Static<typeof ShopLinkBody>,
): Promise<ShopLink> {
  const { platform, username } = input;
  const shop = input.shop.trim().toLowerCase();
  if (!ADMIN_PLATFORMS[platform].shopDomain.test(shop)) {
    throw invalid(`店铺域名格式不正确：${shop}`);
  }
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.siteId, siteId), sql`lower(${users.username}) = lower(${username})`));
  if (!owner) throw notFound('用户');
  const [row] = await db
    .insert(platformShopLinks)
    .values({ siteId, userId: owner.id, platform, shop })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(`店铺 ${shop} 已关联其他账户`);
  return { id: row.id, platform, shop, user_id: owner.id, username };
}

export async function unlinkShop(db: Db, siteId: number, id: number): Promise<void> {
  const [row] = await db
    .delete(platformShopLinks)
    .where(and(eq(platformShopLinks.id, id), eq(platformShopLinks.siteId, siteId)))
    .returning();
  if (!row) throw notFound('店铺关联');
}
