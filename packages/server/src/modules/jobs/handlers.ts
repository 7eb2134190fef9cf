import type { ServerConfig } from '../../config.js';
import { createStorage } from '../../storage/index.js';
import {
  ORDER_EXPORT_JOB,
  orderExportHandler,
  PRODUCT_FILES_EXPORT_JOB,
  productFilesExportHandler,
} from '../exports/index.js';
import { ORDER_IMPORT_JOB, orderImportHandler } from '../order-import/index.js';
import { STORE_PUSH_TRACKING_JOB } from '../orders/index.js';
import { PRODUCT_RENDER_JOB, productRenderHandler } from '../products/index.js';
import { LISTING_JOB, listingJobHandler } from '../publishing/index.js';
import {
  importOrderHandler,
  STORE_IMPORT_ORDER_JOB,
  STORE_SYNC_JOB,
  storeSyncHandler,
} from '../stores/index.js';
import { listingsSyncHandler, pushTrackingHandler, STORE_LISTINGS_JOB } from '../stores/index.js';
import { purchaseOrderSyncHandler, TEMU_PURCHASE_ORDER_SYNC_JOB } from '../temu-hosted/index.js';
import { STORAGE_FEE_JOB, storageFeeHandler } from '../warehouse/index.js';
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
    [ORDER_EXPORT_JOB]: orderExportHandler(createStorage(deps.config)),
    [PRODUCT_FILES_EXPORT_JOB]: productFilesExportHandler(createStorage(deps.config)),
    [STORE_SYNC_JOB]: storeSyncHandler(deps.config.stores),
    [STORE_IMPORT_ORDER_JOB]: importOrderHandler(deps.config.stores),
    [STORE_PUSH_TRACKING_JOB]: pushTrackingHandler(deps.config.stores),
    [STORE_LISTINGS_JOB]: listingsSyncHandler(deps.config.stores),
    [ORDER_IMPORT_JOB]: orderImportHandler(createStorage(deps.config)),
    [LISTING_JOB]: listingJobHandler(deps.config),
    [STORAGE_FEE_JOB]: storageFeeHandler,
    [TEMU_PURCHASE_ORDER_SYNC_JOB]: purchaseOrderSyncHandler(deps.config.stores),
  };
}
