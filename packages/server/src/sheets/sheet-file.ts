import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { invalid } from '../http/envelope.js';

/** The spreadsheets resellers upload (order imports, code translations). */
export type SheetFormat = 'xlsx' | 'csv';

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

export function cellText(cell: ExcelJS.Cell): string {
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

export async function loadWorksheet(
  bytes: Buffer,
  format: SheetFormat,
): Promise<ExcelJS.Worksheet> {
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

/** Every cell of a row as trimmed text, columns 1 … width. */
export function rowCells(row: ExcelJS.Row, width: number): string[] {
  const cells: string[] = [];
  for (let c = 1; c <= width; c++) cells.push(cellText(row.getCell(c)).trim());
  return cells;
}
