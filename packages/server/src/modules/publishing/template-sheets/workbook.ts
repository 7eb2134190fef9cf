import ExcelJS from 'exceljs';
import type { PublishPlatform } from '@podkit/sdk-core';
import { templateColumns } from './columns.js';

const titleFill: ExcelJS.Fill = {
  type: 'pattern',
  pattern: 'solid',
  fgColor: { argb: 'FFE8F5E9' },
};

/**
 * A marketplace's template sheet: 产品模板 with the Chinese titles in row 1, the English keys in
 * row 2 (the reader accepts either) and one template per row after them; 填写说明 explains each
 * column. Empty for the download, filled for an export.
 */
export async function buildTemplateWorkbook(
  platform: PublishPlatform,
  rows: string[][] = [],
): Promise<Buffer> {
  const columns = templateColumns(platform);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'PodKit';
  const sheet = workbook.addWorksheet('产品模板', { views: [{ state: 'frozen', ySplit: 2 }] });
  sheet.columns = columns.map((column) => ({ key: column.key, width: column.width }));
  const titles = sheet.addRow(columns.map((column) => column.title));
  const keys = sheet.addRow(columns.map((column) => column.key));
  keys.font = { italic: true, color: { argb: 'FF888888' } };
  columns.forEach((column, index) => {
    const cell = titles.getCell(index + 1);
    cell.fill = titleFill;
    cell.note = column.hint;
    cell.font = column.hint.startsWith('必填')
      ? { bold: true, color: { argb: 'FFC62828' } }
      : { bold: true };
    sheet.getColumn(index + 1).numFmt = '@';
  });
  for (const row of rows) sheet.addRow(row);

  const help = workbook.addWorksheet('填写说明');
  help.columns = [
    { header: '列名', key: 'title', width: 24 },
    { header: '英文键', key: 'key', width: 22 },
    { header: '说明', key: 'hint', width: 60 },
    { header: '示例', key: 'example', width: 30 },
  ];
  help.getRow(1).font = { bold: true };
  for (const column of columns) help.addRow(column);
  help.addRow({});
  help.addRow({
    title: '提示',
    hint: '从第 3 行起填写，每行一个产品模板；有错误的行不会导入，其余行照常导入。',
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
