import type { ComponentType } from 'react';
import { ListingTemplatePage } from './ListingTemplatePage.js';
import type { Marketplace } from './marketplaces.js';
import { PlatformLibraryPage } from './PlatformLibraryPage.js';
import { ReleasePage } from './ReleasePage.js';

export type MarketplaceScreen = 'library' | 'template' | 'release';

const pages = {
  library: PlatformLibraryPage,
  template: ListingTemplatePage,
  release: ReleasePage,
} satisfies Record<MarketplaceScreen, ComponentType<{ marketplace: Marketplace }>>;

/** One of a marketplace's three screens as a page without props (what the page registry holds). */
export function marketplaceScreen(marketplace: Marketplace, screen: MarketplaceScreen) {
  const Page = pages[screen];
  return function MarketplacePage() {
    return <Page marketplace={marketplace} />;
  };
}
