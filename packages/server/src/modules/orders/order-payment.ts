import type { Order, OrderPayResult } from '@podkit/sdk-core';
import type { Db } from '../../db/client.js';
import { statement } from '../../db/statement.js';
import { AppError, notFound } from '../../http/envelope.js';
import { formatCents } from '../../http/money.js';
import { isBlacklisted } from '../address-black/index.js';
import { returnCoupon } from '../coupons/index.js';
import { creditOrderMarkup } from '../sub-sites/index.js';
import type { User } from '../users/index.js';
import { changeBalance } from '../wallet/index.js';
import { sendOrderMessage, sendPaidMessages } from './order-messages.js';
import { applyOrderEvent } from './order-transition.js';
import { findOrder, ownedOrder, toOrder } from './order-read.js';
import { orders } from './schema.js';
import { returnOrderStock } from '../warehouse/index.js';
import { returnGoodsStock } from '../goods/index.js';

const orderToPay = statement((db, p: { siteId: number; userId: number; orderId: number }) =>
  db.select().from(orders).where(ownedOrder(p, p.orderId)).for('update'),
);

/**
 * Pays each order from the balance, one transaction per order: the state machine moves it to paid,
 * the balance pays with the key `pay:<order id>` (so no retry charges twice), and the reseller gets
 * an order and a trade message. A failure (balance too low, wrong status, unknown id) leaves that
 * order as it was and is answered with its reason; the other orders still go through.
 */
export async function payOrders(
  db: Db,
  user: User,
  orderIds: readonly number[],
  idempotencyKey: string,
): Promise<OrderPayResult[]> {
  const owner = { siteId: user.siteId, userId: user.id };
  const results: OrderPayResult[] = [];
  for (const orderId of new Set(orderIds)) {
    try {
      const outcome = await db.transaction(async (tx) => {
        const [order] = await orderToPay(tx, { ...owner, orderId });
        if (!order) throw notFound('订单');
        if (order.mappingState === 'unmapped')
          throw new AppError(400, '订单中有商品尚未匹配 SKU，请先匹配后再支付');
        // This request already paid it (a retry): answer paid again without touching anything.
        if (order.status !== 'pending_payment' && order.payIdempotencyKey === idempotencyKey)
          return 'replayed' as const;
        // An entry added after the order was placed still stops it before the money moves.
        if (order.status === 'pending_payment' && (await isBlacklisted(tx, owner, order.address))) {
          const held = await applyOrderEvent(
            tx,
            order,
            { type: 'hold', reason: 'blacklisted_address' },
            { kind: 'system', userId: null },
          );
          await sendOrderMessage(tx, held, '已挂起：收件地址在黑名单中。');
          return 'held' as const;
        }
        const paid = await applyOrderEvent(
          tx,
          order,
          { type: 'pay' },
          { kind: 'reseller', userId: user.id },
          { paidAt: new Date(), payIdempotencyKey: idempotencyKey },
        );
        if (order.totalCents > 0)
          await changeBalance(
            tx,
            {
              ...owner,
              kind: 'payment',
              amountCents: -order.totalCents,
              description: `支付订单 ${order.orderNo}`,
              reference: { type: 'order', id: order.id },
              idempotencyKey: `pay:${order.id}`,
              actorUserId: user.id,
            },
            // The key is this order's, whose row this transaction holds locked.
            { savepoint: false },
          );
        // A sub-site customer's order: the owner's markup, credited with the payment.
        await creditOrderMarkup(tx, order);
        await sendPaidMessages(tx, paid, {
          trade: `已使用余额支付 ${formatCents(order.totalCents)} 元。`,
          order: '已付款，等待生产。',
        });
        return 'paid' as const;
      });
      results.push(
        outcome === 'held'
          ? {
              order_id: orderId,
              paid: false,
              status_code: 409,
              msg: '收件地址在黑名单中，订单已挂起',
            }
          : {
              order_id: orderId,
              paid: true,
              status_code: 200,
              msg: outcome === 'replayed' ? '订单已支付' : '支付成功',
            },
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      results.push({
        order_id: orderId,
        paid: false,
        status_code: error.statusCode,
        msg: error.message,
      });
    }
  }
  return results;
}

/** Cancels pending orders, all or none; the state machine refuses any other status (409). */
export function cancelOrders(db: Db, user: User, orderIds: readonly number[]): Promise<Order[]> {
  const owner = { siteId: user.siteId, userId: user.id };
  return db.transaction(async (tx) => {
    const cancelled: Order[] = [];
    for (const orderId of new Set(orderIds)) {
      const order = await findOrder(tx, owner, orderId);
      const row = await applyOrderEvent(
        tx,
        order,
        { type: 'cancel' },
        { kind: 'reseller', userId: user.id },
      );
      await returnCoupon(tx, row.id);
      await returnGoodsStock(tx, row, user.id);
      await returnOrderStock(tx, owner, row);
      await sendOrderMessage(
        tx,
        row,
        row.userCouponId !== null ? '已取消，使用的优惠券已退回。' : '已取消。',
      );
      cancelled.push(toOrder(row));
    }
    return cancelled;
  });
}

/** The reseller confirms shipped orders as received, all or none. */
export function completeOrders(db: Db, user: User, orderIds: readonly number[]): Promise<Order[]> {
  const owner = { siteId: user.siteId, userId: user.id };
  return db.transaction(async (tx) => {
    const completed: Order[] = [];
    for (const orderId of new Set(orderIds)) {
      const order = await findOrder(tx, owner, orderId);
      const row = await applyOrderEvent(
        tx,
        order,
        { type: 'complete' },
        { kind: 'reseller', userId: user.id },
      );
      await sendOrderMessage(tx, row, '已确认收货，订单完成。');
      completed.push(toOrder(row));
    }
    return completed;
  });
}
