import { and, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { statement } from '../../db/statement.js';
import { stockLedger, warehouseStock } from './schema.js';
import { stockKeyOf, type StockSku } from './stock-keys.js';
import { changeStock } from './stock-ledger.js';
import { hasOwedFees } from './storage-fee.js';

export interface Owner {
  siteId: number;
  userId: number;
}

/** An order line as the warehouse sees it; a designed product is printed, so never from stock. */
export interface StockLine extends StockSku {
  designedProductId: number | null;
  quantity: number;
}

/** Which lines (by index) the reseller's stock covers, with the stock row each takes from. */
export type StockPlan = Map<number, { stockId: number; quantity: number }>;

/** The reseller's warehouse stock of these SKUs, locked for the order taking from it. */
const heldStock = statement((db, p: { siteId: number; userId: number; skuKeys: string[] }) =>
  db
    .select({
      id: warehouseStock.id,
      skuKey: warehouseStock.skuKey,
      quantity: warehouseStock.quantity,
    })
    .from(warehouseStock)
    .where(
      and(
        eq(warehouseStock.siteId, p.siteId),
        eq(warehouseStock.userId, p.userId),
        sql`${warehouseStock.skuKey} = any(${p.skuKeys})`,
      ),
    )
    .orderBy(warehouseStock.id)
    .for('update'),
);

/**
 * Decides which lines of a new order ship from the reseller's warehouse stock: a plain blank or a
 * general good whose whole quantity the stock covers (never part of a line). The stock rows are
 * locked until the order's transaction ends, so two orders cannot plan the same units. Nothing
 * comes from stock while a storage fee is owed (the stock is held).
 */
export async function planFromStock(
  tx: DbExecutor,
  owner: Owner,
  lines: readonly StockLine[],
): Promise<StockPlan> {
  const plan: StockPlan = new Map();
  const keyed = lines
    .map((line, index) => ({ line, index, key: stockKeyOf(line) }))
    .filter(({ line }) => line.designedProductId === null);
  if (keyed.length === 0) return plan;
  const rows = await heldStock(tx, {
    siteId: owner.siteId,
    userId: owner.userId,
    skuKeys: [...new Set(keyed.map((k) => k.key))],
  });
  if (rows.length === 0 || (await hasOwedFees(tx, owner))) return plan;
  const left = new Map(rows.map((row) => [row.skuKey, { id: row.id, quantity: row.quantity }]));
  for (const { line, index, key } of keyed) {
    const stock = left.get(key);
    if (!stock || stock.quantity < line.quantity) continue;
    stock.quantity -= line.quantity;
    plan.set(index, { stockId: stock.id, quantity: line.quantity });
  }
  return plan;
}

/** Takes the planned units out of stock for the order's lines: one ledger row per line. */
export async function takeFromStock(
  tx: DbExecutor,
  owner: Owner,
  order: { id: number; orderNo: string; actorUserId: number | null },
  items: ReadonlyArray<{ itemId: number; stockId: number; quantity: number }>,
): Promise<void> {
  for (const item of items)
    await changeStock(tx, {
      ...owner,
      stockId: item.stockId,
      kind: 'order',
      delta: -item.quantity,
      description: `订单 ${order.orderNo} 从仓储库存发货`,
      reference: { type: 'order', id: order.id },
      idempotencyKey: `order-item:${item.itemId}`,
      actorUserId: order.actorUserId,
    });
}

/**
 * Puts an order's units back into stock (cancelled before payment, or refunded before shipping):
 * one ledger row for each line that had come from stock, once.
 */
export async function returnOrderStock(
  tx: DbExecutor,
  owner: Owner,
  order: { id: number; orderNo: string },
): Promise<void> {
  const taken = await tx
    .select()
    .from(stockLedger)
    .where(
      and(
        eq(stockLedger.siteId, owner.siteId),
        eq(stockLedger.userId, owner.userId),
        eq(stockLedger.referenceType, 'order'),
        eq(stockLedger.referenceId, String(order.id)),
        eq(stockLedger.kind, 'order'),
      ),
    )
    .orderBy(stockLedger.id);
  for (const movement of taken)
    await changeStock(tx, {
      ...owner,
      stockId: movement.stockId,
      kind: 'order_return',
      delta: -movement.delta,
      description: `订单 ${order.orderNo} 取消或退款，退回仓储库存`,
      reference: { type: 'order', id: order.id },
      idempotencyKey: `order-return:${movement.id}`,
    });
}
