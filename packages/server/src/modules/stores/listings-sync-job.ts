import type { ConnectablePlatform } from '@podkit/sdk-core';
import type { StorePlatformsConfig } from '../../config.js';
import type { DbExecutor } from '../../db/client.js';
import { enqueueJob, RetryJobLater, type Job, type JobContext } from '../jobs/index.js';
import { loadStore, withPlatform } from './platform-call.js';
import { siteStoresConfig } from './platform-apps.js';
import { connectorFor } from './platforms.js';
import type { StoreRow } from './schema.js';
import { recordStoreProducts } from './store-products.js';

export const STORE_LISTINGS_JOB = 'store.syncListings';
/** Rate-limit answers are retried, so a listings job has many attempts. */
const LISTINGS_ATTEMPTS = 50;

/** Queues a read of the store's products; at most one queued or running per store. */
export function enqueueListingsSync(db: DbExecutor, store: StoreRow) {
  return enqueueJob(
    db,
    STORE_LISTINGS_JOB,
    { storeId: store.id },
    {
      siteId: store.siteId,
      userId: store.userId,
      dedupeKey: `store-listings:${store.id}`,
      maxAttempts: LISTINGS_ATTEMPTS,
    },
  );
}

/**
 * The job: every page of the store's product variants, each page recorded as it comes (a rerun
 * after a failure records the same rows again and changes nothing), progress after each page.
 */
export function listingsSyncHandler(envConfig: StorePlatformsConfig) {
  return async (job: Job, context: JobContext) => {
    const { db, signal } = context;
    const store = await loadStore(db, job);
    const config = await siteStoresConfig(db, store.siteId, envConfig);
    const connector = connectorFor(store.platform as ConnectablePlatform, config);
    let position: string | null = null;
    let done = 0;
    for (;;) {
      if (signal.aborted) throw new RetryJobLater('服务停止，稍后继续读取店铺商品', 0);
      const page = await withPlatform(
        db,
        config,
        store,
        signal,
        (access) => connector.listProducts(access, position),
        { refusalExpires: false },
      );
      await recordStoreProducts(db, store, page.listings, 'listing');
      done += page.listings.length;
      await context.progress(done, page.total);
      if (page.next === null) break;
      position = page.next;
    }
    return { listed: done };
  };
}
