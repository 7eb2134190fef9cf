// The sites module's public face (ARCHITECTURE.md decision 5): its plugin and what other code may use.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Registers the module's routes with the options it is given (the /req prefix). The routes load
 * only then, so modules can import each other's index.ts without a cycle at start-up.
 */
const plugin: FastifyPluginAsync<Record<string, unknown>> = async (app, options) => {
  await app.register((await import('./routes.js')).default, options);
};
export default fp(plugin);
export { toSiteConfig } from './config.js';
export { seedCustomerQrCode } from './customer-qr.js';
export { siteDomains, sites } from './schema.js';
export type { Site } from './schema.js';
export { SiteConfigSchema } from './schemas.js';
export { siteRechargeLimitCents } from './recharge-limit.js';
export { siteStorageFeeCents } from './storage-fee-rate.js';
export { siteTimeZone } from './time-zone.js';
