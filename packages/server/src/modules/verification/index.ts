// The verification module's public face (ARCHITECTURE.md decision 5): 实名认证, the console's
// 实名审核, and the rule other modules ask before an action that needs a verified account.
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
export { userVerifications } from './schema.js';
export { assertRechargeAllowed, isVerified } from './verification-service.js';
