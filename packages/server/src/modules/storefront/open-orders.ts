import { and, asc, eq } from 'drizzle-orm';
import type { OpenOrder, OpenOrderBody } from '@podkit/sdk-core';
import type { Db, DbExecutor } from '../../db/client.js';
import { invalid, notFound } from '../../http/envelope.js';
import { orderItems, orders, orderStatusLabels, type OrderRow } from '../orders/index.js';
import { publishedSkus } from '../publishing/index.js';
import {
  importContext,
  importStoreOrders,
  type StoreOrder,
  type StoreRow,
} from '../stores/index.js';

/**
 * A pushed order never changes on a repeat: every copy carries the same "last modified", so the
 * import finds the stored one no newer and leaves it (the store front's order number is its key).
 */
const PUSHED_VERSION = new Date(0);

export async function toOpenOrder(db: DbExecutor, row: OrderRow): Promise<OpenOrder> {
  const lines = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, row.id))
    .orderBy(asc(orderItems.id));
  return {
    id: row.id,
    podkit_order_no: row.orderNo,
    order_no: row.platformOrderId ?? '',
    status: row.status,
    status_label: orderStatusLabels[row.status],
    carrier: row.carrier,
    tracking_number: row.trackingNumber,
    tracking_url: row.trackingUrl,
    shipped_at: row.shippedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    lines: lines.map((line) => ({
      line_id: line.storeLineId ?? '',
      sku: line.storeSku ?? '',
      title: line.storeTitle ?? line.name,
      quantity: line.quantity,
    })),
  };
}

async function pushedOrder(db: DbExecutor, store: StoreRow, orderNo: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.storeId, store.id), eq(orders.platformOrderId, orderNo)));
  return row ?? null;
}

/** GET /open/v1/orders/{order_no}: only an order of the key's own store. */
export async function openOrderByNo(db: Db, store: StoreRow, orderNo: string): Promise<OpenOrder> {
  const row = await pushedOrder(db, store, orderNo);
  if (!row) throw notFound(`订单「${orderNo}」`);
  return toOpenOrder(db, row);
}

function storeOrderOf(body: OpenOrderBody): StoreOrder {
  const now = new Date();
  return {
    platformOrderId: body.order_no,
    name: body.order_no,
    createdAt: now,
    updatedAt: PUSHED_VERSION,
    cancelled: false,
    email: body.email ?? '',
    address: body.address,
    currency: body.currency ?? '',
    lines: body.lines.map((line, i) => ({
      lineId: line.line_id || String(i + 1),
      sku: line.sku,
      variantId: '',
      title: line.title || line.sku,
      quantity: line.quantity,
      unitPriceCents: line.unit_price_cents ?? 0,
      customisation: [],
    })),
  };
}

/**
 * POST /open/v1/orders: the store front's order becomes a PodKit order (pending payment, as
 * other imported orders), once per order number: a repeat, however many arrive at once, answers
 * the order the first one made. Lines must name SKUs of products published to this store.
 */
export async function pushOrder(db: Db, store: StoreRow, body: OpenOrderBody): Promise<OpenOrder> {
  const orderNo = body.order_no.trim();
  const known = await pushedOrder(db, store, orderNo);
  if (known) return toOpenOrder(db, known);
  const lineIds = body.lines.map((line, i) => line.line_id || String(i + 1));
  if (new Set(lineIds).size !== lineIds.length) throw invalid('订单行的 line_id 不能重复');
  const skus = [...new Set(body.lines.map((line) => line.sku.trim()))];
  const listed = await publishedSkus(db, store.id, skus);
  const unlisted = skus.filter((sku) => !listed.has(sku));
  if (unlisted.length)
    throw invalid(`SKU「${unlisted.slice(0, 5).join('、')}」不是本店铺已刊登商品的 SKU`);
  const order = storeOrderOf({
    ...body,
    order_no: orderNo,
    lines: body.lines.map((line) => ({ ...line, sku: line.sku.trim() })),
  });
  await db.transaction(async (tx) => {
    await importStoreOrders(tx, store, await importContext(tx, store), [order]);
  });
  const row = await pushedOrder(db, store, orderNo);
  return toOpenOrder(db, row!);
}
