import { defineSheet, imageAt, perVariant, variantImage } from './sheet.js';

// Shopify's product CSV (Products > Import), columns of its documented description table in
// the classic header, which the importer still reads:
// https://help.shopify.com/en/manual/products/import-export/using-csv. Rows of one product share
// its Handle; product fields go on its first row. A product's n-th picture rides on its n-th
// variant row (Image Src / Image Position), so a product with more pictures than variants
// leaves the extra pictures out rather than adding rows that are not variants.
const columns = [
  'Handle',
  'Title',
  'Body (HTML)',
  'Vendor',
  'Product Category',
  'Type',
  'Tags',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Variant SKU',
  'Variant Inventory Policy',
  'Variant Fulfillment Service',
  'Variant Price',
  'Variant Requires Shipping',
  'Variant Taxable',
  'Image Src',
  'Image Position',
  'Image Alt Text',
  'Variant Image',
  'Status',
] as const;

export const shopifySheet = defineSheet({
  platform: 'shopify',
  format: 'csv',
  sheetName: 'products',
  source: 'https://help.shopify.com/en/manual/products/import-export/using-csv',
  confirmed: true,
  columns,
  rows: perVariant(({ product, variant, index }) => ({
    Handle: product.key,
    ...(index === 0
      ? {
          Title: product.title,
          'Body (HTML)': product.descriptionHtml,
          Vendor: product.vendor,
          'Product Category': product.category,
          Type: product.productType,
          Tags: product.tags.join(', '),
          Published: product.status === 'active' ? 'TRUE' : 'FALSE',
          Status: product.status,
        }
      : {}),
    'Option1 Name': product.colorOption,
    'Option1 Value': variant.colorName,
    'Option2 Name': product.sizeOption,
    'Option2 Value': variant.sizeName,
    'Variant SKU': variant.sku,
    // Made to order: the variant stays on sale whatever the count.
    'Variant Inventory Policy': 'continue',
    'Variant Fulfillment Service': 'manual',
    'Variant Price': variant.price,
    'Variant Requires Shipping': 'TRUE',
    'Variant Taxable': 'TRUE',
    ...(imageAt(product, index)
      ? {
          'Image Src': imageAt(product, index),
          'Image Position': index + 1,
          'Image Alt Text': product.title,
        }
      : {}),
    'Variant Image': variantImage(product, variant),
  })),
});
