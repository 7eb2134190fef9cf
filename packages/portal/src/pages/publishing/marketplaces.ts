import { STORE_PLATFORM, type StorePlatformCode } from '@podkit/sdk-core';

/** A marketplace whose publishing screens (商品库, 产品模板, 刊登) the portal has built. */
export interface Marketplace {
  key: 'shopify';
  label: string;
  /** The store platform a release goes to. */
  storePlatform: StorePlatformCode;
  /** Workbench paths of its three screens, for links between them. */
  paths: { library: string; template: string; release: string };
}

export const shopify: Marketplace = {
  key: 'shopify',
  label: 'Shopify',
  storePlatform: STORE_PLATFORM.shopify,
  paths: {
    library: '/publish/shopifyLibrary',
    template: '/publish/shopifyProTem',
    release: '/publish/shopifyRelease',
  },
};
