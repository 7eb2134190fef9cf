// The exports module's public face (ARCHITECTURE.md decision 5): its plugin and what other code may use.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createStorage } from '../../storage/index.js';
import type { JobDependencies, JobHandler } from '../jobs/index.js';
import { ORDER_EXPORT_JOB, orderExportHandler } from './order-export.js';
import { PRODUCT_FILES_EXPORT_JOB, productFilesExportHandler } from './product-files-export.js';

/**
 * Registers the module's routes with the options it is given (the /req prefix). The routes load
 * only then, so modules can import each other's index.ts without a cycle at start-up.
 */
const plugin: FastifyPluginAsync<Record<string, unknown>> = async (app, options) => {
  await app.register((await import('./routes.js')).default, options);
};
export default fp(plugin);
export { ORDER_EXPORT_JOB, PRODUCT_FILES_EXPORT_JOB };
export function jobHandlers({ config }: JobDependencies): Record<string, JobHandler> {
  return {
    [ORDER_EXPORT_JOB]: orderExportHandler(createStorage(config)),
    [PRODUCT_FILES_EXPORT_JOB]: productFilesExportHandler(createStorage(config)),
  };
}
export { getExport, recordFinishedExport } from './export-service.js';
export { ExportRecordSchema } from './schemas.js';
