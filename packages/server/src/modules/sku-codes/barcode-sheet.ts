import ExcelJS from 'exceljs';
import type { ProductSku } from '@podkit/sdk-core';

/** The SKUs' codes and barcodes as an xlsx, one row per SKU. */
export async function barcodeWorkbook(skus: ProductSku[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('SKU条码');
  sheet.columns = [
    { header: '商品', key: 'product', width: 28 },
    { header: '颜色', key: 'color', width: 12 },
    { header: '尺码', key: 'size', width: 10 },
    { header: '平台 SKU', key: 'sku', width: 26 },
    { header: '自定义编码', key: 'code', width: 22 },
    { header: 'GTIN', key: 'gtin', width: 16 },
    { header: 'FNSKU', key: 'fnsku', width: 14 },
  ];
  for (const sku of skus)
    sheet.addRow({
      product: sku.product_name,
      color: sku.color_name,
      size: sku.size_name,
      sku: sku.sku,
      code: sku.code ?? '',
      // Text cells: a GTIN must not turn into a number in Excel.
      gtin: sku.gtin ?? '',
      fnsku: sku.fnsku ?? '',
    });
  sheet.getColumn('gtin').numFmt = '@';
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
