import { defineSheet, perVariant, variantImage } from './sheet.js';

// Ozon Seller "Загрузка товаров через шаблон" (Товары > Добавить товары > Через шаблон, .xlsx).
// Ozon's documentation (https://docs.ozon.com/global/en/products/upload/) describes the template;
// the file is generated per category in the seller account, with that category's attribute
// columns, so this header is unconfirmed. Variants are merged into one product card by a shared
// "Объединить на одной карточке" value; images: one main and up to 29 additional, by URL.
const columns = [
  'Артикул*',
  'Название товара',
  'Цена, руб.*',
  'Ссылка на главное фото*',
  'Ссылки на дополнительные фото',
  'Объединить на одной карточке*',
  'Цвет товара',
  'Российский размер*',
  'Бренд*',
  'Аннотация',
  '#Хештеги',
] as const;

export const ozonSheet = defineSheet({
  platform: 'ozon',
  format: 'xlsx',
  sheetName: 'Шаблон',
  source: 'https://docs.ozon.com/global/en/products/upload/adding-content/images',
  confirmed: false,
  columns,
  rows: perVariant(({ product, variant }) => ({
    'Артикул*': variant.sku,
    'Название товара': `${product.title} ${variant.colorName} ${variant.sizeName}`,
    'Цена, руб.*': Number(variant.price),
    'Ссылка на главное фото*': variantImage(product, variant),
    'Ссылки на дополнительные фото': product.images
      .filter((url) => url !== variantImage(product, variant))
      .slice(0, 29)
      .join(' '),
    'Объединить на одной карточке*': product.key,
    'Цвет товара': variant.colorName,
    'Российский размер*': variant.sizeName,
    'Бренд*': product.vendor,
    Аннотация: product.description,
    '#Хештеги': product.tags.map((tag) => `#${tag.replace(/\s+/g, '_')}`).join(' '),
  })),
});
