// The stores module's public face (ARCHITECTURE.md decision 5): its plugin and what other code may use.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { JobDependencies, JobHandler } from '../jobs/index.js';
import { STORE_PUSH_TRACKING_JOB } from '../orders/index.js';
import { STORE_LISTINGS_JOB, listingsSyncHandler } from './listings-sync-job.js';
import { importOrderHandler } from './import-order-job.js';
import { STORE_IMPORT_ORDER_JOB, STORE_SYNC_JOB, storeSyncHandler } from './sync-job.js';
import { pushTrackingHandler } from './tracking-push.js';

/**
 * Registers the module's routes with the options it is given (the /req prefix). The routes load
 * only then, so modules can import each other's index.ts without a cycle at start-up.
 */
const plugin: FastifyPluginAsync<Record<string, unknown>> = async (app, options) => {
  await app.register((await import('./routes.js')).default, options);
  await app.register((await import('./third-product-routes.js')).default, options);
  await app.register((await import('./admin-routes.js')).default, options);
  await app.register((await import('./store-trade-routes.js')).default, options);
};
export default fp(plugin);
export { skuMappings, stores } from './schema.js';
export { findShopOwner } from './shop-owner.js';
export type { AdminEmbedPlatform } from './shop-owner.js';
export {
  ADMIN_PLATFORMS,
  SHOPIFY,
  SHOPLINE,
  verifyAdminSessionToken,
} from './shopify-session-token.js';
export type { AdminAppCredentials, AdminPlatform } from './shopify-session-token.js';
export { STORE_IMPORT_ORDER_JOB, STORE_LISTINGS_JOB, STORE_SYNC_JOB };
export function jobHandlers({ config }: JobDependencies): Record<string, JobHandler> {
  return {
    [STORE_SYNC_JOB]: storeSyncHandler(config.stores),
    [STORE_IMPORT_ORDER_JOB]: importOrderHandler(config.stores),
    // The orders module queues it when an order ships; telling the store is this module's work.
    [STORE_PUSH_TRACKING_JOB]: pushTrackingHandler(config.stores),
    [STORE_LISTINGS_JOB]: listingsSyncHandler(config.stores),
  };
}
export { findStore, toStore } from './store-service.js';
export { checkFbaShipmentOfStore } from './fba-shipments.js';
export { StoreSchema } from './schemas.js';
export { importContext, importStoreOrders } from './order-import.js';
export type { StoreAccess, StoreOrder } from './connectors/connector.js';
export { openCredentials, sealCredentials } from './token-vault.js';
export type { Owner as StoreOwner } from './store-service.js';
export type { StoreRow } from './schema.js';
export { connectorFor, platformNames } from './platforms.js';
export { siteStoresConfig } from './platform-apps.js';
export { adminAppOf } from './admin-app.js';
export { withPlatform } from './platform-call.js';
export {
  PlatformAuthRejected,
  PlatformError,
  PlatformRateLimited,
  PublishingNotSupported,
} from './connectors/connector.js';
export {
  cachedCategoryAttributes,
  platformCategories,
  platformCategoryAttributes,
} from './category-read.js';
export type {
  ListingAttribute,
  PlatformCategoryAttributes,
  StoreConnector,
  ListingDraft,
  ListingVariant,
  PublishedListing,
  RememberListingId,
} from './connectors/connector.js';
export { temuHostedApi } from './connectors/temu-hosted.js';
export type {
  TemuHostedApi,
  TemuPurchaseOrder,
  TemuShipOrderDraft,
} from './connectors/temu-hosted.js';
export type { TemuTrip } from './connectors/temu-hosted-packing.js';
