// The design-service module's public face (ARCHITECTURE.md decision 5): its plugin (设计服务 and
// 设计需求 for resellers, the design queue and designer accounts of the console) and its tables.
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
export { designOrderEvents, designOrders } from './schema.js';
export { designerRoleId } from './designers.js';
