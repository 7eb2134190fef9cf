import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import writeXlsxFile from 'write-excel-file/node';
import type { OrderExportBody } from '@podkit/sdk-core';
import { dateTimeOf } from '@podkit/sdk-core/rules';
import type { Db } from '../../db/client.js';
import { siteTimeZone } from '../sites/index.js';
import type { StorageDriver } from '../../storage/index.js';
import type { Job } from '../jobs/index.js';
import { PermanentJobError, type JobContext } from '../jobs/index.js';
import { randomKeyName } from '../../storage/index.js';
import { orderFilterConditions, orderFilterValues } from '../orders/index.js';
import { ownedOrder } from '../orders/index.js';
import { orderItems, orders, type OrderRow } from '../orders/index.js';
import { holdReasonLabels, orderStatusLabels } from '../orders/index.js';
import { platformName } from '../orders/index.js';
import { formatCents } from '../../http/money.js';
import { exportRecords } from './schema.js';

export const ORDER_EXPORT_JOB = 'orders.export';
/** Most orders in one export file. */
export const ORDER_EXPORT_MAX_ROWS = 50_000;
const BATCH = 500;

const header = [
  '订单号',
  '订单类型',
  '状态',
  '挂起原因',
  '平台',
  '店铺',
  '收件人',
  '电话',
  '国家/地区',
  '省/州',
  '城市',
  '地址',
  '邮编',
  '商品',
  '件数',
  '商品金额',
  '运费',
  '包装费',
  '优惠',
  '应付合计',
  '已退款',
  '物流方式',
  '包装模板',
  '承运商',
  '运单号',
  '下单时间',
  '付款时间',
  '发货时间',
];

/** The site's wall-clock time of an instant, as the sheet shows it. */
const sheetTime = (date: Date | null, timeZone: string) => (date ? dateTimeOf(date, timeZone) : '');

function rowOf(order: OrderRow, items: string, timeZone: string): Array<string | number> {
  const a = order.address;
  return [
    order.orderNo,
    order.kind === 'fba' ? `FBA 批发 ${order.fbaShipmentId}` : '普通',
    orderStatusLabels[order.status],
    order.holdReason ? holdReasonLabels[order.holdReason] : '',
    platformName(order.platform),
    order.storeName,
    a.recipient_name,
    a.phone,
    a.country_code,
    a.province,
    a.city,
    [a.district, a.address1, a.address2].filter(Boolean).join(' '),
    a.postcode,
    items,
    order.itemNum,
    formatCents(order.goodsAmountCents),
    formatCents(order.shippingFeeCents),
    formatCents(order.packagingFeeCents),
    formatCents(order.discountCents),
    formatCents(order.totalCents),
    formatCents(order.refundCents),
    order.logisticsName,
    order.packagingName,
    order.carrier ?? '',
    order.trackingNumber ?? '',
    sheetTime(order.createdAt, timeZone),
    sheetTime(order.paidAt, timeZone),
    sheetTime(order.shippedAt, timeZone),
  ];
}

/**
 * The export job: the reseller's orders the filters select (as they are when it runs), oldest
 * first, written as one .xlsx to storage; progress after each batch of orders.
 */
export function orderExportHandler(storage: StorageDriver) {
  return async (job: Job, context: JobContext) => {
    const { exportId } = job.payload as { exportId: number };
    const db: Db = context.db;
    const [record] = await db.select().from(exportRecords).where(eq(exportRecords.id, exportId));
    if (!record) throw new PermanentJobError(`export ${exportId} is gone`);
    const filters = record.filters as OrderExportBody;
    const timeZone = await siteTimeZone(db, record.siteId);
    const where = and(
      ownedOrder({ siteId: record.siteId, userId: record.userId }),
      ...orderFilterConditions(orderFilterValues(filters, timeZone)),
      ...(filters.status ? [eq(orders.status, filters.status)] : []),
    );
    const total = await db.$count(orders, where);
    if (total > ORDER_EXPORT_MAX_ROWS)
      throw new PermanentJobError(
        `一次最多导出 ${ORDER_EXPORT_MAX_ROWS} 个订单，当前条件下有 ${total} 个，请缩小日期范围`,
      );
    await context.progress(0, total);
    const sheet: Array<Array<string | number | { value: string; fontWeight: 'bold' }>> = [
      header.map((value) => ({ value, fontWeight: 'bold' as const })),
    ];
    let lastId = 0;
    for (;;) {
      const batch = await db
        .select()
        .from(orders)
        .where(and(where, gt(orders.id, lastId)))
        .orderBy(asc(orders.id))
        .limit(BATCH);
      if (batch.length === 0) break;
      const lines = await db
        .select()
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            batch.map((order) => order.id),
          ),
        )
        .orderBy(asc(orderItems.id));
      for (const order of batch) {
        const items = lines
          .filter((line) => line.orderId === order.id)
          .map(
            (line) => `${line.name}${line.skuText ? `（${line.skuText}）` : ''} ×${line.quantity}`,
          )
          .join('；');
        sheet.push(rowOf(order, items, timeZone));
      }
      lastId = batch[batch.length - 1]!.id;
      await context.progress(sheet.length - 1, total);
      if (context.signal.aborted) throw new Error('worker stopping');
    }
    const buffer = await writeXlsxFile(sheet, {
      sheet: '订单',
      columns: header.map((title) => ({ width: Math.max(10, title.length * 2 + 4) })),
    }).toBuffer();
    const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
    const key = `s${record.siteId}/u${record.userId}/export/${stamp.slice(0, 6)}/orders-${stamp}-${randomKeyName()}.xlsx`;
    await storage.put(key, buffer, {
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await db
      .update(exportRecords)
      .set({ fileKey: key, rowCount: sheet.length - 1 })
      .where(eq(exportRecords.id, record.id));
    return { rowCount: sheet.length - 1 };
  };
}
