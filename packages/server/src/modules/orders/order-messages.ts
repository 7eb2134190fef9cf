import type { DbExecutor } from '../../db/client.js';
import { sendUserMessage, sendUserMessages } from '../messages/index.js';
import type { OrderRow } from './schema.js';

/** An order message (type 2) to the order's reseller: every change they care about sends one. */
export function sendOrderMessage(db: DbExecutor, order: OrderRow, text: string) {
  return sendUserMessage(db, {
    siteId: order.siteId,
    userId: order.userId,
    type: 2,
    description: `订单 ${order.orderNo} ${text}`,
  });
}

/** A paid order's trade message (type 3) and order message (type 2), in one statement. */
export function sendPaidMessages(
  db: DbExecutor,
  order: OrderRow,
  texts: { trade: string; order: string },
) {
  const to = { siteId: order.siteId, userId: order.userId };
  return sendUserMessages(db, [
    { ...to, type: 3, description: `订单 ${order.orderNo} ${texts.trade}` },
    { ...to, type: 2, description: `订单 ${order.orderNo} ${texts.order}` },
  ]);
}

/** A trade message (type 3): money moved for an order. */
export function sendTradeMessage(db: DbExecutor, order: OrderRow, text: string) {
  return sendUserMessage(db, {
    siteId: order.siteId,
    userId: order.userId,
    type: 3,
    description: `订单 ${order.orderNo} ${text}`,
  });
}
