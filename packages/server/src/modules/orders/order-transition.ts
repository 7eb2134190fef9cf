import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { statement } from '../../db/statement.js';
import { conflict } from '../../http/envelope.js';
import { enqueueJob } from '../jobs/index.js';
import { orderEvents, orders, type OrderRow } from './schema.js';
import { nextOrderState, type OrderActor, type OrderEvent } from './state-machine.js';

/** The job (stores module) that pushes a shipped imported order's tracking to its store. */
export const STORE_PUSH_TRACKING_JOB = 'store.pushTracking';

/** The job (storefront module) that tells a dj store front its order changed, by webhook. */
export const STOREFRONT_ORDER_EVENT_JOB = 'storefront.orderEvent';

/** dj store fronts (PodKit's own code 22) hear of every status change by webhook, tracking included. */
const DJ_PLATFORM = 22;

/** An order's changed columns, landing only while it still has the status it was read with. */
const moveOrder = statement(
  (db, p: Partial<typeof orders.$inferInsert> & { id: number; fromStatus: OrderRow['status'] }) => {
    const { id, fromStatus, ...changes } = p;
    return db
      .update(orders)
      .set(changes)
      .where(and(eq(orders.id, id), eq(orders.status, fromStatus)))
      .returning();
  },
);

/** An order's event row (who moved it from which status to which). */
export const insertOrderEvent = statement((db, p: typeof orderEvents.$inferInsert) =>
  db.insert(orderEvents).values(p),
);

/**
 * Moves an order by one event of the state machine and records who did it, in the caller's
 * transaction. The update only lands while the order still has the status it was read with, so
 * two requests racing on the same order cannot both move it.
 */
export async function applyOrderEvent(
  tx: DbExecutor,
  order: OrderRow,
  event: OrderEvent,
  actor: { kind: OrderActor; userId: number | null },
  extra: Partial<
    Pick<
      OrderRow,
      | 'paidAt'
      | 'payIdempotencyKey'
      | 'holdNote'
      | 'carrier'
      | 'trackingNumber'
      | 'trackingUrl'
      | 'shippedAt'
      | 'refundCents'
      | 'refundedAt'
    >
  > = {},
): Promise<OrderRow> {
  const next = nextOrderState(
    { status: order.status, holdReason: order.holdReason, heldFrom: order.heldFrom },
    event,
    actor.kind,
  );
  // An imported order that ships tells its store: the push job runs once this commits.
  const toStoreFront = order.storeId !== null && order.platform === DJ_PLATFORM;
  const pushToStore = next.status === 'shipped' && order.storeId !== null && !toStoreFront;
  const [updated] = await moveOrder(tx, {
    ...next,
    ...extra,
    ...(pushToStore ? { trackingPushState: 'pending' as const, trackingPushError: null } : {}),
    updatedAt: new Date(),
    id: order.id,
    fromStatus: order.status,
  });
  if (!updated) throw conflict('订单状态已变化，请刷新后重试');
  await insertOrderEvent(tx, {
    orderId: order.id,
    actorUserId: actor.userId,
    actorKind: actor.kind,
    event: event.type,
    fromStatus: order.status,
    toStatus: next.status,
  });
  if (pushToStore)
    await enqueueJob(
      tx,
      STORE_PUSH_TRACKING_JOB,
      { orderId: order.id },
      {
        siteId: order.siteId,
        userId: order.userId,
        dedupeKey: `push-tracking:${order.id}`,
        maxAttempts: 8,
      },
    );
  if (toStoreFront && next.status !== order.status)
    await enqueueJob(
      tx,
      STOREFRONT_ORDER_EVENT_JOB,
      { orderId: order.id, fromStatus: order.status, toStatus: next.status, at: new Date() },
      { siteId: order.siteId, userId: order.userId, maxAttempts: 8 },
    );
  return updated;
}
