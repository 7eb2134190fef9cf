import { and, asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { goodsStockLedger } from './schema.js';
import { changeGoodsStock, type GoodsStockRef } from './stock-ledger.js';

/** An order line as general-goods stock sees it; a line of a blank (goodsId null) takes none. */
export interface GoodsStockLine {
  /** The order item: its id makes the movement's key, so a retry takes once. */
  itemId: number;
  goodsId: number | null;
  goodsSkuId: number | null;
  quantity: number;
  name: string;
}

export interface StockOrder {
  id: number;
  orderNo: string;
  siteId: number;
}

/**
 * Takes an order's general goods out of the platform's stock in the caller's transaction: one
 * ledger row per line, refused (409) when the stock no longer covers it.
 */
export async function takeGoodsStock(
  tx: DbExecutor,
  order: StockOrder & { actorUserId: number | null },
  lines: readonly GoodsStockLine[],
): Promise<void> {
  for (const line of lines) {
    if (line.goodsId === null) continue;
    await changeGoodsStock(
      tx,
      {
        siteId: order.siteId,
        goodsId: line.goodsId,
        goodsSkuId: line.goodsSkuId,
        kind: 'order',
        delta: -line.quantity,
        description: `订单 ${order.orderNo} 出库`,
        reference: { type: 'order', id: order.id },
        idempotencyKey: `order-item:${line.itemId}`,
        actorUserId: order.actorUserId,
        shortage: `${line.name} 库存不足，请刷新后重试`,
      },
      // The key names an order item this transaction created: no one else can write it.
      { savepoint: false },
    );
  }
}

/**
 * Puts back what an order took (cancelled, or refunded before shipping): one ledger row for each
 * line that took stock, once however often it is called.
 */
export async function returnGoodsStock(
  tx: DbExecutor,
  order: StockOrder,
  actorUserId: number | null,
): Promise<void> {
  const taken = await tx
    .select()
    .from(goodsStockLedger)
    .where(
      and(
        eq(goodsStockLedger.siteId, order.siteId),
        eq(goodsStockLedger.kind, 'order'),
        eq(goodsStockLedger.referenceType, 'order'),
        eq(goodsStockLedger.referenceId, String(order.id)),
      ),
    )
    .orderBy(asc(goodsStockLedger.id));
  for (const movement of taken) {
    const ref: GoodsStockRef = {
      siteId: order.siteId,
      goodsId: movement.goodsId,
      goodsSkuId: movement.goodsSkuId,
    };
    await changeGoodsStock(tx, {
      ...ref,
      kind: 'order_return',
      delta: -movement.delta,
      description: `订单 ${order.orderNo} 取消或退款，退回库存`,
      reference: { type: 'order', id: order.id },
      idempotencyKey: `order-return:${movement.id}`,
      actorUserId,
      shortage: '库存退回失败',
    });
  }
}
