// The sub-sites module's public face (ARCHITECTURE.md decision 5): a reseller's sub-site on its own
// domain (the `domain` screen), its customers and the markup they pay, and the operator's rule of
// which levels may open one.
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
export { addSubSiteCustomer, subSiteByHost } from './host.js';
export {
  creditOrderMarkup,
  customerMarkup,
  markupOf,
  subSiteMarkup,
  withMarkup,
} from './markup.js';
export { reverseOrderMarkup } from './markup-reversal.js';
export type { CustomerMarkup } from './markup.js';
export type { SubSite as SubSiteRow } from './schema.js';
