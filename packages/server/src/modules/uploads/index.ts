// The uploads module's public face (ARCHITECTURE.md decision 5): its plugin and what other code may use.
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

/** The stored files at `/files/*`, registered at the root, outside the API prefix. */
export const storedFiles = fp(async (app) => {
  await app.register((await import('./routes.js')).storedFiles);
});
export { checkUploadContent } from './content-check.js';
export { discardStaged, receiveUpload } from './receive-upload.js';
export { uploadedFiles } from './schema.js';
export {
  formatBytes,
  isUploadExtension,
  maxUploadBytes,
  uploadExtensions,
} from './upload-kinds.js';
export type { UploadExtension } from './upload-kinds.js';
export { uploadDir } from './upload-policy.js';
export { cleanFileName } from './uploaded-files.js';
