import ExcelJS from 'exceljs';
import type { BulkProduct, BulkSheet, Cell } from './sheet.js';

/** The rows of the products in the sheet's columns; a template attribute fills an empty column. */
export function sheetRows(sheet: BulkSheet, products: BulkProduct[]): Cell[][] {
  return products.flatMap((product) =>
    sheet.rows(product).map((cells) => {
      // TypeScript does not check a callback's returned keys: a misspelt column would vanish.
      const unknown = Object.keys(cells).filter((key) => !sheet.columns.includes(key));
      if (unknown.length > 0)
        throw new Error(`${sheet.platform} sheet fills columns it lacks: ${unknown.join(', ')}`);
      return sheet.columns.map((column) => {
        const cell = (cells as Record<string, Cell | undefined>)[column];
        return cell === undefined || cell === '' ? (product.attributes[column] ?? '') : cell;
      });
    }),
  );
}

/** The file's bytes: the header row, then the rows (xlsx through exceljs, csv through its writer). */
export async function writeSheet(sheet: BulkSheet, rows: Cell[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(sheet.sheetName);
  worksheet.addRow([...sheet.columns]);
  for (const row of rows) worksheet.addRow(row);
  if (sheet.format === 'csv') return Buffer.from(await workbook.csv.writeBuffer());
  worksheet.getRow(1).font = { bold: true };
  worksheet.views = [{ state: 'frozen', ySplit: 1 }];
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
