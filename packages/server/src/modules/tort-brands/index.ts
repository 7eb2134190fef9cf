// The tort-brands module's public face (ARCHITECTURE.md decision 5): its plugin, its table and the
// check other modules run when a product is saved or published.
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
export { findTortBrands } from './brand-service.js';
export { tortBrands } from './schema.js';
export { TortBrandHitSchema } from './schemas.js';
