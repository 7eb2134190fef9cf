import { and, eq, inArray } from 'drizzle-orm';
import type { GoodsStockMovementKind } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import {
  covers,
  moved,
  movementColumns,
  moveStockOnce,
  type StockMovement,
} from '../../db/stock-movement.js';
import { conflict, invalid } from '../../http/envelope.js';
import { goods, goodsSkus, goodsStockLedger, type GoodsStockLedgerRow } from './schema.js';

/** Whose stock moves: a good of the site, and one of its SKUs or (null) the good's own stock. */
export interface GoodsStockRef {
  siteId: number;
  goodsId: number;
  goodsSkuId: number | null;
}

export interface GoodsStockChange extends GoodsStockRef, StockMovement {
  kind: GoodsStockMovementKind;
  /** The message when the stock does not cover a withdrawal. */
  shortage: string;
}

export interface GoodsStockChangeResult {
  entry: GoodsStockLedgerRow;
  /** True when the key had been used: nothing moved this time. */
  replayed: boolean;
}

/** The good of the site, as a sub-query: a SKU moves only when its good is the site's. */
const siteGoods = (db: DbExecutor, ref: GoodsStockRef) =>
  db
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.id, ref.goodsId), eq(goods.siteId, ref.siteId)));

/** Updates the balance where it still covers a withdrawal; the balance after, or null. */
async function moveBalance(db: DbExecutor, change: GoodsStockChange): Promise<number | null> {
  if (change.goodsSkuId !== null) {
    const [row] = await db
      .update(goodsSkus)
      .set({ stock: moved(goodsSkus.stock, change.delta) })
      .where(
        and(
          eq(goodsSkus.id, change.goodsSkuId),
          inArray(goodsSkus.goodsId, siteGoods(db, change)),
          covers(goodsSkus.stock, change.delta),
        ),
      )
      .returning({ stock: goodsSkus.stock });
    return row?.stock ?? null;
  }
  const [row] = await db
    .update(goods)
    .set({ stock: moved(goods.stock, change.delta) })
    .where(
      and(
        eq(goods.id, change.goodsId),
        eq(goods.siteId, change.siteId),
        covers(goods.stock, change.delta),
      ),
    )
    .returning({ stock: goods.stock });
  return row?.stock ?? null;
}

/**
 * Moves a general good's stock together with its ledger row (`moveStockOnce`): never below zero,
 * in one transaction, and a key already used moves nothing.
 */
export async function changeGoodsStock(
  db: DbExecutor,
  change: GoodsStockChange,
): Promise<GoodsStockChangeResult> {
  return moveStockOnce(db, change, {
    findByKey: () => movementByKey(db, change.siteId, change.idempotencyKey),
    moveBalance: (tx) => moveBalance(tx, change),
    record: async (tx, quantityAfter) => {
      const [entry] = await tx
        .insert(goodsStockLedger)
        .values({
          siteId: change.siteId,
          goodsId: change.goodsId,
          goodsSkuId: change.goodsSkuId,
          kind: change.kind,
          ...movementColumns(change, quantityAfter),
        })
        .returning();
      return entry!;
    },
    badDelta: () => invalid('库存变动数量必须是非零的整数'),
    shortage: () => conflict(change.shortage),
  });
}

async function movementByKey(
  db: DbExecutor,
  siteId: number,
  key: string,
): Promise<GoodsStockLedgerRow | undefined> {
  const [row] = await db
    .select()
    .from(goodsStockLedger)
    .where(and(eq(goodsStockLedger.siteId, siteId), eq(goodsStockLedger.idempotencyKey, key)))
    .limit(1);
  return row;
}
