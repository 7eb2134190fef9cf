import { eq } from 'drizzle-orm';
import type { StorePlatformsConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Job } from '../jobs/index.js';
import { PermanentJobError, RetryJobLater } from '../jobs/index.js';
import {
  PlatformAuthRejected,
  PlatformDataNotApproved,
  PlatformRateLimited,
  type StoreAccess,
} from './connectors/connector.js';
import { pause } from './connectors/platform-http.js';
import { stores, type StoreRow } from './schema.js';
import { markState, storeAccess } from './store-service.js';

/** Rate-limit waits up to this long happen inside the job; longer ones reschedule it. */
const MAX_INLINE_WAIT_MS = 5_000;

/** The authorised store a store job is about; a store gone or no longer authorised ends it. */
export async function loadStore(db: Db, job: Job): Promise<StoreRow> {
  const storeId = (job.payload as { storeId?: number })?.storeId;
  const [store] = storeId ? await db.select().from(stores).where(eq(stores.id, storeId)) : [];
  if (!store) throw new PermanentJobError('店铺已解绑');
  if (store.state !== 'authorised')
    throw new PermanentJobError(`店铺${store.stateMessage || '未授权'}`);
  return store;
}

/**
 * Calls the platform, waiting out short rate limits in place and refreshing a refused token once;
 * a long wait reschedules the job, a second refusal marks the store expired. With
 * `refusalExpires: false` a refusal only ends the job: reading listings may be refused for a scope
 * the store's grant lacks while its orders still sync. Data the app is not approved for ends the
 * job with the platform's reason and leaves the store authorised.
 */
export async function withPlatform<T>(
  db: Db,
  config: StorePlatformsConfig,
  store: StoreRow,
  signal: AbortSignal,
  call: (access: StoreAccess) => Promise<T>,
  options: { refusalExpires?: boolean } = {},
): Promise<T> {
  let access = await storeAccess(db, config, store);
  let refreshed = false;
  for (;;) {
    try {
      return await call(access);
    } catch (error) {
      if (error instanceof PlatformRateLimited) {
        if (error.retryAfterMs > MAX_INLINE_WAIT_MS || signal.aborted)
          throw new RetryJobLater(error.message, error.retryAfterMs);
        await pause(error.retryAfterMs, signal);
        continue;
      }
      if (error instanceof PlatformDataNotApproved) throw new PermanentJobError(error.message);
      if (error instanceof PlatformAuthRejected) {
        if (!refreshed && access.credentials.refreshToken) {
          refreshed = true;
          access = await storeAccess(db, config, store, { forceRefresh: true });
          continue;
        }
        if (options.refusalExpires === false)
          throw new PermanentJobError(`${error.message}（请在店铺管理中重新授权，以允许读取商品）`);
        await markState(db, store.id, 'expired', error.message);
        throw new PermanentJobError(error.message);
      }
      throw error;
    }
  }
}
