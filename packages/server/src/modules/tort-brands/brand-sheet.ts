import ExcelJS from 'exceljs';
import type { TortBrandInput, TortBrandLevel } from '@podkit/sdk-core';
import { invalid } from '../../http/envelope.js';
import { loadWorksheet, rowCells, type SheetFormat } from '../../sheets/sheet-file.js';

/** Most rows one import takes. */
export const MAX_IMPORT_ROWS = 20000;

type Field = keyof TortBrandInput;

/** Column titles an operator's sheet may use for each field (the template's first). */
const titles: Record<Field, string[]> = {
  word: ['品牌', '品牌名称', '商标', 'brand', 'word'],
  level: ['级别', '管控级别', 'level'],
  holder: ['权利人', 'holder', 'owner'],
  remark: ['备注', 'remark', 'note'],
};

const levelWords: Record<string, TortBrandLevel> = {
  '': 'warn',
  提醒: 'warn',
  警告: 'warn',
  warn: 'warn',
  禁止发布: 'block',
  禁止: 'block',
  禁发: 'block',
  block: 'block',
};

/** One row of the sheet: its number as Excel shows it, and the brand it holds or why not. */
export type SheetBrand =
  | { row: number; word: string; input: TortBrandInput }
  | { row: number; word: string; reason: string };

function fieldOf(title: string): Field | undefined {
  const wanted = title.toLowerCase().replace(/\s+/g, '');
  return (Object.keys(titles) as Field[]).find((field) => titles[field].includes(wanted));
}

/**
 * The brands of an uploaded sheet. The first non-empty row is the header when one of its cells
 * names the brand column; without a header the columns are brand, level, holder, remark.
 */
export async function readBrandSheet(bytes: Buffer, format: SheetFormat): Promise<SheetBrand[]> {
  const sheet = await loadWorksheet(bytes, format);
  const width = Math.max(sheet.columnCount, 4);
  let columns: Partial<Record<Field, number>> | null = null;
  const brands: SheetBrand[] = [];
  for (let r = 1; r <= sheet.rowCount; r++) {
    const cells = rowCells(sheet.getRow(r), width);
    if (cells.every((cell) => cell === '')) continue;
    if (!columns) {
      const named = Object.fromEntries(
        cells.flatMap((cell, index) => {
          const field = fieldOf(cell);
          return field ? [[field, index]] : [];
        }),
      ) as Partial<Record<Field, number>>;
      columns = named.word === undefined ? { word: 0, level: 1, holder: 2, remark: 3 } : named;
      if (named.word !== undefined) continue;
    }
    const cell = (field: Field) => {
      const index = columns![field];
      return index === undefined ? '' : (cells[index] ?? '');
    };
    const word = cell('word');
    const level = levelWords[cell('level').toLowerCase()];
    if (!word) brands.push({ row: r, word, reason: '品牌为空' });
    else if (word.length > 100) brands.push({ row: r, word, reason: '品牌超过 100 个字' });
    else if (!level)
      brands.push({ row: r, word, reason: `级别「${cell('level')}」应为 提醒 或 禁止发布` });
    else
      brands.push({
        row: r,
        word,
        input: {
          word,
          level,
          holder: cell('holder').slice(0, 100),
          remark: cell('remark').slice(0, 200),
        },
      });
    if (brands.length > MAX_IMPORT_ROWS)
      throw invalid(`一次最多导入 ${MAX_IMPORT_ROWS} 个品牌，请拆分文件`);
  }
  if (brands.length === 0) throw invalid('表格中没有品牌');
  return brands;
}

/** The import template: the header row, two example rows and how to fill it in. */
export async function brandTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'PodKit';
  const sheet = workbook.addWorksheet('侵权品牌');
  sheet.columns = [
    { header: '品牌', key: 'word', width: 24 },
    { header: '级别', key: 'level', width: 12 },
    { header: '权利人', key: 'holder', width: 28 },
    { header: '备注', key: 'remark', width: 40 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.addRow({ word: 'Nike', level: '禁止发布', holder: 'Nike, Inc.', remark: '商标' });
  sheet.addRow({ word: '迪士尼', level: '提醒', holder: 'Disney Enterprises, Inc.', remark: '' });
  const help = workbook.addWorksheet('填写说明');
  help.columns = [{ header: '说明', key: 'text', width: 90 }];
  for (const text of [
    '品牌：必填，不区分大小写和全角半角；已有的品牌会被更新。',
    '级别：提醒（保存商品时提示）或 禁止发布（还会阻止发布该商品），留空为提醒。',
    '权利人、备注：选填，会展示给分销商。',
  ])
    help.addRow({ text });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
