import { eq, sql } from 'drizzle-orm';
import type { StorePlatformsConfig } from '../../config.js';
import type { DbExecutor } from '../../db/client.js';
import { invalid } from '../../http/envelope.js';
import { enqueueJob, jobs, PermanentJobError, RetryJobLater } from '../jobs/index.js';
import type { Job, JobContext } from '../jobs/index.js';
import {
  findStore,
  siteStoresConfig,
  temuHostedApi,
  withPlatform,
  type StoreOwner,
  type StoreRow,
  type TemuPurchaseOrder,
} from '../stores/index.js';
import { temuPurchaseOrderLines, temuPurchaseOrders } from './schema.js';

export const TEMU_PURCHASE_ORDER_SYNC_JOB = 'temuHosted.syncPurchaseOrders';
/** Rate-limit answers are retried, so the sync has more attempts than the default. */
const SYNC_ATTEMPTS = 50;

const dedupeKey = (storeId: number) => `temu-purchase-orders:${storeId}`;
const fromMillis = (ms: number | null | undefined) => (ms ? new Date(ms) : null);

/** The reseller's authorised Temu hosted store, or a clear refusal. */
export async function hostedStore(db: DbExecutor, owner: StoreOwner, storeId: number) {
  const store = await findStore(db, owner, storeId);
  if (store.platform !== 20) throw invalid('该店铺不是 Temu 托管店铺');
  if (store.state !== 'authorised') throw invalid('该店铺未授权或授权已过期，请先重新授权');
  return store;
}

/**
 * Queues a sync of the store's purchase orders (one queued or running per store); asking while
 * the next scheduled one waits brings that one forward.
 */
export async function enqueuePurchaseOrderSync(
  db: DbExecutor,
  store: StoreRow,
  runAt = new Date(),
) {
  const job = await enqueueJob(
    db,
    TEMU_PURCHASE_ORDER_SYNC_JOB,
    { storeId: store.id },
    {
      siteId: store.siteId,
      userId: store.userId,
      dedupeKey: dedupeKey(store.id),
      maxAttempts: SYNC_ATTEMPTS,
      runAt,
    },
  );
  if (job.status === 'queued' && job.runAt > runAt)
    await db.update(jobs).set({ runAt }).where(eq(jobs.id, job.id));
  return job;
}

/** Writes one page in two statements: the purchase orders by Temu's numbers, then their SKUs. */
async function savePage(db: DbExecutor, store: StoreRow, page: TemuPurchaseOrder[]) {
  if (page.length === 0) return;
  const saved = await db
    .insert(temuPurchaseOrders)
    .values(
      page.map((order) => ({
        siteId: store.siteId,
        userId: store.userId,
        storeId: store.id,
        subPurchaseOrderSn: order.subPurchaseOrderSn,
        originalPurchaseOrderSn: order.originalPurchaseOrderSn ?? '',
        productName: order.productName ?? '',
        productSkcId: String(order.productSkcId),
        skcCode: order.productSn ?? '',
        pictureUrl: order.productSkcPicture ?? '',
        status: order.status,
        isCustom: order.isCustomProduct ?? false,
        warehouseName: order.deliverInfo?.receiveWarehouseName ?? '',
        purchasedAt: fromMillis(order.purchaseTime),
        deliverBy: fromMillis(order.deliverInfo?.expectLatestDeliverTimeOrDefault),
      })),
    )
    .onConflictDoUpdate({
      target: [temuPurchaseOrders.storeId, temuPurchaseOrders.subPurchaseOrderSn],
      set: {
        originalPurchaseOrderSn: sql`excluded.original_purchase_order_sn`,
        productName: sql`excluded.product_name`,
        productSkcId: sql`excluded.product_skc_id`,
        skcCode: sql`excluded.skc_code`,
        pictureUrl: sql`excluded.picture_url`,
        status: sql`excluded.status`,
        isCustom: sql`excluded.is_custom`,
        warehouseName: sql`excluded.warehouse_name`,
        purchasedAt: sql`excluded.purchased_at`,
        deliverBy: sql`excluded.deliver_by`,
        syncedAt: sql`now()`,
      },
    })
    .returning({ id: temuPurchaseOrders.id, sn: temuPurchaseOrders.subPurchaseOrderSn });
  const idOf = new Map(saved.map((row) => [row.sn, row.id]));
  const lines = page.flatMap((order) =>
    (order.skuQuantityDetailList ?? []).map((sku) => ({
      purchaseOrderId: idOf.get(order.subPurchaseOrderSn)!,
      productSkuId: String(sku.productSkuId),
      skuCode: sku.extCode ?? '',
      spec: sku.className ?? '',
      purchaseQuantity: sku.purchaseQuantity,
      deliveredQuantity: sku.deliverQuantity ?? 0,
    })),
  );
  if (lines.length === 0) return;
  await db
    .insert(temuPurchaseOrderLines)
    .values(lines)
    .onConflictDoUpdate({
      target: [temuPurchaseOrderLines.purchaseOrderId, temuPurchaseOrderLines.productSkuId],
      set: {
        skuCode: sql`excluded.sku_code`,
        spec: sql`excluded.spec`,
        purchaseQuantity: sql`excluded.purchase_quantity`,
        deliveredQuantity: sql`excluded.delivered_quantity`,
      },
    });
}

/**
 * Reads every page of the store's purchase orders and writes each page in one transaction. Temu's
 * list has no "changed since", so each run reads them all; the numbers keep the rows single.
 */
export function purchaseOrderSyncHandler(envConfig: StorePlatformsConfig) {
  return async (job: Job, context: JobContext) => {
    const { db, signal } = context;
    const { storeId } = job.payload as { storeId: number };
    const owner = { siteId: job.siteId!, userId: job.userId! };
    const store = await findStore(db, owner, storeId).catch(() => {
      throw new PermanentJobError('店铺已解绑');
    });
    if (store.state !== 'authorised') throw new PermanentJobError('店铺未授权或授权已过期');
    const config = await siteStoresConfig(db, store.siteId, envConfig);
    const api = temuHostedApi(config);
    let pageNo: number | null = 1;
    let done = 0;
    while (pageNo !== null) {
      if (signal.aborted) throw new RetryJobLater('服务停止，稍后继续同步', 0);
      const current: number = pageNo;
      const page = await withPlatform(db, config, store, signal, (access) =>
        api.listPurchaseOrders(access, current),
      );
      await db.transaction((tx) => savePage(tx, store, page.purchaseOrders));
      done += page.purchaseOrders.length;
      await context.progress(done, page.total);
      pageNo = page.next;
    }
    const nextAt = new Date(Date.now() + config.syncIntervalMinutes * 60_000);
    await db.transaction(async (tx) => {
      // Free the dedupe key so that the next scheduled sync can wait behind this one.
      await tx.update(jobs).set({ dedupeKey: null }).where(eq(jobs.id, job.id));
      await enqueuePurchaseOrderSync(tx, store, nextAt);
    });
    return { synced: done };
  };
}

/** The 同步采购单 button: the store must be the reseller's authorised Temu hosted store. */
export async function requestPurchaseOrderSync(db: DbExecutor, owner: StoreOwner, storeId: number) {
  const store = await hostedStore(db, owner, storeId);
  const job = await enqueuePurchaseOrderSync(db, store);
  return { job_id: job.id };
}
