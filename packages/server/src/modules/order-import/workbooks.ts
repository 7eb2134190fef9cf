import ExcelJS from 'exceljs';
import { columnsOf, importKindTitles, type ImportKind } from './columns.js';
import type { ReadSheet } from './sheet-read.js';

const headerFill: ExcelJS.Fill = {
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: 'FFE8F5E9' },
};

/**
 * The template: sheet 订单 with the Chinese titles in row 1 and the English keys in row 2 (the
 * reader accepts either), a note on each title; sheet 填写说明 lists every column with an example.
 */
export async function buildTemplate(kind: ImportKind): Promise<Buffer> {
  const columns = columnsOf(kind);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'PodKit';
  const sheet = workbook.addWorksheet('订单', { views: [{ state: 'frozen', ySplit: 2 }] });
  sheet.columns = columns.map((col) => ({ key: col.key, width: col.width }));
  const titles = sheet.addRow(columns.map((col) => col.title));
  const keys = sheet.addRow(columns.map((col) => col.key));
  titles.font = { bold: true };
  keys.font = { italic: true, color: { argb: 'FF888888' } };
  columns.forEach((col, index) => {
    const cell = titles.getCell(index + 1);
    cell.fill = headerFill;
    cell.note = col.hint;
    if (col.hint.startsWith('必填')) cell.font = { bold: true, color: { argb: 'FFC62828' } };
  });
  // Text format, so Excel keeps leading zeros of zip codes and order numbers.
  columns.forEach((_, index) => (sheet.getColumn(index + 1).numFmt = '@'));

  const help = workbook.addWorksheet('填写说明');
  help.columns = [
    { header: '列名', key: 'title', width: 18 },
    { header: '英文键', key: 'key', width: 20 },
    { header: '说明', key: 'hint', width: 60 },
    { header: '示例', key: 'example', width: 30 },
  ];
  help.getRow(1).font = { bold: true };
  for (const col of columns) help.addRow(col);
  help.addRow({});
  help.addRow({
    title: '提示',
    hint: `从第 3 行起填写，每行一个商品；${importKindTitles[kind]}按订单号去重，同一订单号重复导入不会重复下单。`,
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export interface RowError {
  rowNumber: number;
  cells: string[];
  reason: string;
}

/** The refused rows with the sheet's own columns, then 行号 and 错误原因, for fixing and re-upload. */
export async function buildErrorFile(sheet: ReadSheet, errors: RowError[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const out = workbook.addWorksheet('错误行');
  out.addRow([...sheet.header, '行号', '错误原因']).font = { bold: true };
  for (let c = 1; c <= sheet.header.length + 1; c++) out.getColumn(c).width = 16;
  out.getColumn(sheet.header.length + 2).width = 60;
  for (const error of errors) {
    const row = out.addRow([
      ...padded(error.cells, sheet.header.length),
      error.rowNumber,
      error.reason,
    ]);
    row.getCell(sheet.header.length + 2).font = { color: { argb: 'FFC62828' } };
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function padded(cells: string[], width: number): string[] {
  return Array.from({ length: width }, (_, i) => cells[i] ?? '');
}
