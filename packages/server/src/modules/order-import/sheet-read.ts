import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { invalid } from '../../http/envelope.js';
import { allColumnKeys, MAX_IMPORT_ROWS, type ColumnKey, type ImportColumn } from './columns.js';

export type SheetFormat = 'xlsx' | 'csv';

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

const zipMagic = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const oleMagic = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/**
 * The file's format by its bytes, not its name: an xlsx is a zip, a csv is text. The name's
 * extension must agree, so a renamed file is refused with a clear reason.
 */
export function sniffSheetFormat(head: Buffer, fileName: string): SheetFormat {
  const ext = fileName.toLowerCase().split('.').pop() ?? '';
  if (head.subarray(0, 4).equals(oleMagic))
    throw invalid('不支持旧版 .xls 文件，请在 Excel 中另存为 .xlsx 或 .csv 后上传');
  const format: SheetFormat | null = head.subarray(0, 4).equals(zipMagic)
    ? 'xlsx'
    : looksLikeText(head)
      ? 'csv'
      : null;
  if (!format) throw invalid('文件内容不是 xlsx 或 csv 表格');
  if (ext !== 'xlsx' && ext !== 'csv') throw invalid('请上传 .xlsx 或 .csv 文件');
  if (ext !== format) throw invalid(`文件内容是 ${format}，与扩展名 .${ext} 不符`);
  return format;
}

function looksLikeText(head: Buffer): boolean {
  if (head.length === 0) return false;
  // Control bytes other than tab, newline and carriage return do not occur in a CSV.
  for (const byte of head) if (byte < 0x09 || (byte > 0x0d && byte < 0x20)) return false;
  return true;
}

/** CSVs saved by Excel on Chinese Windows are GB18030; everything else is UTF-8 (BOM or not). */
export function decodeCsv(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}

function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('hyperlink' in value && typeof value.hyperlink === 'string') {
      const text = typeof value.text === 'string' ? value.text : '';
      return /^https?:\/\//i.test(text) ? text : value.hyperlink;
    }
    if ('result' in value) return value.result === undefined ? '' : String(value.result);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('error' in value) return '';
  }
  return cell.text ?? String(value);
}

async function loadWorksheet(bytes: Buffer, format: SheetFormat): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  if (format === 'xlsx') {
    try {
      await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    } catch {
      throw invalid('文件不是有效的 xlsx 表格，请用模板重新填写');
    }
    const sheet = workbook.worksheets.find((s) => s.state !== 'hidden' && s.actualRowCount > 0);
    if (!sheet) throw invalid('表格中没有数据');
    return sheet;
  }
  // Every cell stays text: a zip code 01234 or an order number 000123 must not become a number.
  return workbook.csv.read(Readable.from([decodeCsv(bytes)]), {
    map: (value: unknown) => value,
  } as never);
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

function rowCells(row: ExcelJS.Row, width: number): string[] {
  const cells: string[] = [];
  for (let c = 1; c <= width; c++) cells.push(cellText(row.getCell(c)).trim());
  return cells;
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
