import type { DesignEventKind } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { sendUserMessage } from '../messages/index.js';
import { noteServiceOrder } from '../services/index.js';
import type { AttachedFile } from '../work-orders/index.js';
import { statusLabels } from './labels.js';
import { designOrderEvents, type DesignOrderRow } from './schema.js';

/** Who did something to an order: the reseller's account or an operator (designer). */
export interface EventActor {
  actorId: number;
  actorName: string;
}

export async function recordEvent(
  tx: DbExecutor,
  order: DesignOrderRow,
  event: { kind: DesignEventKind; note?: string; files?: AttachedFile[]; mockups?: AttachedFile[] },
  actor: EventActor,
): Promise<void> {
  await tx.insert(designOrderEvents).values({
    designOrderId: order.id,
    kind: event.kind,
    note: event.note ?? '',
    files: event.files ?? [],
    mockups: event.mockups ?? [],
    actorUserId: actor.actorId,
    actorName: actor.actorName,
  });
}

/** The order's line in the reseller's list of service orders, at its current status. */
export function tellServiceOrders(tx: DbExecutor, order: DesignOrderRow): Promise<void> {
  return noteServiceOrder(tx, {
    siteId: order.siteId,
    userId: order.userId,
    kind: 'design',
    referenceId: order.id,
    orderNo: order.orderNo,
    title: order.itemName,
    amountCents: order.priceCents,
    statusLabel: statusLabels[order.status],
  });
}

/** A message in the reseller's message center about the order. */
export function tellReseller(tx: DbExecutor, order: DesignOrderRow, text: string, type: 1 | 3 = 1) {
  return sendUserMessage(tx, {
    siteId: order.siteId,
    userId: order.userId,
    type,
    description: `设计订单 ${order.orderNo}（${order.itemName}）${text}`,
  });
}

/** A message to the designer who took the order, in their own message center. */
export function tellDesigner(tx: DbExecutor, order: DesignOrderRow, text: string) {
  if (!order.designerId) return Promise.resolve(null);
  return sendUserMessage(tx, {
    siteId: order.siteId,
    userId: order.designerId,
    type: 1,
    description: `设计订单 ${order.orderNo}（${order.itemName}）${text}`,
  });
}
