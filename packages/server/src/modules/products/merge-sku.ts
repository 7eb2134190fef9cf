import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { MergedProduct, MergedProductInput, MergedProductSummary } from '@podkit/sdk-core';
import type { Db, DbExecutor } from '../../db/client.js';
import { invalid, notFound } from '../../http/envelope.js';
import { emptyParts, loadParts } from '../catalog/index.js';
import type { Owner } from '../materials/index.js';
import type { FileUrl } from '../../storage/index.js';
import { listDesignedProducts, toSku } from './product-read.js';
import {
  designedProducts,
  designedProductSkus,
  mergedProductItems,
  mergedProducts,
} from './schema.js';

export const MERGE_MIN_PRODUCTS = 2;
export const MERGE_MAX_PRODUCTS = 50;

function ownedMerged(owner: Owner, id: number) {
  return and(
    eq(mergedProducts.id, id),
    eq(mergedProducts.siteId, owner.siteId),
    eq(mergedProducts.userId, owner.userId),
  );
}

/** Joins designed products of the caller into one merged product; each id must be theirs. */
export async function mergeDesignedProducts(
  db: Db,
  owner: Owner,
  input: MergedProductInput,
): Promise<number> {
  const ids = input.product_ids;
  if (new Set(ids).size !== ids.length) throw invalid('同一个设计商品不能重复合并');
  if (ids.length < MERGE_MIN_PRODUCTS) throw invalid(`至少选择 ${MERGE_MIN_PRODUCTS} 个设计商品`);
  const owned = await db
    .select({ id: designedProducts.id })
    .from(designedProducts)
    .where(
      and(
        inArray(designedProducts.id, ids),
        eq(designedProducts.siteId, owner.siteId),
        eq(designedProducts.userId, owner.userId),
      ),
    );
  const found = new Set(owned.map((row) => row.id));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw notFound(`设计商品 ${missing} `);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(mergedProducts)
      .values({ ...owner, name: input.name.trim() })
      .returning({ id: mergedProducts.id });
    await tx
      .insert(mergedProductItems)
      .values(ids.map((productId, sort) => ({ mergedId: created!.id, productId, sort })));
    return created!.id;
  });
}

/** The designed products of merged products, in order, by merged id. */
async function itemsOf(db: DbExecutor, mergedIds: number[]) {
  const byMerged = new Map<number, number[]>();
  if (mergedIds.length === 0) return byMerged;
  const rows = await db
    .select()
    .from(mergedProductItems)
    .where(inArray(mergedProductItems.mergedId, mergedIds))
    .orderBy(asc(mergedProductItems.sort));
  for (const row of rows)
    byMerged.set(row.mergedId, [...(byMerged.get(row.mergedId) ?? []), row.productId]);
  return byMerged;
}

/** The caller's merged products, newest first. */
export async function listMergedProducts(
  db: DbExecutor,
  urlOf: FileUrl,
  owner: Owner,
  query: { page: number; perPage: number },
): Promise<{ rows: MergedProductSummary[]; total: number }> {
  const where = and(
    eq(mergedProducts.siteId, owner.siteId),
    eq(mergedProducts.userId, owner.userId),
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(mergedProducts)
      .where(where)
      .orderBy(desc(mergedProducts.createdAt), desc(mergedProducts.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(mergedProducts).where(where),
  ]);
  const items = await itemsOf(
    db,
    rows.map((row) => row.id),
  );
  const summaries = await Promise.all(
    rows.map(async (row) => {
      const merged = await readMerged(db, urlOf, owner, row, items.get(row.id) ?? []);
      const { products: _products, skus: _skus, ...summary } = merged;
      return summary;
    }),
  );
  return { rows: summaries, total: totalRow?.total ?? 0 };
}

async function readMerged(
  db: DbExecutor,
  urlOf: FileUrl,
  owner: Owner,
  row: typeof mergedProducts.$inferSelect,
  productIds: number[],
): Promise<MergedProduct> {
  const summaries =
    productIds.length === 0
      ? []
      : (
          await listDesignedProducts(db, urlOf, owner, {
            ids: productIds,
            page: 1,
            perPage: productIds.length,
          })
        ).rows;
  const products = productIds.flatMap((id) => summaries.filter((p) => p.id === id));
  const skuRows =
    productIds.length === 0
      ? []
      : await db
          .select()
          .from(designedProductSkus)
          .where(inArray(designedProductSkus.productId, productIds))
          .orderBy(asc(designedProductSkus.id));
  const blankIds = [...new Set(products.map((p) => p.basic_product_id))];
  const parts = await loadParts(db, blankIds);
  const skus = products.flatMap((product) =>
    skuRows
      .filter((sku) => sku.productId === product.id)
      .map((sku) => ({
        ...toSku(sku, parts.get(product.basic_product_id) ?? emptyParts()),
        product_id: product.id,
        product_name: product.name,
      })),
  );
  return {
    id: row.id,
    name: row.name,
    product_count: products.length,
    sku_count: skus.length,
    thumbnail: products.find((p) => p.thumbnail)?.thumbnail ?? '',
    created_at: row.createdAt.toISOString(),
    products,
    skus,
  };
}

/** One of the caller's merged products; another reseller's id is "not found". */
export async function getMergedProduct(
  db: DbExecutor,
  urlOf: FileUrl,
  owner: Owner,
  id: number,
): Promise<MergedProduct> {
  const [row] = await db.select().from(mergedProducts).where(ownedMerged(owner, id));
  if (!row) throw notFound('合并商品');
  const items = await itemsOf(db, [id]);
  return readMerged(db, urlOf, owner, row, items.get(id) ?? []);
}

/** Deletes a merged product; its designed products stay. */
export async function deleteMergedProduct(db: DbExecutor, owner: Owner, id: number): Promise<void> {
  const removed = await db
    .delete(mergedProducts)
    .where(ownedMerged(owner, id))
    .returning({ id: mergedProducts.id });
  if (removed.length === 0) throw notFound('合并商品');
}
