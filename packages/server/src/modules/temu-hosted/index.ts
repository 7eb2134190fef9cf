// The temu-hosted module's public face (ARCHITECTURE.md decision 5): its plugin and its job.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { JobDependencies, JobHandler } from '../jobs/index.js';
import { purchaseOrderSyncHandler, TEMU_PURCHASE_ORDER_SYNC_JOB } from './purchase-order-sync.js';

/**
 * Registers the module's routes with the options it is given (the /req prefix). The routes load
 * only then, so modules can import each other's index.ts without a cycle at start-up.
 */
const plugin: FastifyPluginAsync<Record<string, unknown>> = async (app, options) => {
  await app.register((await import('./routes.js')).default, options);
};
export default fp(plugin);
export { TEMU_PURCHASE_ORDER_SYNC_JOB };
export { enqueuePurchaseOrderSync } from './purchase-order-sync.js';
export function jobHandlers({ config }: JobDependencies): Record<string, JobHandler> {
  return { [TEMU_PURCHASE_ORDER_SYNC_JOB]: purchaseOrderSyncHandler(config.stores) };
}
