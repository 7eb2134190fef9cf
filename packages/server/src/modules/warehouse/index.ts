// The warehouse module's public face (ARCHITECTURE.md decision 5): 仓储服务 — stock held for
// resellers, its ledger, inbound requests, storage fees — and what orders need to ship from stock.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { JobHandler } from '../jobs/index.js';
import { STORAGE_FEE_JOB, storageFeeHandler } from './storage-fee.js';

/**
 * Registers the module's routes with the options it is given (the /req prefix). The routes load
 * only then, so modules can import each other's index.ts without a cycle at start-up.
 */
const plugin: FastifyPluginAsync<Record<string, unknown>> = async (app, options) => {
  await app.register((await import('./routes.js')).default, options);
  await app.register((await import('./admin-routes.js')).default, options);
};
export default fp(plugin);
export { planFromStock, returnOrderStock, takeFromStock } from './order-stock.js';
export type { StockLine, StockPlan } from './order-stock.js';
export { STORAGE_FEE_JOB };
export function jobHandlers(): Record<string, JobHandler> {
  return { [STORAGE_FEE_JOB]: storageFeeHandler };
}
