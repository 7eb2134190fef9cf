import type { ConnectablePlatform, StorePlatformCode } from '@podkit/sdk-core';
import type { StorePlatformsConfig } from '../../config.js';
import type { StoreConnector } from './connectors/connector.js';
import createEtsyConnector from './connectors/etsy.js';
import createShopifyConnector from './connectors/shopify.js';
import createWooConnector from './connectors/woocommerce.js';

/** Platform names by code (spec 2; WooCommerce's 21 is PodKit's own, see sdk-core stores.ts). */
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
};

/** Shopify, Etsy and WooCommerce (sdk-core's STORE_PLATFORM has every code). */
export const connectablePlatforms: readonly ConnectablePlatform[] = [5, 7, 21];

const factories = {
  5: createShopifyConnector,
  7: createEtsyConnector,
  21: createWooConnector,
} as const;

export function isConnectable(code: number): code is ConnectablePlatform {
  return (connectablePlatforms as readonly number[]).includes(code);
}

/** The connector of a platform, built from the configured app credentials and addresses. */
export function connectorFor(
  platform: ConnectablePlatform,
  config: StorePlatformsConfig,
): StoreConnector {
  return factories[platform](config);
}
