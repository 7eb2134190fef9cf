import type { PublishPlatform, StorePlatformCode } from '@podkit/sdk-core';
import { invalid } from '../../http/envelope.js';
import { marketplaces } from '../menu/index.js';

/** Every marketplace key of the menu's publishing center (WooCommerce included, issue 17; Amazon, issue 19). */
export const publishPlatforms = marketplaces.map(
  (marketplace) => marketplace.key,
) satisfies readonly PublishPlatform[];

/** The store platform (spec 2 codes) whose stores a marketplace's listings go to; dj's 22 is PodKit's own. */
export const storePlatformOf: Record<PublishPlatform, StorePlatformCode | null> = {
  shopify: 5,
  shopline: 9,
  shoplazza: 8,
  wish: 3,
  etsy: 7,
  shopee: 4,
  aliexpress: 2,
  tiktok: 10,
  temu: 17,
  temuLocal: 18,
  temuHosted: 20,
  shein: 19,
  ozon: 14,
  dj: 22,
  woocommerce: 21,
  amazon: 1,
};

export function publishPlatformOf(code: number): PublishPlatform | null {
  const found = Object.entries(storePlatformOf).find(([, value]) => value === code);
  return found ? (found[0] as PublishPlatform) : null;
}

/** The store platform whose category tree a marketplace's templates pick from. */
export function categoryPlatformOf(platform: PublishPlatform): StorePlatformCode {
  const code = storePlatformOf[platform];
  if (code === null || platform === 'dj') throw invalid('该平台没有可读取的平台类目');
  return code;
}
