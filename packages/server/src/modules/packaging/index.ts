// The packaging module's public face (ARCHITECTURE.md decision 5): its plugin (包装模板 and the
// console's packaging review), its table, and what an order needs to use a template.
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
export { packagingTemplates } from './schema.js';
export {
  checkDefaultTemplate,
  defaultPackaging,
  packagingDesigns,
  packagingForOrder,
} from './template-read.js';
export type { OrderPackaging } from './template-read.js';
