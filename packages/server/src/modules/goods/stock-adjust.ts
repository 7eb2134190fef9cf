import type { GoodsStockAdjustInput, GoodsStockMovement } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { invalid } from '../../http/envelope.js';
import { changeGoodsStock, type GoodsStockRef } from './stock-ledger.js';
import { stockRefOf, toGoodsMovement } from './stock-read.js';

/**
 * The operator's 库存调整: units in or out with a reason, one ledger row; the stock never goes
 * below zero and the same key adjusts once.
 */
export async function adjustGoodsStock(
  db: DbExecutor,
  operator: { siteId: number; userId: number; name: string },
  goodsId: number,
  input: GoodsStockAdjustInput,
): Promise<GoodsStockMovement> {
  const reason = input.reason.trim();
  if (!reason) throw invalid('请填写调整原因（reason）');
  if (!Number.isSafeInteger(input.delta) || input.delta === 0)
    throw invalid('调整数量（delta）必须是非零的整数：入库为正，出库为负');
  const ref = await stockRefOf(db, operator.siteId, goodsId, input.sku_id ?? null);
  const { entry } = await changeGoodsStock(db, {
    ...ref,
    kind: 'adjustment',
    delta: input.delta,
    description: reason,
    idempotencyKey: `adjust:${input.idempotency_key}`,
    actorUserId: operator.userId,
    shortage: `调整后库存不能小于 0（出库 ${-input.delta} 件超过现有库存）`,
  });
  return toGoodsMovement(entry, operator.name);
}

/** A new good's or SKU's opening stock as its first ledger row (the balance starts at 0). */
export async function openingStock(
  db: DbExecutor,
  ref: GoodsStockRef,
  quantity: number,
  actorUserId: number | null,
): Promise<void> {
  if (quantity === 0) return;
  await changeGoodsStock(db, {
    ...ref,
    kind: 'initial',
    delta: quantity,
    description: '新建时的库存',
    idempotencyKey:
      ref.goodsSkuId === null ? `initial:goods:${ref.goodsId}` : `initial:sku:${ref.goodsSkuId}`,
    actorUserId,
    shortage: '期初库存不能为负',
  });
}
