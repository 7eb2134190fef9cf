import { and, eq } from 'drizzle-orm';
import type { TemuBoxesInput, TemuShipOrder, TemuShipOrderInput } from '@podkit/sdk-core';
import type { Db } from '../../db/client.js';
import { invalid, notFound } from '../../http/envelope.js';
import type { StoreOwner } from '../stores/index.js';
import { ownedPurchaseOrders, plannedQuantities } from './purchase-order-read.js';
import { findShipOrder } from './ship-order-read.js';
import {
  temuBoxes,
  temuPurchaseOrderLines,
  temuPurchaseOrders,
  temuShipOrderLines,
  temuShipOrders,
} from './schema.js';

/** Temu's purchase-order status in which it may be shipped (已接单，待发货). */
const AWAITING_DELIVERY = 1;

/**
 * A draft ship order of one purchase order's SKUs, all in one box until 装箱 splits them. The
 * purchase order is locked while its remaining quantities are checked, so two drafts made at
 * once cannot plan more than Temu ordered.
 */
export async function createShipOrder(
  db: Db,
  owner: StoreOwner,
  input: TemuShipOrderInput,
): Promise<TemuShipOrder> {
  const id = await db.transaction(async (tx) => {
    const [purchase] = await tx
      .select()
      .from(temuPurchaseOrders)
      .where(and(ownedPurchaseOrders(owner), eq(temuPurchaseOrders.id, input.purchase_order_id)))
      .for('update');
    if (!purchase) throw notFound('采购单');
    if (purchase.status !== AWAITING_DELIVERY)
      throw invalid(`采购单 ${purchase.subPurchaseOrderSn} 不是待发货状态，不能创建发货单`);
    const found = await tx
      .select()
      .from(temuPurchaseOrderLines)
      .where(eq(temuPurchaseOrderLines.purchaseOrderId, purchase.id));
    const planned = await plannedQuantities(
      tx,
      found.map((line) => line.id),
    );
    const lines = found.map((line) => ({ line, planned: planned.get(line.id) ?? 0 }));
    const chosen = input.lines.filter((l) => l.quantity > 0);
    if (chosen.length === 0) throw invalid('请至少为一个 SKU 填写发货数量');
    const seen = new Set<number>();
    for (const wanted of chosen) {
      const found = lines.find((l) => l.line.id === wanted.purchase_order_line_id);
      if (!found || seen.has(wanted.purchase_order_line_id))
        throw invalid('发货的 SKU 不属于该采购单，或重复填写');
      seen.add(wanted.purchase_order_line_id);
      const left = found.line.purchaseQuantity - found.line.deliveredQuantity - found.planned;
      if (wanted.quantity > left)
        throw invalid(
          `SKU ${found.line.skuCode || found.line.productSkuId} 最多还可发 ${Math.max(0, left)} 件`,
        );
    }
    const [ship] = await tx
      .insert(temuShipOrders)
      .values({ siteId: owner.siteId, userId: owner.userId, purchaseOrderId: purchase.id })
      .returning({ id: temuShipOrders.id });
    const inserted = await tx
      .insert(temuShipOrderLines)
      .values(
        chosen.map((l) => ({
          shipOrderId: ship!.id,
          purchaseOrderLineId: l.purchase_order_line_id,
          quantity: l.quantity,
        })),
      )
      .returning();
    await tx.insert(temuBoxes).values({
      shipOrderId: ship!.id,
      boxNo: 1,
      items: inserted.map((l) => ({ line_id: l.id, quantity: l.quantity })),
    });
    return ship!.id;
  });
  return findShipOrder(db, owner, id);
}

async function draftOf(db: Db, owner: StoreOwner, id: number) {
  const ship = await findShipOrder(db, owner, id);
  if (ship.status !== 'draft') throw invalid('发货单已发送到 Temu，不能再修改');
  return ship;
}

export async function deleteShipOrder(db: Db, owner: StoreOwner, id: number) {
  await draftOf(db, owner, id);
  await db
    .delete(temuShipOrders)
    .where(and(eq(temuShipOrders.id, id), eq(temuShipOrders.status, 'draft')));
}

/** Replaces the draft's boxes; together they must hold exactly the ship order's quantities. */
export async function saveBoxes(
  db: Db,
  owner: StoreOwner,
  id: number,
  input: TemuBoxesInput,
): Promise<TemuShipOrder> {
  const ship = await draftOf(db, owner, id);
  if (input.boxes.length === 0) throw invalid('至少需要一个箱子');
  const packed = new Map<number, number>();
  input.boxes.forEach((box, index) => {
    const items = box.items.filter((item) => item.quantity > 0);
    if (items.length === 0) throw invalid(`第 ${index + 1} 箱是空的，请放入商品或删除该箱`);
    for (const item of items) {
      if (!ship.lines.some((l) => l.id === item.line_id))
        throw invalid(`第 ${index + 1} 箱放入了不属于该发货单的 SKU`);
      packed.set(item.line_id, (packed.get(item.line_id) ?? 0) + item.quantity);
    }
  });
  for (const line of ship.lines) {
    const inBoxes = packed.get(line.id) ?? 0;
    if (inBoxes !== line.quantity)
      throw invalid(
        `SKU ${line.sku_code || line.product_sku_id} 装箱 ${inBoxes} 件，与发货数量 ${line.quantity} 件不一致`,
      );
  }
  await db.transaction(async (tx) => {
    await tx.delete(temuBoxes).where(eq(temuBoxes.shipOrderId, id));
    await tx.insert(temuBoxes).values(
      input.boxes.map((box, index) => ({
        shipOrderId: id,
        boxNo: index + 1,
        items: box.items.filter((item) => item.quantity > 0),
      })),
    );
  });
  return findShipOrder(db, owner, id);
}
