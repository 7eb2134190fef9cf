import { and, eq } from 'drizzle-orm';
import type { OrdinaryProductCategory } from '@podkit/sdk-core';
import type { Db } from '../../db/client.js';
import { deleteLeafCategory } from '../../db/leaf-category.js';
import { notFound } from '../../http/envelope.js';
import { checkedCategoryName, checkedParentId } from '../catalog/index.js';
import { siteGoodsCategories, toCategoryList } from './goods-read.js';
import { goodsCategories } from './schema.js';

export interface GoodsCategoryInput {
  name?: string;
  parent_category_id?: number;
  sort?: number;
}

/** The site's general-goods categories as the console lists them. */
export async function goodsCategoryList(db: Db, siteId: number) {
  return toCategoryList(await siteGoodsCategories(db, siteId));
}

async function categoryOf(db: Db, siteId: number, id: number) {
  const found = (await goodsCategoryList(db, siteId)).find((c) => c.category_id === id);
  if (!found) throw notFound('分类');
  return found;
}

async function checkedParent(db: Db, siteId: number, parentId: number, selfId?: number) {
  if (parentId === 0) return null;
  const categories = await siteGoodsCategories(db, siteId);
  return checkedParentId(categories, parentId, 'parent_category_id', selfId);
}

export async function createGoodsCategory(
  db: Db,
  siteId: number,
  input: GoodsCategoryInput & { name: string },
): Promise<OrdinaryProductCategory> {
  const [row] = await db
    .insert(goodsCategories)
    .values({
      siteId,
      name: checkedCategoryName(input.name),
      parentId: await checkedParent(db, siteId, input.parent_category_id ?? 0),
      sort: input.sort ?? 0,
    })
    .returning({ id: goodsCategories.id });
  if (!row) throw new Error('category insert returned no row');
  return categoryOf(db, siteId, row.id);
}

export async function updateGoodsCategory(
  db: Db,
  siteId: number,
  id: number,
  input: GoodsCategoryInput,
): Promise<OrdinaryProductCategory> {
  const changes: Partial<typeof goodsCategories.$inferInsert> = {};
  if (input.name !== undefined) changes.name = checkedCategoryName(input.name);
  if (input.sort !== undefined) changes.sort = input.sort;
  if (input.parent_category_id !== undefined)
    changes.parentId = await checkedParent(db, siteId, input.parent_category_id, id);
  if (Object.keys(changes).length > 0)
    await db
      .update(goodsCategories)
      .set(changes)
      .where(and(eq(goodsCategories.siteId, siteId), eq(goodsCategories.id, id)));
  return categoryOf(db, siteId, id);
}

/** Refused while it has sub-categories; its goods become uncategorised. */
export function deleteGoodsCategory(db: Db, siteId: number, id: number): Promise<void> {
  return deleteLeafCategory(db, goodsCategories, siteId, id);
}
