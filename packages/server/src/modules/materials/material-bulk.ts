import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { MaterialLinkMode } from '@podkit/sdk-core';
import type { Db, DbExecutor } from '../../db/client.js';
import { invalid } from '../../http/envelope.js';
import { assertOwnedIds } from './ownership.js';
import { ownedBy, type Owner } from './owner.js';
import {
  materialCategories,
  materialCategoryLinks,
  materials,
  materialTagLinks,
  materialTags,
} from './schema.js';

/*
 * Every bulk call is a fixed number of statements whatever the number of ids: one ownership check
 * per kind of id, then one statement per change. Another reseller's id anywhere in a call makes
 * the whole call "not found" before anything is written.
 */

function distinct(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

export async function deleteMaterials(
  db: Db,
  owner: Owner,
  ids: readonly number[],
): Promise<number> {
  const unique = distinct(ids);
  return db.transaction(async (tx) => {
    await assertOwnedIds(tx, materials, owner, unique, '素材');
    await tx.delete(materials).where(and(ownedBy(materials, owner), inArray(materials.id, unique)));
    return unique.length;
  });
}

/** Sets each material's name; one UPDATE … FROM (VALUES …) for the whole list. */
export async function renameMaterials(
  db: Db,
  owner: Owner,
  items: ReadonlyArray<{ id: number; name: string }>,
): Promise<number> {
  if (new Set(items.map((item) => item.id)).size !== items.length) {
    throw invalid('同一个素材在批量命名中出现了多次');
  }
  return db.transaction(async (tx) => {
    await assertOwnedIds(
      tx,
      materials,
      owner,
      items.map((item) => item.id),
      '素材',
    );
    await renameIn(tx, owner, items);
    return items.length;
  });
}

async function renameIn(
  db: DbExecutor,
  owner: Owner,
  items: ReadonlyArray<{ id: number; name: string }>,
): Promise<void> {
  if (items.length === 0) return;
  const values = sql.join(
    items.map((item) => sql`(${item.id}::integer, ${item.name}::text)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${materials} set name = v.name, updated_at = now()
    from (values ${values}) as v(id, name)
    where ${materials.id} = v.id
      and ${materials.userId} = ${owner.userId}
      and ${materials.siteId} = ${owner.siteId}`);
}

type LinkKind = 'tags' | 'categories';

const linkTables = {
  tags: { links: materialTagLinks, target: materialTags, column: 'tag_id', what: '标签' },
  categories: {
    links: materialCategoryLinks,
    target: materialCategories,
    column: 'category_id',
    what: '分类',
  },
} as const;

/**
 * Adds, replaces or removes tags (or categories) on many materials: at most one DELETE and one
 * INSERT … SELECT for the whole set.
 */
export async function setMaterialLinks(
  db: Db,
  owner: Owner,
  kind: LinkKind,
  input: { ids: readonly number[]; targetIds: readonly number[]; mode: MaterialLinkMode },
): Promise<number> {
  const ids = distinct(input.ids);
  const targetIds = distinct(input.targetIds);
  if (targetIds.length === 0 && input.mode !== 'replace') {
    throw invalid(`请选择要${input.mode === 'remove' ? '移除' : '添加'}的${linkTables[kind].what}`);
  }
  return db.transaction(async (tx) => {
    await assertOwnedIds(tx, materials, owner, ids, '素材');
    await assertOwnedIds(tx, linkTables[kind].target, owner, targetIds, linkTables[kind].what);
    await linkIn(tx, owner, kind, ids, targetIds, input.mode);
    return ids.length;
  });
}

async function linkIn(
  db: DbExecutor,
  owner: Owner,
  kind: LinkKind,
  ids: readonly number[],
  targetIds: readonly number[],
  mode: MaterialLinkMode,
): Promise<void> {
  if (ids.length === 0) return;
  const { links, target, column } = linkTables[kind];
  const targetColumn = kind === 'tags' ? materialTagLinks.tagId : materialCategoryLinks.categoryId;
  if (mode === 'replace') {
    await db.delete(links).where(inArray(links.materialId, [...ids]));
  } else if (mode === 'remove') {
    await db
      .delete(links)
      .where(and(inArray(links.materialId, [...ids]), inArray(targetColumn, [...targetIds])));
    return;
  }
  if (targetIds.length === 0) return;
  await db.execute(sql`
    insert into ${links} (material_id, ${sql.identifier(column)}, site_id, user_id)
    select ${materials.id}, ${target.id}, ${owner.siteId}::integer, ${owner.userId}::integer
    from ${materials} cross join ${target}
    where ${materials.id} in (${sql.join([...ids], sql`, `)})
      and ${materials.userId} = ${owner.userId} and ${materials.siteId} = ${owner.siteId}
      and ${target.id} in (${sql.join([...targetIds], sql`, `)})
      and ${target.userId} = ${owner.userId} and ${target.siteId} = ${owner.siteId}
    on conflict do nothing`);
}

/** Shows materials in the site's shared gallery (openGallery) or takes them out. */
export async function shareMaterials(
  db: Db,
  owner: Owner,
  ids: readonly number[],
  shared: boolean,
): Promise<number> {
  const unique = distinct(ids);
  return db.transaction(async (tx) => {
    await assertOwnedIds(tx, materials, owner, unique, '素材');
    if (shared) {
      // A bought 图库服务 picture is licensed to its buyer only: it never goes public.
      const licensed = await tx
        .select({ name: materials.name })
        .from(materials)
        .where(
          and(ownedBy(materials, owner), inArray(materials.id, unique), ne(materials.licence, '')),
        );
      if (licensed.length > 0)
        throw invalid(
          `购买的授权图片不能共享：${licensed.map((one) => `「${one.name}」`).join('')}`,
        );
    }
    await tx
      .update(materials)
      .set({
        isShared: shared,
        // Sharing again keeps the first moment; the shared gallery lists by it.
        sharedAt: shared ? sql`coalesce(${materials.sharedAt}, now())` : null,
        updatedAt: new Date(),
      })
      .where(and(ownedBy(materials, owner), inArray(materials.id, unique)));
    return unique.length;
  });
}

/** PUT /material/{id}: name, and the full lists of tags and categories when given. */
export async function updateMaterial(
  db: Db,
  owner: Owner,
  id: number,
  input: {
    name?: string | undefined;
    tagIds?: number[] | undefined;
    categoryIds?: number[] | undefined;
  },
): Promise<void> {
  await db.transaction(async (tx) => {
    await assertOwnedIds(tx, materials, owner, [id], '素材');
    if (input.tagIds) await assertOwnedIds(tx, materialTags, owner, input.tagIds, '标签');
    if (input.categoryIds) {
      await assertOwnedIds(tx, materialCategories, owner, input.categoryIds, '分类');
    }
    if (input.name !== undefined) {
      await tx
        .update(materials)
        .set({ name: input.name, updatedAt: new Date() })
        .where(and(ownedBy(materials, owner), eq(materials.id, id)));
    }
    if (input.tagIds) await linkIn(tx, owner, 'tags', [id], distinct(input.tagIds), 'replace');
    if (input.categoryIds) {
      await linkIn(tx, owner, 'categories', [id], distinct(input.categoryIds), 'replace');
    }
  });
}
