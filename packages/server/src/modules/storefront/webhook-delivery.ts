import { and, desc, eq, inArray, count } from 'drizzle-orm';
import type {
  OrderStatus,
  StorefrontDelivery,
  StorefrontWebhookEventName,
  StorefrontWebhookPayload,
} from '@podkit/sdk-core';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http/envelope.js';
import { enqueueJob, PermanentJobError, type Job, type JobContext } from '../jobs/index.js';
import { orders } from '../orders/index.js';
import { stores, type StoreRow } from '../stores/index.js';
import { toOpenOrder } from './open-orders.js';
import {
  storefrontDeliveries,
  storefrontDeliveryAttempts,
  type StorefrontDeliveryRow,
} from './schema.js';
import { webhookSecretOf, webhookUrlOf } from './storefront-stores.js';
import {
  DELIVERY_HEADER,
  EVENT_HEADER,
  SIGNATURE_HEADER,
  signDelivery,
  TIMESTAMP_HEADER,
} from './webhook-signature.js';

export const STOREFRONT_REDELIVER_JOB = 'storefront.redeliver';
/** A store front that does not answer within this is an attempt that failed. */
const DELIVERY_TIMEOUT_MS = 10_000;
/** Each attempt is one run of the job; the queue backs off 2, 4, 8 … s between them. */
export const DELIVERY_ATTEMPTS = 8;

interface OrderEventPayload {
  orderId: number;
  fromStatus: OrderStatus;
  toStatus: OrderStatus;
}

/** The delivery the order-event job made on its first run, or made now. */
async function deliveryOfEvent(
  db: Db,
  job: Job,
  payload: OrderEventPayload,
): Promise<StorefrontDeliveryRow | null> {
  const [made] = await db
    .select()
    .from(storefrontDeliveries)
    .where(eq(storefrontDeliveries.sourceJobId, job.id));
  if (made) return made;
  const [order] = await db.select().from(orders).where(eq(orders.id, payload.orderId));
  if (!order?.storeId) return null;
  const [store] = await db.select().from(stores).where(eq(stores.id, order.storeId));
  if (!store || store.platform !== 22) return null;
  const event: StorefrontWebhookEventName =
    payload.toStatus === 'shipped' ? 'order.shipped' : 'order.status_changed';
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(storefrontDeliveries)
      .values({
        siteId: store.siteId,
        userId: store.userId,
        storeId: store.id,
        orderId: order.id,
        storeOrderNo: order.platformOrderId ?? '',
        event,
        body: '',
        sourceJobId: job.id,
      })
      .returning();
    const body: StorefrontWebhookPayload = {
      id: row!.id,
      event,
      created_at: row!.createdAt.toISOString(),
      from_status: payload.fromStatus,
      to_status: payload.toStatus,
      order: await toOpenOrder(tx, order),
    };
    const [filled] = await tx
      .update(storefrontDeliveries)
      .set({ body: JSON.stringify(body) })
      .where(eq(storefrontDeliveries.id, row!.id))
      .returning();
    return filled!;
  });
}

/** One POST of the delivery, recorded as an attempt; throws (for the queue to retry) unless 2xx. */
async function attempt(db: Db, delivery: StorefrontDeliveryRow, job: Job): Promise<void> {
  const [store] = await db.select().from(stores).where(eq(stores.id, delivery.storeId));
  const url = store ? await webhookUrlOf(db, store.id) : null;
  if (!store || !url) throw new PermanentJobError('店铺或其 Webhook 地址已删除');
  const secret = await webhookSecretOf(db, store);
  const timestamp = Math.floor(Date.now() / 1000);
  const started = performance.now();
  let httpStatus: number | null = null;
  let error = '';
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'PodKit-Webhook/1',
        [EVENT_HEADER]: delivery.event,
        [DELIVERY_HEADER]: String(delivery.id),
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: signDelivery(secret, timestamp, delivery.body),
      },
      body: delivery.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    httpStatus = response.status;
    const text = await response.text().catch(() => '');
    if (response.status < 200 || response.status >= 300)
      error = `HTTP ${response.status}${text ? `：${text.slice(0, 200)}` : ''}`;
  } catch (cause) {
    error =
      cause instanceof Error && cause.name === 'TimeoutError'
        ? `${DELIVERY_TIMEOUT_MS / 1000} 秒内无应答`
        : `无法连接：${cause instanceof Error ? ((cause.cause as Error | undefined)?.message ?? cause.message) : String(cause)}`;
  }
  const durationMs = Math.round(performance.now() - started);
  const last = job.attempts >= job.maxAttempts;
  await db.transaction(async (tx) => {
    await tx
      .insert(storefrontDeliveryAttempts)
      .values({ deliveryId: delivery.id, httpStatus, durationMs, error: error.slice(0, 500) });
    await tx
      .update(storefrontDeliveries)
      .set({ state: error ? (last ? 'failed' : 'pending') : 'delivered', updatedAt: new Date() })
      .where(eq(storefrontDeliveries.id, delivery.id));
  });
  if (error) throw new Error(error);
}

/** storefront.orderEvent: the event's delivery, made once, then one attempt per run. */
export async function orderEventHandler(job: Job, { db }: JobContext) {
  const delivery = await deliveryOfEvent(db, job, job.payload as OrderEventPayload);
  if (!delivery) return { skipped: '订单不属于 DJ 店铺' };
  if (delivery.state === 'delivered') return { delivered: delivery.id };
  await attempt(db, delivery, job);
  return { delivered: delivery.id };
}

/** storefront.redeliver: the same body again, signed anew. */
export async function redeliverHandler(job: Job, { db }: JobContext) {
  const { deliveryId } = job.payload as { deliveryId: number };
  const [delivery] = await db
    .select()
    .from(storefrontDeliveries)
    .where(eq(storefrontDeliveries.id, deliveryId));
  if (!delivery) throw new PermanentJobError('投递记录不存在');
  await attempt(db, delivery, job);
  return { delivered: delivery.id };
}

export async function redeliver(
  db: Db,
  store: StoreRow,
  deliveryId: number,
): Promise<StorefrontDelivery> {
  const mine = and(
    eq(storefrontDeliveries.id, deliveryId),
    eq(storefrontDeliveries.storeId, store.id),
  );
  const [found] = await db.select().from(storefrontDeliveries).where(mine);
  if (!found) throw notFound('投递记录');
  await db.transaction(async (tx) => {
    await tx
      .update(storefrontDeliveries)
      .set({ state: 'pending', updatedAt: new Date() })
      .where(mine);
    await enqueueJob(
      tx,
      STOREFRONT_REDELIVER_JOB,
      { deliveryId },
      {
        siteId: store.siteId,
        userId: store.userId,
        dedupeKey: `storefront-delivery:${deliveryId}`,
        maxAttempts: DELIVERY_ATTEMPTS,
      },
    );
  });
  const [row] = await deliveriesWithAttempts(db, [{ ...found, state: 'pending' }]);
  return row!;
}

async function deliveriesWithAttempts(
  db: Db,
  rows: StorefrontDeliveryRow[],
): Promise<StorefrontDelivery[]> {
  const attempts = rows.length
    ? await db
        .select()
        .from(storefrontDeliveryAttempts)
        .where(
          inArray(
            storefrontDeliveryAttempts.deliveryId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(storefrontDeliveryAttempts.id)
    : [];
  return rows.map((row) => ({
    id: row.id,
    event: row.event,
    order_id: row.orderId,
    store_order_no: row.storeOrderNo,
    state: row.state,
    created_at: row.createdAt.toISOString(),
    attempts: attempts
      .filter((one) => one.deliveryId === row.id)
      .map((one) => ({
        id: one.id,
        attempted_at: one.attemptedAt.toISOString(),
        http_status: one.httpStatus,
        duration_ms: one.durationMs,
        error: one.error,
      })),
  }));
}

/** 投递记录 of a store, newest first. */
export async function listDeliveries(
  db: Db,
  store: StoreRow,
  page: number,
  perPage: number,
): Promise<{ rows: StorefrontDelivery[]; total: number }> {
  const where = eq(storefrontDeliveries.storeId, store.id);
  const [counted] = await db.select({ total: count() }).from(storefrontDeliveries).where(where);
  const rows = await db
    .select()
    .from(storefrontDeliveries)
    .where(where)
    .orderBy(desc(storefrontDeliveries.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { rows: await deliveriesWithAttempts(db, rows), total: counted?.total ?? 0 };
}
