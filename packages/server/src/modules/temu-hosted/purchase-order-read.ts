import { containing } from '../../db/like.js';
import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TemuPurchaseOrder, TemuPurchaseOrderQuery } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { notFound } from '../../http/envelope.js';
import { pageOffset } from '../../http/paging.js';
import { stores, type StoreOwner } from '../stores/index.js';
import {
  temuPurchaseOrderLines,
  temuPurchaseOrders,
  temuShipOrderLines,
  type TemuPurchaseOrderRow,
} from './schema.js';

/** Temu's purchase-order status codes as the screens name them (sdk-core's TEMU_PURCHASE_ORDER_STATUS). */
const STATUS_LABELS: Record<number, string> = {
  0: '待接单',
  1: '待发货',
  2: '已送货',
  3: '已收货',
  4: '已拒收',
  5: '已验收，全部退回',
  6: '已验收',
  7: '已入库',
  8: '作废',
  9: '已超时',
  10: '已取消',
};

export const ownedPurchaseOrders = (owner: StoreOwner) =>
  and(eq(temuPurchaseOrders.siteId, owner.siteId), eq(temuPurchaseOrders.userId, owner.userId));

/** What PodKit ship orders (drafts and sent) already carry of each purchase-order line. */
export async function plannedQuantities(db: DbExecutor, lineIds: number[]) {
  const rows = lineIds.length
    ? await db
        .select({
          lineId: temuShipOrderLines.purchaseOrderLineId,
          planned: sql<number>`sum(${temuShipOrderLines.quantity})::int`,
        })
        .from(temuShipOrderLines)
        .where(inArray(temuShipOrderLines.purchaseOrderLineId, lineIds))
        .groupBy(temuShipOrderLines.purchaseOrderLineId)
    : [];
  return new Map(rows.map((r) => [r.lineId, r.planned]));
}

/** Each purchase order with its SKUs and what PodKit ship orders already carry of each. */
async function withLines(
  db: DbExecutor,
  rows: Array<TemuPurchaseOrderRow & { storeName: string }>,
): Promise<TemuPurchaseOrder[]> {
  const ids = rows.map((r) => r.id);
  const found = ids.length
    ? await db
        .select()
        .from(temuPurchaseOrderLines)
        .where(inArray(temuPurchaseOrderLines.purchaseOrderId, ids))
        .orderBy(temuPurchaseOrderLines.id)
    : [];
  const planned = await plannedQuantities(
    db,
    found.map((line) => line.id),
  );
  const lines = found.map((line) => ({ line, planned: planned.get(line.id) ?? 0 }));
  return rows.map((row) => ({
    id: row.id,
    store_id: row.storeId,
    store_name: row.storeName,
    sub_purchase_order_sn: row.subPurchaseOrderSn,
    original_purchase_order_sn: row.originalPurchaseOrderSn,
    product_name: row.productName,
    product_skc_id: row.productSkcId,
    skc_code: row.skcCode,
    picture_url: row.pictureUrl,
    status: row.status,
    status_label: STATUS_LABELS[row.status] ?? String(row.status),
    is_custom: row.isCustom,
    warehouse_name: row.warehouseName,
    purchased_at: row.purchasedAt?.toISOString() ?? null,
    deliver_by: row.deliverBy?.toISOString() ?? null,
    lines: lines
      .filter(({ line }) => line.purchaseOrderId === row.id)
      .map(({ line, planned }) => ({
        id: line.id,
        product_sku_id: line.productSkuId,
        sku_code: line.skuCode,
        spec: line.spec,
        purchase_quantity: line.purchaseQuantity,
        delivered_quantity: line.deliveredQuantity,
        planned_quantity: planned,
      })),
  }));
}

export async function listPurchaseOrders(
  db: DbExecutor,
  owner: StoreOwner,
  query: Required<Pick<TemuPurchaseOrderQuery, 'page' | 'page_size'>> & TemuPurchaseOrderQuery,
) {
  const filters: SQL[] = [ownedPurchaseOrders(owner)!];
  if (query.store_id) filters.push(eq(temuPurchaseOrders.storeId, query.store_id));
  if (query.status !== undefined) filters.push(eq(temuPurchaseOrders.status, query.status));
  const keyword = query.keyword?.trim();
  if (keyword) {
    const like = containing(keyword);
    filters.push(
      or(
        ilike(temuPurchaseOrders.subPurchaseOrderSn, like),
        ilike(temuPurchaseOrders.productName, like),
        ilike(temuPurchaseOrders.skcCode, like),
      )!,
    );
  }
  const where = and(...filters);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(temuPurchaseOrders)
    .where(where);
  const rows = await db
    .select({ order: temuPurchaseOrders, storeName: stores.name })
    .from(temuPurchaseOrders)
    .innerJoin(stores, eq(stores.id, temuPurchaseOrders.storeId))
    .where(where)
    .orderBy(desc(temuPurchaseOrders.purchasedAt), desc(temuPurchaseOrders.id))
    .limit(query.page_size)
    .offset(pageOffset(query.page, query.page_size));
  const orders = await withLines(
    db,
    rows.map((r) => ({ ...r.order, storeName: r.storeName })),
  );
  return { rows: orders, total: count?.n ?? 0 };
}

export async function findPurchaseOrder(db: DbExecutor, owner: StoreOwner, id: number) {
  const [row] = await db
    .select({ order: temuPurchaseOrders, storeName: stores.name })
    .from(temuPurchaseOrders)
    .innerJoin(stores, eq(stores.id, temuPurchaseOrders.storeId))
    .where(and(ownedPurchaseOrders(owner), eq(temuPurchaseOrders.id, id)));
  if (!row) throw notFound('采购单');
  const [order] = await withLines(db, [{ ...row.order, storeName: row.storeName }]);
  return order!;
}
