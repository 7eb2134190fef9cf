import writeXlsxFile from 'write-excel-file/node';
import type { ExportRecord, StoreTradeFigures, StoreTradeQuery } from '@podkit/sdk-core';
import type { Db } from '../../db/client.js';
import { randomKeyName, type FileUrl, type StorageDriver } from '../../storage/index.js';
import { getExport, recordFinishedExport } from '../exports/index.js';
import type { User } from '../users/index.js';
import { storeTradeReport } from './store-trade.js';

const groupingNames = { day: '按日', week: '按周', month: '按月' } as const;

const header = [
  '期间',
  '店铺',
  '平台',
  '订单数',
  '已支付订单数',
  'PodKit 成本（元）',
  '店铺销售额',
];

const salesText = (figures: StoreTradeFigures) =>
  figures.store_amounts
    .map((sale) => (sale.currency ? `${sale.currency} ${sale.amount}` : sale.amount))
    .join('；');

/**
 * 店铺交易记录 as .xlsx: the report's rows and a total line, made at once (a year of days × a
 * reseller's stores is small) and listed in 导出记录 like the exports made by jobs.
 */
export async function exportStoreTrade(
  db: Db,
  storage: StorageDriver,
  urlOf: FileUrl,
  user: User,
  query: StoreTradeQuery,
  timeZone: string,
): Promise<ExportRecord> {
  const owner = { siteId: user.siteId, userId: user.id };
  const report = await storeTradeReport(db, owner, query, timeZone);
  const bold = (value: string) => ({ value, fontWeight: 'bold' as const });
  const sheet: Array<Array<string | number | ReturnType<typeof bold>>> = [header.map(bold)];
  for (const row of report.rows)
    sheet.push([
      row.label,
      row.store_name,
      row.platform_name,
      row.order_count,
      row.paid_order_count,
      row.podkit_cost,
      salesText(row),
    ]);
  const totals = report.totals;
  sheet.push([
    bold(`合计（${report.start_date} 至 ${report.end_date}）`),
    '',
    '',
    totals.order_count,
    totals.paid_order_count,
    totals.podkit_cost,
    salesText(totals),
  ]);
  const buffer = await writeXlsxFile(sheet, {
    sheet: '店铺交易记录',
    columns: [
      { width: 24 },
      { width: 24 },
      { width: 12 },
      { width: 10 },
      { width: 14 },
      { width: 18 },
      { width: 28 },
    ],
  }).toBuffer();
  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const key = `s${owner.siteId}/u${owner.userId}/export/${stamp.slice(0, 6)}/store-trade-${stamp}-${randomKeyName()}.xlsx`;
  await storage.put(key, buffer, {
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
  const id = await recordFinishedExport(db, owner, {
    kind: 'store_trade',
    name: `店铺交易记录 ${report.start_date} 至 ${report.end_date}（${groupingNames[report.group_by]}）`,
    fileKey: key,
    rowCount: report.rows.length,
    filters: { ...query },
  });
  return getExport(db, user, id, urlOf);
}
