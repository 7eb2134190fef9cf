import { and, eq, isNotNull } from 'drizzle-orm';
import type { ConnectablePlatform } from '@podkit/sdk-core';
import type { StorePlatformsConfig } from '../../config.js';
import type { Job } from '../jobs/index.js';
import { PermanentJobError, RetryJobLater, type JobContext } from '../jobs/index.js';
import { orderItems, orders } from '../orders/index.js';
import { PlatformAuthRejected, PlatformRateLimited } from './connectors/connector.js';
import { siteStoresConfig } from './platform-apps.js';
import { connectorFor } from './platforms.js';
import { stores } from './schema.js';
import { storeAccess } from './store-service.js';

/**
 * Pushes a shipped imported order's carrier and tracking number to its store (Shopify
 * fulfillmentCreate, WooCommerce Shipment Tracking + completed, Etsy createReceiptShipment). A
 * failure is written on the order and retried by the queue; the last one leaves it `failed`.
 */
export function pushTrackingHandler(config: StorePlatformsConfig) {
  return async (job: Job, context: JobContext) => {
    const { db } = context;
    const orderId = (job.payload as { orderId?: number })?.orderId ?? 0;
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw new PermanentJobError('订单不存在');
    if (order.trackingPushState === 'pushed') return { fulfilmentId: order.platformFulfilmentId };
    const fail = async (message: string, permanent: boolean) => {
      const last = permanent || job.attempts >= job.maxAttempts;
      await db
        .update(orders)
        .set({ trackingPushState: last ? 'failed' : 'pending', trackingPushError: message })
        .where(eq(orders.id, order.id));
    };
    const [store] = order.storeId
      ? await db.select().from(stores).where(eq(stores.id, order.storeId))
      : [];
    if (!store || !order.platformOrderId) {
      await fail('店铺已解绑，无法回传物流单号', true);
      throw new PermanentJobError('store gone');
    }
    if (!order.trackingNumber) {
      await fail('订单没有物流单号', true);
      throw new PermanentJobError('no tracking number');
    }
    const lines = await db
      .select({ lineId: orderItems.storeLineId, quantity: orderItems.quantity })
      .from(orderItems)
      .where(and(eq(orderItems.orderId, order.id), isNotNull(orderItems.storeLineId)));
    try {
      const siteConfig = await siteStoresConfig(db, store.siteId, config);
      const access = await storeAccess(db, siteConfig, store);
      const fulfilmentId = await connectorFor(
        store.platform as ConnectablePlatform,
        siteConfig,
      ).pushFulfilment(access, {
        platformOrderId: order.platformOrderId,
        lines: lines.map((line) => ({ lineId: line.lineId!, quantity: line.quantity })),
        carrier: order.carrier ?? '',
        trackingNumber: order.trackingNumber,
        trackingUrl: order.trackingUrl,
      });
      await db
        .update(orders)
        .set({
          trackingPushState: 'pushed',
          trackingPushError: null,
          trackingPushedAt: new Date(),
          platformFulfilmentId: fulfilmentId,
        })
        .where(eq(orders.id, order.id));
      return { fulfilmentId };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await fail(message, error instanceof PlatformAuthRejected);
      if (error instanceof PlatformRateLimited)
        throw new RetryJobLater(message, error.retryAfterMs);
      if (error instanceof PlatformAuthRejected) throw new PermanentJobError(message);
      throw error;
    }
  };
}
