import { and, eq } from 'drizzle-orm';
import { deleteLeafCategory } from '../../db/leaf-category.js';
import type { Db, DbExecutor } from '../../db/client.js';
import { conflict, invalid, notFound } from '../../http/envelope.js';
import { categoryTreeWithCounts, siteCategories, toDesignMask } from './blank-read.js';
import { checkedCategoryName, checkedParentId } from './category-tree.js';
import { basicProducts, blankCategories, blankViews, designMasks, designStyles } from './schema.js';

/** What the console sends for a category, a style or a mask (snake_case as on the wire). */
export interface CategoryInput {
  name?: string;
  parent_id?: number;
  sort?: number;
}
export interface StyleInput {
  name?: string;
  description?: string;
  sort?: number;
}
export interface MaskInput {
  name?: string;
  svg_path?: string;
  image?: string;
  basic_product_id?: number | null;
  view_id?: number | null;
  sort?: number;
}

function categoryNode(row: typeof blankCategories.$inferSelect) {
  return {
    id: row.id,
    parent_id: row.parentId ?? 0,
    name: row.name,
    sort: row.sort,
    product_count: 0,
    children: [],
  };
}

function styleOut(row: typeof designStyles.$inferSelect) {
  return { id: row.styleNo, name: row.name, description: row.description, sort: row.sort };
}

/** The site's category tree, each node counting its blanks (listed or not). */
export function adminCategoryTree(db: Db, siteId: number) {
  return categoryTreeWithCounts(db, siteId, { listedOnly: false });
}

async function checkedParent(db: Db, siteId: number, parentId: number, selfId?: number) {
  if (parentId === 0) return null;
  return checkedParentId(await siteCategories(db, siteId), parentId, 'parent_id', selfId);
}

export async function createCategory(
  db: Db,
  siteId: number,
  input: CategoryInput & { name: string },
) {
  const [row] = await db
    .insert(blankCategories)
    .values({
      siteId,
      name: checkedCategoryName(input.name),
      parentId: await checkedParent(db, siteId, input.parent_id ?? 0),
      sort: input.sort ?? 0,
    })
    .returning();
  if (!row) throw new Error('category insert returned no row');
  return categoryNode(row);
}

export async function updateCategory(db: Db, siteId: number, id: number, input: CategoryInput) {
  const changes: Partial<typeof blankCategories.$inferInsert> = {};
  if (input.name !== undefined) changes.name = checkedCategoryName(input.name);
  if (input.sort !== undefined) changes.sort = input.sort;
  if (input.parent_id !== undefined)
    changes.parentId = await checkedParent(db, siteId, input.parent_id, id);
  const where = and(eq(blankCategories.siteId, siteId), eq(blankCategories.id, id));
  const [row] =
    Object.keys(changes).length > 0
      ? await db.update(blankCategories).set(changes).where(where).returning()
      : await db.select().from(blankCategories).where(where);
  if (!row) throw notFound('分类');
  return categoryNode(row);
}

/** Refused while it has sub-categories; its blanks become uncategorised. */
export function deleteCategory(db: Db, siteId: number, id: number): Promise<void> {
  return deleteLeafCategory(db, blankCategories, siteId, id);
}

export async function createStyle(
  db: Db,
  siteId: number,
  input: StyleInput & { id: number; name: string },
) {
  const [row] = await db
    .insert(designStyles)
    .values({
      siteId,
      styleNo: input.id,
      name: input.name.trim(),
      description: input.description ?? '',
      sort: input.sort ?? input.id,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(`款式编号（id）${input.id} 已存在`);
  return styleOut(row);
}

export async function updateStyle(db: Db, siteId: number, styleNo: number, input: StyleInput) {
  const changes = {
    ...(input.name !== undefined && { name: input.name.trim() }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.sort !== undefined && { sort: input.sort }),
  };
  const where = and(eq(designStyles.siteId, siteId), eq(designStyles.styleNo, styleNo));
  const [row] =
    Object.keys(changes).length > 0
      ? await db.update(designStyles).set(changes).where(where).returning()
      : await db.select().from(designStyles).where(where);
  if (!row) throw notFound('设计款式');
  return styleOut(row);
}

/** Refused while a blank still uses the style. */
export async function deleteStyle(db: Db, siteId: number, styleNo: number): Promise<void> {
  const [used] = await db
    .select({ id: basicProducts.id })
    .from(basicProducts)
    .where(and(eq(basicProducts.siteId, siteId), eq(basicProducts.designStyle, styleNo)))
    .limit(1);
  if (used) throw conflict('仍有空白商品使用该设计款式，不能删除');
  const deleted = await db
    .delete(designStyles)
    .where(and(eq(designStyles.siteId, siteId), eq(designStyles.styleNo, styleNo)))
    .returning({ no: designStyles.styleNo });
  if (deleted.length === 0) throw notFound('设计款式');
}

/** A mask's blank and view are the site's own, and the view belongs to the blank. */
async function checkMaskTarget(
  db: DbExecutor,
  siteId: number,
  productId: number | null,
  viewId: number | null,
): Promise<void> {
  if (viewId !== null && productId === null)
    throw invalid('指定视图（view_id）时必须同时指定商品（basic_product_id）');
  if (productId === null) return;
  const [product] = await db
    .select({ id: basicProducts.id })
    .from(basicProducts)
    .where(and(eq(basicProducts.siteId, siteId), eq(basicProducts.id, productId)));
  if (!product) throw invalid('商品（basic_product_id）不存在');
  if (viewId === null) return;
  const [view] = await db
    .select({ id: blankViews.id })
    .from(blankViews)
    .where(and(eq(blankViews.productId, productId), eq(blankViews.id, viewId)));
  if (!view) throw invalid('视图（view_id）不属于该商品');
}

function checkedShape(svgPath: string, image: string): void {
  if (!svgPath && !image) throw invalid('SVG 路径（svg_path）和遮罩图片（image）至少填写一项');
}

export async function createMask(db: Db, siteId: number, input: MaskInput & { name: string }) {
  const svgPath = input.svg_path?.trim() ?? '';
  const image = input.image ?? '';
  checkedShape(svgPath, image);
  const productId = input.basic_product_id ?? null;
  const viewId = input.view_id ?? null;
  await checkMaskTarget(db, siteId, productId, viewId);
  const [row] = await db
    .insert(designMasks)
    .values({
      siteId,
      name: input.name.trim(),
      svgPath,
      image,
      productId,
      viewId,
      sort: input.sort ?? 0,
    })
    .returning();
  if (!row) throw new Error('mask insert returned no row');
  return toDesignMask(row);
}

export async function updateMask(db: Db, siteId: number, id: number, input: MaskInput) {
  const where = and(eq(designMasks.siteId, siteId), eq(designMasks.id, id));
  const [current] = await db.select().from(designMasks).where(where);
  if (!current) throw notFound('设计遮罩');
  const next = {
    name: input.name?.trim() ?? current.name,
    svgPath: input.svg_path?.trim() ?? current.svgPath,
    image: input.image ?? current.image,
    productId: input.basic_product_id !== undefined ? input.basic_product_id : current.productId,
    viewId: input.view_id !== undefined ? input.view_id : current.viewId,
    sort: input.sort ?? current.sort,
  };
  checkedShape(next.svgPath, next.image);
  await checkMaskTarget(db, siteId, next.productId, next.viewId);
  const [row] = await db.update(designMasks).set(next).where(where).returning();
  if (!row) throw notFound('设计遮罩');
  return toDesignMask(row);
}

export async function deleteMask(db: Db, siteId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(designMasks)
    .where(and(eq(designMasks.siteId, siteId), eq(designMasks.id, id)))
    .returning({ id: designMasks.id });
  if (deleted.length === 0) throw notFound('设计遮罩');
}
