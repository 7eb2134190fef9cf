import { and, eq, getTableColumns, inArray, notExists, sql } from 'drizzle-orm';
import type { GoodsStockMovementKind } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import {
  coversWithdrawal,
  inSavepoint,
  moved,
  type MovementOptions,
  movementColumns,
  type StockMovement,
} from '../../db/stock-movement.js';
import { statement } from '../../db/statement.js';
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

/** What one movement writes: the ledger row's columns. */
interface GoodsStockMove {
  siteId: number;
  goodsId: number;
  goodsSkuId: number | null;
  kind: GoodsStockMovementKind;
  delta: number;
  referenceType: string | null;
  referenceId: string | null;
  description: string;
  idempotencyKey: string;
  actorUserId: number | null;
}

/** The good of the site, as a sub-query: a SKU moves only when its good is the site's. */
const siteGoods = (db: DbExecutor, p: GoodsStockMove) =>
  db
    .select({ id: goods.id })
    .from(goods)
    .where(and(eq(goods.id, p.goodsId), eq(goods.siteId, p.siteId)));

/** The ledger row's key is still unused, for the balance update's condition. */
const keyUnused = (db: DbExecutor, p: GoodsStockMove) =>
  notExists(
    db
      .select({ id: goodsStockLedger.id })
      .from(goodsStockLedger)
      .where(
        and(
          eq(goodsStockLedger.siteId, p.siteId),
          eq(goodsStockLedger.idempotencyKey, p.idempotencyKey),
        ),
      ),
  );

/**
 * The balance update where it still covers a withdrawal and the key is unused, returning the
 * balance after (no row when nothing moved), as a CTE: a SKU's, or the good's own.
 */
function movedBalance(db: DbExecutor, p: GoodsStockMove, variant: string) {
  const balance = db.$with('balance');
  const out = variant.includes('out');
  if (variant.includes('sku'))
    return balance.as(
      db
        .update(goodsSkus)
        .set({ stock: moved(goodsSkus.stock, p.delta) })
        .where(
          and(
            eq(goodsSkus.id, p.goodsSkuId!),
            inArray(goodsSkus.goodsId, siteGoods(db, p)),
            out ? coversWithdrawal(goodsSkus.stock, p.delta) : undefined,
            keyUnused(db, p),
          ),
        )
        .returning({ stock: goodsSkus.stock }),
    );
  return balance.as(
    db
      .update(goods)
      .set({ stock: moved(goods.stock, p.delta) })
      .where(
        and(
          eq(goods.id, p.goodsId),
          eq(goods.siteId, p.siteId),
          out ? coversWithdrawal(goods.stock, p.delta) : undefined,
          keyUnused(db, p),
        ),
      )
      .returning({ stock: goods.stock }),
  );
}

/**
 * The balance moved and its ledger row written by one statement; no row when nothing moved. Its
 * variant names its form: a SKU's stock or the good's own, a withdrawal or not.
 */
const moveAndRecordStatement = statement((db, p: GoodsStockMove, variant) => {
  const balance = movedBalance(db, p, variant);
  const entry = db.$with('entry', getTableColumns(goodsStockLedger)).as(
    sql`insert into ${goodsStockLedger} (site_id, goods_id, goods_sku_id, kind, delta,
        quantity_after, reference_type, reference_id, description, idempotency_key, actor_user_id)
      select ${p.siteId}::int, ${p.goodsId}::int, ${p.goodsSkuId}::int,
        ${p.kind}::text, ${p.delta}::int, ${balance.stock}, ${p.referenceType}::text,
        ${p.referenceId}::text, ${p.description}::text, ${p.idempotencyKey}::text,
        ${p.actorUserId}::int
      from ${balance} returning *`,
  );
  return db.with(balance, entry).select().from(entry);
});

function moveAndRecord(tx: DbExecutor, change: GoodsStockChange) {
  const row = movementColumns(change, 0);
  return moveAndRecordStatement(
    tx,
    {
      siteId: change.siteId,
      goodsId: change.goodsId,
      goodsSkuId: change.goodsSkuId,
      kind: change.kind,
      delta: row.delta,
      referenceType: row.referenceType,
      referenceId: row.referenceId,
      description: row.description,
      idempotencyKey: row.idempotencyKey,
      actorUserId: row.actorUserId,
    },
    `${change.goodsSkuId !== null ? 'sku' : 'good'} ${change.delta < 0 ? 'out' : 'in'}`,
  );
}

/**
 * Moves a general good's stock together with its ledger row, in one statement inside a savepoint
 * of the caller's transaction (or in it, `options.savepoint` false: see MovementOptions): never
 * below zero, and a key already used moves nothing (`replayed`).
 */
export async function changeGoodsStock(
  db: DbExecutor,
  change: GoodsStockChange,
  options: MovementOptions = {},
): Promise<GoodsStockChangeResult> {
  if (!Number.isSafeInteger(change.delta) || change.delta === 0)
    throw invalid('库存变动数量必须是非零的整数');
  const find = (executor: DbExecutor) =>
    movementByKey(executor, change.siteId, change.idempotencyKey);
  try {
    return await inSavepoint(db, options, async (tx) => {
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
