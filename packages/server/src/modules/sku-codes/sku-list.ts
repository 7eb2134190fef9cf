import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { ProductSku, ProductSkuQuery } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { notFound } from '../../http/envelope.js';
import { formatCents } from '../../http/money.js';
import { containsTyped } from '../../http/text-search.js';
import { basicProducts, blankColors, blankSizes } from '../catalog/index.js';
import type { Owner } from '../materials/index.js';
import { designedProducts, designedProductSkus, productMockups } from '../products/index.js';
import type { FileUrl } from '../../storage/index.js';
import { skuCodes } from './schema.js';

const columns = {
  id: designedProductSkus.id,
  productId: designedProducts.id,
  productName: designedProducts.name,
  blankName: basicProducts.name,
  weightGrams: basicProducts.weightGrams,
  colorId: blankColors.id,
  colorName: blankColors.name,
  colorHex: blankColors.hex,
  sizeName: blankSizes.name,
  sku: designedProductSkus.sku,
  purchasePriceCents: designedProductSkus.purchasePriceCents,
  code: skuCodes.code,
  gtin: skuCodes.gtin,
  fnsku: skuCodes.fnsku,
};

/** The SKUs of the owner's designed products, with names and codes, filtered by `where`. */
function skuRows(db: DbExecutor, owner: Owner, where: SQL | undefined) {
  return db
    .select(columns)
    .from(designedProductSkus)
    .innerJoin(designedProducts, eq(designedProducts.id, designedProductSkus.productId))
    .innerJoin(basicProducts, eq(basicProducts.id, designedProducts.basicProductId))
    .innerJoin(blankColors, eq(blankColors.id, designedProductSkus.colorId))
    .innerJoin(blankSizes, eq(blankSizes.id, designedProductSkus.sizeId))
    .leftJoin(skuCodes, eq(skuCodes.skuId, designedProductSkus.id))
    .where(
      and(
        eq(designedProducts.siteId, owner.siteId),
        eq(designedProducts.userId, owner.userId),
        where,
      ),
    );
}

type SkuRow = Awaited<ReturnType<typeof skuRows>>[number];

/** The first ready mockup of each product × colour. */
async function colourThumbnails(db: DbExecutor, urlOf: FileUrl, rows: SkuRow[]) {
  const found = new Map<string, string>();
  const productIds = [...new Set(rows.map((r) => r.productId))];
  if (productIds.length === 0) return found;
  const mockups = await db
    .select({
      productId: productMockups.productId,
      colorId: productMockups.colorId,
      fileKey: productMockups.fileKey,
    })
    .from(productMockups)
    .where(and(inArray(productMockups.productId, productIds), eq(productMockups.status, 'ready')))
    .orderBy(asc(productMockups.id));
  for (const m of mockups) {
    const key = `${m.productId}:${m.colorId}`;
    if (m.fileKey && !found.has(key)) found.set(key, urlOf(m.fileKey));
  }
  return found;
}

function toProductSku(row: SkuRow, thumbnail: string): ProductSku {
  return {
    id: row.id,
    product_id: row.productId,
    product_name: row.productName,
    basic_product_name: row.blankName,
    thumbnail,
    color_name: row.colorName,
    color_hex: row.colorHex,
    size_name: row.sizeName,
    sku: row.sku,
    code: row.code ?? null,
    gtin: row.gtin ?? null,
    fnsku: row.fnsku ?? null,
    purchase_price: formatCents(row.purchasePriceCents),
    weight_grams: row.weightGrams,
  };
}

async function withThumbnails(db: DbExecutor, urlOf: FileUrl, rows: SkuRow[]) {
  const thumbs = await colourThumbnails(db, urlOf, rows);
  return rows.map((r) => toProductSku(r, thumbs.get(`${r.productId}:${r.colorId}`) ?? ''));
}

function filters(query: ProductSkuQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.product_id !== undefined)
    conditions.push(eq(designedProducts.id, Number(query.product_id)));
  if (query.keyword?.trim())
    conditions.push(
      or(
        ...[
          designedProducts.name,
          designedProductSkus.sku,
          skuCodes.code,
          skuCodes.gtin,
          skuCodes.fnsku,
        ].map((column) => containsTyped(column, query.keyword)),
      ),
    );
  if (query.code_state === 'coded') conditions.push(isNotNull(skuCodes.code));
  if (query.code_state === 'uncoded') conditions.push(isNull(skuCodes.code));
  if (query.barcode_state === 'with')
    conditions.push(or(isNotNull(skuCodes.gtin), isNotNull(skuCodes.fnsku)));
  if (query.barcode_state === 'without')
    conditions.push(and(isNull(skuCodes.gtin), isNull(skuCodes.fnsku)));
  return and(...conditions);
}

/** 单品管理 / 条码管理: the owner's SKUs, newest product first, one row per colour × size. */
export async function listProductSkus(
  db: DbExecutor,
  urlOf: FileUrl,
  owner: Owner,
  query: ProductSkuQuery & { page: number; page_size: number },
): Promise<{ rows: ProductSku[]; total: number }> {
  const where = filters(query);
  const [rows, [totalRow]] = await Promise.all([
    skuRows(db, owner, where)
      .orderBy(desc(designedProducts.id), asc(blankColors.sort), asc(blankSizes.sort))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db
      .select({ total: count() })
      .from(designedProductSkus)
      .innerJoin(designedProducts, eq(designedProducts.id, designedProductSkus.productId))
      .leftJoin(skuCodes, eq(skuCodes.skuId, designedProductSkus.id))
      .where(
        and(
          eq(designedProducts.siteId, owner.siteId),
          eq(designedProducts.userId, owner.userId),
          where,
        ),
      ),
  ]);
  return { rows: await withThumbnails(db, urlOf, rows), total: totalRow?.total ?? 0 };
}

/** The owner's SKUs with these ids, in the order asked; any other id is "not found". */
export async function findProductSkus(
  db: DbExecutor,
  urlOf: FileUrl,
  owner: Owner,
  ids: number[],
): Promise<ProductSku[]> {
  const unique = [...new Set(ids)];
  const rows = await skuRows(db, owner, inArray(designedProductSkus.id, unique));
  if (rows.length !== unique.length) throw notFound('SKU');
  const found = await withThumbnails(db, urlOf, rows);
  const byId = new Map(found.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)!);
}

/** Every SKU of the owner (for the export), newest product first. */
export async function allProductSkus(db: DbExecutor, owner: Owner): Promise<ProductSku[]> {
  const rows = await skuRows(db, owner, undefined).orderBy(
    desc(designedProducts.id),
    asc(blankColors.sort),
    asc(blankSizes.sort),
  );
  return rows.map((r) => toProductSku(r, ''));
}
