import { containing } from '../../db/like.js';
import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TemuShipOrder, TemuShipOrderQuery, TemuShipOrderStatus } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { notFound } from '../../http/envelope.js';
import { pageOffset } from '../../http/paging.js';
import { stores, type StoreOwner } from '../stores/index.js';
import {
  temuBoxes,
  temuPurchaseOrderLines,
  temuPurchaseOrders,
  temuShipOrderLines,
  temuShipOrders,
} from './schema.js';

const STATUS_LABELS: Record<TemuShipOrderStatus, string> = {
  draft: '待发送',
  sent: '已发送 Temu',
  shipped: '已装箱发货',
};

/** Temu's ship-order status codes (bg.shiporderv2.get) as the screens name them. */
const TEMU_STATUS_LABELS: Record<number, string> = {
  0: '待装箱发货',
  1: '待仓库收货',
  2: '已收货',
  3: '已入库',
  4: '已退货',
  5: '已取消',
  6: '部分收货',
};

const owned = (owner: StoreOwner) =>
  and(eq(temuShipOrders.siteId, owner.siteId), eq(temuShipOrders.userId, owner.userId))!;

const heads = (db: DbExecutor) =>
  db
    .select({
      ship: temuShipOrders,
      purchase: temuPurchaseOrders,
      storeName: stores.name,
    })
    .from(temuShipOrders)
    .innerJoin(temuPurchaseOrders, eq(temuPurchaseOrders.id, temuShipOrders.purchaseOrderId))
    .innerJoin(stores, eq(stores.id, temuPurchaseOrders.storeId));

type Head = Awaited<ReturnType<ReturnType<typeof heads>['where']>>[number];

async function complete(db: DbExecutor, rows: Head[]): Promise<TemuShipOrder[]> {
  const ids = rows.map((r) => r.ship.id);
  if (ids.length === 0) return [];
  const lines = await db
    .select({ line: temuShipOrderLines, po: temuPurchaseOrderLines })
    .from(temuShipOrderLines)
    .innerJoin(
      temuPurchaseOrderLines,
      eq(temuPurchaseOrderLines.id, temuShipOrderLines.purchaseOrderLineId),
    )
    .where(inArray(temuShipOrderLines.shipOrderId, ids))
    .orderBy(asc(temuShipOrderLines.id));
  const boxes = await db
    .select()
    .from(temuBoxes)
    .where(inArray(temuBoxes.shipOrderId, ids))
    .orderBy(asc(temuBoxes.boxNo));
  return rows.map(({ ship, purchase, storeName }) => {
    const own = lines.filter((l) => l.line.shipOrderId === ship.id);
    return {
      id: ship.id,
      store_id: purchase.storeId,
      store_name: storeName,
      purchase_order_id: purchase.id,
      sub_purchase_order_sn: purchase.subPurchaseOrderSn,
      product_name: purchase.productName,
      skc_code: purchase.skcCode,
      status: ship.status,
      status_label: STATUS_LABELS[ship.status],
      delivery_order_sn: ship.deliveryOrderSn,
      warehouse_name: ship.warehouseName || purchase.warehouseName,
      last_error: ship.lastError,
      created_at: ship.createdAt.toISOString(),
      sent_at: ship.sentAt?.toISOString() ?? null,
      temu_status: ship.temuStatus,
      temu_status_label:
        ship.temuStatus === null
          ? ''
          : (TEMU_STATUS_LABELS[ship.temuStatus] ?? String(ship.temuStatus)),
      delivery: ship.delivery,
      express_batch_sn: ship.expressBatchSn,
      shipped_at: ship.shippedAt?.toISOString() ?? null,
      quantity: own.reduce((sum, l) => sum + l.line.quantity, 0),
      lines: own.map(({ line, po }) => ({
        id: line.id,
        purchase_order_line_id: po.id,
        product_sku_id: po.productSkuId,
        sku_code: po.skuCode,
        spec: po.spec,
        quantity: line.quantity,
      })),
      boxes: boxes
        .filter((b) => b.shipOrderId === ship.id)
        .map((b) => ({ box_no: b.boxNo, items: b.items, package_sn: b.packageSn })),
    };
  });
}

export async function listShipOrders(
  db: DbExecutor,
  owner: StoreOwner,
  query: Required<Pick<TemuShipOrderQuery, 'page' | 'page_size'>> & TemuShipOrderQuery,
) {
  const filters: SQL[] = [owned(owner)];
  if (query.status) filters.push(eq(temuShipOrders.status, query.status));
  const keyword = query.keyword?.trim();
  if (keyword) {
    const like = containing(keyword);
    filters.push(
      or(
        ilike(temuPurchaseOrders.subPurchaseOrderSn, like),
        ilike(temuShipOrders.deliveryOrderSn, like),
        ilike(temuPurchaseOrders.productName, like),
      )!,
    );
  }
  const where = and(...filters);
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(temuShipOrders)
    .innerJoin(temuPurchaseOrders, eq(temuPurchaseOrders.id, temuShipOrders.purchaseOrderId))
    .where(where);
  const rows = await heads(db)
    .where(where)
    .orderBy(desc(temuShipOrders.createdAt), desc(temuShipOrders.id))
    .limit(query.page_size)
    .offset(pageOffset(query.page, query.page_size));
  return { rows: await complete(db, rows), total: count?.n ?? 0 };
}

export async function findShipOrder(
  db: DbExecutor,
  owner: StoreOwner,
  id: number,
): Promise<TemuShipOrder> {
  const rows = await heads(db).where(and(owned(owner), eq(temuShipOrders.id, id)));
  const [found] = await complete(db, rows);
  if (!found) throw notFound('发货单');
  return found;
}
