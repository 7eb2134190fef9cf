import { and, eq } from 'drizzle-orm';
import type { CreateOrderBody } from '@podkit/sdk-core';
import type { Db } from '../../db/client.js';
import { conflict, invalid } from '../../http/envelope.js';
import { formatCents } from '../../http/money.js';
import { findAddress, toOrderAddress } from '../addresses/address-service.js';
import { loadCartLines, removeCartItems } from '../cart/cart-service.js';
import { findLogistics } from '../cart/logistics.js';
import { shippingFeeCents } from '../cart/shipping-fee.js';
import { sendUserMessage } from '../messages/message-service.js';
import type { User } from '../users/schema.js';
import { orderNumber } from './order-number.js';
import { orderEvents, orderItems, orders, type OrderRow } from './schema.js';

async function orderByKey(db: Db, user: User, key: string): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.siteId, user.siteId),
        eq(orders.userId, user.id),
        eq(orders.idempotencyKey, key),
      ),
    );
  return row;
}

/**
 * One order (pending payment) from some of the reseller's cart lines, checked again, in one
 * transaction that also takes the lines out of the cart. The same idempotency key answers the
 * order the first request made.
 */
export async function createOrderFromCart(
  db: Db,
  user: User,
  body: CreateOrderBody,
): Promise<OrderRow> {
  const earlier = await orderByKey(db, user, body.idempotency_key);
  if (earlier) return earlier;
  const owner = { siteId: user.siteId, userId: user.id };
  try {
    return await db.transaction(async (tx) => {
      const lines = await loadCartLines(tx, user, body.item_ids);
      const refused = lines.filter((line) => line.priced.availability !== 'ok');
      if (refused.length > 0)
        throw invalid(
          `以下商品无法下单：${refused
            .map((line) => `${line.priced.name || '商品'}（${line.priced.reason}）`)
            .join('；')}`,
        );
      const address = await findAddress(tx, owner, body.address_id);
      const method = await findLogistics(tx, user.siteId, body.logistics_id);
      const weightGrams = lines.reduce(
        (sum, line) => sum + line.priced.weightGrams * line.row.quantity,
        0,
      );
      const goodsAmountCents = lines.reduce((sum, line) => sum + line.amountCents, 0);
      const shippingFee = shippingFeeCents(method, weightGrams);
      const discountCents = 0;
      const now = new Date();
      const [inserted] = await tx
        .insert(orders)
        .values({
          ...owner,
          // Replaced just below, once the id that makes it unique is known.
          orderNo: `new-${body.idempotency_key}`,
          status: 'pending_payment',
          address: toOrderAddress(address),
          recipientName: address.recipientName,
          logisticsMethodId: method.id,
          logisticsName: method.name,
          shippingFeeCents: shippingFee,
          goodsAmountCents,
          discountCents,
          totalCents: goodsAmountCents + shippingFee - discountCents,
          weightGrams,
          itemNum: lines.reduce((sum, line) => sum + line.row.quantity, 0),
          idempotencyKey: body.idempotency_key,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!inserted) throw new Error('createOrder: no row');
      const [order] = await tx
        .update(orders)
        .set({ orderNo: orderNumber(inserted.id, now) })
        .where(eq(orders.id, inserted.id))
        .returning();
      await tx.insert(orderItems).values(
        lines.map((line) => ({
          orderId: inserted.id,
          itemType: line.row.itemType,
          basicProductId: line.row.basicProductId,
          colorId: line.row.colorId,
          sizeId: line.row.sizeId,
          designedProductId: line.row.designedProductId,
          goodsId: line.row.goodsId,
          goodsSkuId: line.row.goodsSkuId,
          name: line.priced.name,
          skuText: line.priced.skuText,
          unitPriceCents: line.priced.unitPriceCents,
          quantity: line.row.quantity,
          amountCents: line.amountCents,
          weightGrams: line.priced.weightGrams,
        })),
      );
      await tx.insert(orderEvents).values({
        orderId: inserted.id,
        actorUserId: user.id,
        actorKind: 'reseller',
        event: 'create',
        fromStatus: null,
        toStatus: 'pending_payment',
      });
      const removed = await removeCartItems(
        tx,
        user,
        lines.map((line) => line.row.id),
      );
      // Another request ordered these lines meanwhile (its delete won): order them once only.
      if (removed !== lines.length) throw conflict('购物车商品已变化，请刷新后重试');
      await sendUserMessage(tx, {
        ...owner,
        type: 2,
        description: `订单 ${order!.orderNo} 已创建，应付 ${formatCents(order!.totalCents)} 元，请及时付款。`,
      });
      return order!;
    });
  } catch (error) {
    // The same key raced in from another request and won: answer its order.
    const again = await orderByKey(db, user, body.idempotency_key);
    if (again) return again;
    throw error;
  }
}
