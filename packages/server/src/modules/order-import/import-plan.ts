import type { User } from '../users/index.js';
import type { DbExecutor } from '../../db/client.js';
import { priceSkus, type PricedSku, type SkuRef } from '../cart/index.js';
import type { LogisticsMethodRow } from '../cart/index.js';
import { columnsOf, type ColumnKey, type ImportKind } from './columns.js';
import { checkRow, conflictingFields, type CheckedRow } from './row-rules.js';
import type { RowError } from './workbooks.js';
import type { ReadSheet, SheetRow } from './sheet-read.js';
import { resolveLineRefs } from './sku-resolve.js';

/** A line ready to write: the row, its PodKit SKU and its price now. */
export interface PlannedLine {
  row: CheckedRow;
  ref: SkuRef;
  priced: PricedSku;
}

/** An order whose every row passed: the first row's address, its lines, its shipping method. */
export interface PlannedOrder {
  orderNo: string;
  first: SheetRow;
  lines: PlannedLine[];
  logistics: LogisticsMethodRow;
}

export interface ImportPlan {
  orders: PlannedOrder[];
  errors: RowError[];
}

/**
 * Checks every row and groups rows by order number. An order is imported only when all its rows
 * pass; the other rows of a refused order are reported too, pointing at the rows that failed.
 */
export async function planImport(
  db: DbExecutor,
  user: User,
  kind: ImportKind,
  sheet: ReadSheet,
  logistics: LogisticsMethodRow[],
): Promise<ImportPlan> {
  const titles = new Map<ColumnKey, string>(columnsOf(kind).map((c) => [c.key, c.title]));
  const groups = new Map<string, SheetRow[]>();
  const errors: RowError[] = [];
  for (const row of sheet.rows) {
    const no = row.values.order_no;
    if (!no) {
      errors.push({ rowNumber: row.rowNumber, cells: row.cells, reason: '「订单号」不能为空' });
      continue;
    }
    const group = groups.get(no);
    if (group) group.push(row);
    else groups.set(no, [row]);
  }

  interface Pending {
    orderNo: string;
    first: SheetRow;
    checked: Array<{ sheet: SheetRow; row: CheckedRow }>;
    reasons: Map<SheetRow, string[]>;
  }
  const pending: Pending[] = [];
  for (const [orderNo, rows] of groups) {
    const first = rows[0]!;
    const reasons = new Map<SheetRow, string[]>();
    const checked: Pending['checked'] = [];
    rows.forEach((row, index) => {
      const result = checkRow(row, kind, index === 0, titles);
      const rowReasons = [...result.reasons];
      if (index > 0) rowReasons.push(...conflictingFields(first, row, titles));
      if (rowReasons.length > 0) reasons.set(row, rowReasons);
      else if (result.checked) checked.push({ sheet: row, row: result.checked });
    });
    if (orderLogistics(first, logistics) === null)
      reasons.set(first, [
        ...(reasons.get(first) ?? []),
        logistics.length === 0
          ? '本站尚未设置物流方式，请联系平台'
          : `「物流方式」「${first.values.logistics}」不存在，可选：${logistics.map((m) => m.name).join('、')}`,
      ]);
    pending.push({ orderNo, first, checked, reasons });
  }

  const toResolve = pending.flatMap((p) =>
    p.reasons.size === 0 ? p.checked.map((c) => ({ ...c, order: p })) : [],
  );
  const resolved = await resolveLineRefs(
    db,
    user,
    toResolve.map((c) => c.row.ref),
  );
  const refs = new Map<CheckedRow, SkuRef>();
  toResolve.forEach((c, i) => {
    const result = resolved[i]!;
    if ('ref' in result) refs.set(c.row, result.ref);
    else c.order.reasons.set(c.sheet, [result.reason]);
  });
  const pricedList = toResolve.filter((c) => refs.has(c.row));
  const prices = await priceSkus(
    db,
    user,
    pricedList.map((c) => ({ ...refs.get(c.row)!, quantity: c.row.quantity })),
  );
  const priced = new Map<CheckedRow, PricedSku>();
  pricedList.forEach((c, i) => priced.set(c.row, prices[i]!));

  const orders: PlannedOrder[] = [];
  for (const p of pending) {
    for (const c of p.checked) {
      const price = priced.get(c.row);
      if (price && price.availability !== 'ok')
        p.reasons.set(c.sheet, [`${price.name || '商品'}：${price.reason}`]);
    }
    if (p.reasons.size === 0) {
      orders.push({
        orderNo: p.orderNo,
        first: p.first,
        logistics: orderLogistics(p.first, logistics)!,
        lines: p.checked.map((c) => ({
          row: c.row,
          ref: refs.get(c.row)!,
          priced: priced.get(c.row)!,
        })),
      });
      continue;
    }
    const failedRows = [...p.reasons.keys()].map((r) => r.rowNumber).sort((a, b) => a - b);
    for (const row of groups.get(p.orderNo)!) {
      const own = p.reasons.get(row);
      errors.push({
        rowNumber: row.rowNumber,
        cells: row.cells,
        reason: own ? own.join('；') : `同一订单的第 ${failedRows.join('、')} 行有错误，整单未导入`,
      });
    }
  }
  errors.sort((a, b) => a.rowNumber - b.rowNumber);
  return { orders, errors };
}

/** The order's shipping method: the one named, or the site's first; null when none fits. */
function orderLogistics(
  first: SheetRow,
  logistics: LogisticsMethodRow[],
): LogisticsMethodRow | null {
  const name = first.values.logistics;
  if (!name) return logistics[0] ?? null;
  return logistics.find((m) => m.name === name) ?? null;
}
