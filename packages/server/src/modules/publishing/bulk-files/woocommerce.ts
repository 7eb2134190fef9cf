import { defineSheet } from './sheet.js';

// WooCommerce's built-in product CSV importer (since 3.1); column names of its documented schema:
// https://github.com/woocommerce/woocommerce/wiki/Product-CSV-Import-Schema
// (and https://woocommerce.com/document/product-csv-importer-exporter/). The importer maps
// columns by name, so a subset of the schema is a valid file. A variable product is one row of
// Type "variable" followed by one row of Type "variation" per variant, whose Parent is the
// variable product's SKU.
const columns = [
  'Type',
  'SKU',
  'Name',
  'Published',
  'Short description',
  'Description',
  'In stock?',
  'Stock',
  'Regular price',
  'Categories',
  'Tags',
  'Images',
  'Parent',
  'Attribute 1 name',
  'Attribute 1 value(s)',
  'Attribute 1 visible',
  'Attribute 1 global',
  'Attribute 2 name',
  'Attribute 2 value(s)',
  'Attribute 2 visible',
  'Attribute 2 global',
] as const;

const distinct = (values: string[]) => [...new Set(values)];

export const woocommerceSheet = defineSheet({
  platform: 'woocommerce',
  format: 'csv',
  sheetName: 'products',
  source: 'https://github.com/woocommerce/woocommerce/wiki/Product-CSV-Import-Schema',
  confirmed: true,
  columns,
  rows: (product) => {
    const attributes = {
      'Attribute 1 name': product.colorOption,
      'Attribute 1 visible': 1,
      'Attribute 1 global': 0,
      'Attribute 2 name': product.sizeOption,
      'Attribute 2 visible': 1,
      'Attribute 2 global': 0,
    };
    return [
      {
        Type: 'variable',
        SKU: product.key,
        Name: product.title,
        // 1 published, -1 draft (the schema's values).
        Published: product.status === 'active' ? 1 : -1,
        Description: product.descriptionHtml,
        Categories: product.category,
        Tags: product.tags.join(', '),
        Images: product.images.join(', '),
        ...attributes,
        'Attribute 1 value(s)': distinct(product.variants.map((v) => v.colorName)).join(', '),
        'Attribute 2 value(s)': distinct(product.variants.map((v) => v.sizeName)).join(', '),
      },
      ...product.variants.map((variant) => ({
        Type: 'variation',
        SKU: variant.sku,
        Name: `${product.title} - ${variant.colorName}, ${variant.sizeName}`,
        Published: 1,
        'In stock?': 1,
        'Regular price': variant.price,
        Images: variant.imageUrl,
        Parent: product.key,
        ...attributes,
        'Attribute 1 value(s)': variant.colorName,
        'Attribute 2 value(s)': variant.sizeName,
      })),
    ];
  },
});
