import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { ProductImage, ProductImageFacets, ProductImageQuery } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { pageOffset } from '../../http/paging.js';
import type { FileUrl } from '../../storage/index.js';
import { blankColors, blankViews } from '../catalog/index.js';
import type { Owner } from '../materials/index.js';
import { isMainMockup } from './main-image.js';
import { designedProducts, productMockups, productPrintFiles } from './schema.js';

type ImageFilter = Required<Pick<ProductImageQuery, 'page' | 'page_size'>> &
  Omit<ProductImageQuery, 'page' | 'page_size'>;

function ownedProducts(owner: Owner, productId: number | undefined): SQL[] {
  return [
    eq(designedProducts.siteId, owner.siteId),
    eq(designedProducts.userId, owner.userId),
    ...(productId !== undefined ? [eq(designedProducts.id, productId)] : []),
  ];
}

const newestProductFirst = [desc(designedProducts.createdAt), desc(designedProducts.id)];

async function listMockups(
  db: DbExecutor,
  urlOf: FileUrl,
  owner: Owner,
  filter: ImageFilter,
): Promise<{ rows: ProductImage[]; total: number }> {
  const where = and(
    ...ownedProducts(owner, filter.product_id),
    eq(productMockups.status, 'ready'),
    ...(filter.view ? [eq(blankViews.name, filter.view)] : []),
    ...(filter.color ? [eq(blankColors.name, filter.color)] : []),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: productMockups.id,
        productId: designedProducts.id,
        productName: designedProducts.name,
        viewId: productMockups.viewId,
        viewName: blankViews.name,
        colorId: productMockups.colorId,
        colorName: blankColors.name,
        colorHex: blankColors.hex,
        fileKey: productMockups.fileKey,
        isMain: isMainMockup(),
        updatedAt: productMockups.updatedAt,
      })
      .from(productMockups)
      .innerJoin(designedProducts, eq(designedProducts.id, productMockups.productId))
      .innerJoin(blankViews, eq(blankViews.id, productMockups.viewId))
      .innerJoin(blankColors, eq(blankColors.id, productMockups.colorId))
      .where(where)
      .orderBy(...newestProductFirst, asc(blankViews.sort), asc(blankColors.sort))
      .limit(filter.page_size)
      .offset(pageOffset(filter.page, filter.page_size)),
    db
      .select({ n: count() })
      .from(productMockups)
      .innerJoin(designedProducts, eq(designedProducts.id, productMockups.productId))
      .innerJoin(blankViews, eq(blankViews.id, productMockups.viewId))
      .innerJoin(blankColors, eq(blankColors.id, productMockups.colorId))
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      kind: 'mockup',
      product_id: row.productId,
      product_name: row.productName,
      view_id: row.viewId,
      view_name: row.viewName,
      color_id: row.colorId,
      color_name: row.colorName,
      color_hex: row.colorHex,
      url: row.fileKey ? urlOf(row.fileKey) : '',
      width_px: null,
      height_px: null,
      is_main: row.isMain,
      updated_at: row.updatedAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}

async function listPrintFiles(
  db: DbExecutor,
  urlOf: FileUrl,
  owner: Owner,
  filter: ImageFilter,
): Promise<{ rows: ProductImage[]; total: number }> {
  const where = and(
    ...ownedProducts(owner, filter.product_id),
    eq(productPrintFiles.status, 'ready'),
    ...(filter.view ? [eq(blankViews.name, filter.view)] : []),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: productPrintFiles.id,
        productId: designedProducts.id,
        productName: designedProducts.name,
        viewId: productPrintFiles.viewId,
        viewName: blankViews.name,
        fileKey: productPrintFiles.fileKey,
        widthPx: productPrintFiles.widthPx,
        heightPx: productPrintFiles.heightPx,
        updatedAt: productPrintFiles.updatedAt,
      })
      .from(productPrintFiles)
      .innerJoin(designedProducts, eq(designedProducts.id, productPrintFiles.productId))
      .innerJoin(blankViews, eq(blankViews.id, productPrintFiles.viewId))
      .where(where)
      .orderBy(...newestProductFirst, asc(blankViews.sort))
      .limit(filter.page_size)
      .offset(pageOffset(filter.page, filter.page_size)),
    db
      .select({ n: count() })
      .from(productPrintFiles)
      .innerJoin(designedProducts, eq(designedProducts.id, productPrintFiles.productId))
      .innerJoin(blankViews, eq(blankViews.id, productPrintFiles.viewId))
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      id: row.id,
      kind: 'print',
      product_id: row.productId,
      product_name: row.productName,
      view_id: row.viewId,
      view_name: row.viewName,
      color_id: null,
      color_name: '',
      color_hex: '',
      url: row.fileKey ? urlOf(row.fileKey) : '',
      width_px: row.widthPx,
      height_px: row.heightPx,
      is_main: false,
      updated_at: row.updatedAt.toISOString(),
    })),
    total: total?.n ?? 0,
  };
}

/** 单品图库: the owner's ready mockups (default) or print files, a product's together. */
export function listProductImages(
  db: DbExecutor,
  urlOf: FileUrl,
  owner: Owner,
  filter: ImageFilter,
): Promise<{ rows: ProductImage[]; total: number }> {
  return filter.kind === 'print'
    ? listPrintFiles(db, urlOf, owner, filter)
    : listMockups(db, urlOf, owner, filter);
}

/** The view and colour names among the owner's ready mockups. */
export async function productImageFacets(
  db: DbExecutor,
  owner: Owner,
): Promise<ProductImageFacets> {
  const rows = await db
    .selectDistinct({ view: blankViews.name, color: blankColors.name, hex: blankColors.hex })
    .from(productMockups)
    .innerJoin(designedProducts, eq(designedProducts.id, productMockups.productId))
    .innerJoin(blankViews, eq(blankViews.id, productMockups.viewId))
    .innerJoin(blankColors, eq(blankColors.id, productMockups.colorId))
    .where(and(...ownedProducts(owner, undefined), eq(productMockups.status, 'ready')));
  const views = [...new Set(rows.map((row) => row.view))].sort((a, b) => a.localeCompare(b, 'zh'));
  const colors = new Map(rows.map((row) => [row.color, row.hex]));
  return {
    views,
    colors: [...colors]
      .sort(([a], [b]) => a.localeCompare(b, 'zh'))
      .map(([name, hex]) => ({ name, hex })),
  };
}
