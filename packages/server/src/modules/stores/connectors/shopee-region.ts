/** Each Shopee market's buyer site, by the region code get_shop_info answers. */
const SITES: Record<string, string> = {
  SG: 'shopee.sg',
  MY: 'shopee.com.my',
  TW: 'shopee.tw',
  ID: 'shopee.co.id',
  VN: 'shopee.vn',
  TH: 'shopee.co.th',
  PH: 'shopee.ph',
  BR: 'shopee.com.br',
  MX: 'shopee.com.mx',
  CO: 'shopee.com.co',
  CL: 'shopee.cl',
  PL: 'shopee.pl',
};

/** Where buyers see the item (`/product/{shop_id}/{item_id}`); Singapore's site for an unknown region. */
export const shopeeProductUrl = (region: string, shopId: string, itemId: number | string) =>
  `https://${SITES[region.toUpperCase()] ?? SITES.SG}/product/${shopId}/${itemId}`;
