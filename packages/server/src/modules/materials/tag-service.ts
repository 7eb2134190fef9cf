import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { MaterialTag, TagMerge, TagRemoval } from '@podkit/sdk-core';
import type { Db, DbExecutor } from '../../db/client.js';
import { conflict, invalid, notFound } from '../../http/envelope.js';
import { containing } from '../../db/like.js';
import { ownedBy, type Owner } from './owner.js';
import { materialTagLinks, materialTags } from './schema.js';

/** Most tags one user keeps. */
export const MAX_TAGS = 1000;

const tagColumns = {
  id: materialTags.id,
  name: materialTags.name,
  createdAt: materialTags.createdAt,
  materialCount: sql<number>`(select count(*)::integer from ${materialTagLinks} where ${materialTagLinks.tagId} = ${materialTags.id})`,
};

type TagRow = { id: number; name: string; createdAt: Date; materialCount: number };

function toTag(row: TagRow): MaterialTag {
  return {
    id: row.id,
    name: row.name,
    material_count: Number(row.materialCount),
    created_at: row.createdAt.toISOString(),
  };
}

function tagWhere(owner: Owner, name: string | undefined): SQL {
  const trimmed = name?.trim();
  return trimmed
    ? and(ownedBy(materialTags, owner), ilike(materialTags.name, containing(trimmed)))!
    : ownedBy(materialTags, owner);
}

/** Every tag of the owner, by name. */
export async function allTags(db: DbExecutor, owner: Owner): Promise<MaterialTag[]> {
  const rows = await db
    .select(tagColumns)
    .from(materialTags)
    .where(ownedBy(materialTags, owner))
    .orderBy(asc(materialTags.name), asc(materialTags.id));
  return rows.map(toTag);
}

export async function tagPage(
  db: DbExecutor,
  owner: Owner,
  query: { name?: string | undefined; page: number; perPage: number },
): Promise<{ rows: MaterialTag[]; total: number }> {
  const where = tagWhere(owner, query.name);
  const [rows, [counted]] = await Promise.all([
    db
      .select(tagColumns)
      .from(materialTags)
      .where(where)
      .orderBy(asc(materialTags.name), asc(materialTags.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ n: count() }).from(materialTags).where(where),
  ]);
  return { rows: rows.map(toTag), total: counted?.n ?? 0 };
}

async function oneTag(db: DbExecutor, owner: Owner, id: number): Promise<MaterialTag> {
  const [row] = await db
    .select(tagColumns)
    .from(materialTags)
    .where(and(ownedBy(materialTags, owner), eq(materialTags.id, id)));
  if (!row) throw notFound('标签');
  return toTag(row);
}

async function assertFreeName(db: DbExecutor, owner: Owner, name: string, exceptId: number | null) {
  const [taken] = await db
    .select({ id: materialTags.id })
    .from(materialTags)
    .where(and(ownedBy(materialTags, owner), eq(materialTags.name, name)));
  if (taken && taken.id !== exceptId) throw conflict(`标签「${name}」已存在`);
}

export async function createTag(db: Db, owner: Owner, name: string): Promise<MaterialTag> {
  await assertFreeName(db, owner, name, null);
  const [counted] = await db
    .select({ n: count() })
    .from(materialTags)
    .where(ownedBy(materialTags, owner));
  if ((counted?.n ?? 0) >= MAX_TAGS) throw conflict(`标签最多 ${MAX_TAGS} 个`);
  const [row] = await db
    .insert(materialTags)
    .values({ siteId: owner.siteId, userId: owner.userId, name })
    .onConflictDoNothing()
    .returning({ id: materialTags.id });
  // A twin created at the same moment wins the unique index: answer as if it was seen first.
  if (!row) throw conflict(`标签「${name}」已存在`);
  return oneTag(db, owner, row.id);
}

export async function renameTag(
  db: Db,
  owner: Owner,
  id: number,
  name: string,
): Promise<MaterialTag> {
  await oneTag(db, owner, id);
  await assertFreeName(db, owner, name, id);
  await db
    .update(materialTags)
    .set({ name })
    .where(and(ownedBy(materialTags, owner), eq(materialTags.id, id)));
  return oneTag(db, owner, id);
}

/** Deletes the tag and its links; the materials stay. */
export async function deleteTag(db: Db, owner: Owner, id: number): Promise<TagRemoval> {
  const tag = await oneTag(db, owner, id);
  await db.delete(materialTags).where(and(ownedBy(materialTags, owner), eq(materialTags.id, id)));
  return { id, unlinked_materials: tag.material_count };
}

/**
 * Merges tag `id` into `intoId`: every material with `id` gets `intoId` (one that has both keeps
 * one link), then `id` goes. One transaction: a failure leaves both tags as they were.
 */
export async function mergeTag(
  db: Db,
  owner: Owner,
  id: number,
  intoId: number,
): Promise<TagMerge> {
  if (id === intoId) throw invalid('不能把标签合并到它自己');
  const added = await db.transaction(async (tx) => {
    await oneTag(tx, owner, id);
    await oneTag(tx, owner, intoId);
    const moved = await tx
      .insert(materialTagLinks)
      .select(
        tx
          .select({
            materialId: materialTagLinks.materialId,
            tagId: sql<number>`${intoId}::integer`.as('tag_id'),
            siteId: materialTagLinks.siteId,
            userId: materialTagLinks.userId,
          })
          .from(materialTagLinks)
          .where(and(ownedBy(materialTagLinks, owner), eq(materialTagLinks.tagId, id))),
      )
      .onConflictDoNothing()
      .returning({ materialId: materialTagLinks.materialId });
    await tx.delete(materialTags).where(and(ownedBy(materialTags, owner), eq(materialTags.id, id)));
    return moved.length;
  });
  return { merged_id: id, tag: await oneTag(db, owner, intoId), added_materials: added };
}
