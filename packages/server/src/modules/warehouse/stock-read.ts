import { and, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import type {
  InboundQuery,
  StockInbound,
  StockItem,
  StockMovement,
  StorageFee,
  WarehouseSummary,
} from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { formatCents } from '../../http/money.js';
import { pageOffset } from '../../http/paging.js';
import { containsTyped } from '../../http/text-search.js';
import { siteStorageFeeCents } from '../sites/index.js';
import { users } from '../users/index.js';
import {
  stockInbounds,
  stockLedger,
  storageFees,
  warehouseStock,
  type InboundRow,
  type StockRow,
  type StorageFeeRow,
} from './schema.js';
import { inboundNotFound, type Scope } from './inbound.js';
import { inboundStatusLabels, movementLabels } from './labels.js';

interface Owner {
  siteId: number;
  userId: number;
}

const ownedBy = (owner: Owner) =>
  and(eq(warehouseStock.siteId, owner.siteId), eq(warehouseStock.userId, owner.userId));

export const toStockItem = (row: StockRow): StockItem => ({
  id: row.id,
  sku_key: row.skuKey,
  item_type: row.itemType,
  name: row.name,
  sku_text: row.skuText,
  quantity: row.quantity,
  updated_at: row.updatedAt.toISOString(),
});

export const toInbound = (row: InboundRow): StockInbound => ({
  id: row.id,
  item_type: row.itemType,
  name: row.name,
  sku_text: row.skuText,
  quantity: row.quantity,
  received_quantity: row.receivedQuantity,
  unit_cost: formatCents(row.unitCostCents),
  total: formatCents(row.totalCents),
  refund: formatCents(row.refundCents),
  status: row.status,
  status_label: inboundStatusLabels[row.status],
  note: row.note,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export const toStorageFee = (row: StorageFeeRow): StorageFee => ({
  id: row.id,
  period: row.period,
  units: row.units,
  amount: formatCents(row.amountCents),
  status: row.status,
  status_label: row.status === 'paid' ? '已支付' : '欠费',
  paid_at: row.paidAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

/** What the reseller holds (SKUs with units, or that had units), fullest first. */
export function listStock(db: DbExecutor, owner: Owner): Promise<StockRow[]> {
  return db
    .select()
    .from(warehouseStock)
    .where(ownedBy(owner))
    .orderBy(desc(warehouseStock.quantity), warehouseStock.id);
}

export async function warehouseSummary(db: DbExecutor, owner: Owner): Promise<WarehouseSummary> {
  const [[stock], [owed], feeCents] = await Promise.all([
    db
      .select({
        skus: sql<number>`count(*) filter (where ${warehouseStock.quantity} > 0)::int`,
        units: sql<number>`coalesce(sum(${warehouseStock.quantity}), 0)::int`,
      })
      .from(warehouseStock)
      .where(ownedBy(owner)),
    db
      .select({ cents: sql<number>`coalesce(sum(${storageFees.amountCents}), 0)::int` })
      .from(storageFees)
      .where(
        and(
          eq(storageFees.siteId, owner.siteId),
          eq(storageFees.userId, owner.userId),
          eq(storageFees.status, 'owed'),
        ),
      ),
    siteStorageFeeCents(db, owner.siteId),
  ]);
  const owedCents = owed?.cents ?? 0;
  return {
    sku_count: stock?.skus ?? 0,
    units: stock?.units ?? 0,
    fee_per_unit_month: formatCents(feeCents),
    owed: formatCents(owedCents),
    held: owedCents > 0,
  };
}

/** The owner's stock movements, newest first, each with its SKU. */
export async function listMovements(
  db: DbExecutor,
  owner: Owner,
  page: { page: number; page_size: number },
): Promise<{ rows: StockMovement[]; total: number }> {
  const where = and(eq(stockLedger.siteId, owner.siteId), eq(stockLedger.userId, owner.userId));
  const [rows, [totals]] = await Promise.all([
    db
      .select({ movement: stockLedger, name: warehouseStock.name, skuText: warehouseStock.skuText })
      .from(stockLedger)
      .innerJoin(warehouseStock, eq(warehouseStock.id, stockLedger.stockId))
      .where(where)
      .orderBy(desc(stockLedger.id))
      .limit(page.page_size)
      .offset(pageOffset(page.page, page.page_size)),
    db.select({ total: count() }).from(stockLedger).where(where),
  ]);
  return {
    total: totals?.total ?? 0,
    rows: rows.map(({ movement, name, skuText }) => ({
      id: movement.id,
      stock_id: movement.stockId,
      name,
      sku_text: skuText,
      kind: movement.kind,
      kind_label: movementLabels[movement.kind],
      delta: movement.delta,
      quantity_after: movement.quantityAfter,
      reference_type: movement.referenceType,
      reference_id: movement.referenceId,
      description: movement.description,
      created_at: movement.createdAt.toISOString(),
    })),
  };
}

/** A page of inbound requests in scope (one reseller's, or the site's), newest first. */
export async function listInbounds(
  db: DbExecutor,
  scope: Scope,
  query: InboundQuery & { page: number; page_size: number },
) {
  const conditions: SQL[] = [eq(stockInbounds.siteId, scope.siteId)];
  if (scope.userId !== undefined) conditions.push(eq(stockInbounds.userId, scope.userId));
  if (query.status) conditions.push(eq(stockInbounds.status, query.status));
  const typed = [
    containsTyped(stockInbounds.name, query.keyword),
    scope.userId === undefined ? containsTyped(users.username, query.keyword) : undefined,
  ].filter((one): one is SQL => one !== undefined);
  if (typed.length > 0) conditions.push(or(...typed)!);
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ inbound: stockInbounds, username: users.username })
      .from(stockInbounds)
      .innerJoin(users, eq(users.id, stockInbounds.userId))
      .where(where)
      .orderBy(desc(stockInbounds.createdAt), desc(stockInbounds.id))
      .limit(query.page_size)
      .offset(pageOffset(query.page, query.page_size)),
    db
      .select({ total: count() })
      .from(stockInbounds)
      .innerJoin(users, eq(users.id, stockInbounds.userId))
      .where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

export async function findInbound(db: DbExecutor, scope: Scope, id: number) {
  const conditions = [eq(stockInbounds.siteId, scope.siteId), eq(stockInbounds.id, id)];
  if (scope.userId !== undefined) conditions.push(eq(stockInbounds.userId, scope.userId));
  const [row] = await db
    .select({ inbound: stockInbounds, username: users.username })
    .from(stockInbounds)
    .innerJoin(users, eq(users.id, stockInbounds.userId))
    .where(and(...conditions));
  if (!row) throw inboundNotFound();
  return row;
}

export function listFees(db: DbExecutor, owner: Owner): Promise<StorageFeeRow[]> {
  return db
    .select()
    .from(storageFees)
    .where(and(eq(storageFees.siteId, owner.siteId), eq(storageFees.userId, owner.userId)))
    .orderBy(desc(storageFees.period));
}
