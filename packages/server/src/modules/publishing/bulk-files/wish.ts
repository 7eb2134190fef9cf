import { defineSheet, imageAt, perVariant, variantImage } from './sheet.js';

// Wish's product CSV (Merchant Dashboard: Products > Add Products > CSV). Attribute names from
// Wish's merchant FAQ "Required and optional attributes for the new product CSV upload
// experience": https://merchantfaq.wish.com/hc/en-us/articles/1260805100070 and its sample file
// MerchantPlus_Add_Product_CSV.csv (Parent SKU, Title, Description, Main Image, Extra Images
// separated by "|", Variation Image, SKU, Currency, Price, Inventory, Color, Size). The sample
// file itself is behind the merchant login: the column order is unconfirmed.
const columns = [
  'Parent SKU',
  'SKU',
  'Title',
  'Description',
  'Main Image',
  'Extra Images',
  'Variation Image',
  'Color',
  'Size',
  'Currency',
  'Price',
  'Inventory',
  'Tags',
] as const;

export const wishSheet = defineSheet({
  platform: 'wish',
  format: 'csv',
  sheetName: 'products',
  source: 'https://merchantfaq.wish.com/hc/en-us/articles/1260805100070',
  confirmed: false,
  columns,
  rows: perVariant(({ product, variant }) => ({
    'Parent SKU': product.key,
    SKU: variant.sku,
    Title: product.title,
    Description: product.description,
    'Main Image': imageAt(product, 0),
    'Extra Images': product.images.slice(1).join('|'),
    'Variation Image': variantImage(product, variant),
    Color: variant.colorName,
    Size: variant.sizeName,
    Currency: variant.currency,
    Price: Number(variant.price),
    Tags: product.tags.join(','),
  })),
});
