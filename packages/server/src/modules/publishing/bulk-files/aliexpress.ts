import { defineSheet, imageAt, perVariant, variantImage } from './sheet.js';

// AliExpress Excel upload. AliExpress's help for sellers ("Загрузка товаров через Excel",
// https://business.ru.aliexpress.com/help/article/upload-via-excel) documents the model: one row
// per SKU, rows of one product share its "Модель (seller SPU ID)" and each has its own
// "Артикул (seller SKU ID)"; variants differ by their characteristics (colour, size). The Seller
// Center template itself is per category and downloaded after login, so the rest of this
// header is unconfirmed.
const columns = [
  'Модель (seller SPU ID)',
  'Артикул (seller SKU ID)',
  'Категория',
  'Название',
  'Описание',
  'Цвет',
  'Размер',
  'Цена',
  'Валюта',
  'Остаток',
  'Главное фото',
  'Дополнительные фото',
  'Фото SKU',
] as const;

export const aliexpressSheet = defineSheet({
  platform: 'aliexpress',
  format: 'xlsx',
  sheetName: 'Товары',
  source: 'https://business.ru.aliexpress.com/help/article/upload-via-excel',
  confirmed: false,
  columns,
  rows: perVariant(({ product, variant }) => ({
    'Модель (seller SPU ID)': product.key,
    'Артикул (seller SKU ID)': variant.sku,
    Категория: product.category,
    Название: product.title,
    Описание: product.descriptionHtml,
    Цвет: variant.colorName,
    Размер: variant.sizeName,
    Цена: Number(variant.price),
    Валюта: variant.currency,
    'Главное фото': imageAt(product, 0),
    'Дополнительные фото': product.images.slice(1).join(','),
    'Фото SKU': variantImage(product, variant),
  })),
});
