import type { ServerConfig } from '../../config.js';
import { createStorage } from '../../storage/index.js';
import { ORDER_IMPORT_JOB, orderImportHandler } from '../order-import/import-job.js';
import { PRODUCT_RENDER_JOB, productRenderHandler } from '../products/render-job.js';
import type { JobHandler } from './worker.js';

export interface JobDependencies {
  config: ServerConfig;
}

/**
 * Every kind of background job and the function that runs it. Modules add their kinds here
 * (print files, exports, order sync), so that any worker process can run any job.
 */
export function jobHandlers(deps: JobDependencies): Record<string, JobHandler> {
  return {
    [PRODUCT_RENDER_JOB]: productRenderHandler(createStorage(deps.config)),
    [ORDER_IMPORT_JOB]: orderImportHandler(createStorage(deps.config)),
  };
}
