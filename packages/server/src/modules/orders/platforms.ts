/** Store platform codes of spec section 2, with their names. */
export const platformNames: Record<number, string> = {
  1: 'Amazon',
  2: 'Aliexpress',
  3: 'Wish',
  4: 'Shopee',
  5: 'Shopify',
  7: 'Etsy',
  8: 'Shoplazza',
  9: 'Shopline',
  10: 'Tiktok',
  14: 'Ozon',
  17: 'Temu',
  18: 'Temu 本地',
  19: 'Shein',
  20: 'Temu 托管',
  // PodKit's own codes (sdk-core STORE_PLATFORM): WooCommerce and dj store fronts.
  21: 'WooCommerce',
  22: 'DJ',
};

/** Orders placed on the platform itself (from the cart) carry no store platform. */
export const OWN_ORDER_PLATFORM_NAME = '平台下单';

export function platformName(platform: number | null): string {
  if (platform === null) return OWN_ORDER_PLATFORM_NAME;
  return platformNames[platform] ?? `平台 ${platform}`;
}
