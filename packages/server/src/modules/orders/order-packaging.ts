import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { conflict, notFound } from '../../http/envelope.js';
import { packagingForOrder } from '../packaging/index.js';
import { ownedOrder, type Owner } from './order-read.js';
import { orders, type OrderRow } from './schema.js';
import { orderStatusLabels } from './state-machine.js';

/**
 * Puts one of the owner's usable packaging templates on an order not yet paid, or takes the
 * packaging off (null): the order's own choice then wins over the store's and the account's
 * defaults it was imported with. The total moves by the difference of the per-order fees, in one
 * transaction with the order locked, so a payment cannot slip in between.
 */
export async function setOrderPackaging(
  db: Db,
  owner: Owner,
  orderId: number,
  templateId: number | null,
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(ownedOrder(owner, orderId)).for('update');
    if (!order) throw notFound('订单');
    if (order.status !== 'pending_payment')
      throw conflict(
        `订单 ${order.orderNo} 当前为「${orderStatusLabels[order.status]}」，只有待付款的订单可以更换包装`,
      );
    const packaging = templateId === null ? null : await packagingForOrder(tx, owner, templateId);
    const feeCents = packaging?.feeCents ?? 0;
    const [updated] = await tx
      .update(orders)
      .set({
        packagingTemplateId: packaging?.templateId ?? null,
        packagingName: packaging?.name ?? '',
        packagingFeeCents: feeCents,
        totalCents: order.totalCents - order.packagingFeeCents + feeCents,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, order.id))
      .returning();
    return updated!;
  });
}
