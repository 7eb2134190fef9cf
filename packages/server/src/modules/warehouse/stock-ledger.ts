import { and, eq } from 'drizzle-orm';
import type { StockMovementKind } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { AppError } from '../../http/envelope.js';
import {
  covers,
  moved,
  movementColumns,
  moveStockOnce,
  type StockMovement,
} from '../../db/stock-movement.js';
import { stockLedger, warehouseStock, type StockLedgerRow, type StockRow } from './schema.js';

/** status_code of a stock movement the stock does not cover. */
export const INSUFFICIENT_STOCK = 4002;

export interface StockChange extends StockMovement {
  siteId: number;
  userId: number;
  /** The stock row (made by ensureStockRow). */
  stockId: number;
  kind: StockMovementKind;
}

export interface StockChangeResult {
  entry: StockLedgerRow;
  /** True when the key had been used: nothing moved this time. */
  replayed: boolean;
}

/**
 * Moves stock together with its ledger row (`moveStockOnce`): never below zero however many run
 * at once, in one transaction, and a key already used moves nothing.
 */
export async function changeStock(db: DbExecutor, change: StockChange): Promise<StockChangeResult> {
  return moveStockOnce(db, change, {
    findByKey: () => movementByKey(db, change.userId, change.idempotencyKey),
    moveBalance: async (tx) => {
      const [stock] = await tx
        .update(warehouseStock)
        .set({ quantity: moved(warehouseStock.quantity, change.delta), updatedAt: new Date() })
        .where(
          and(
            eq(warehouseStock.id, change.stockId),
            eq(warehouseStock.siteId, change.siteId),
            eq(warehouseStock.userId, change.userId),
            covers(warehouseStock.quantity, change.delta),
          ),
        )
        .returning({ quantity: warehouseStock.quantity });
      return stock?.quantity ?? null;
    },
    record: async (tx, quantityAfter) => {
      const [entry] = await tx
        .insert(stockLedger)
        .values({
          siteId: change.siteId,
          userId: change.userId,
          stockId: change.stockId,
          kind: change.kind,
          ...movementColumns(change, quantityAfter),
        })
        .returning();
      return entry!;
    },
    badDelta: () => new AppError(422, '数量必须是非零的整数'),
    shortage: () => new AppError(INSUFFICIENT_STOCK, '仓储库存不足'),
  });
}

async function movementByKey(
  db: DbExecutor,
  userId: number,
  key: string,
): Promise<StockLedgerRow | undefined> {
  const [row] = await db
    .select()
    .from(stockLedger)
    .where(and(eq(stockLedger.userId, userId), eq(stockLedger.idempotencyKey, key)))
    .limit(1);
  return row;
}

/** The owner's stock row of a SKU, made empty (quantity 0) the first time it is named. */
export async function ensureStockRow(
  db: DbExecutor,
  values: Omit<typeof warehouseStock.$inferInsert, 'id' | 'quantity' | 'updatedAt'>,
): Promise<StockRow> {
  await db.insert(warehouseStock).values(values).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(warehouseStock)
    .where(
      and(
        eq(warehouseStock.siteId, values.siteId),
        eq(warehouseStock.userId, values.userId),
        eq(warehouseStock.skuKey, values.skuKey),
      ),
    );
  if (!row) throw new Error('warehouse stock row was not made');
  return row;
}
