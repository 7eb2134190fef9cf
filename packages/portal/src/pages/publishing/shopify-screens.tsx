import { ListingTemplatePage } from './ListingTemplatePage.js';
import { shopify } from './marketplaces.js';
import { PlatformLibraryPage } from './PlatformLibraryPage.js';
import { ReleasePage } from './ReleasePage.js';

/** shopifyLibrary, shopifyProTem and shopifyRelease: the publishing screens for Shopify. */
export function ShopifyLibraryPage() {
  return <PlatformLibraryPage marketplace={shopify} />;
}

export function ShopifyTemplatePage() {
  return <ListingTemplatePage marketplace={shopify} />;
}

export function ShopifyReleasePage() {
  return <ReleasePage marketplace={shopify} />;
}
