import { and, eq } from 'drizzle-orm';
import type { MapOrderLineBody, OrderDetail } from '@podkit/sdk-core';
import type { Db, DbExecutor } from '../../db/client.js';
import { invalid, notFound } from '../../http/envelope.js';
import { feeOfOrderMethod } from '../cart/index.js';
import type { UrlOf } from '../orders/index.js';
import { orderDetail } from '../orders/index.js';
import { orderItems, orders } from '../orders/index.js';
import type { User } from '../users/index.js';
import { skuMappings } from './schema.js';
import { checkTarget, lineSkuKey, resolveTarget, type MappingTarget } from './sku-mapping.js';

/** Recomputes an imported order's totals and mapping state from its lines. */
export async function refreshOrderTotals(tx: DbExecutor, orderId: number): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  const weightGrams = items.reduce((sum, item) => sum + item.weightGrams * item.quantity, 0);
  const goodsAmountCents = items.reduce((sum, item) => sum + item.amountCents, 0);
  const fee =
    (await feeOfOrderMethod(tx, order.siteId, order.logisticsMethodId, weightGrams)) ??
    order.shippingFeeCents;
  await tx
    .update(orders)
    .set({
      weightGrams,
      goodsAmountCents,
      shippingFeeCents: fee,
      totalCents: goodsAmountCents + fee + order.packagingFeeCents - order.discountCents,
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
      await saveMapping(tx, owner, order.storeId, key, target);
      await applyToUnpaidLines(tx, user, order.storeId, key, target);
    } else {
      await repriceLines(tx, user, [item], target);
      await refreshOrderTotals(tx, order.id);
    }
    return order.id;
  });
  return orderDetail(db, owner, orderId, urlOf);
}

type Line = typeof orderItems.$inferSelect;

/** Points lines at a PodKit SKU, priced for the reseller now; answers the orders they are in. */
async function repriceLines(
  tx: DbExecutor,
  user: User,
  lines: Line[],
  target: MappingTarget,
): Promise<number[]> {
  for (const line of lines) {
    const hit = await resolveTarget(tx, user, target, line.quantity);
    if (!hit) continue;
    await tx
      .update(orderItems)
      .set({
        itemType: hit.ref.itemType,
        basicProductId: hit.ref.basicProductId,
        colorId: hit.ref.colorId,
        sizeId: hit.ref.sizeId,
        designedProductId: hit.ref.designedProductId,
        goodsId: hit.ref.goodsId,
        goodsSkuId: hit.ref.goodsSkuId,
        name: hit.priced.name,
        skuText: hit.priced.skuText,
        unitPriceCents: hit.priced.unitPriceCents,
        amountCents: hit.priced.unitPriceCents * line.quantity,
        weightGrams: hit.priced.weightGrams,
        markupCents: hit.priced.markupCents,
      })
      .where(eq(orderItems.id, line.id));
  }
  return [...new Set(lines.map((line) => line.orderId))];
}

/**
 * A saved mapping reaches the store's unpaid orders: every line of theirs with the mapped store
 * SKU key is repriced to the target and its order's totals follow. Answers the orders changed.
 */
export async function applyToUnpaidLines(
  tx: DbExecutor,
  user: User,
  storeId: number,
  key: string,
  target: MappingTarget,
): Promise<number[]> {
  const candidates = await tx
    .select({ item: orderItems })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.storeId, storeId), eq(orders.status, 'pending_payment')));
  const lines = candidates
    .map((row) => row.item)
    .filter((line) => lineSkuKey({ sku: line.storeSku, variantId: line.storeVariantId }) === key);
  const orderIds = await repriceLines(tx, user, lines, target);
  for (const id of orderIds) await refreshOrderTotals(tx, id);
  return orderIds;
}

/** The store keeps `key` → `target` for its later orders (one mapping per store SKU key). */
export async function saveMapping(
  tx: DbExecutor,
  owner: { siteId: number; userId: number },
  storeId: number,
  key: string,
  target: MappingTarget,
): Promise<void> {
  await tx
    .insert(skuMappings)
    .values({ ...owner, storeId, storeSkuKey: key, ...target })
    .onConflictDoUpdate({
      target: [skuMappings.storeId, skuMappings.storeSkuKey],
      set: { ...target, updatedAt: new Date() },
    });
}
