import { and, eq, gte, sql } from 'drizzle-orm';
import type { StockMovementKind } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { AppError } from '../../http/envelope.js';
import { onceByKey } from '../../db/once-by-key.js';
import { stockLedger, warehouseStock, type StockLedgerRow, type StockRow } from './schema.js';

/** status_code of a stock movement the stock does not cover. */
export const INSUFFICIENT_STOCK = 4002;

export interface StockChange {
  siteId: number;
  userId: number;
  /** The stock row (made by ensureStockRow). */
  stockId: number;
  kind: StockMovementKind;
  /** Signed units: positive in, negative out. */
  delta: number;
  description: string;
  reference?: { type: string; id: string | number };
  idempotencyKey: string;
  actorUserId?: number | null;
}

export interface StockChangeResult {
  entry: StockLedgerRow;
  /** True when the key had been used: nothing moved this time. */
  replayed: boolean;
}

/**
 * Moves stock together with its ledger row, in one transaction (a savepoint inside the caller's):
 * the quantity is updated only where it still covers a withdrawal, so it never goes below zero
 * however many run at once, and a key already used moves nothing.
 */
export async function changeStock(db: DbExecutor, change: StockChange): Promise<StockChangeResult> {
  if (!Number.isSafeInteger(change.delta) || change.delta === 0)
    throw new AppError(422, '数量必须是非零的整数');
  return onceByKey(
    () => movementByKey(db, change.userId, change.idempotencyKey),
    () =>
      db.transaction(async (tx) => {
        const covered = change.delta < 0 ? gte(warehouseStock.quantity, -change.delta) : undefined;
        const [stock] = await tx
          .update(warehouseStock)
          .set({
            quantity: sql`${warehouseStock.quantity} + ${change.delta}`,
            updatedAt: new Date(),
          })
          .where(
            and(
              eq(warehouseStock.id, change.stockId),
              eq(warehouseStock.siteId, change.siteId),
              eq(warehouseStock.userId, change.userId),
              covered,
            ),
          )
          .returning({ quantity: warehouseStock.quantity });
        if (!stock) throw new AppError(INSUFFICIENT_STOCK, '仓储库存不足');
        const [entry] = await tx
          .insert(stockLedger)
          .values({
            siteId: change.siteId,
            userId: change.userId,
            stockId: change.stockId,
            kind: change.kind,
            delta: change.delta,
            quantityAfter: stock.quantity,
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
