import { and, eq, sql } from 'drizzle-orm';
import type { ConnectablePlatform } from '@podkit/sdk-core';
import type { StorePlatformsConfig } from '../../config.js';
import type { Db, DbExecutor } from '../../db/client.js';
import { enqueueJob } from '../jobs/index.js';
import { jobs, type Job } from '../jobs/index.js';
import { PermanentJobError, RetryJobLater, type JobContext } from '../jobs/index.js';
import type { OrderPage, StoreOrder } from './connectors/connector.js';
import { importContext, importStoreOrders } from './order-import.js';
import { loadStore, withPlatform } from './platform-call.js';
import { siteStoresConfig } from './platform-apps.js';
import { connectorFor } from './platforms.js';
import { stores, type StoreRow } from './schema.js';

export const STORE_SYNC_JOB = 'store.syncOrders';
export const STORE_IMPORT_ORDER_JOB = 'store.importOrder';

/** Orders fetched (several pages) before they are written in one transaction. */
const COMMIT_EVERY = 200;
/** Rate-limit answers are retried, so a sync job has many more attempts than the default. */
const SYNC_ATTEMPTS = 50;

const syncKey = (storeId: number) => `store-sync:${storeId}`;

/** Where an interrupted sync stands: the page to fetch next and the newest change seen so far. */
interface SyncPosition {
  next: string | null;
  newest: string | null;
}

/**
 * Queues a sync of the store now. At most one sync per store is queued or running (the dedupe
 * key); asking while the next scheduled one waits brings that one forward instead.
 */
export async function enqueueStoreSync(db: DbExecutor, store: StoreRow, runAt = new Date()) {
  const job = await enqueueJob(
    db,
    STORE_SYNC_JOB,
    { storeId: store.id },
    {
      siteId: store.siteId,
      userId: store.userId,
      dedupeKey: syncKey(store.id),
      maxAttempts: SYNC_ATTEMPTS,
      runAt,
    },
  );
  if (job.status === 'queued' && job.runAt > runAt)
    await db.update(jobs).set({ runAt }).where(eq(jobs.id, job.id));
  await db
    .update(stores)
    .set({ syncStatus: job.status === 'running' ? 'running' : 'queued' })
    .where(and(eq(stores.id, store.id), sql`${stores.syncStatus} <> 'running'`));
  return job;
}

/** Queues the import of one order a webhook announced (many announcements, one job). */
export function enqueueOrderImport(db: DbExecutor, store: StoreRow, platformOrderId: string) {
  return enqueueJob(
    db,
    STORE_IMPORT_ORDER_JOB,
    { storeId: store.id, platformOrderId },
    {
      siteId: store.siteId,
      userId: store.userId,
      dedupeKey: `store-order:${store.id}:${platformOrderId}`,
      maxAttempts: SYNC_ATTEMPTS,
    },
  );
}

async function recordFailure(db: Db, storeId: number, error: unknown, status: 'failed' | 'queued') {
  const message = error instanceof Error ? error.message : String(error);
  await db
    .update(stores)
    .set({ lastError: message.slice(0, 500), syncStatus: status, updatedAt: new Date() })
    .where(eq(stores.id, storeId));
}

/**
 * Takes the store for this job: no other sync job may be working on it (one that died has a
 * lapsed lease). Answers false while another one holds it.
 */
async function takeStore(db: Db, storeId: number, jobId: number): Promise<boolean> {
  const taken = await db
    .update(stores)
    .set({ syncJobId: jobId, syncStatus: 'running', updatedAt: new Date() })
    .where(
      and(
        eq(stores.id, storeId),
        sql`(${stores.syncJobId} is null or ${stores.syncJobId} = ${jobId} or not exists (
          select 1 from ${jobs} where ${jobs.id} = ${stores.syncJobId}
            and ${jobs.status} = 'running' and ${jobs.lockedUntil} > now()))`,
      ),
    )
    .returning({ id: stores.id });
  return taken.length > 0;
}

export function storeSyncHandler(envConfig: StorePlatformsConfig) {
  return async (job: Job, context: JobContext) => {
    const { db, signal } = context;
    const store = await loadStore(db, job).catch(async (error: unknown) => {
      const storeId = (job.payload as { storeId?: number })?.storeId;
      if (storeId) await recordFailure(db, storeId, error, 'failed');
      throw error;
    });
    if (!(await takeStore(db, store.id, job.id))) throw new RetryJobLater('该店铺正在同步', 15_000);
    const config = await siteStoresConfig(db, store.siteId, envConfig);
    const connector = connectorFor(store.platform as ConnectablePlatform, config);
    const importing = await importContext(db, store);
    const since = store.syncCursor ? new Date(store.syncCursor) : null;
    const resumed = store.syncPage ? (JSON.parse(store.syncPage) as SyncPosition) : null;
    let position: SyncPosition = resumed ?? { next: null, newest: null };
    let done = resumed ? store.syncDone : 0;
    let total = resumed ? store.syncTotal : null;
    if (!resumed)
      await db.update(stores).set({ syncDone: 0, syncTotal: null }).where(eq(stores.id, store.id));
    try {
      let batch: StoreOrder[] = [];
      for (;;) {
        if (signal.aborted) throw new RetryJobLater('服务停止，稍后继续同步', 0);
        const page: OrderPage = await withPlatform(db, config, store, signal, (access) =>
          connector.listOrders(access, since, position.next),
        );
        const newest = page.orders.reduce<string | null>((max, order) => {
          const at = order.updatedAt.toISOString();
          return max === null || at > max ? at : max;
        }, position.newest);
        position = { next: page.next, newest };
        total = page.total ?? total;
        batch = batch.concat(page.orders);
        if (batch.length < COMMIT_EVERY && page.next !== null) continue;
        done += batch.length;
        const orders = batch;
        batch = [];
        // The orders and the position after them commit together: a crash refetches at most
        // the pages since the last commit, and importing them again changes nothing.
        await db.transaction(async (tx) => {
          await importStoreOrders(tx, store, importing, orders);
          await tx
            .update(stores)
            .set({
              syncPage: JSON.stringify(position),
              syncDone: done,
              syncTotal: total,
              updatedAt: new Date(),
            })
            .where(eq(stores.id, store.id));
        });
        await context.progress(done, total);
        if (page.next === null) break;
      }
    } catch (error) {
      await recordFailure(
        db,
        store.id,
        error,
        error instanceof PermanentJobError ? 'failed' : 'queued',
      );
      throw error;
    }
    const nextAt = new Date(Date.now() + config.syncIntervalMinutes * 60_000);
    await db.transaction(async (tx) => {
      await tx
        .update(stores)
        .set({
          // Orders changed at the newest time seen may share it with ones not yet seen: start there.
          syncCursor: position.newest ?? store.syncCursor,
          syncPage: null,
          syncStatus: 'idle',
          syncJobId: null,
          lastError: '',
          lastSyncedAt: new Date(),
          nextSyncAt: nextAt,
          updatedAt: new Date(),
        })
        .where(eq(stores.id, store.id));
      // Free the dedupe key so the next scheduled sync can be queued behind this one.
      await tx.update(jobs).set({ dedupeKey: null }).where(eq(jobs.id, job.id));
      await enqueueStoreSync(tx, store, nextAt);
      await tx.update(stores).set({ syncStatus: 'idle' }).where(eq(stores.id, store.id));
    });
    return { imported: done, total };
  };
}
