import { invalid } from '../../../http/envelope.js';
import { loadWorksheet, rowCells, type SheetFormat } from '../../../sheets/sheet-file.js';
import { MAX_TEMPLATE_ROWS, type TemplateColumn } from './columns.js';

/** A data row: its number in the sheet (as Excel shows it) and its known cells, trimmed. */
export interface TemplateSheetRow {
  rowNumber: number;
  values: Record<string, string>;
}

const normalise = (text: string) => text.replace(/[\s*＊]/g, '').toLowerCase();

/** Column index of each known column named in a row, by Chinese title or English key. */
function columnsNamed(cells: string[], columns: TemplateColumn[]): Map<string, number> {
  const keyOf = new Map<string, string>();
  for (const column of columns) {
    keyOf.set(normalise(column.title), column.key);
    keyOf.set(normalise(column.key), column.key);
  }
  const found = new Map<string, number>();
  cells.forEach((cell, index) => {
    const key = keyOf.get(normalise(cell));
    if (key && !found.has(key)) found.set(key, index);
  });
  return found;
}

/**
 * The first sheet's rows under its header (found among the first five rows; the key row the
 * downloaded sheet has under the titles is skipped). Empty rows are left out.
 */
export async function readTemplateSheet(
  bytes: Buffer,
  format: SheetFormat,
  columns: TemplateColumn[],
): Promise<TemplateSheetRow[]> {
  const sheet = await loadWorksheet(bytes, format);
  const width = Math.max(sheet.actualColumnCount, sheet.columnCount);
  let headerRow = 0;
  let named = new Map<string, number>();
  for (let r = 1; r <= Math.min(5, sheet.rowCount); r++) {
    const found = columnsNamed(rowCells(sheet.getRow(r), width), columns);
    if (found.size > named.size) [named, headerRow] = [found, r];
  }
  if (!named.has('name') || !named.has('title_pattern'))
    throw invalid('没有找到表头：第一行应为列名，至少包含「模板名称」「标题模板」');
  let first = headerRow + 1;
  if (columnsNamed(rowCells(sheet.getRow(first), width), columns).size >= 2) first += 1;
  const rows: TemplateSheetRow[] = [];
  for (let r = first; r <= sheet.rowCount; r++) {
    const cells = rowCells(sheet.getRow(r), width);
    if (cells.every((cell) => cell === '')) continue;
    if (rows.length >= MAX_TEMPLATE_ROWS)
      throw invalid(`一次最多导入 ${MAX_TEMPLATE_ROWS} 个模板，请拆分文件后上传`);
    const values: Record<string, string> = {};
    for (const [key, index] of named) values[key] = cells[index] ?? '';
    rows.push({ rowNumber: r, values });
  }
  if (rows.length === 0) throw invalid('表格中没有模板数据');
  return rows;
}
