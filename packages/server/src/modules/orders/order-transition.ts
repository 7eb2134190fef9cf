import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { conflict } from '../../http/envelope.js';
import { orderEvents, orders, type OrderRow } from './schema.js';
import { nextOrderState, type OrderActor, type OrderEvent } from './state-machine.js';

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
      | 'trackingNo'
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
  const [updated] = await tx
    .update(orders)
    .set({ ...next, ...extra, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning();
  if (!updated) throw conflict('订单状态已变化，请刷新后重试');
  await tx.insert(orderEvents).values({
    orderId: order.id,
    actorUserId: actor.userId,
    actorKind: actor.kind,
    event: event.type,
    fromStatus: order.status,
    toStatus: next.status,
  });
  return updated;
}
