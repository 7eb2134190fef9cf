import { STORE_PLATFORM, type PublishPlatform, type StorePlatformCode } from '@podkit/sdk-core';

/**
 * A marketplace of the publishing center (刊登中心): its three screens (商品库, 产品模板, 刊登)
 * are the same pages, told apart by this data and by the template fields the server names for it
 * (GET /distribution/productTemplate/fields).
 */
export interface Marketplace {
  key: PublishPlatform;
  /** As the server menu names it. */
  label: string;
  /** The store platform a release goes to (dj: PodKit's own 22, store fronts on the open API). */
  storePlatform: StorePlatformCode;
  /** PodKit publishes to it through its API; the others fail a release with the server's reason. */
  apiPublishing: boolean;
  /** Menu component names of its three screens. */
  components: { library: string; template: string; release: string };
  /** Workbench paths of its three screens, for links between them. */
  paths: { library: string; template: string; release: string };
}

function marketplace(
  key: PublishPlatform,
  label: string,
  templateComponent: string,
  apiPublishing = false,
): Marketplace {
  const components = {
    library: `${key}Library`,
    template: templateComponent,
    release: `${key}Release`,
  };
  return {
    key,
    label,
    storePlatform: STORE_PLATFORM[key],
    apiPublishing,
    components,
    paths: {
      library: `/publish/${components.library}`,
      template: `/publish/${components.template}`,
      release: `/publish/${components.release}`,
    },
  };
}

/** In the server menu's order (modules/menu/catalog.ts), template component names as it spells them. */
export const marketplaces: Marketplace[] = [
  marketplace('shopify', 'Shopify', 'shopifyProTem', true),
  // Shopline, Shoplazza and Ozon publish through their APIs (issue 20).
  marketplace('shopline', 'Shopline', 'shoplineProTemp', true),
  marketplace('shoplazza', 'Shoplazza', 'shoplazzaProTemp', true),
  // Wish (API v3 products) and AliExpress (solution product API) publish through their APIs (issue 20).
  marketplace('wish', 'Wish', 'wishProTemp', true),
  // Etsy and WooCommerce connectors publish through their APIs (issue 17).
  marketplace('etsy', 'Etsy', 'etsyProTemp', true),
  // Shopee publishes through Open Platform v2's product API (issue 20).
  marketplace('shopee', 'Shopee', 'shopeeProtemp', true),
  marketplace('aliexpress', 'AliExpress', 'aliexpressProtem', true),
  // TikTok Shop and Amazon publish through their APIs (issue 19).
  marketplace('tiktok', 'TikTok', 'tiktokProTemp', true),
  // Temu's seller stores publish through the local goods API, Shein through publishOrEdit; Temu
  // hosted lists for the seller, so it has none.
  marketplace('temu', 'Temu', 'temuProTemp', true),
  marketplace('temuLocal', 'Temu 本土', 'temuLocalProTemp', true),
  marketplace('temuHosted', 'Temu 托管', 'temuHostedProTemp'),
  marketplace('shein', 'Shein', 'sheinProTemp', true),
  marketplace('ozon', 'Ozon', 'ozonProTemp', true),
  // A dj release only marks the product listed; the store front reads it from the open API.
  marketplace('dj', 'DJ', 'djProTemp', true),
  marketplace('woocommerce', 'WooCommerce', 'woocommerceProTemp', true),
  // Amazon lists through SP-API's Listings Items API (issue 19).
  marketplace('amazon', 'Amazon', 'amazonProTemp', true),
];

export function marketplaceOf(key: PublishPlatform): Marketplace {
  return marketplaces.find((m) => m.key === key)!;
}
