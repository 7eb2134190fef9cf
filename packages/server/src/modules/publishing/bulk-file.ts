import type { BulkFile, BulkFileBody } from '@podkit/sdk-core';
import type { Db } from '../../db/client.js';
import { invalid } from '../../http/envelope.js';
import { randomKeyName, type FileUrl, type StorageDriver } from '../../storage/index.js';
import { recordFinishedExport } from '../exports/index.js';
import type { BulkProduct } from './bulk-files/sheet.js';
import { bulkSheets } from './bulk-files/sheets.js';
import { sheetRows, writeSheet } from './bulk-files/write-sheet.js';
import { findListingTemplate } from './listing-templates.js';
import { ListingRefused, renderListing, type RenderedListing } from './listing-render.js';
import type { Owner } from './owner.js';
import {
  checkTemplatePricing,
  listingKeyOf,
  ownedProductNames,
  platformLabel,
} from './releases.js';

const contentTypes = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

function bulkProductOf(id: number, name: string, rendered: RenderedListing): BulkProduct {
  const { draft, product } = rendered;
  return {
    key: listingKeyOf(name, id),
    title: draft.title,
    description: rendered.description,
    descriptionHtml: draft.descriptionHtml,
    images: draft.images.map((image) => image.url),
    category: draft.category,
    attributes: draft.attributes,
    tags: draft.tags,
    vendor: draft.vendor,
    productType: draft.productType,
    status: draft.status,
    colorOption: draft.options[0]!.name,
    sizeOption: draft.options[1]!.name,
    variants: draft.variants.map((variant, index) => ({
      sku: variant.sku,
      colorName: product.skus[index]!.colorName,
      sizeName: product.skus[index]!.sizeName,
      price: variant.price,
      currency: variant.currency,
      imageUrl: variant.imageUrl,
    })),
  };
}

/** Why a marketplace has no bulk-upload file. */
const noSheet = (body: BulkFileBody) =>
  body.platform === 'dj'
    ? 'DJ 通过开放接口刊登，没有批量上传文件'
    : `${platformLabel(body.platform)} 没有批量上传文件，请授权店铺后直接刊登`;

/**
 * 生成批量上传文件: the marketplace's bulk-upload sheet of the products, rendered through the
 * template as a release renders them (one row per variant), stored as the reseller's private
 * export and listed in 导出记录.
 */
export async function createBulkFile(
  db: Db,
  storage: StorageDriver,
  urlOf: FileUrl,
  owner: Owner,
  body: BulkFileBody,
  origin: string,
): Promise<BulkFile> {
  const sheet = bulkSheets[body.platform];
  if (!sheet) throw invalid(noSheet(body));
  const template = await findListingTemplate(db, owner, body.template_id);
  if (template.platform !== body.platform)
    throw invalid(`产品模板「${template.name}」不是 ${platformLabel(body.platform)} 的模板`);
  await checkTemplatePricing(db, owner, template);
  const productIds = [...new Set(body.product_ids)];
  const names = await ownedProductNames(db, owner, productIds);

  const products: BulkProduct[] = [];
  for (const id of productIds) {
    const name = names.get(id) ?? '';
    try {
      const rendered = await renderListing(db, urlOf, origin, owner, template, id);
      products.push(bulkProductOf(id, name, rendered));
    } catch (error) {
      if (error instanceof ListingRefused) throw invalid(`商品「${name}」${error.message}`);
      throw error;
    }
  }
  const rows = sheetRows(sheet, products);
  const bytes = await writeSheet(sheet, rows);

  const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const key = `s${owner.siteId}/u${owner.userId}/export/${stamp.slice(0, 6)}/bulk-${body.platform}-${stamp}-${randomKeyName()}.${sheet.format}`;
  await storage.put(key, bytes, { contentType: contentTypes[sheet.format] });
  const label = platformLabel(body.platform);
  await recordFinishedExport(db, owner, {
    kind: 'bulk_file',
    name: `${label} 批量上传文件（${template.name}，${productIds.length} 个商品）`,
    fileKey: key,
    rowCount: rows.length,
    filters: { ...body, product_ids: productIds },
  });
  return {
    file_url: urlOf(key),
    file_name: `${label.replace(/\s+/g, '')}-批量上传-${stamp}.${sheet.format}`,
    rows: rows.length,
  };
}
