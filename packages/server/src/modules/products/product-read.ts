import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  inArray,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type {
  DesignedMockup,
  DesignedPrintFile,
  DesignedProduct,
  DesignedProductSku,
  DesignedProductSummary,
} from '@podkit/sdk-core';
import type { Db, DbExecutor } from '../../db/client.js';
import { notFound } from '../../http/envelope.js';
import { formatCents } from '../../http/money.js';
import { searchFormContains } from '../../http/text-search.js';
import {
  basicProducts,
  blankColors,
  emptyParts,
  loadParts,
  siteCategories,
  withDescendants,
  type BlankParts,
} from '../catalog/index.js';
import { skuCodes } from '../sku-codes/index.js';
import type { Owner } from '../materials/index.js';
import type { FileUrl } from '../../storage/index.js';
import { isMainMockup } from './main-image.js';
import {
  designedProducts,
  designedProductSkus,
  productMockups,
  productPrintFiles,
  type DesignedProductRow,
  type DesignedProductSkuRow,
} from './schema.js';

export function toSku(row: DesignedProductSkuRow, parts: BlankParts): DesignedProductSku {
  return {
    id: row.id,
    color_id: row.colorId,
    color_name: parts.colors.find((c) => c.id === row.colorId)?.name ?? '',
    size_id: row.sizeId,
    size_name: parts.sizes.find((s) => s.id === row.sizeId)?.name ?? '',
    sku: row.sku,
    purchase_price: formatCents(row.purchasePriceCents),
  };
}

function ownedProduct(owner: Owner, id: number) {
  return and(
    eq(designedProducts.id, id),
    eq(designedProducts.siteId, owner.siteId),
    eq(designedProducts.userId, owner.userId),
  );
}

/** The caller's designed product row; another reseller's id is "not found". */
export async function findOwnProduct(
  db: DbExecutor,
  owner: Owner,
  id: number,
): Promise<DesignedProductRow> {
  const [row] = await db.select().from(designedProducts).where(ownedProduct(owner, id));
  if (!row) throw notFound('设计商品');
  return row;
}

/** Each product's main mockup (the chosen view × colour when it is ready, else the first ready). */
async function thumbnails(
  db: DbExecutor,
  urlOf: FileUrl,
  productIds: number[],
): Promise<Map<number, string>> {
  const found = new Map<number, string>();
  if (productIds.length === 0) return found;
  const rows = await db
    .select({ productId: productMockups.productId, fileKey: productMockups.fileKey })
    .from(productMockups)
    .innerJoin(designedProducts, eq(designedProducts.id, productMockups.productId))
    .where(and(inArray(productMockups.productId, productIds), eq(productMockups.status, 'ready')))
    .orderBy(desc(isMainMockup()), asc(productMockups.id));
  for (const row of rows)
    if (row.fileKey && !found.has(row.productId)) found.set(row.productId, urlOf(row.fileKey));
  return found;
}

function toSummary(
  row: DesignedProductRow,
  blankName: string,
  thumbnail: string,
): DesignedProductSummary {
  return {
    id: row.id,
    name: row.name,
    basic_product_id: row.basicProductId,
    basic_product_name: blankName,
    thumbnail,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Design records of the caller, newest first, optionally narrowed by part of the name. */
export interface DesignedProductFilters {
  /** Part of the name, a PodKit SKU or the reseller's SKU code. */
  keyword?: string;
  ids?: number[];
  basicProductId?: number;
  /** Blanks in this category or below it. */
  categoryId?: number;
  /** Products with a SKU in a colour of this name (any blank). */
  colorName?: string;
  createdFrom?: Date;
  createdBefore?: Date;
}

/** The conditions of a product list: the owner's products narrowed by the filters. */
async function productConditions(
  db: DbExecutor,
  owner: Owner,
  query: DesignedProductFilters,
): Promise<SQL[]> {
  const conditions: SQL[] = [
    eq(designedProducts.siteId, owner.siteId),
    eq(designedProducts.userId, owner.userId),
  ];
  if (query.ids) conditions.push(inArray(designedProducts.id, query.ids));
  const text = query.keyword?.trim();
  if (text) {
    // Uncorrelated IN lists, each found once through its index; an EXISTS under OR is costed
    // per row, which on PostgreSQL set off JIT compilation for every search.
    const bySku = db
      .select({ id: designedProductSkus.productId })
      .from(designedProductSkus)
      .where(sql`lower(${designedProductSkus.sku}) = lower(${text})`);
    const byCode = db
      .select({ id: designedProductSkus.productId })
      .from(skuCodes)
      .innerJoin(designedProductSkus, eq(designedProductSkus.id, skuCodes.skuId))
      .where(and(eq(skuCodes.userId, owner.userId), sql`lower(${skuCodes.code}) = lower(${text})`));
    conditions.push(
      or(
        searchFormContains(designedProducts.nameSearch, text),
        inArray(designedProducts.id, bySku),
        inArray(designedProducts.id, byCode),
      )!,
    );
  }
  if (query.basicProductId !== undefined)
    conditions.push(eq(designedProducts.basicProductId, query.basicProductId));
  if (query.categoryId !== undefined) {
    const inCategory = withDescendants(await siteCategories(db, owner.siteId), query.categoryId);
    conditions.push(
      inArray(
        designedProducts.basicProductId,
        db
          .select({ id: basicProducts.id })
          .from(basicProducts)
          .where(inArray(basicProducts.categoryId, inCategory)),
      ),
    );
  }
  if (query.colorName?.trim())
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(designedProductSkus)
          .innerJoin(blankColors, eq(blankColors.id, designedProductSkus.colorId))
          .where(
            and(
              eq(designedProductSkus.productId, designedProducts.id),
              sql`lower(${blankColors.name}) = lower(${query.colorName.trim()})`,
            ),
          ),
      ),
    );
  if (query.createdFrom) conditions.push(gte(designedProducts.createdAt, query.createdFrom));
  if (query.createdBefore) conditions.push(lt(designedProducts.createdAt, query.createdBefore));
  return conditions;
}

export async function listDesignedProducts(
  db: DbExecutor,
  urlOf: FileUrl,
  owner: Owner,
  query: DesignedProductFilters & { page: number; perPage: number },
): Promise<{ rows: DesignedProductSummary[]; total: number }> {
  const conditions = await productConditions(db, owner, query);
  const where = and(...conditions);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ product: designedProducts, blankName: basicProducts.name })
      .from(designedProducts)
      .innerJoin(basicProducts, eq(basicProducts.id, designedProducts.basicProductId))
      .where(where)
      .orderBy(desc(designedProducts.createdAt), desc(designedProducts.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(designedProducts).where(where),
  ]);
  const thumbs = await thumbnails(
    db,
    urlOf,
    rows.map((r) => r.product.id),
  );
  return {
    rows: rows.map((r) => toSummary(r.product, r.blankName, thumbs.get(r.product.id) ?? '')),
    total: totalRow?.total ?? 0,
  };
}

/** Everything about one of the caller's designed products. */
export async function getDesignedProduct(
  db: DbExecutor,
  urlOf: FileUrl,
  owner: Owner,
  id: number,
): Promise<DesignedProduct> {
  const row = await findOwnProduct(db, owner, id);
  const [[blank], partsById, skus, printRows, mockupRows] = await Promise.all([
    db
      .select({ name: basicProducts.name })
      .from(basicProducts)
      .where(eq(basicProducts.id, row.basicProductId)),
    loadParts(db, [row.basicProductId]),
    db
      .select()
      .from(designedProductSkus)
      .where(eq(designedProductSkus.productId, id))
      .orderBy(asc(designedProductSkus.id)),
    db
      .select()
      .from(productPrintFiles)
      .where(eq(productPrintFiles.productId, id))
      .orderBy(asc(productPrintFiles.id)),
    db
      .select()
      .from(productMockups)
      .where(eq(productMockups.productId, id))
      .orderBy(asc(productMockups.id)),
  ]);
  const parts = partsById.get(row.basicProductId) ?? emptyParts();
  const url = (key: string | null) => (key ? urlOf(key) : '');
  const printFiles: DesignedPrintFile[] = printRows.map((file) => ({
    view_id: file.viewId,
    view_name: parts.views.find((v) => v.id === file.viewId)?.name ?? '',
    status: file.status,
    url: file.status === 'ready' ? url(file.fileKey) : '',
    width_px: file.widthPx,
    height_px: file.heightPx,
    dpi: file.dpi,
    error: file.error ?? '',
  }));
  const mockups: DesignedMockup[] = mockupRows.map((mockup) => ({
    view_id: mockup.viewId,
    color_id: mockup.colorId,
    status: mockup.status,
    url: mockup.status === 'ready' ? url(mockup.fileKey) : '',
    error: mockup.error ?? '',
  }));
  const firstReady = mockups.find((m) => m.status === 'ready')?.url ?? '';
  return {
    ...toSummary(row, blank?.name ?? '', firstReady),
    is_merge_design: row.isMergeDesign === 1 ? 1 : 0,
    document: row.document,
    skus: skus.map((sku) => toSku(sku, parts)),
    print_files: printFiles,
    mockups,
    job_id: row.jobId,
  };
}

/**
 * Deletes the caller's designed products, all or none (one not the caller's stops the lot);
 * answers the storage keys of their files.
 */
export function deleteDesignedProducts(db: Db, owner: Owner, ids: number[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    const found: string[] = [];
    for (const id of ids) found.push(...(await deleteDesignedProduct(tx, owner, id)));
    return found;
  });
}

/** Deletes one of the caller's designed products; answers the storage keys of its files. */
export async function deleteDesignedProduct(
  db: DbExecutor,
  owner: Owner,
  id: number,
): Promise<string[]> {
  await findOwnProduct(db, owner, id);
  const keys = [
    ...(await db
      .select({ key: productPrintFiles.fileKey })
      .from(productPrintFiles)
      .where(eq(productPrintFiles.productId, id))),
    ...(await db
      .select({ key: productMockups.fileKey })
      .from(productMockups)
      .where(eq(productMockups.productId, id))),
  ].flatMap((r) => (r.key ? [r.key] : []));
  await db.delete(designedProducts).where(ownedProduct(owner, id));
  return keys;
}
