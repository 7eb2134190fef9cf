import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { GoodsStockMovementKind } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { onceByKey } from '../../db/once-by-key.js';
import { conflict, invalid } from '../../http/envelope.js';
import { goods, goodsSkus, goodsStockLedger, type GoodsStockLedgerRow } from './schema.js';

/** Whose stock moves: a good of the site, and one of its SKUs or (null) the good's own stock. */
export interface GoodsStockRef {
  siteId: number;
  goodsId: number;
  goodsSkuId: number | null;
}

export interface GoodsStockChange extends GoodsStockRef {
  kind: GoodsStockMovementKind;
  /** Signed units: positive in, negative out. */
  delta: number;
  description: string;
  reference?: { type: string; id: string | number };
  idempotencyKey: string;
  actorUserId?: number | null;
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

/**
 * Updates the balance where it still covers a withdrawal (the row lock of the update makes racing
 * withdrawals wait and see the new balance); answers the balance after, or null when not covered.
 */
async function moveBalance(db: DbExecutor, change: GoodsStockChange): Promise<number | null> {
  if (change.goodsSkuId !== null) {
    const [row] = await db
      .update(goodsSkus)
      .set({ stock: sql`${goodsSkus.stock} + ${change.delta}` })
      .where(
        and(
          eq(goodsSkus.id, change.goodsSkuId),
          inArray(goodsSkus.goodsId, siteGoods(db, change)),
          change.delta < 0 ? gte(goodsSkus.stock, -change.delta) : undefined,
        ),
      )
      .returning({ stock: goodsSkus.stock });
    return row?.stock ?? null;
  }
  const [row] = await db
    .update(goods)
    .set({ stock: sql`${goods.stock} + ${change.delta}` })
    .where(
      and(
        eq(goods.id, change.goodsId),
        eq(goods.siteId, change.siteId),
        change.delta < 0 ? gte(goods.stock, -change.delta) : undefined,
      ),
    )
    .returning({ stock: goods.stock });
  return row?.stock ?? null;
}

/**
 * Moves a general good's stock together with its ledger row, in one transaction (a savepoint
 * inside the caller's): never below zero however many run at once, and a key already used moves
 * nothing.
 */
export async function changeGoodsStock(
  db: DbExecutor,
  change: GoodsStockChange,
): Promise<GoodsStockChangeResult> {
  if (!Number.isSafeInteger(change.delta) || change.delta === 0)
    throw invalid('库存变动数量必须是非零的整数');
  return onceByKey(
    () => movementByKey(db, change.siteId, change.idempotencyKey),
    () =>
      db.transaction(async (tx) => {
        const quantityAfter = await moveBalance(tx, change);
        if (quantityAfter === null) throw conflict(change.shortage);
        const [entry] = await tx
          .insert(goodsStockLedger)
          .values({
            siteId: change.siteId,
            goodsId: change.goodsId,
            goodsSkuId: change.goodsSkuId,
            kind: change.kind,
            delta: change.delta,
            quantityAfter,
            referenceType: change.reference?.type ?? null,
            referenceId: change.reference ? String(change.reference.id) : null,
            description: change.description,
            idempotencyKey: change.idempotencyKey,
            actorUserId: change.actorUserId ?? null,
          })
          .returning();
        return entry!;
      }),
  );
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
