import { defineSheet, imageAt, perVariant, variantImage } from './sheet.js';

// SHEIN supplier / marketplace seller centre (商品 > 批量发布). SHEIN's template is per category and
// only in the seller centre after login; its model is SPU → SKC (one colour) → SKU (one size), as
// SHEIN's partners describe it (https://support.channelengine.com/hc/en-us/articles/21552893542941).
// Unconfirmed: the header below names those levels and the listing form's fields.
const detailImages = ['细节图1', '细节图2', '细节图3', '细节图4'] as const;
const columns = [
  '类目',
  '商品标题',
  'SPU',
  'SKC(颜色)',
  'SKU编码',
  '尺码',
  '价格',
  '币种',
  '主图',
  ...detailImages,
  'SKC图片',
  '商品描述',
] as const;

export const sheinSheet = defineSheet({
  platform: 'shein',
  format: 'xlsx',
  sheetName: '商品',
  source:
    'https://support.channelengine.com/hc/en-us/articles/21552893542941-SHEIN-marketplace-guide',
  confirmed: false,
  columns,
  rows: perVariant(({ product, variant }) => ({
    类目: product.category,
    商品标题: product.title,
    SPU: product.key,
    'SKC(颜色)': variant.colorName,
    SKU编码: variant.sku,
    尺码: variant.sizeName,
    价格: Number(variant.price),
    币种: variant.currency,
    主图: imageAt(product, 0),
    ...Object.fromEntries(detailImages.map((column, n) => [column, imageAt(product, n + 1)])),
    SKC图片: variantImage(product, variant),
    商品描述: product.description,
  })),
});
