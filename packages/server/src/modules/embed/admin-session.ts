import type { Db } from '../../db/client.js';
import { AppError } from '../../http/envelope.js';
import { createSession } from '../auth/index.js';
import {
  ADMIN_PLATFORMS,
  verifyAdminSessionToken,
  type AdminAppCredentials,
} from '../stores/index.js';
import { findShopOwner, type AdminEmbedPlatform } from '../stores/index.js';
import { EMBED_SESSION_TTL_MS } from './partner-access.js';

/**
 * The page inside a store platform's admin trades the platform's session token for a short
 * PodKit session of the reseller who owns that shop on this site.
 */
export async function openAdminEmbedSession(
  db: Db,
  siteId: number,
  platform: AdminEmbedPlatform,
  token: string,
  app: AdminAppCredentials | undefined,
  now = new Date(),
) {
  const { label } = ADMIN_PLATFORMS[platform];
  if (!app) throw new AppError(403, `本站点尚未配置 ${label} 应用`, 403);
  const claims = await verifyAdminSessionToken(ADMIN_PLATFORMS[platform], token, app, now);
  const owner = await findShopOwner(db, siteId, platform, claims.shop);
  if (!owner) throw new AppError(403, `店铺 ${claims.shop} 尚未关联本站点的账户`, 403);
  const session = await createSession(db, owner, { ttlMs: EMBED_SESSION_TTL_MS }, now);
  return { ...session, shop: claims.shop };
}

/** The admin hosts allowed to frame the embed page of `shop` (its Content-Security-Policy). */
export function adminFrameAncestors(platform: AdminEmbedPlatform, shop: string): string[] {
  if (platform === 'shopify') return [`https://${shop}`, 'https://admin.shopify.com'];
  // Assumption: the SHOPLINE admin runs at https://{handle}.myshopline.com/admin.
  return [`https://${shop}`];
}
