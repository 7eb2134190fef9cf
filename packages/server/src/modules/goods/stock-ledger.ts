import { and, eq, getTableColumns, inArray, notExists, sql } from 'drizzle-orm';
import type { GoodsStockMovementKind } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { covers, moved, movementColumns, type StockMovement } from '../../db/stock-movement.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
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

/** The ledger row's key is still unused, for the balance update's condition. */
const keyUnused = (db: DbExecutor, change: GoodsStockChange) =>
  notExists(
    db
      .select({ id: goodsStockLedger.id })
      .from(goodsStockLedger)
      .where(
        and(
          eq(goodsStockLedger.siteId, change.siteId),
          eq(goodsStockLedger.idempotencyKey, change.idempotencyKey),
        ),
      ),
  );

/**
 * The balance update where it still covers a withdrawal and the key is unused, returning the
 * balance after (no row when nothing moved), as a CTE: a SKU's, or the good's own.
 */
function movedBalance(db: DbExecutor, change: GoodsStockChange) {
  const balance = db.$with('balance');
  if (change.goodsSkuId !== null)
    return balance.as(
      db
        .update(goodsSkus)
        .set({ stock: moved(goodsSkus.stock, change.delta) })
        .where(
          and(
            eq(goodsSkus.id, change.goodsSkuId),
            inArray(goodsSkus.goodsId, siteGoods(db, change)),
            covers(goodsSkus.stock, change.delta),
            keyUnused(db, change),
          ),
        )
        .returning({ stock: goodsSkus.stock }),
    );
  return balance.as(
    db
      .update(goods)
      .set({ stock: moved(goods.stock, change.delta) })
      .where(
        and(
          eq(goods.id, change.goodsId),
          eq(goods.siteId, change.siteId),
          covers(goods.stock, change.delta),
          keyUnused(db, change),
        ),
      )
      .returning({ stock: goods.stock }),
  );
}

/** The balance moved and its ledger row written by one statement; no row when nothing moved. */
function moveAndRecord(tx: DbExecutor, change: GoodsStockChange) {
  const balance = movedBalance(tx, change);
  const row = movementColumns(change, 0);
  const entry = tx.$with('entry', getTableColumns(goodsStockLedger)).as(
    sql`insert into ${goodsStockLedger} (site_id, goods_id, goods_sku_id, kind, delta,
        quantity_after, reference_type, reference_id, description, idempotency_key, actor_user_id)
      select ${change.siteId}::int, ${change.goodsId}::int, ${change.goodsSkuId}::int,
        ${change.kind}::text, ${row.delta}::int, ${balance.stock}, ${row.referenceType}::text,
        ${row.referenceId}::text, ${row.description}::text, ${row.idempotencyKey}::text,
        ${row.actorUserId}::int
      from ${balance} returning *`,
  );
  return tx.with(balance, entry).select().from(entry);
}

/**
 * Moves a general good's stock together with its ledger row, in one statement inside a savepoint
 * of the caller's transaction: never below zero, and a key already used moves nothing (`replayed`).
 */
export async function changeGoodsStock(
  db: DbExecutor,
  change: GoodsStockChange,
): Promise<GoodsStockChangeResult> {
  if (!Number.isSafeInteger(change.delta) || change.delta === 0)
    throw invalid('库存变动数量必须是非零的整数');
  const find = (executor: DbExecutor) =>
    movementByKey(executor, change.siteId, change.idempotencyKey);
  try {
    return await db.transaction(async (tx) => {
      const [entry] = await moveAndRecord(tx, change);
      if (entry) return { entry, replayed: false };
      // Nothing moved: the key was used before (a retry), or the stock does not cover it.
      const earlier = await find(tx);
      if (earlier) return { entry: earlier, replayed: true };
      throw conflict(change.shortage);
    });
  } catch (error) {
    // The same key raced in from another request and won: answer its movement.
    if (isUniqueViolation(error)) {
      const raced = await find(db);
      if (raced) return { entry: raced, replayed: true };
    }
    throw error;
  }
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
