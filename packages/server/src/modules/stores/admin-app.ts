import type { StorePlatformsConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { siteStoresConfig } from './platform-apps.js';
import type { AdminEmbedPlatform } from './shop-owner.js';
import type { AdminAppCredentials } from './shopify-session-token.js';

/**
 * The app whose secret signs a platform's admin session tokens on this site: the same app its
 * stores connect with, the site's own from 站点设置 or else the environment's.
 */
export async function adminAppOf(
  db: Db,
  siteId: number,
  platform: AdminEmbedPlatform,
  base: StorePlatformsConfig,
): Promise<AdminAppCredentials | undefined> {
  const config = await siteStoresConfig(db, siteId, base);
  const [apiKey, apiSecret] =
    platform === 'shopify'
      ? [config.shopify.apiKey, config.shopify.apiSecret]
      : [config.shopline.appKey, config.shopline.appSecret];
  return apiKey && apiSecret ? { apiKey, apiSecret } : undefined;
}
