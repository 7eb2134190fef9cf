import type { ConnectablePlatform, StorePlatform, StorePlatformCode } from '@podkit/sdk-core';
import type { StorePlatformsConfig } from '../../config.js';
import type { StoreConnector } from './connectors/connector.js';
import { appConfigured } from './platform-app-fields.js';
import createAmazonConnector from './connectors/amazon.js';
import createTikTokConnector from './connectors/tiktok.js';
import { createTemuConnector, createTemuLocalConnector } from './connectors/temu.js';
import createSheinConnector from './connectors/shein.js';
import { createTemuHostedConnector } from './connectors/temu-hosted.js';
import createEtsyConnector from './connectors/etsy.js';
import createShopifyConnector from './connectors/shopify.js';
import createWooConnector from './connectors/woocommerce.js';
import createShopeeConnector from './connectors/shopee.js';
import createShoplineConnector from './connectors/shopline.js';
import createShoplazzaConnector from './connectors/shoplazza.js';
import createOzonConnector from './connectors/ozon.js';
import createWishConnector from './connectors/wish.js';
import createAliExpressConnector from './connectors/aliexpress.js';
import createDjConnector from './connectors/dj.js';

/** Platform names by code (spec 2; WooCommerce's 21 and dj's 22 are PodKit's own, see sdk-core stores.ts). */
export const platformNames: Record<StorePlatformCode, string> = {
  1: 'Amazon',
  2: 'AliExpress',
  3: 'Wish',
  4: 'Shopee',
  5: 'Shopify',
  7: 'Etsy',
  8: 'Shoplazza',
  9: 'Shopline',
  10: 'TikTok',
  14: 'Ozon',
  17: 'Temu',
  18: 'Temu 本土',
  19: 'Shein',
  20: 'Temu 托管',
  21: 'WooCommerce',
  22: 'DJ',
};

/** Every platform with a connector (sdk-core's STORE_PLATFORM has every code). */
export const connectablePlatforms: readonly ConnectablePlatform[] = [
  5, 7, 21, 1, 10, 17, 18, 20, 19, 4, 9, 8, 14, 3, 2, 22,
];

const factories = {
  1: createAmazonConnector,
  5: createShopifyConnector,
  10: createTikTokConnector,
  17: createTemuConnector,
  18: createTemuLocalConnector,
  19: createSheinConnector,
  20: createTemuHostedConnector,
  7: createEtsyConnector,
  21: createWooConnector,
  4: createShopeeConnector,
  9: createShoplineConnector,
  8: createShoplazzaConnector,
  14: createOzonConnector,
  3: createWishConnector,
  2: createAliExpressConnector,
  22: createDjConnector,
} as const;

export function isConnectable(code: number): code is ConnectablePlatform {
  return (connectablePlatforms as readonly number[]).includes(code);
}

/**
 * Whether this site may connect a platform's stores now: the platform has a connector, the site
 * has not switched it off (console 站点设置), and its app is set up, by the site or the environment
 * (WooCommerce and Ozon need no app: the reseller brings the store's own keys).
 */
export function platformEnabled(code: number, config: StorePlatformsConfig): boolean {
  if (!isConnectable(code) || config.siteEnabled?.[code] === false) return false;
  return appConfigured(code, config);
}

/** Every platform of the store screen, with what a reseller can do with it on this site. */
export function storePlatforms(config: StorePlatformsConfig): StorePlatform[] {
  return (Object.keys(platformNames) as unknown as string[]).map((key) => {
    const code = Number(key) as StorePlatformCode;
    return {
      code,
      name: platformNames[code],
      connectable: isConnectable(code),
      enabled: platformEnabled(code, config),
    };
  });
}

/** The connector of a platform, built from the configured app credentials and addresses. */
export function connectorFor(
  platform: ConnectablePlatform,
  config: StorePlatformsConfig,
): StoreConnector {
  return factories[platform](config);
}
