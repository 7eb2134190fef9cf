// The goods module's public face (ARCHITECTURE.md decision 5): its plugin and what other code may use.
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
export { goods, goodsSkus } from './schema.js';
export { returnGoodsStock, takeGoodsStock } from './order-stock.js';
export { changeGoodsStock } from './stock-ledger.js';
export type { GoodsStockLine } from './order-stock.js';
export { seedDemoGoods } from './seed.js';
