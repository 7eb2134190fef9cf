import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { methodDeliveryDays } from '../cart/index.js';
import { takeGoodsStock } from '../goods/index.js';
import { sendOrderMessage } from './order-messages.js';
import { orderNumber } from './order-number.js';
import { applyOrderEvent } from './order-transition.js';
import { orderEvents, orderItems, orders, type OrderItemRow, type OrderRow } from './schema.js';

/** Whose orders: one reseller's (site + user), or a whole site's (operators). */
export interface OrderScope {
  siteId: number;
  userId?: number;
}

const DAY_MS = 86_400_000;

/** The order in scope (locked for the caller's transaction when asked); undefined when not there. */
export async function orderInScope(
  db: DbExecutor,
  scope: OrderScope,
  id: number,
  options: { lock?: boolean } = {},
): Promise<OrderRow | undefined> {
  const query = db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.siteId, scope.siteId),
        scope.userId === undefined ? undefined : eq(orders.userId, scope.userId),
        eq(orders.id, id),
      ),
    );
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** An order's lines in their order. */
export function orderLinesOf(db: DbExecutor, orderId: number): Promise<OrderItemRow[]> {
  return db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

/**
 * When the parcel reached the buyer: the order's 完成 event (the carrier's delivered event or the
 * reseller's confirmation) where there is one, else the shipping time plus the longest delivery
 * time its logistics method promises. Null for an order not shipped.
 */
export async function deliveredAt(db: DbExecutor, order: OrderRow): Promise<Date | null> {
  if (!order.shippedAt) return null;
  const [completed] = await db
    .select({ at: orderEvents.createdAt })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.event, 'complete')))
    .orderBy(desc(orderEvents.createdAt))
    .limit(1);
  if (completed) return completed.at;
  const days = await methodDeliveryDays(db, order.siteId, order.logisticsMethodId);
  return new Date(order.shippedAt.getTime() + days * DAY_MS);
}

/** Records money an after-sales refund gave back for a shipped order (its status stays). */
export async function addOrderRefund(
  tx: DbExecutor,
  order: OrderRow,
  cents: number,
): Promise<OrderRow> {
  const [row] = await tx
    .update(orders)
    .set({
      refundCents: sql`${orders.refundCents} + ${cents}`,
      refundedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(orders.id, order.id))
    .returning();
  return row!;
}

/** A line of an order to make again, and how many of it. */
export interface ReplacementLine {
  item: OrderItemRow;
  quantity: number;
}

/**
 * A free replacement of some lines of a shipped order (an approved reprint): a new order at 0 to
 * the same address by the same method, linked to the original, paid at once by the system so it
 * goes to production like any paid order. General goods leave stock again. The key makes it once.
 */
export async function createReplacementOrder(
  tx: DbExecutor,
  original: OrderRow,
  lines: readonly ReplacementLine[],
  options: { idempotencyKey: string; timeZone: string; note: string },
): Promise<OrderRow> {
  const [earlier] = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.siteId, original.siteId),
        eq(orders.userId, original.userId),
        eq(orders.idempotencyKey, options.idempotencyKey),
      ),
    );
  if (earlier) return earlier;
  const now = new Date();
  const [inserted] = await tx
    .insert(orders)
    .values({
      siteId: original.siteId,
      userId: original.userId,
      orderNo: `new-${options.idempotencyKey}`,
      kind: original.kind,
      fbaShipmentId: original.fbaShipmentId,
      status: 'pending_payment',
      address: original.address,
      recipientName: original.recipientName,
      logisticsMethodId: original.logisticsMethodId,
      logisticsName: original.logisticsName,
      shippingFeeCents: 0,
      goodsAmountCents: 0,
      discountCents: 0,
      totalCents: 0,
      weightGrams: lines.reduce((sum, line) => sum + line.item.weightGrams * line.quantity, 0),
      itemNum: lines.reduce((sum, line) => sum + line.quantity, 0),
      replacesOrderId: original.id,
      idempotencyKey: options.idempotencyKey,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!inserted) throw new Error('replacement order: no row');
  const [numbered] = await tx
    .update(orders)
    .set({ orderNo: orderNumber(inserted.id, now, options.timeZone) })
    .where(eq(orders.id, inserted.id))
    .returning();
  const items = await tx
    .insert(orderItems)
    .values(
      lines.map(({ item, quantity }) => ({
        orderId: inserted.id,
        itemType: item.itemType,
        basicProductId: item.basicProductId,
        colorId: item.colorId,
        sizeId: item.sizeId,
        designedProductId: item.designedProductId,
        goodsId: item.goodsId,
        goodsSkuId: item.goodsSkuId,
        name: item.name,
        skuText: item.skuText,
        unitPriceCents: 0,
        quantity,
        amountCents: 0,
        weightGrams: item.weightGrams,
        customisation: item.customisation,
      })),
    )
    .returning({ id: orderItems.id });
  await tx.insert(orderEvents).values({
    orderId: inserted.id,
    actorUserId: null,
    actorKind: 'system',
    event: 'create',
    fromStatus: null,
    toStatus: 'pending_payment',
  });
  await takeGoodsStock(
    tx,
    { id: inserted.id, orderNo: numbered!.orderNo, siteId: original.siteId, actorUserId: null },
    lines.map(({ item, quantity }, index) => ({
      itemId: items[index]!.id,
      goodsId: item.goodsId,
      goodsSkuId: item.goodsSkuId,
      quantity,
      name: item.name,
    })),
  );
  const paid = await applyOrderEvent(
    tx,
    numbered!,
    { type: 'pay' },
    { kind: 'system', userId: null },
    { paidAt: now },
  );
  await sendOrderMessage(tx, paid, `${options.note}，免费补发，等待生产。`);
  return paid;
}
