import { defineSheet, imageAt, perVariant, variantImage } from './sheet.js';

// SHOPLAZZA (店匠) product import/export sheet. SHOPLAZZA's own template is behind the admin
// login; the column names below are the ones SHOPLINE's migration guide quotes from SHOPLAZZA's
// export ("Product Subtitle", "SEO title", "SEO Description", "Tags", "Product SKU", "Images*",
// "Main Image", "Product SPU", …): https://help.shopline.com/hc/en-001/articles/4403971980953.
// Unconfirmed: the exact header and its order.
const columns = [
  'Product SPU',
  'Product Title*',
  'Product Subtitle',
  'Product Description',
  'SEO title',
  'SEO Description',
  'Tags',
  'Images*',
  'Main Image',
  'Option1 Name',
  'Option1 Value',
  'Option2 Name',
  'Option2 Value',
  'Product SKU',
  'Price',
  'Variant Image',
] as const;

export const shoplazzaSheet = defineSheet({
  platform: 'shoplazza',
  format: 'csv',
  sheetName: 'products',
  source: 'https://help.shopline.com/hc/en-001/articles/4403971980953',
  confirmed: false,
  columns,
  rows: perVariant(({ product, variant }) => ({
    'Product SPU': product.key,
    'Product Title*': product.title,
    'Product Description': product.descriptionHtml,
    'SEO title': product.title,
    'SEO Description': product.description.slice(0, 1024),
    Tags: product.tags.join(','),
    'Images*': product.images.join(','),
    'Main Image': imageAt(product, 0),
    'Option1 Name': product.colorOption,
    'Option1 Value': variant.colorName,
    'Option2 Name': product.sizeOption,
    'Option2 Value': variant.sizeName,
    'Product SKU': variant.sku,
    Price: Number(variant.price),
    'Variant Image': variantImage(product, variant),
  })),
});
