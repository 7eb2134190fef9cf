import { defineSheet, imageAt, perVariant, variantImage } from './sheet.js';

// Shopee Seller Centre mass upload (My Products > Mass Upload > basic template, .xlsx). Field names
// from Shopee's Education Hub as quoted by https://help.trustana.com/en/articles/8824686 (Category,
// Product Name, Product Description, Parent SKU, Variation Integration No., Variation Name1,
// Option for Variation 1, Image per Variation, Variation Name2, Option for Variation 2, Price,
// Stock, SKU, Cover image, Item Image 1–8, Weight). The template is per category and per site and
// is downloaded in the Seller Centre after login (its first rows are instructions); the header
// below is unconfirmed. Name and description go on a product's first variant only, as Shopee asks.
const itemImages = [
  'Item Image 1',
  'Item Image 2',
  'Item Image 3',
  'Item Image 4',
  'Item Image 5',
  'Item Image 6',
  'Item Image 7',
  'Item Image 8',
] as const;
const columns = [
  'Category',
  'Product Name',
  'Product Description',
  'Parent SKU',
  'Variation Integration No.',
  'Variation Name1',
  'Option for Variation 1',
  'Image per Variation',
  'Variation Name2',
  'Option for Variation 2',
  'Price',
  'Stock',
  'SKU',
  'Cover image',
  ...itemImages,
  'Weight',
] as const;

export const shopeeSheet = defineSheet({
  platform: 'shopee',
  format: 'xlsx',
  sheetName: 'Template',
  source: 'https://help.trustana.com/en/articles/8824686-channel-export-shopee',
  confirmed: false,
  columns,
  rows: perVariant(({ product, variant, index }) => ({
    Category: product.category,
    ...(index === 0
      ? { 'Product Name': product.title, 'Product Description': product.description }
      : {}),
    'Parent SKU': product.key,
    'Variation Integration No.': product.key,
    'Variation Name1': product.colorOption,
    'Option for Variation 1': variant.colorName,
    'Image per Variation': variantImage(product, variant),
    'Variation Name2': product.sizeOption,
    'Option for Variation 2': variant.sizeName,
    Price: Number(variant.price),
    SKU: variant.sku,
    'Cover image': imageAt(product, 0),
    ...Object.fromEntries(itemImages.map((column, n) => [column, imageAt(product, n + 1)])),
  })),
});
