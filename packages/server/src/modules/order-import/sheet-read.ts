import { invalid } from '../../http/envelope.js';
import { loadWorksheet, rowCells, type SheetFormat } from '../../sheets/sheet-file.js';
import { allColumnKeys, MAX_IMPORT_ROWS, type ColumnKey, type ImportColumn } from './columns.js';

/** One data row as the reseller sees it: its row number in the sheet and its cells as text. */
export interface SheetRow {
  rowNumber: number;
  /** Every cell of the row in the sheet's column order (kept for the error file). */
  cells: string[];
  /** The cells of known columns, trimmed; '' when empty or absent. */
  values: Record<ColumnKey, string>;
}

export interface ReadSheet {
  /** The header row's cells as written, in sheet order. */
  header: string[];
  rows: SheetRow[];
}

const normalise = (text: string) => text.replace(/[\s*＊]/g, '').toLowerCase();

/** Which sheet column holds which known column, from a header row (Chinese title or English key). */
function matchHeader(cells: string[], columns: ImportColumn[]): Map<ColumnKey, number> {
  const byName = new Map<string, ColumnKey>();
  for (const col of columns) {
    byName.set(normalise(col.title), col.key);
    byName.set(normalise(col.key), col.key);
  }
  const found = new Map<ColumnKey, number>();
  cells.forEach((cell, index) => {
    const key = byName.get(normalise(cell));
    if (key && !found.has(key)) found.set(key, index);
  });
  return found;
}

/**
 * Reads the first sheet: finds the header row among the first five (the template's Chinese
 * titles or the English keys), skips the template's key row under it, and answers every
 * non-empty row after it with its row number.
 */
export async function readSheet(
  bytes: Buffer,
  format: SheetFormat,
  columns: ImportColumn[],
): Promise<ReadSheet> {
  const sheet = await loadWorksheet(bytes, format);
  const width = Math.max(sheet.actualColumnCount, sheet.columnCount);
  let headerRow = 0;
  let mapping = new Map<ColumnKey, number>();
  for (let r = 1; r <= Math.min(5, sheet.rowCount); r++) {
    const found = matchHeader(rowCells(sheet.getRow(r), width), columns);
    if (found.size > mapping.size) {
      mapping = found;
      headerRow = r;
    }
  }
  if (!mapping.has('order_no') || mapping.size < 3)
    throw invalid('没有找到表头：请使用下载的模板，第一行为列名（如「订单号」「收件人」）');
  const header = rowCells(sheet.getRow(headerRow), width);
  const rows: SheetRow[] = [];
  let firstData = headerRow + 1;
  const keyRow = matchHeader(rowCells(sheet.getRow(firstData), width), columns);
  if (keyRow.size >= 3) firstData += 1;
  for (let r = firstData; r <= sheet.rowCount; r++) {
    const cells = rowCells(sheet.getRow(r), width);
    if (cells.every((cell) => cell === '')) continue;
    if (rows.length >= MAX_IMPORT_ROWS)
      throw invalid(`一次最多导入 ${MAX_IMPORT_ROWS} 行，请拆分文件后上传`);
    const values = Object.fromEntries(allColumnKeys.map((key) => [key, ''])) as Record<
      ColumnKey,
      string
    >;
    for (const col of columns) {
      const index = mapping.get(col.key);
      values[col.key] = index === undefined ? '' : (cells[index] ?? '');
    }
    rows.push({ rowNumber: r, cells, values });
  }
  if (rows.length === 0) throw invalid('表格中没有订单数据');
  return { header, rows };
}
