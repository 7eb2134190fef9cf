import { and, eq, isNotNull } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Store, StoreConnectResult } from '@podkit/sdk-core';
import type { Db } from '../../src/db/client.js';
import { jobs } from '../../src/modules/jobs/schema.js';
import type { JobWorker } from '../../src/modules/jobs/worker.js';
import { applyOrderEvent } from '../../src/modules/orders/order-transition.js';
import type { OrderRow } from '../../src/modules/orders/schema.js';
import { drainJobs, type Reseller } from './publishing.js';

/** Connects an OAuth store (Shopify, Etsy, Amazon, TikTok Shop) as a reseller would: approve at the fake, call back. */
export async function connectOAuthStore(
  reseller: Reseller,
  body: { platform: number; shop_domain?: string; region?: string },
  /** Where the fake approves what a single-page authorise app (SHOPLINE's hash route) would. */
  approveAt: (authorizeUrl: string) => string = (url) => url,
): Promise<Store> {
  const started = await reseller.call<StoreConnectResult>('POST', '/distribution/store', body);
  expect(started.status_code, started.msg).toBe(200);
  const approve = await fetch(approveAt(started.data.authorize_url!), { redirect: 'manual' });
  const back = new URL(approve.headers.get('location')!);
  const done = await reseller.call<Store>('POST', '/distribution/store/authCallback', {
    query: Object.fromEntries(back.searchParams),
  });
  expect(done.status_code, done.msg).toBe(200);
  return done.data;
}

/** Connects a WooCommerce store by its REST API keys. */
export async function connectWooStore(
  reseller: Reseller,
  storeUrl: string,
  keys: { consumerKey: string; consumerSecret: string; webhookSecret: string },
): Promise<Store> {
  const connected = await reseller.call<StoreConnectResult>('POST', '/distribution/store', {
    platform: 21,
    store_url: storeUrl,
    consumer_key: keys.consumerKey,
    consumer_secret: keys.consumerSecret,
    webhook_secret: keys.webhookSecret,
  });
  expect(connected.status_code, connected.msg).toBe(200);
  return connected.data.store;
}

/**
 * Pays, produces and ships an imported order (as the system and an operator would), then runs the
 * tracking push it queues, making each retry of a push refused for now (a 429) due at once.
 */
export async function shipStoreOrder(
  db: Db,
  worker: JobWorker,
  row: OrderRow,
  carrier: string,
  trackingNumber: string,
) {
  await db.transaction(async (tx) => {
    let current = await applyOrderEvent(tx, row, { type: 'pay' }, { kind: 'system', userId: null });
    current = await applyOrderEvent(
      tx,
      current,
      { type: 'start_production' },
      { kind: 'system', userId: null },
    );
    await applyOrderEvent(
      tx,
      current,
      { type: 'ship' },
      { kind: 'operator', userId: null },
      { carrier, trackingNumber, trackingUrl: null, shippedAt: new Date() },
    );
  });
  await drainRetrying(db, worker, 'store.pushTracking');
}

/**
 * Runs every due job, then makes the retries of jobs of `kind` a rate limit put off due at once
 * and runs them too, a few rounds at most.
 */
export async function drainRetrying(db: Db, worker: JobWorker, kind: string, rounds = 10) {
  await drainJobs(worker);
  for (let round = 0; round < rounds; round++) {
    const due = await db
      .update(jobs)
      .set({ runAt: new Date() })
      .where(and(eq(jobs.kind, kind), eq(jobs.status, 'queued'), isNotNull(jobs.lastError)))
      .returning({ id: jobs.id });
    if (due.length === 0) break;
    await drainJobs(worker);
  }
}
