// The work-orders module's public face (ARCHITECTURE.md decision 5): its plugin (我的工单, 创建工单
// and the console's ticket queue) and its tables.
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
export { workOrderMessages, workOrders } from './schema.js';
export { MAX_ATTACHMENTS, attachedFiles, toWireFile } from './attachments.js';
export type { AttachedFile } from './schema.js';
