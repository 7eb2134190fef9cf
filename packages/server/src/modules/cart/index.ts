// The cart module's public face (ARCHITECTURE.md decision 5): its plugin and what other code may use.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Registers the module's routes with the options it is given (the /req prefix). The routes load
 * only then, so modules can import each other's index.ts without a cycle at start-up.
 */
const plugin: FastifyPluginAsync<Record<string, unknown>> = async (app, options) => {
  await app.register((await import('./routes.js')).default, options);
  await app.register((await import('./logistics-admin-routes.js')).default, options);
  await app.register((await import('./shipping-channel-routes.js')).default, options);
};
export default fp(plugin);
export { availableGoodsCents } from './cart-checkout.js';
export { firstViewPictures, priceSkus } from './cart-pricing.js';
export type { PricedSku, SkuRef } from './cart-pricing.js';
export { loadCartLines, removeCartItems } from './cart-service.js';
export {
  deliveryDaysOf,
  feeOfOrderMethod,
  findLogistics,
  methodDeliveryDays,
  seedDemoLogistics,
  shipsTo,
  siteLogistics,
} from './logistics.js';
export { checkFbaOrder, quoteOrder } from './order-quote.js';
export { logisticsMethods } from './schema.js';
export type { LogisticsMethodRow } from './schema.js';
export { shippingFeeCents } from './shipping-fee.js';
export { IdList } from './wire-schemas.js';
