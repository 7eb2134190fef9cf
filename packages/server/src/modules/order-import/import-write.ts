import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrderAddress } from '@podkit/sdk-core';
import type { Db } from '../../db/client.js';
import { shippingFeeCents } from '../cart/index.js';
import { defaultPackaging, type OrderPackaging } from '../packaging/index.js';
import { readPreferences } from '../preferences/index.js';
import { siteTimeZone } from '../sites/index.js';
import { orderNumber } from '../orders/index.js';
import { orderEvents, orderItems, orders } from '../orders/index.js';
import type { User } from '../users/index.js';
import type { ImportKind } from './columns.js';
import type { PlannedOrder } from './import-plan.js';
import { importedOrderLines, importedOrders } from './schema.js';

/** Orders written per transaction: small enough to keep locks short, large enough to be quick. */
export const WRITE_BATCH_ORDERS = 100;

export interface WriteTally {
  /** Orders this import created (also those it created before a restart). */
  created: number;
  createdRows: number;
  /** Numbers another import of this reseller brought first. */
  duplicates: number;
}

function addressOf(order: PlannedOrder): OrderAddress {
  const v = order.first.values;
  return {
    recipient_name: v.recipient_name,
    phone: v.phone,
    country_code: v.country_code.toUpperCase(),
    province: v.province,
    city: v.city,
    district: '',
    address1: v.address1,
    address2: v.address2,
    postcode: v.postcode,
  };
}

/**
 * Writes one batch in one transaction. Each order number is claimed first (insert … on conflict
 * do nothing): a number claimed before, by any import of this reseller, is not ordered again,
 * and two runs at once cannot both claim it.
 */
async function writeBatch(
  db: Db,
  user: User,
  importId: number,
  kind: ImportKind,
  batch: PlannedOrder[],
  tally: WriteTally,
  { timeZone, packaging }: { timeZone: string; packaging: OrderPackaging | null },
): Promise<void> {
  await db.transaction(async (tx) => {
    const claimed = await tx
      .insert(importedOrders)
      .values(
        batch.map((order) => ({
          siteId: user.siteId,
          userId: user.id,
          importId,
          kind,
          sourceOrderNo: order.orderNo,
          email: order.first.values.email,
          note: order.first.values.note,
          fba: kind === 'fba' ? { fcCode: order.first.values.fc_code.toUpperCase() } : null,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: importedOrders.id, sourceOrderNo: importedOrders.sourceOrderNo });
    const claimedNos = new Set(claimed.map((c) => c.sourceOrderNo));
    const unclaimed = batch.filter((o) => !claimedNos.has(o.orderNo)).map((o) => o.orderNo);
    if (unclaimed.length > 0) {
      // Claimed earlier: by this import before a restart (count it as ours) or by another one.
      const earlier = await tx
        .select({ importId: importedOrders.importId, no: importedOrders.sourceOrderNo })
        .from(importedOrders)
        .where(
          and(
            eq(importedOrders.siteId, user.siteId),
            eq(importedOrders.userId, user.id),
            inArray(importedOrders.sourceOrderNo, unclaimed),
          ),
        );
      for (const row of earlier) {
        if (row.importId !== importId) {
          tally.duplicates += 1;
          continue;
        }
        tally.created += 1;
        tally.createdRows += batch.find((o) => o.orderNo === row.no)?.lines.length ?? 0;
      }
    }
    const fresh = batch.filter((o) => claimedNos.has(o.orderNo));
    if (fresh.length === 0) return;

    const now = new Date();
    const totals = fresh.map((order) => {
      const goodsAmountCents = order.lines.reduce(
        (sum, l) => sum + l.priced.unitPriceCents * l.row.quantity,
        0,
      );
      const weightGrams = order.lines.reduce(
        (sum, l) => sum + l.priced.weightGrams * l.row.quantity,
        0,
      );
      const shippingFee = shippingFeeCents(order.logistics, weightGrams);
      return { goodsAmountCents, weightGrams, shippingFee };
    });
    const inserted = await tx
      .insert(orders)
      .values(
        fresh.map((order, i) => ({
          siteId: user.siteId,
          userId: user.id,
          // Replaced just below, once the id that makes it unique is known.
          orderNo: `import-${importId}-${order.orderNo}`,
          // An FBA shipment is an FBA wholesale order (orders README), its number the shipment id.
          kind: kind === 'fba' ? ('fba' as const) : ('normal' as const),
          fbaShipmentId: kind === 'fba' ? order.orderNo.toUpperCase() : '',
          status: 'pending_payment' as const,
          address: addressOf(order),
          recipientName: order.first.values.recipient_name,
          logisticsMethodId: order.logistics.id,
          logisticsName: order.logistics.name,
          shippingFeeCents: totals[i]!.shippingFee,
          goodsAmountCents: totals[i]!.goodsAmountCents,
          discountCents: 0,
          // The account's default packaging (偏好设置), its fee part of the total.
          packagingTemplateId: packaging?.templateId ?? null,
          packagingName: packaging?.name ?? '',
          packagingFeeCents: packaging?.feeCents ?? 0,
          totalCents:
            totals[i]!.goodsAmountCents + totals[i]!.shippingFee + (packaging?.feeCents ?? 0),
          weightGrams: totals[i]!.weightGrams,
          itemNum: order.lines.reduce((sum, l) => sum + l.row.quantity, 0),
          platformOrderName: order.orderNo,
          mappingState: 'mapped' as const,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .returning({ id: orders.id, orderNo: orders.orderNo });
    const idByTemp = new Map(inserted.map((row) => [row.orderNo, row.id]));
    const orderIds = fresh.map((order) => idByTemp.get(`import-${importId}-${order.orderNo}`)!);
    await tx.execute(sql`
      update ${orders} set order_no = v.no
      from (values ${sql.join(
        orderIds.map((id) => sql`(${id}::integer, ${orderNumber(id, now, timeZone)})`),
        sql`, `,
      )}) as v(id, no)
      where ${orders.id} = v.id`);
    const lineValues = fresh.flatMap((order, i) =>
      order.lines.map((line) => ({
        orderId: orderIds[i]!,
        itemType: line.ref.itemType,
        basicProductId: line.ref.basicProductId,
        colorId: line.ref.colorId,
        sizeId: line.ref.sizeId,
        designedProductId: line.ref.designedProductId,
        goodsId: line.ref.goodsId,
        goodsSkuId: line.ref.goodsSkuId,
        name: line.priced.name,
        skuText: line.priced.skuText,
        unitPriceCents: line.priced.unitPriceCents,
        quantity: line.row.quantity,
        amountCents: line.priced.unitPriceCents * line.row.quantity,
        weightGrams: line.priced.weightGrams,
        markupCents: line.priced.markupCents,
        storeLineId: `row:${line.row.rowNumber}`,
        storeSku: line.row.ref.by === 'sku' ? line.row.ref.sku : null,
        customisation: line.row.personalisation
          ? [{ key: '定制文字', value: line.row.personalisation }]
          : null,
      })),
    );
    const items = await tx
      .insert(orderItems)
      .values(lineValues)
      .returning({ id: orderItems.id, storeLineId: orderItems.storeLineId });
    const itemByRow = new Map(items.map((item) => [item.storeLineId, item.id]));
    await tx.insert(importedOrderLines).values(
      fresh.flatMap((order) =>
        order.lines.map((line) => ({
          orderItemId: itemByRow.get(`row:${line.row.rowNumber}`)!,
          rowNumber: line.row.rowNumber,
          salePriceCents: line.row.salePriceCents,
          printFiles: line.row.printFiles,
          personalisation: line.row.personalisation,
          fnsku: line.row.fnsku,
          labelUrl: line.row.labelUrl,
        })),
      ),
    );
    await tx.insert(orderEvents).values(
      orderIds.map((orderId) => ({
        orderId,
        actorUserId: user.id,
        actorKind: 'reseller' as const,
        event: 'create',
        fromStatus: null,
        toStatus: 'pending_payment' as const,
      })),
    );
    await tx.execute(sql`
      update ${importedOrders} set order_id = v.order_id
      from (values ${sql.join(
        fresh.map((order, i) => sql`(${order.orderNo}, ${orderIds[i]!}::integer)`),
        sql`, `,
      )}) as v(no, order_id)
      where ${importedOrders.siteId} = ${user.siteId} and ${importedOrders.userId} = ${user.id}
        and ${importedOrders.sourceOrderNo} = v.no`);
    tally.created += fresh.length;
    tally.createdRows += fresh.reduce((sum, o) => sum + o.lines.length, 0);
  });
}

/** Writes the planned orders batch by batch, reporting after each how many were handled. */
export async function writeOrders(
  db: Db,
  user: User,
  importId: number,
  kind: ImportKind,
  planned: PlannedOrder[],
  onBatch: (ordersDone: number) => Promise<void>,
): Promise<WriteTally> {
  const tally: WriteTally = { created: 0, createdRows: 0, duplicates: 0 };
  const owner = { siteId: user.siteId, userId: user.id };
  const settings = {
    timeZone: await siteTimeZone(db, user.siteId),
    packaging: await defaultPackaging(db, owner, [
      (await readPreferences(db, owner)).default_bottom_template_id,
    ]),
  };
  for (let i = 0; i < planned.length; i += WRITE_BATCH_ORDERS) {
    await writeBatch(
      db,
      user,
      importId,
      kind,
      planned.slice(i, i + WRITE_BATCH_ORDERS),
      tally,
      settings,
    );
    await onBatch(Math.min(i + WRITE_BATCH_ORDERS, planned.length));
    // Embedded PGlite answers in microtasks only: give the event loop a turn, so requests (the
    // screen asking for progress) are read between batches instead of after the whole import.
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
  return tally;
}
