import type { DbExecutor } from '../../db/client.js';
import { enqueueJob } from '../jobs/queue.js';
import type { OrderRow } from './schema.js';

/** Job kind that pushes an order's carrier and tracking number to its store platform. */
export const ORDER_SHIPPED_JOB = 'order.shipped';

export interface OrderShippedPayload {
  orderId: number;
  platform: number;
  storeId: number | null;
  carrier: string;
  trackingNo: string;
}

/**
 * The hook point of shipping, called in the ship transaction: an order that came from a store gets
 * a durable `order.shipped` job (one per order), so the store connector pushes the tracking number
 * with retries even if the platform is down. Orders placed here have no store and need no push.
 */
export async function orderShipped(tx: DbExecutor, order: OrderRow): Promise<void> {
  if (order.platform === null) return;
  const payload: OrderShippedPayload = {
    orderId: order.id,
    platform: order.platform,
    storeId: order.storeId,
    carrier: order.carrier,
    trackingNo: order.trackingNo,
  };
  await enqueueJob(tx, ORDER_SHIPPED_JOB, payload, {
    siteId: order.siteId,
    userId: order.userId,
    dedupeKey: `order:${order.id}`,
  });
}
