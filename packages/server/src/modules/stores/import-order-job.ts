import type { ConnectablePlatform } from '@podkit/sdk-core';
import type { StorePlatformsConfig } from '../../config.js';
import type { Job, JobContext, JobHandler, JobOutcome } from '../jobs/index.js';
import type { StoreOrder } from './connectors/connector.js';
import { importContext, importStoreOrders, type ImportOutcome } from './order-import.js';
import { loadStore, withPlatform } from './platform-call.js';
import { siteStoresConfig } from './platform-apps.js';
import { connectorFor } from './platforms.js';

/**
 * Webhook imports claimed together: a burst of announcements becomes one store load, one import
 * context and one transaction per store instead of one of each per order.
 */
const IMPORT_BATCH = 50;
/** Orders of one store fetched from its platform at the same time. */
const FETCH_CONCURRENCY = 4;

const payloadOf = (job: Job) => job.payload as { storeId?: number; platformOrderId: string };

/** A job's result: the counts of `importStoreOrders` for its one order, as before batching. */
function resultOf(outcome: ImportOutcome | undefined) {
  const result = { created: 0, updated: 0, flagged: 0, unchanged: 0 };
  if (outcome) result[outcome] = 1;
  return result;
}

/** A fetch that failed, for its job alone (or for each job of a fetch made together). */
type Failed = { error: unknown };

/** Runs `work` over `items`, at most `limit` at a time, answers in order. */
async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>) {
  const answers = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      answers[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return answers;
}

/** Imports one store's announced orders: fetched from the platform, then written together. */
async function importForStore(
  envConfig: StorePlatformsConfig,
  group: Job[],
  context: JobContext,
  outcomes: Map<number, JobOutcome>,
): Promise<void> {
  const { db, signal } = context;
  const fail = (jobs: Job[], error: unknown) => {
    for (const job of jobs) outcomes.set(job.id, { ok: false, error });
  };
  try {
    const store = await loadStore(db, group[0]!);
    const config = await siteStoresConfig(db, store.siteId, envConfig);
    const connector = connectorFor(store.platform as ConnectablePlatform, config);
    const ids = group.map((job) => payloadOf(job).platformOrderId);
    const fetched: Array<StoreOrder | null | Failed> = connector.fetchOrders
      ? await withPlatform(db, config, store, signal, (access) =>
          connector.fetchOrders!(access, ids),
        ).catch((error: unknown) => group.map(() => ({ error })))
      : await mapLimited(ids, FETCH_CONCURRENCY, (id) =>
          withPlatform(db, config, store, signal, (access) =>
            connector.fetchOrder(access, id),
          ).catch((error: unknown) => ({ error })),
        );
    const found: Array<{ job: Job; order: StoreOrder }> = [];
    group.forEach((job, i) => {
      const order = fetched[i]!;
      if (order === null) outcomes.set(job.id, { ok: true, result: resultOf(undefined) });
      else if ('error' in order) fail([job], order.error);
      else found.push({ job, order });
    });
    if (found.length === 0) return;
    try {
      const importing = await importContext(db, store);
      const result = await db.transaction((tx) =>
        importStoreOrders(
          tx,
          store,
          importing,
          found.map((one) => one.order),
        ),
      );
      for (const { job, order } of found)
        outcomes.set(job.id, {
          ok: true,
          result: resultOf(result.byOrder[order.platformOrderId]),
        });
    } catch (error) {
      fail(
        found.map((one) => one.job),
        error,
      );
    }
  } catch (error) {
    fail(
      group.filter((job) => !outcomes.has(job.id)),
      error,
    );
  }
}

/** Runs import jobs together, store by store; each job succeeds or fails on its own order. */
async function importOrders(
  envConfig: StorePlatformsConfig,
  claimed: Job[],
  context: JobContext,
): Promise<JobOutcome[]> {
  const byStore = new Map<number | undefined, Job[]>();
  for (const job of claimed) {
    const storeId = payloadOf(job).storeId;
    byStore.set(storeId, [...(byStore.get(storeId) ?? []), job]);
  }
  const outcomes = new Map<number, JobOutcome>();
  for (const group of byStore.values()) await importForStore(envConfig, group, context, outcomes);
  return claimed.map((job) => outcomes.get(job.id)!);
}

/** The `store.importOrder` job: one announced order imported; due ones run as one batch. */
export function importOrderHandler(envConfig: StorePlatformsConfig): JobHandler {
  const run = (claimed: Job[], context: JobContext) => importOrders(envConfig, claimed, context);
  const single = async (job: Job, context: JobContext) => {
    const [outcome] = await run([job], context);
    if (!outcome!.ok) throw outcome!.error;
    return outcome!.result;
  };
  return Object.assign(single, { batch: { max: IMPORT_BATCH, run } });
}
