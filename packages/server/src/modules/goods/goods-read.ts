import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { OrdinaryProduct, OrdinaryProductCategory } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { formatCents } from '../../http/money.js';
import { pathNames, withDescendants, type FlatCategory } from '../catalog/index.js';
import { containsTyped } from '../../http/text-search.js';
import { goods, goodsCategories, goodsSkus, type GoodsRow, type GoodsSkuRow } from './schema.js';

export function siteGoodsCategories(db: DbExecutor, siteId: number): Promise<FlatCategory[]> {
  return db
    .select({
      id: goodsCategories.id,
      parentId: goodsCategories.parentId,
      name: goodsCategories.name,
      sort: goodsCategories.sort,
    })
    .from(goodsCategories)
    .where(eq(goodsCategories.siteId, siteId))
    .orderBy(asc(goodsCategories.sort), asc(goodsCategories.id));
}

/** Categories flat, parents before children, each with its path as `display_category_name`. */
export function toCategoryList(rows: FlatCategory[]): OrdinaryProductCategory[] {
  const list = rows.map((row) => ({
    category_id: row.id,
    parent_category_id: row.parentId ?? 0,
    display_category_name: pathNames(rows, row.id).join(' / '),
    category_name: row.name,
    sort: row.sort,
  }));
  const depth = (c: OrdinaryProductCategory) => c.display_category_name.split(' / ').length;
  return list.sort(
    (a, b) => depth(a) - depth(b) || a.sort - b.sort || a.category_id - b.category_id,
  );
}

export function toGoods(row: GoodsRow, skus: GoodsSkuRow[], categoryName: string): OrdinaryProduct {
  const hasSkus = skus.length > 0;
  return {
    id: row.id,
    name: row.name,
    category_id: row.categoryId,
    category_name: categoryName,
    image: row.images[0] ?? '',
    images: row.images,
    price: formatCents(hasSkus ? Math.min(...skus.map((s) => s.priceCents)) : row.priceCents),
    stock: hasSkus ? skus.reduce((sum, s) => sum + s.stock, 0) : row.stock,
    skus: skus.map((s) => ({
      id: s.id,
      code: s.code,
      spec_values: s.specValues,
      price: formatCents(s.priceCents),
      stock: s.stock,
    })),
    description: row.description,
    is_published: row.isPublished === 1 ? 1 : 0,
    created_at: row.createdAt.toISOString(),
  };
}

async function skusOf(db: DbExecutor, goodsIds: number[]): Promise<Map<number, GoodsSkuRow[]>> {
  const map = new Map<number, GoodsSkuRow[]>();
  if (goodsIds.length === 0) return map;
  const rows = await db
    .select()
    .from(goodsSkus)
    .where(inArray(goodsSkus.goodsId, goodsIds))
    .orderBy(asc(goodsSkus.sort), asc(goodsSkus.id));
  for (const row of rows) map.set(row.goodsId, [...(map.get(row.goodsId) ?? []), row]);
  return map;
}

export interface GoodsFilters {
  keyword?: string | undefined;
  categoryId?: number | undefined;
  /** Undefined lists drafts too (operators). */
  published?: number | undefined;
}

export async function listGoodsPage(
  db: DbExecutor,
  siteId: number,
  filters: GoodsFilters,
  page: number,
  perPage: number,
): Promise<{ rows: OrdinaryProduct[]; total: number }> {
  const categories = await siteGoodsCategories(db, siteId);
  const conditions: SQL[] = [eq(goods.siteId, siteId)];
  const byName = containsTyped(goods.name, filters.keyword);
  if (byName) conditions.push(byName);
  if (filters.categoryId !== undefined)
    conditions.push(inArray(goods.categoryId, withDescendants(categories, filters.categoryId)));
  if (filters.published !== undefined) conditions.push(eq(goods.isPublished, filters.published));
  const where = and(...conditions);
  const [totalRow] = await db.select({ total: count() }).from(goods).where(where);
  const rows = await db
    .select()
    .from(goods)
    .where(where)
    .orderBy(asc(goods.sort), desc(goods.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const skus = await skusOf(
    db,
    rows.map((row) => row.id),
  );
  const names = new Map(categories.map((c) => [c.id, c.name]));
  return {
    rows: rows.map((row) =>
      toGoods(row, skus.get(row.id) ?? [], (row.categoryId && names.get(row.categoryId)) || ''),
    ),
    total: totalRow?.total ?? 0,
  };
}

export async function findGoods(
  db: DbExecutor,
  siteId: number,
  id: number,
  options: { publishedOnly?: boolean } = {},
): Promise<OrdinaryProduct | null> {
  const conditions = [eq(goods.siteId, siteId), eq(goods.id, id)];
  if (options.publishedOnly) conditions.push(eq(goods.isPublished, 1));
  const [row] = await db
    .select()
    .from(goods)
    .where(and(...conditions));
  if (!row) return null;
  const [skus, category] = await Promise.all([
    skusOf(db, [row.id]),
    row.categoryId
      ? db
          .select({ name: goodsCategories.name })
          .from(goodsCategories)
          .where(eq(goodsCategories.id, row.categoryId))
      : Promise.resolve([]),
  ]);
  return toGoods(row, skus.get(row.id) ?? [], category[0]?.name ?? '');
}

/** Goods of the site by id, in the order of `ids` (drafts too: an ordered good may be withdrawn). */
export async function goodsByIds(
  db: DbExecutor,
  siteId: number,
  ids: number[],
): Promise<OrdinaryProduct[]> {
  if (ids.length === 0) return [];
  const [rows, categories] = await Promise.all([
    db
      .select()
      .from(goods)
      .where(and(eq(goods.siteId, siteId), inArray(goods.id, ids))),
    siteGoodsCategories(db, siteId),
  ]);
  const skus = await skusOf(
    db,
    rows.map((row) => row.id),
  );
  const names = new Map(categories.map((c) => [c.id, c.name]));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row
      ? [toGoods(row, skus.get(row.id) ?? [], (row.categoryId && names.get(row.categoryId)) || '')]
      : [];
  });
}
