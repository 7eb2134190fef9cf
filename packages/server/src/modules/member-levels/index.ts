// The member-levels module's public face (ARCHITECTURE.md decision 5): 会员等级 for resellers (the
// levels and buying one from the balance) and the operator's level settings.
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
