import { and, eq, notInArray } from 'drizzle-orm';
import type { OrdinaryProductInput } from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { invalid, notFound } from '../../http/envelope.js';
import { yuanToCents } from '../catalog/index.js';
import { goods, goodsCategories, goodsSkus } from './schema.js';
import { openingStock } from './stock-adjust.js';

/** Stock is not a field to overwrite: it moves by ledger rows (an adjustment with a reason). */
const STOCK_BY_ADJUSTMENT = '请用「调整库存」填写数量和原因';

type GoodsChanges = Partial<typeof goods.$inferInsert>;

async function goodsColumns(
  db: DbExecutor,
  siteId: number,
  input: Partial<OrdinaryProductInput>,
): Promise<GoodsChanges> {
  const changes: GoodsChanges = {};
  if (input.name !== undefined) {
    changes.name = input.name.trim();
    if (!changes.name) throw invalid('商品名称（name）不能为空');
  }
  if (input.category_id !== undefined) {
    if (input.category_id !== null) {
      const [category] = await db
        .select({ id: goodsCategories.id })
        .from(goodsCategories)
        .where(and(eq(goodsCategories.siteId, siteId), eq(goodsCategories.id, input.category_id)));
      if (!category) throw invalid('分类（category_id）不存在');
    }
    changes.categoryId = input.category_id;
  }
  if (input.images !== undefined) changes.images = input.images;
  if (input.price !== undefined) changes.priceCents = yuanToCents(input.price, '价格（price）');
  if (input.description !== undefined) changes.description = input.description;
  if (input.is_published !== undefined) changes.isPublished = input.is_published;
  return changes;
}

function skuRows(input: NonNullable<OrdinaryProductInput['skus']>) {
  return input.map((sku, index) => {
    const specValues = sku.spec_values.map((spec, j) => {
      const name = spec.name.trim();
      const value = spec.value.trim();
      if (!name) throw invalid(`规格名（skus.${index}.spec_values.${j}.name）不能为空`);
      if (!value) throw invalid(`规格值（skus.${index}.spec_values.${j}.value）不能为空`);
      return { name, value };
    });
    return {
      id: sku.id,
      code: sku.code?.trim() ?? '',
      specValues,
      priceCents: yuanToCents(sku.price, `SKU 价格（skus.${index}.price）`),
      sort: index,
    };
  });
}

/**
 * Replaces a good's SKUs: kept ones by id (their stock as it is), new ones with their opening
 * stock as a ledger row; a changed stock of a kept SKU is refused.
 */
async function writeSkus(
  db: DbExecutor,
  good: { siteId: number; goodsId: number; actorUserId: number | null },
  input: NonNullable<OrdinaryProductInput['skus']>,
): Promise<void> {
  const { goodsId } = good;
  const rows = skuRows(input);
  const existing = await db
    .select({ id: goodsSkus.id, stock: goodsSkus.stock })
    .from(goodsSkus)
    .where(eq(goodsSkus.goodsId, goodsId));
  const own = new Map(existing.map((row) => [row.id, row.stock]));
  rows.forEach((row, index) => {
    if (row.id === undefined) return;
    if (!own.has(row.id)) throw invalid(`SKU id（skus.${index}.id）${row.id} 不属于该商品`);
    const stock = input[index]!.stock;
    if (stock !== undefined && stock !== own.get(row.id))
      throw invalid(`SKU 库存（skus.${index}.stock）不能直接修改，${STOCK_BY_ADJUSTMENT}`);
  });
  const kept = rows.map((row) => row.id).filter((id): id is number => id !== undefined);
  await db
    .delete(goodsSkus)
    .where(
      kept.length > 0
        ? and(eq(goodsSkus.goodsId, goodsId), notInArray(goodsSkus.id, kept))
        : eq(goodsSkus.goodsId, goodsId),
    );
  for (const [index, { id, ...columns }] of rows.entries()) {
    if (id !== undefined) {
      await db.update(goodsSkus).set(columns).where(eq(goodsSkus.id, id));
      continue;
    }
    const [added] = await db
      .insert(goodsSkus)
      .values({ ...columns, goodsId })
      .returning({ id: goodsSkus.id });
    await openingStock(
      db,
      { siteId: good.siteId, goodsId, goodsSkuId: added!.id },
      input[index]!.stock ?? 0,
      good.actorUserId,
    );
  }
}

export async function createGoods(
  db: DbExecutor,
  siteId: number,
  input: OrdinaryProductInput,
  actorUserId: number | null,
): Promise<number> {
  const columns = await goodsColumns(db, siteId, input);
  if (input.skus) skuRows(input.skus);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(goods)
      .values({ ...columns, siteId, name: columns.name ?? input.name })
      .returning({ id: goods.id });
    if (!row) throw new Error('goods insert returned no row');
    const good = { siteId, goodsId: row.id, actorUserId };
    await openingStock(
      tx,
      { siteId, goodsId: row.id, goodsSkuId: null },
      input.stock ?? 0,
      actorUserId,
    );
    if (input.skus) await writeSkus(tx, good, input.skus);
    return row.id;
  });
}

export async function updateGoods(
  db: DbExecutor,
  siteId: number,
  id: number,
  input: Partial<OrdinaryProductInput>,
  actorUserId: number | null,
): Promise<void> {
  const [existing] = await db
    .select({ id: goods.id, stock: goods.stock })
    .from(goods)
    .where(and(eq(goods.siteId, siteId), eq(goods.id, id)));
  if (!existing) throw notFound('通用商品');
  if (input.stock !== undefined && input.stock !== existing.stock)
    throw invalid(`库存（stock）不能直接修改，${STOCK_BY_ADJUSTMENT}`);
  const columns = await goodsColumns(db, siteId, input);
  if (input.skus) skuRows(input.skus);
  await db.transaction(async (tx) => {
    await tx
      .update(goods)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(goods.id, id));
    if (input.skus) await writeSkus(tx, { siteId, goodsId: id, actorUserId }, input.skus);
  });
}

/** Publishes a good (1) or takes it back to a draft (0). */
export async function setGoodsPublished(
  db: DbExecutor,
  siteId: number,
  id: number,
  published: number,
): Promise<void> {
  const updated = await db
    .update(goods)
    .set({ isPublished: published, updatedAt: new Date() })
    .where(and(eq(goods.siteId, siteId), eq(goods.id, id)))
    .returning({ id: goods.id });
  if (updated.length === 0) throw notFound('通用商品');
}

export async function deleteGoods(db: DbExecutor, siteId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(goods)
    .where(and(eq(goods.siteId, siteId), eq(goods.id, id)))
    .returning({ id: goods.id });
  if (deleted.length === 0) throw notFound('通用商品');
}
