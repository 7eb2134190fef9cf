// The services module's public face (ARCHITECTURE.md decision 5): its plugin (增值服务 and the
// console's price list), the price list each service orders from, and the list of service orders
// every service writes its orders to.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Registers the module's routes with the options it is given (the /req prefix). The routes load
 * only then, so modules can import each other's index.ts without a cycle at start-up.
 */
const plugin: FastifyPluginAsync<Record<string, unknown>> = async (app, options) => {
  await app.register((await import('./routes.js')).default, options);
  await app.register((await import('./admin-routes.js')).default, options);
};
export default fp(plugin);
export { orderablePriceItem, seedServicePrices, SERVICES } from './catalogue.js';
export { noteServiceOrder } from './service-orders.js';
export type { ServiceOrderNote } from './service-orders.js';
export { serviceOrders, servicePriceItems } from './schema.js';
export type { ServicePriceItemRow } from './schema.js';
