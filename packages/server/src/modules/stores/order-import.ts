import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrderPlatformChange } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { executedRows, recordsetRows } from '../../db/recordset-rows.js';
import { siteLogistics } from '../cart/index.js';
import { defaultPackaging, type OrderPackaging } from '../packaging/index.js';
import { readPreferences } from '../preferences/index.js';
import { shippingFeeCents } from '../cart/index.js';
import type { LogisticsMethodRow } from '../cart/index.js';
import { applyOrderEvent } from '../orders/index.js';
import { orderNumberPrefix } from '../orders/index.js';
import { orderEvents, orderItems, orders, type OrderRow } from '../orders/index.js';
import { siteTimeZone } from '../sites/index.js';
import { users, type User } from '../users/index.js';
import type { StoreOrder } from './connectors/connector.js';
import type { StoreRow } from './schema.js';
import { resolveLines, type ResolvedLine } from './sku-mapping.js';
import { recordStoreProducts } from './store-products.js';

export interface ImportResult {
  created: number;
  updated: number;
  /** Changes that arrived after payment: flagged on the order, not applied. */
  flagged: number;
  unchanged: number;
  /** What became of each order of the batch, by platform order id (none: a cancelled order never here). */
  byOrder: Record<string, ImportOutcome>;
}

export type ImportOutcome = 'created' | 'updated' | 'flagged' | 'unchanged';

/** What the rows of one store order look like once its lines are resolved. */
function orderValues(
  store: StoreRow,
  order: StoreOrder,
  resolved: Array<ResolvedLine | null>,
  method: LogisticsMethodRow,
) {
  const items = order.lines.map((line, i) => {
    const hit = resolved[i];
    const unit = hit ? hit.priced.unitPriceCents : 0;
    return {
      itemType: hit ? hit.ref.itemType : ('unmapped' as const),
      basicProductId: hit?.ref.basicProductId ?? null,
      colorId: hit?.ref.colorId ?? null,
      sizeId: hit?.ref.sizeId ?? null,
      designedProductId: hit?.ref.designedProductId ?? null,
      goodsId: hit?.ref.goodsId ?? null,
      goodsSkuId: hit?.ref.goodsSkuId ?? null,
      name: hit ? hit.priced.name : line.title,
      skuText: hit ? hit.priced.skuText : line.sku,
      unitPriceCents: unit,
      quantity: line.quantity,
      amountCents: unit * line.quantity,
      weightGrams: hit ? hit.priced.weightGrams : 0,
      markupCents: hit ? hit.priced.markupCents : 0,
      storeLineId: line.lineId,
      storeSku: line.sku || null,
      storeVariantId: line.variantId || null,
      storeTitle: line.title,
      customisation: line.customisation,
    };
  });
  const weightGrams = items.reduce((sum, item) => sum + item.weightGrams * item.quantity, 0);
  const goodsAmountCents = items.reduce((sum, item) => sum + item.amountCents, 0);
  const fee = shippingFeeCents(method, weightGrams);
  return {
    order: {
      siteId: store.siteId,
      userId: store.userId,
      address: order.address,
      recipientName: order.address.recipient_name,
      logisticsMethodId: method.id,
      logisticsName: method.name,
      shippingFeeCents: fee,
      goodsAmountCents,
      discountCents: 0,
      totalCents: goodsAmountCents + fee,
      weightGrams,
      itemNum: items.reduce((sum, item) => sum + item.quantity, 0),
      platform: store.platform,
      storeId: store.id,
      platformOrderId: order.platformOrderId,
      platformOrderName: order.name,
      platformUpdatedAt: order.updatedAt,
      // What the store's customer paid for the lines (店铺交易记录), in the store's currency.
      storeAmountCents: order.lines.reduce(
        (sum, line) => sum + line.unitPriceCents * line.quantity,
        0,
      ),
      storeCurrency: order.currency ?? '',
      mappingState: items.some((item) => item.itemType === 'unmapped')
        ? ('unmapped' as const)
        : ('mapped' as const),
    },
    items,
  };
}

/** The order numbers of orders/order-number.ts for a batch created at one instant, in SQL. */
const orderNoSql = (createdAt: Date, timeZone: string) =>
  sql`${orderNumberPrefix(createdAt, timeZone)} || lpad(${orders.id}::text, greatest(6, length(${orders.id}::text)), '0')`;

export async function importContext(db: DbExecutor, store: StoreRow) {
  const [user] = await db.select().from(users).where(eq(users.id, store.userId));
  const [method] = await siteLogistics(db, store.siteId);
  if (!user) throw new Error(`store ${store.id} has no owner`);
  if (!method) throw new Error('站点未配置物流方式，无法导入订单');
  const owner = { siteId: store.siteId, userId: store.userId };
  // The store's default packaging wins over the account's (偏好设置).
  const preferences = await readPreferences(db, owner);
  const packaging = await defaultPackaging(db, owner, [
    store.defaultBottomTemplateId,
    preferences.default_bottom_template_id,
  ]);
  return { user, method, packaging, timeZone: await siteTimeZone(db, store.siteId) };
}

/** A new imported order's packaging columns, its fee part of the total. */
const withPackaging = <T extends { totalCents: number }>(
  order: T,
  packaging: OrderPackaging | null,
) => ({
  ...order,
  packagingTemplateId: packaging?.templateId ?? null,
  packagingName: packaging?.name ?? '',
  packagingFeeCents: packaging?.feeCents ?? 0,
  totalCents: order.totalCents + (packaging?.feeCents ?? 0),
});

/**
 * Stores a batch of a store's orders, each once per (store, platform order id) whatever else
 * imports it at the same moment: new ones are inserted (pending payment), known ones are updated
 * while still unpaid when the platform's copy is newer, and flagged instead once paid.
 * Runs in the caller's transaction.
 */
export async function importStoreOrders(
  tx: DbExecutor,
  store: StoreRow,
  context: {
    user: User;
    method: LogisticsMethodRow;
    packaging: OrderPackaging | null;
    timeZone: string;
  },
  batch: StoreOrder[],
): Promise<ImportResult> {
  const result: ImportResult = { created: 0, updated: 0, flagged: 0, unchanged: 0, byOrder: {} };
  // The same order twice in one batch: keep its newest copy.
  const newest = new Map<string, StoreOrder>();
  for (const order of batch) {
    const seen = newest.get(order.platformOrderId);
    if (!seen || seen.updatedAt < order.updatedAt) newest.set(order.platformOrderId, order);
  }
  const incoming = [...newest.values()];
  if (incoming.length === 0) return result;

  const allLines = incoming.flatMap((order) =>
    order.lines.map((line) => ({
      sku: line.sku || null,
      variantId: line.variantId || null,
      quantity: line.quantity,
    })),
  );
  const resolvedAll = await resolveLines(tx, context.user, store.id, allLines);
  await recordStoreProducts(
    tx,
    store,
    incoming.flatMap((order) =>
      order.lines.map((line) => ({
        productId: '',
        variantId: line.variantId,
        sku: line.sku,
        title: line.title,
        imageUrl: '',
      })),
    ),
    'order',
  );
  const built = new Map<string, ReturnType<typeof orderValues>>();
  let at = 0;
  for (const order of incoming) {
    const resolved = resolvedAll.slice(at, at + order.lines.length);
    at += order.lines.length;
    built.set(order.platformOrderId, orderValues(store, order, resolved, context.method));
  }

  const now = new Date();
  const fresh = incoming.filter((order) => !order.cancelled);
  const inserted = fresh.length
    ? executedRows<{ id: number; platform_order_id: string }>(
        await tx.execute(sql`insert into ${orders} ${recordsetRows(
          orders,
          fresh.map((order) => ({
            ...withPackaging(built.get(order.platformOrderId)!.order, context.packaging),
            // Replaced below, once the id that makes the real number is known.
            orderNo: `import:${store.id}:${order.platformOrderId}`,
            status: 'pending_payment' as const,
            createdAt: now,
            updatedAt: now,
          })),
        )}
        on conflict (store_id, platform_order_id) do nothing
        returning ${orders.id}, ${orders.platformOrderId}`),
      ).map((row) => ({ id: Number(row.id), platformOrderId: row.platform_order_id }))
    : [];
  if (inserted.length) {
    const ids = inserted.map((row) => row.id);
    await tx
      .update(orders)
      .set({ orderNo: orderNoSql(now, context.timeZone) })
      .where(inArray(orders.id, ids));
    await tx.execute(
      sql`insert into ${orderItems} ${recordsetRows(
        orderItems,
        inserted.flatMap((row) =>
          built.get(row.platformOrderId)!.items.map((item) => ({ ...item, orderId: row.id })),
        ),
      )}`,
    );
    await tx.execute(
      sql`insert into ${orderEvents} ${recordsetRows(
        orderEvents,
        ids.map((orderId) => ({
          orderId,
          actorUserId: null,
          actorKind: 'system' as const,
          event: 'create',
          fromStatus: null,
          toStatus: 'pending_payment' as const,
        })),
      )}`,
    );
    result.created = inserted.length;
    for (const row of inserted) result.byOrder[row.platformOrderId!] = 'created';
  }

  const insertedIds = new Set(inserted.map((row) => row.platformOrderId));
  const known = incoming.filter((order) => !insertedIds.has(order.platformOrderId));
  if (known.length === 0) return result;
  const existing = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.storeId, store.id),
        inArray(
          orders.platformOrderId,
          known.map((order) => order.platformOrderId),
        ),
      ),
    )
    .for('update');
  const byId = new Map(existing.map((row) => [row.platformOrderId, row]));
  for (const order of known) {
    const row = byId.get(order.platformOrderId);
    // A cancelled order the store never had here: nothing to import.
    if (!row) continue;
    const outcome = isStale(row, order)
      ? 'unchanged'
      : await applyStoreUpdate(tx, row, order, built.get(order.platformOrderId)!);
    result[outcome]++;
    result.byOrder[order.platformOrderId] = outcome;
  }
  return result;
}

/**
 * The store's copy is no newer than ours. Platforms that write times to the second can change an
 * order twice in one second: at the same time, a cancellation or a new address not yet here is
 * still news.
 */
function isStale(row: OrderRow, order: StoreOrder): boolean {
  if (!row.platformUpdatedAt) return false;
  const stored = row.platformUpdatedAt.getTime();
  const incoming = order.updatedAt.getTime();
  if (stored !== incoming) return stored > incoming;
  const cancelNews =
    order.cancelled && row.status !== 'cancelled' && row.platformChange !== 'cancelled';
  const addressNews =
    row.platformChange !== 'address_changed' && addressChanged(row.address, order.address);
  return !cancelNews && !addressNews;
}

function addressChanged(before: OrderRow['address'], after: StoreOrder['address']): boolean {
  return (Object.keys(after) as Array<keyof StoreOrder['address']>).some(
    (key) => (before[key] ?? '') !== after[key],
  );
}

async function applyStoreUpdate(
  tx: DbExecutor,
  row: OrderRow,
  order: StoreOrder,
  values: ReturnType<typeof orderValues>,
): Promise<Exclude<ImportOutcome, 'created'>> {
  if (row.status === 'pending_payment') {
    if (order.cancelled) {
      const cancelled = await applyOrderEvent(
        tx,
        row,
        { type: 'cancel' },
        { kind: 'system', userId: null },
      );
      await tx
        .update(orders)
        .set({ platformUpdatedAt: order.updatedAt })
        .where(eq(orders.id, cancelled.id));
      return 'updated';
    }
    // The order keeps the packaging it has (its own choice or the default it was imported with).
    await tx
      .update(orders)
      .set({
        ...values.order,
        totalCents: values.order.totalCents + row.packagingFeeCents,
        updatedAt: new Date(),
      })
      .where(eq(orders.id, row.id));
    await tx.delete(orderItems).where(eq(orderItems.orderId, row.id));
    await tx.insert(orderItems).values(values.items.map((item) => ({ ...item, orderId: row.id })));
    return 'updated';
  }
  if (row.status === 'cancelled') {
    await tx
      .update(orders)
      .set({ platformUpdatedAt: order.updatedAt })
      .where(eq(orders.id, row.id));
    return 'unchanged';
  }
  const change: OrderPlatformChange = order.cancelled
    ? 'cancelled'
    : addressChanged(row.address, order.address)
      ? 'address_changed'
      : 'updated';
  await tx
    .update(orders)
    .set({
      platformChange: change,
      platformChangedAt: new Date(),
      platformUpdatedAt: order.updatedAt,
    })
    .where(eq(orders.id, row.id));
  return 'flagged';
}
