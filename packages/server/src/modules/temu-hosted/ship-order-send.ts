import { and, eq } from 'drizzle-orm';
import type { TemuShipOrder } from '@podkit/sdk-core';
import type { StorePlatformsConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { invalid } from '../../http/envelope.js';
import {
  siteStoresConfig,
  temuHostedApi,
  withPlatform,
  type StoreOwner,
  type TemuShipOrderDraft,
} from '../stores/index.js';
import { hostedStore } from './purchase-order-sync.js';
import { findShipOrder } from './ship-order-read.js';
import { temuBoxes, temuShipOrders } from './schema.js';

/** The ship order as Temu takes it: its SKUs, and per box the SKUs it holds. */
function draftFor(ship: TemuShipOrder): TemuShipOrderDraft {
  const skuOf = new Map(ship.lines.map((l) => [l.id, l.product_sku_id]));
  return {
    subPurchaseOrderSn: ship.sub_purchase_order_sn,
    skus: ship.lines.map((l) => ({ productSkuId: l.product_sku_id, quantity: l.quantity })),
    boxes: ship.boxes.map((box) =>
      box.items.map((item) => ({
        productSkuId: skuOf.get(item.line_id)!,
        quantity: item.quantity,
      })),
    ),
  };
}

/**
 * Creates the draft at Temu with its boxes as packages, and keeps Temu's ship order number and
 * each box's package number (the box label's barcode). A refusal is kept on the ship order and
 * answered in Temu's words; sending again after a break adopts what Temu already created.
 */
export async function sendShipOrder(
  db: Db,
  envConfig: StorePlatformsConfig,
  owner: StoreOwner,
  id: number,
): Promise<TemuShipOrder> {
  const ship = await findShipOrder(db, owner, id);
  if (ship.status !== 'draft') throw invalid('发货单已发送到 Temu');
  const store = await hostedStore(db, owner, ship.store_id);
  const config = await siteStoresConfig(db, store.siteId, envConfig);
  const api = temuHostedApi(config);
  let created;
  try {
    created = await withPlatform(db, config, store, new AbortController().signal, (access) =>
      api.createShipOrder(access, draftFor(ship)),
    );
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await db
      .update(temuShipOrders)
      .set({ lastError: message.slice(0, 500) })
      .where(eq(temuShipOrders.id, id));
    throw invalid(`发送到 Temu 失败：${message}`);
  }
  if (created.packageSns.length !== ship.boxes.length)
    throw invalid(
      `Temu 发货单 ${created.deliveryOrderSn} 有 ${created.packageSns.length} 个包裹，与 ${ship.boxes.length} 箱不一致，请在 Temu 卖家中心核对`,
    );
  await db.transaction(async (tx) => {
    await tx
      .update(temuShipOrders)
      .set({
        status: 'sent',
        deliveryOrderSn: created.deliveryOrderSn,
        warehouseName: created.warehouseName,
        lastError: '',
        sentAt: new Date(),
      })
      .where(and(eq(temuShipOrders.id, id), eq(temuShipOrders.status, 'draft')));
    for (const [index, box] of ship.boxes.entries())
      await tx
        .update(temuBoxes)
        .set({ packageSn: created.packageSns[index]! })
        .where(and(eq(temuBoxes.shipOrderId, id), eq(temuBoxes.boxNo, box.box_no)));
  });
  return findShipOrder(db, owner, id);
}
