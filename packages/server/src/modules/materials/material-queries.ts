import { containing } from '../../db/like.js';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  ilike,
  inArray,
  lt,
  notExists,
  sql,
  type SQL,
} from 'drizzle-orm';
import type {
  Material,
  MaterialCategoryRef,
  MaterialFilters,
  MaterialTagRef,
} from '@podkit/sdk-core';
import type { DbExecutor } from '../../db/client.js';
import { dayBounds } from '../../http/site-days.js';
import { invalid, notFound } from '../../http/envelope.js';
import { subtreeIds } from './category-tree.js';
import { loadCategoryRows } from './category-service.js';
import type { UrlOf } from './material-url.js';
import { ownedBy, type Owner } from './owner.js';
import {
  materialCategories,
  materialCategoryLinks,
  materials,
  materialTagLinks,
  materialTags,
  type MaterialRow,
} from './schema.js';

export type ListScope = 'mine' | 'open';

/**
 * The where clause of a list: the caller's own materials (scope mine) or the site's shared ones
 * (scope open), narrowed by the filters. A tag or category of someone else is "not found".
 */
export async function materialFilter(
  db: DbExecutor,
  owner: Owner,
  scope: ListScope,
  filters: MaterialFilters,
  timeZone: string,
): Promise<SQL> {
  const conditions: SQL[] = [
    scope === 'mine'
      ? ownedBy(materials, owner)
      : and(eq(materials.siteId, owner.siteId), eq(materials.isShared, true))!,
  ];
  if (scope === 'open' && (filters.tag_id !== undefined || filters.category_id !== undefined)) {
    throw invalid('共享素材库不能按标签或分类筛选（标签和分类属于各自的用户）');
  }
  if (filters.tag_id !== undefined) {
    const [tag] = await db
      .select({ id: materialTags.id })
      .from(materialTags)
      .where(and(ownedBy(materialTags, owner), eq(materialTags.id, filters.tag_id)));
    if (!tag) throw notFound('标签');
    conditions.push(
      inArray(
        materials.id,
        db
          .select({ id: materialTagLinks.materialId })
          .from(materialTagLinks)
          .where(eq(materialTagLinks.tagId, tag.id)),
      ),
    );
  }
  if (filters.category_id === 0) {
    conditions.push(
      notExists(
        db
          .select({ one: sql`1` })
          .from(materialCategoryLinks)
          .where(eq(materialCategoryLinks.materialId, materials.id)),
      ),
    );
  } else if (filters.category_id !== undefined) {
    const rows = await loadCategoryRows(db, owner);
    if (!rows.some((row) => row.id === filters.category_id)) throw notFound('分类');
    const ids =
      filters.include_children === 0
        ? [filters.category_id]
        : subtreeIds(rows, filters.category_id);
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(materialCategoryLinks)
          .where(
            and(
              eq(materialCategoryLinks.materialId, materials.id),
              inArray(materialCategoryLinks.categoryId, ids),
            ),
          ),
      ),
    );
  }
  const name = filters.name?.trim();
  if (name) conditions.push(ilike(materials.name, containing(name)));
  if (filters.type) conditions.push(eq(materials.type, filters.type));
  // Days are the site's days (ARCHITECTURE.md decision 10).
  const { from, to } = dayBounds(timeZone, filters.start_date, filters.end_date);
  if (from) conditions.push(gte(materials.createdAt, from));
  if (to) conditions.push(lt(materials.createdAt, to));
  if (filters.start_date && filters.end_date && filters.start_date > filters.end_date) {
    throw invalid('开始日期不能晚于结束日期');
  }
  if (filters.is_shared !== undefined)
    conditions.push(eq(materials.isShared, filters.is_shared === 1));
  return and(...conditions)!;
}

/** One page of a list, newest first, and the number of rows matching. */
export async function listMaterialRows(
  db: DbExecutor,
  where: SQL,
  page: number,
  perPage: number,
): Promise<{ rows: MaterialRow[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(materials)
      .where(where)
      .orderBy(desc(materials.createdAt), desc(materials.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(materials).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** Tags and categories of the given materials, by material id, in name / tree order. */
export async function loadLinks(
  db: DbExecutor,
  materialIds: readonly number[],
): Promise<{
  tags: Map<number, MaterialTagRef[]>;
  categories: Map<number, MaterialCategoryRef[]>;
}> {
  const tags = new Map<number, MaterialTagRef[]>();
  const categories = new Map<number, MaterialCategoryRef[]>();
  if (materialIds.length === 0) return { tags, categories };
  const ids = [...materialIds];
  const [tagRows, categoryRows] = await Promise.all([
    db
      .select({
        materialId: materialTagLinks.materialId,
        id: materialTags.id,
        name: materialTags.name,
      })
      .from(materialTagLinks)
      .innerJoin(materialTags, eq(materialTags.id, materialTagLinks.tagId))
      .where(inArray(materialTagLinks.materialId, ids))
      .orderBy(asc(materialTags.name), asc(materialTags.id)),
    db
      .select({
        materialId: materialCategoryLinks.materialId,
        id: materialCategories.id,
        name: materialCategories.name,
        parentId: materialCategories.parentId,
      })
      .from(materialCategoryLinks)
      .innerJoin(materialCategories, eq(materialCategories.id, materialCategoryLinks.categoryId))
      .where(inArray(materialCategoryLinks.materialId, ids))
      .orderBy(asc(materialCategories.sort), asc(materialCategories.id)),
  ]);
  for (const row of tagRows) {
    const list = tags.get(row.materialId) ?? [];
    list.push({ id: row.id, name: row.name });
    tags.set(row.materialId, list);
  }
  for (const row of categoryRows) {
    const list = categories.get(row.materialId) ?? [];
    list.push({ id: row.id, name: row.name, parent_id: row.parentId ?? 0 });
    categories.set(row.materialId, list);
  }
  return { tags, categories };
}

/** Wire form of material rows; tags and categories only on the caller's own. */
export async function toMaterials(
  db: DbExecutor,
  rows: readonly MaterialRow[],
  owner: Owner,
  urlOf: UrlOf,
): Promise<Material[]> {
  const own = rows.filter((row) => row.userId === owner.userId).map((row) => row.id);
  const links = await loadLinks(db, own);
  return rows.map((row) => {
    const mine = row.userId === owner.userId;
    return {
      id: row.id,
      name: row.name,
      type: row.type,
      key: row.fileKey,
      url: urlOf(row.fileKey),
      thumb_url: row.thumbKey ? urlOf(row.thumbKey) : null,
      width: row.width,
      height: row.height,
      size: row.size,
      mime: row.mime,
      is_shared: row.isShared ? 1 : 0,
      licence: row.licence,
      is_mine: mine ? 1 : 0,
      created_at: row.createdAt.toISOString(),
      tags: mine ? (links.tags.get(row.id) ?? []) : [],
      categories: mine ? (links.categories.get(row.id) ?? []) : [],
    };
  });
}

/** One of the owner's materials, or "not found". */
export async function findOwnMaterial(
  db: DbExecutor,
  owner: Owner,
  id: number,
): Promise<MaterialRow> {
  const [row] = await db
    .select()
    .from(materials)
    .where(and(ownedBy(materials, owner), eq(materials.id, id)));
  if (!row) throw notFound('素材');
  return row;
}
