import type { BulkSheet } from './sheet.js';
import { defineSheet, imageAt, perVariant, variantImage } from './sheet.js';

// Temu seller centre (卖家中心, 商品 > 批量上传). Temu publishes no public template: the
// spreadsheet is generated per category (类目) in the seller centre after login. The header below
// follows the fields Temu's listing form asks for (商品名称, 类目, 货号, 颜色/尺码 规格, 申报价格,
// 轮播图, SKU 预览图, 商品描述), as summarised in https://kuajingshu.com/article-9356.html;
// unconfirmed. Temu's programmes (the menu's Temu, Temu 本土 and Temu 托管) use the same listing
// fields and differ in who prices and ships, so their files share this header.
const galleryImages = ['轮播图1', '轮播图2', '轮播图3', '轮播图4', '轮播图5'] as const;
const columns = [
  '类目',
  '商品名称',
  'SPU货号',
  'SKU货号',
  '颜色',
  '尺码',
  '申报价格',
  '币种',
  ...galleryImages,
  'SKU预览图',
  '商品描述',
] as const;

export const TEMU_SOURCE = 'https://kuajingshu.com/article-9356.html';

/** The sheet of one Temu programme. */
export function temuSheet(
  platform: 'temu' | 'temuLocal' | 'temuHosted',
  sheetName: string,
): BulkSheet<(typeof columns)[number]> {
  return defineSheet({
    platform,
    format: 'xlsx',
    sheetName,
    source: TEMU_SOURCE,
    confirmed: false,
    columns,
    rows: perVariant(({ product, variant }) => ({
      类目: product.category,
      商品名称: product.title,
      SPU货号: product.key,
      SKU货号: variant.sku,
      颜色: variant.colorName,
      尺码: variant.sizeName,
      申报价格: Number(variant.price),
      币种: variant.currency,
      ...Object.fromEntries(galleryImages.map((column, n) => [column, imageAt(product, n)])),
      SKU预览图: variantImage(product, variant),
      商品描述: product.description,
    })),
  });
}

export const temuFullSheet = temuSheet('temu', 'Temu');
