import { STORE_PLATFORM, type ConnectablePlatform, type StorePlatformCode } from '@podkit/sdk-core';

/** The platforms of spec section 2 (and WooCommerce, 21, and dj, 22) as the store screen's tabs show them. */
export const platformTabs: Array<{ code: StorePlatformCode; name: string }> = [
  { code: STORE_PLATFORM.shopify, name: 'Shopify' },
  { code: STORE_PLATFORM.etsy, name: 'Etsy' },
  { code: STORE_PLATFORM.woocommerce, name: 'WooCommerce' },
  { code: STORE_PLATFORM.amazon, name: 'Amazon' },
  { code: STORE_PLATFORM.aliexpress, name: 'AliExpress' },
  { code: STORE_PLATFORM.wish, name: 'Wish' },
  { code: STORE_PLATFORM.shopee, name: 'Shopee' },
  { code: STORE_PLATFORM.shoplazza, name: 'Shoplazza' },
  { code: STORE_PLATFORM.shopline, name: 'Shopline' },
  { code: STORE_PLATFORM.tiktok, name: 'TikTok' },
  { code: STORE_PLATFORM.ozon, name: 'Ozon' },
  { code: STORE_PLATFORM.temu, name: 'Temu' },
  { code: STORE_PLATFORM.temuLocal, name: 'Temu 本土' },
  { code: STORE_PLATFORM.shein, name: 'Shein' },
  { code: STORE_PLATFORM.temuHosted, name: 'Temu 托管' },
  { code: STORE_PLATFORM.dj, name: 'DJ' },
];

const connectable: readonly number[] = [
  STORE_PLATFORM.shopify,
  STORE_PLATFORM.etsy,
  STORE_PLATFORM.woocommerce,
  STORE_PLATFORM.amazon,
  STORE_PLATFORM.tiktok,
  STORE_PLATFORM.temu,
  STORE_PLATFORM.temuLocal,
  STORE_PLATFORM.shein,
  STORE_PLATFORM.shopee,
  STORE_PLATFORM.shopline,
  STORE_PLATFORM.shoplazza,
  STORE_PLATFORM.temuHosted,
  STORE_PLATFORM.ozon,
  STORE_PLATFORM.wish,
  STORE_PLATFORM.aliexpress,
  STORE_PLATFORM.dj,
];

export function isConnectable(code: number): code is ConnectablePlatform {
  return connectable.includes(code);
}

/** ?platform=: missing shows Shopify; a code no tab has is null (the page says so). */
export function platformFromQuery(value: string | null): StorePlatformCode | null {
  if (value === null || value.trim() === '') return STORE_PLATFORM.shopify;
  const code = Number(value);
  return platformTabs.find((p) => p.code === code)?.code ?? null;
}
