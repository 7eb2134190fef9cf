import { and, asc, eq, inArray } from 'drizzle-orm';
import type { UserBasicProductCategory } from '@podkit/sdk-core';
import type { Db, DbExecutor } from '../../db/client.js';
import { invalid, notFound } from '../../http/envelope.js';
import type { User } from '../users/index.js';
import { checkedCategoryName } from './category-tree.js';
import { basicProducts, userBlankCategories } from './schema.js';

export interface UserCategoryInput {
  name?: string;
  sort?: number;
  basic_product_ids?: number[];
}

function toCategory(row: typeof userBlankCategories.$inferSelect): UserBasicProductCategory {
  return { id: row.id, name: row.name, sort: row.sort, basic_product_ids: row.productIds };
}

function own(user: User, id?: number) {
  return and(
    eq(userBlankCategories.siteId, user.siteId),
    eq(userBlankCategories.userId, user.id),
    ...(id === undefined ? [] : [eq(userBlankCategories.id, id)]),
  );
}

/** The given blank ids, unique, each one of the site's blanks. */
async function siteBlankIds(db: DbExecutor, siteId: number, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const found = await db
    .select({ id: basicProducts.id })
    .from(basicProducts)
    .where(and(eq(basicProducts.siteId, siteId), inArray(basicProducts.id, unique)));
  const known = new Set(found.map((row) => row.id));
  const missing = unique.find((id) => !known.has(id));
  if (missing !== undefined)
    throw invalid(`商品 id 列表（basic_product_ids）中的商品 ${missing} 不存在`);
  return unique;
}

/** A reseller's own blank categories, in their order. */
export async function userCategories(db: Db, user: User): Promise<UserBasicProductCategory[]> {
  const rows = await db
    .select()
    .from(userBlankCategories)
    .where(own(user))
    .orderBy(asc(userBlankCategories.sort), asc(userBlankCategories.id));
  return rows.map(toCategory);
}

export async function createUserCategory(
  db: Db,
  user: User,
  input: UserCategoryInput & { name: string },
): Promise<UserBasicProductCategory> {
  const [row] = await db
    .insert(userBlankCategories)
    .values({
      siteId: user.siteId,
      userId: user.id,
      name: checkedCategoryName(input.name),
      sort: input.sort ?? 0,
      productIds: await siteBlankIds(db, user.siteId, input.basic_product_ids ?? []),
    })
    .returning();
  if (!row) throw new Error('category insert returned no row');
  return toCategory(row);
}

export async function updateUserCategory(
  db: Db,
  user: User,
  id: number,
  input: UserCategoryInput,
): Promise<UserBasicProductCategory> {
  const changes: Partial<typeof userBlankCategories.$inferInsert> = {};
  if (input.name !== undefined) changes.name = checkedCategoryName(input.name);
  if (input.sort !== undefined) changes.sort = input.sort;
  if (input.basic_product_ids !== undefined)
    changes.productIds = await siteBlankIds(db, user.siteId, input.basic_product_ids);
  const where = own(user, id);
  const [row] =
    Object.keys(changes).length > 0
      ? await db.update(userBlankCategories).set(changes).where(where).returning()
      : await db.select().from(userBlankCategories).where(where);
  if (!row) throw notFound('分类');
  return toCategory(row);
}

/** Deletes the category only; its blanks are not touched. */
export async function deleteUserCategory(db: Db, user: User, id: number): Promise<void> {
  const deleted = await db
    .delete(userBlankCategories)
    .where(own(user, id))
    .returning({ id: userBlankCategories.id });
  if (deleted.length === 0) throw notFound('分类');
}

/** The blanks the reseller put in one of its categories. */
export async function userCategoryBlankIds(db: Db, user: User, id: number): Promise<number[]> {
  const [category] = await db
    .select({ ids: userBlankCategories.productIds })
    .from(userBlankCategories)
    .where(own(user, id));
  if (!category) throw notFound('我的分类');
  return category.ids;
}
