import type { StoreConnector } from './connector.js';
import { PlatformError } from './connector.js';

/**
 * dj (22): a store front of the reseller's own, on PodKit's open API (the storefront module). It
 * has no platform for PodKit to call: orders are pushed to PodKit, tracking goes back by signed
 * webhook, and a listing "published" to it is only marked listed, for the store front to read
 * through `GET /open/v1/products`. The listing's id is PodKit's own listing key.
 */
export default function createDjConnector(): StoreConnector {
  const noAuthorisation = () => {
    throw new PlatformError('DJ 店铺使用 API 密钥，无需授权', 400);
  };
  return {
    platform: 22,
    authorizeUrl: noAuthorisation,
    exchangeCode: async () => noAuthorisation(),
    refresh: async () => noAuthorisation(),
    // Orders arrive through POST /open/v1/orders; there is nothing to fetch.
    listOrders: async () => ({ orders: [], next: null, total: 0 }),
    fetchOrder: async () => null,
    listProducts: async () => ({ listings: [], next: null, total: 0 }),
    // Tracking reaches the store front by the storefront module's webhook, not by a call.
    pushFulfilment: async (_access, request) => `webhook:${request.platformOrderId}`,
    verifyWebhook: () => false,
    parseWebhook: () => {
      throw new PlatformError('DJ 店铺不接收平台推送', 400);
    },
    publishListing: async (_access, draft) => ({ listingId: draft.listingKey, url: '' }),
    unpublishListing: async () => undefined,
  };
}
