import { describe, expect, it } from 'vitest';
import { cellText, loadWorksheet } from '../../../sheets/sheet-file.js';
import { defineSheet, perVariant, type BulkProduct } from './sheet.js';
import { sheetRows, writeSheet } from './write-sheet.js';

const product: BulkProduct = {
  key: 'tee-1',
  title: 'Tee, "quoted"',
  description: 'line one\nline two',
  descriptionHtml: 'line one<br>line two',
  images: ['http://shop.test/files/a.png'],
  category: '',
  attributes: { Stock: '7', Price: '1' },
  tags: [],
  vendor: '',
  productType: '',
  status: 'active',
  colorOption: 'Color',
  sizeOption: 'Size',
  variants: [
    {
      sku: 'T-R-S',
      colorName: 'Red',
      sizeName: 'S',
      price: '12.50',
      currency: 'USD',
      imageUrl: '',
    },
    {
      sku: 'T-R-M',
      colorName: 'Red',
      sizeName: 'M',
      price: '13.99',
      currency: 'USD',
      imageUrl: '',
    },
  ],
};

const sheetOf = (format: 'csv' | 'xlsx') =>
  defineSheet({
    platform: 'wish',
    format,
    sheetName: 'products',
    source: 'test',
    confirmed: false,
    columns: ['SKU', 'Title', 'Description', 'Price', 'Stock'],
    rows: perVariant(({ product: p, variant }) => ({
      SKU: variant.sku,
      Title: p.title,
      Description: p.description,
      Price: Number(variant.price),
    })),
  });

async function readBack(format: 'csv' | 'xlsx') {
  const sheet = sheetOf(format);
  const bytes = await writeSheet(sheet, sheetRows(sheet, [product]));
  const rows: string[][] = [];
  (await loadWorksheet(bytes, format)).eachRow((row) => {
    rows.push([1, 2, 3, 4, 5].map((c) => cellText(row.getCell(c))));
  });
  return rows;
}

describe('the bulk file writer', () => {
  for (const format of ['csv', 'xlsx'] as const)
    it(`writes the header and one row per variant that a spreadsheet reader reads back (${format})`, async () => {
      expect(await readBack(format)).toEqual([
        ['SKU', 'Title', 'Description', 'Price', 'Stock'],
        ['T-R-S', 'Tee, "quoted"', 'line one\nline two', '12.5', '7'],
        ['T-R-M', 'Tee, "quoted"', 'line one\nline two', '13.99', '7'],
      ]);
    });

  it('fills only empty columns from the template attributes, never what PodKit computed', () => {
    const [first] = sheetRows(sheetOf('csv'), [product]);
    expect(first![3]).toBe(12.5); // Price computed, the attribute "Price" ignored
    expect(first![4]).toBe('7');
  });

  it('refuses a mapping that names a column the sheet lacks', () => {
    const sheet = {
      ...sheetOf('csv'),
      rows: () => [{ SKU: 'x', Colour: 'Red' }],
    };
    expect(() => sheetRows(sheet, [product])).toThrow('wish sheet fills columns it lacks: Colour');
  });
});
