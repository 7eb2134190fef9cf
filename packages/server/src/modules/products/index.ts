// The products module's public face (ARCHITECTURE.md decision 5): its plugin and what other code may use.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createStorage } from '../../storage/index.js';
import type { JobDependencies, JobHandler } from '../jobs/index.js';
import { PRODUCT_RENDER_JOB, productRenderHandler } from './render-job.js';

/**
 * Registers the module's routes with the options it is given (the /req prefix). The routes load
 * only then, so modules can import each other's index.ts without a cycle at start-up.
 */
const plugin: FastifyPluginAsync<Record<string, unknown>> = async (app, options) => {
  await app.register((await import('./routes.js')).default, options);
  await app.register((await import('./image-routes.js')).default, options);
};
export default fp(plugin);
export { PRODUCT_RENDER_JOB };
export function jobHandlers({ config }: JobDependencies): Record<string, JobHandler> {
  return { [PRODUCT_RENDER_JOB]: productRenderHandler(createStorage(config)) };
}
export {
  designedProductSkus,
  designedProducts,
  productMockups,
  productPrintFiles,
} from './schema.js';
export { productTexts } from './product-texts.js';
export { getDesignedProduct, listDesignedProducts } from './product-read.js';
// What another module needs to check and draw a design document of its own (packaging designs).
export { assertUsableMaterials, parseDocument } from './design-check.js';
export { assertFontsInstalled, loadLayerImages } from './image-loading.js';
