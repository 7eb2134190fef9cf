import { defineSheet, perVariant, variantImage } from './sheet.js';

// SHOPLINE's "Product Bulk Import File" (Products > Import > Import locally; .csv or .xlsx, up to
// 40 MB). Field names from SHOPLINE's help centre "Details of import products with SHOPLINE
// file": https://help.shopline.com/hc/en-001/articles/4412341951257 (Handle, Title*, Subtitle, …)
// and its SHOPLAZZA migration table, which names SHOPLINE's columns Subtitle, SEO title, SEO
// description, Tags, SKU and Master Images:
// https://help.shopline.com/hc/en-001/articles/4403971980953. The downloadable template is
// behind the admin login; the full list and order below are unconfirmed. Rows of one product
// share its Handle; product fields are filled on its first row only.
const columns = [
  'Handle',
  'Title*',
  'Subtitle',
  'Product description html',
  'SEO title',
  'SEO description',
  'Tags',
  'Vendor',
  'Master Images',
  'Option1 name',
  'Option1 value',
  'Option2 name',
  'Option2 value',
  'SKU',
  'SKU price',
  'SKU image',
  'Status',
] as const;

export const shoplineSheet = defineSheet({
  platform: 'shopline',
  format: 'csv',
  sheetName: 'products',
  source: 'https://help.shopline.com/hc/en-001/articles/4412341951257',
  confirmed: false,
  columns,
  rows: perVariant(({ product, variant, index }) => ({
    Handle: product.key,
    ...(index === 0
      ? {
          'Title*': product.title,
          'Product description html': product.descriptionHtml,
          'SEO title': product.title,
          'SEO description': product.description.slice(0, 1024),
          Tags: product.tags.join(','),
          Vendor: product.vendor,
          'Master Images': product.images.join(';'),
          Status: product.status === 'active' ? 'Y' : 'N',
        }
      : {}),
    'Option1 name': product.colorOption,
    'Option1 value': variant.colorName,
    'Option2 name': product.sizeOption,
    'Option2 value': variant.sizeName,
    SKU: variant.sku,
    'SKU price': Number(variant.price),
    'SKU image': variantImage(product, variant),
  })),
});
