import ExcelJS from 'exceljs';
import type { TransformDirection, TransformResult } from '@podkit/sdk-core';
import { invalid } from '../../http/envelope.js';
import { cellText, loadWorksheet, type SheetFormat } from '../../sheets/sheet-file.js';
import { MAX_TRANSFORM_CODES } from './schemas.js';

/** A first cell that names the column rather than holding a code. */
const headerCell = /[^\x21-\x7e]|^(sku|seller[-_ ]?sku|store[-_ ]?sku|code|sku[-_ ]?code)$/i;

/**
 * The codes of an uploaded sheet: the first column's non-empty cells, top to bottom, without a
 * header cell (a column title such as 「店铺SKU」 or "SKU").
 */
export async function readCodeColumn(bytes: Buffer, format: SheetFormat): Promise<string[]> {
  const sheet = await loadWorksheet(bytes, format);
  const codes: string[] = [];
  for (let r = 1; r <= sheet.rowCount; r++) {
    const text = cellText(sheet.getRow(r).getCell(1)).trim();
    if (text === '' || (codes.length === 0 && headerCell.test(text))) continue;
    codes.push(text);
    if (codes.length > MAX_TRANSFORM_CODES)
      throw invalid(`一次最多转换 ${MAX_TRANSFORM_CODES} 个编码，请拆分文件`);
  }
  if (codes.length === 0) throw invalid('表格第一列没有编码');
  return codes;
}

const directionTitles: Record<TransformDirection, [string, string]> = {
  to_podkit: ['店铺 SKU / 自定义编码', '平台 SKU'],
  from_podkit: ['平台 SKU', '自定义编码'],
};

const matchedByTitles = { sku: '平台 SKU', code: '自定义编码', store: '店铺 SKU' } as const;

/** The translation as an xlsx: one row per input and match, the unmatched marked 未匹配. */
export async function transformWorkbook(
  direction: TransformDirection,
  result: TransformResult,
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('编码转换');
  const [fromTitle, toTitle] = directionTitles[direction];
  sheet.columns = [
    { header: fromTitle, key: 'input', width: 28 },
    { header: toTitle, key: 'result', width: 28 },
    { header: direction === 'to_podkit' ? '匹配方式' : '店铺 SKU', key: 'extra', width: 36 },
    { header: '商品', key: 'product', width: 28 },
    { header: '颜色', key: 'color', width: 12 },
    { header: '尺码', key: 'size', width: 10 },
  ];
  for (const row of result.rows) {
    if (row.matches.length === 0) sheet.addRow({ input: row.input, result: '未匹配' });
    for (const match of row.matches)
      sheet.addRow({
        input: row.input,
        result: direction === 'to_podkit' ? match.sku : (match.code ?? ''),
        extra:
          direction === 'to_podkit'
            ? matchedByTitles[match.matched_by]
            : match.store_skus.join('；'),
        product: match.product_name,
        color: match.color_name,
        size: match.size_name,
      });
  }
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
