import { and, eq } from 'drizzle-orm';
import type { MapOrderLineBody, OrderDetail } from '@podkit/sdk-core';
import type { Db, DbExecutor } from '../../db/client.js';
import { invalid, notFound } from '../../http/envelope.js';
import { shippingFeeCents } from '../cart/index.js';
import { logisticsMethods } from '../cart/index.js';
import type { UrlOf } from '../orders/index.js';
import { orderDetail } from '../orders/index.js';
import { orderItems, orders } from '../orders/index.js';
import type { User } from '../users/index.js';
import { skuMappings } from './schema.js';
import { checkTarget, lineSkuKey, resolveTarget } from './sku-mapping.js';

/** Recomputes an imported order's totals and mapping state from its lines. */
export async function refreshOrderTotals(tx: DbExecutor, orderId: number): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const [method] = await tx
    .select()
    .from(logisticsMethods)
    .where(eq(logisticsMethods.id, order.logisticsMethodId));
  const weightGrams = items.reduce((sum, item) => sum + item.weightGrams * item.quantity, 0);
  const goodsAmountCents = items.reduce((sum, item) => sum + item.amountCents, 0);
  const fee = method ? shippingFeeCents(method, weightGrams) : order.shippingFeeCents;
  await tx
    .update(orders)
    .set({
      weightGrams,
      goodsAmountCents,
      shippingFeeCents: fee,
      totalCents: goodsAmountCents + fee - order.discountCents,
      mappingState: items.some((item) => item.itemType === 'unmapped') ? 'unmapped' : 'mapped',
      updatedAt: new Date(),
    })
    .where(eq(orders.id, orderId));
}

/**
 * Maps one line of an unpaid imported order to a PodKit SKU. With save_mapping the store keeps
 * the mapping: later orders use it, and so do the store's other unpaid orders with that SKU.
 */
export async function mapOrderLine(
  db: Db,
  user: User,
  body: MapOrderLineBody,
  urlOf: UrlOf,
): Promise<OrderDetail> {
  const owner = { siteId: user.siteId, userId: user.id };
  const orderId = await db.transaction(async (tx) => {
    const [hit] = await tx
      .select({ item: orderItems, order: orders })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orderItems.id, body.order_item_id),
          eq(orders.siteId, owner.siteId),
          eq(orders.userId, owner.userId),
        ),
      );
    if (!hit) throw notFound('订单商品');
    const { item, order } = hit;
    if (!order.storeId) throw invalid('只有店铺导入的订单可以匹配 SKU');
    if (order.status !== 'pending_payment') throw invalid('只有待付款的订单可以修改 SKU');
    const target = await checkTarget(tx, owner, body);
    const key = lineSkuKey({ sku: item.storeSku, variantId: item.storeVariantId });
    if (body.save_mapping) {
      await tx
        .insert(skuMappings)
        .values({ ...owner, storeId: order.storeId, storeSkuKey: key, ...target })
        .onConflictDoUpdate({
          target: [skuMappings.storeId, skuMappings.storeSkuKey],
          set: { ...target, updatedAt: new Date() },
        });
    }
    // The line itself, and with a saved mapping every unpaid line of the store with the same key.
    const candidates = await tx
      .select({ item: orderItems })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        body.save_mapping
          ? and(eq(orders.storeId, order.storeId), eq(orders.status, 'pending_payment'))
          : eq(orderItems.id, item.id),
      );
    const affected = candidates
      .map((row) => row.item)
      .filter(
        (line) =>
          line.id === item.id ||
          lineSkuKey({ sku: line.storeSku, variantId: line.storeVariantId }) === key,
      );
    for (const line of affected) {
      const hitLine = await resolveTarget(tx, user, target, line.quantity);
      if (!hitLine) continue;
      await tx
        .update(orderItems)
        .set({
          itemType: hitLine.ref.itemType,
          basicProductId: hitLine.ref.basicProductId,
          colorId: hitLine.ref.colorId,
          sizeId: hitLine.ref.sizeId,
          designedProductId: hitLine.ref.designedProductId,
          goodsId: hitLine.ref.goodsId,
          goodsSkuId: hitLine.ref.goodsSkuId,
          name: hitLine.priced.name,
          skuText: hitLine.priced.skuText,
          unitPriceCents: hitLine.priced.unitPriceCents,
          amountCents: hitLine.priced.unitPriceCents * line.quantity,
          weightGrams: hitLine.priced.weightGrams,
        })
        .where(eq(orderItems.id, line.id));
    }
    const orderIds = [...new Set(affected.map((line) => line.orderId))];
    for (const id of orderIds) await refreshOrderTotals(tx, id);
    return order.id;
  });
  return orderDetail(db, owner, orderId, urlOf);
}
