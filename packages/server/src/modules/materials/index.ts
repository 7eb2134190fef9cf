// The materials module's public face (ARCHITECTURE.md decision 5): its plugin and what other code may use.
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
export { isPublicAddress } from './address-guard.js';
export { insertMaterial, prepareMaterial } from './material-create.js';
export { stageStoredFileAsMaterial } from './staged-material.js';
export type { StagedMaterial } from './staged-material.js';
export { urlMaker } from './material-url.js';
export type { UrlOf } from './material-url.js';
export { ownerOf } from './owner.js';
export type { Owner } from './owner.js';
export { materials } from './schema.js';
export { privateFetchAllowed } from './url-material.js';
