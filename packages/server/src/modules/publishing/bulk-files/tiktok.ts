import { defineSheet, imageAt, perVariant, variantImage } from './sheet.js';

// TikTok Shop Seller Center batch upload (Products > Add products > Batch upload, .xlsx). Column
// names from copies of TikTok's own template "Tiktoksellercenter_batchupload_<date>_template.xlsx"
// (Category, Brand, Product Name, Product Description, Main Product Image, Product Image 2–9,
// Variation, Variation 2, Variant Image, Seller SKU, Retail Price (Local Currency), Quantity),
// e.g. https://www.scribd.com/document/643527469/Tiktoksellercenter-batchupload-20230415-template.
// The template is generated per category in Seller Center after login, and adds that category's
// attribute columns: unconfirmed. Product fields repeat on every row, as the template asks.
const productImages = [
  'Product Image 2',
  'Product Image 3',
  'Product Image 4',
  'Product Image 5',
  'Product Image 6',
  'Product Image 7',
  'Product Image 8',
  'Product Image 9',
] as const;
const columns = [
  'Category',
  'Brand',
  'Product Name',
  'Product Description',
  'Main Product Image',
  ...productImages,
  'Variation',
  'Variation 2',
  'Variant Image',
  'Seller SKU',
  'Retail Price (Local Currency)',
  'Quantity',
] as const;

export const tiktokSheet = defineSheet({
  platform: 'tiktok',
  format: 'xlsx',
  sheetName: 'Template',
  source:
    'https://www.scribd.com/document/643527469/Tiktoksellercenter-batchupload-20230415-template',
  confirmed: false,
  columns,
  rows: perVariant(({ product, variant }) => ({
    Category: product.category,
    Brand: product.vendor,
    'Product Name': product.title,
    'Product Description': product.descriptionHtml,
    'Main Product Image': imageAt(product, 0),
    ...Object.fromEntries(productImages.map((column, n) => [column, imageAt(product, n + 1)])),
    Variation: variant.colorName,
    'Variation 2': variant.sizeName,
    'Variant Image': variantImage(product, variant),
    'Seller SKU': variant.sku,
    'Retail Price (Local Currency)': Number(variant.price),
  })),
});
