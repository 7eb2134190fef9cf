// The catalog module's public face (ARCHITECTURE.md decision 5): its plugin and what other code may use.
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
export { emptyParts, findBlank, levelRules, loadParts, siteCategories } from './blank-read.js';
export type { BlankParts } from './blank-read.js';
export {
  checkedCategoryName,
  checkedParentId,
  pathNames,
  withDescendants,
} from './category-tree.js';
export type { FlatCategory } from './category-tree.js';
export { callerLevel } from './level-pricing.js';
export { priceSku } from './pricing.js';
export { basicProducts, blankColors, blankImages, blankSizes, blankViews } from './schema.js';
export type { BasicProductRow } from './schema.js';
export { seedCatalogDemo } from './seed/index.js';
export { renderPng } from './seed/render-png.js';
export { putOnce } from './seed/seed.js';
export { ImageUrl } from './wire-schemas.js';
export { yuanToCents } from './yuan-input.js';
