import { and, count, eq, sql } from 'drizzle-orm';
import type {
  CategoryMerge,
  CategoryRemoval,
  CategorySortBody,
  MaterialCategory,
  MaterialCategoryNode,
} from '@podkit/sdk-core';
import type { Db, DbExecutor } from '../../db/client.js';
import { conflict, invalid, notFound } from '../../http/envelope.js';
import {
  assertCanPlace,
  buildTree,
  changedPlacements,
  levelOf,
  placementsAfterDelete,
  placementsForLevel,
  placementsForMerge,
  placementsForMove,
  placementsForTree,
  type Placement,
  type TreeCategory,
} from './category-tree.js';
import { users } from '../users/index.js';
import { ownedBy, type Owner } from './owner.js';
import { materialCategories, materialCategoryLinks } from './schema.js';

/** Most categories one user keeps. */
export const MAX_CATEGORIES = 500;

/** Every category of the owner (a tree is small: at most MAX_CATEGORIES rows). */
export async function loadCategoryRows(db: DbExecutor, owner: Owner): Promise<TreeCategory[]> {
  return db
    .select({
      id: materialCategories.id,
      name: materialCategories.name,
      parentId: materialCategories.parentId,
      sort: materialCategories.sort,
    })
    .from(materialCategories)
    .where(ownedBy(materialCategories, owner));
}

async function materialCounts(db: DbExecutor, owner: Owner): Promise<Map<number, number>> {
  const rows = await db
    .select({ id: materialCategoryLinks.categoryId, n: count() })
    .from(materialCategoryLinks)
    .where(ownedBy(materialCategoryLinks, owner))
    .groupBy(materialCategoryLinks.categoryId);
  return new Map(rows.map((row) => [row.id, row.n]));
}

export async function categoryTree(db: DbExecutor, owner: Owner): Promise<MaterialCategoryNode[]> {
  const [rows, counts] = await Promise.all([
    loadCategoryRows(db, owner),
    materialCounts(db, owner),
  ]);
  return buildTree(rows, counts);
}

async function oneCategory(db: DbExecutor, owner: Owner, id: number): Promise<MaterialCategory> {
  const [row] = await db
    .select()
    .from(materialCategories)
    .where(and(ownedBy(materialCategories, owner), eq(materialCategories.id, id)));
  if (!row) throw notFound('分类');
  const [counted] = await db
    .select({ n: count() })
    .from(materialCategoryLinks)
    .where(eq(materialCategoryLinks.categoryId, id));
  return {
    id: row.id,
    name: row.name,
    parent_id: row.parentId ?? 0,
    sort: row.sort,
    material_count: counted?.n ?? 0,
  };
}

/** Sibling names are unique: two「节日」under one parent could not be told apart. */
function assertFreeName(
  rows: readonly TreeCategory[],
  parentId: number | null,
  name: string,
  exceptId: number | null,
): void {
  if (levelOf(rows, parentId).some((row) => row.name === name && row.id !== exceptId)) {
    throw conflict(`同一级下已有名为「${name}」的分类`);
  }
}

/** Writes parents and positions in one statement, whatever the number of rows. */
async function applyPlacements(db: DbExecutor, owner: Owner, placements: readonly Placement[]) {
  if (placements.length === 0) return;
  const values = sql.join(
    placements.map((p) => sql`(${p.id}::integer, ${p.parentId}::integer, ${p.sort}::integer)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${materialCategories} set parent_id = v.parent_id, sort = v.sort, updated_at = now()
    from (values ${values}) as v(id, parent_id, sort)
    where ${materialCategories.id} = v.id
      and ${materialCategories.userId} = ${owner.userId}
      and ${materialCategories.siteId} = ${owner.siteId}`);
}

export async function createCategory(
  db: Db,
  owner: Owner,
  input: { name: string; parentId: number | null; sort: number | undefined },
): Promise<MaterialCategory> {
  const id = await db.transaction(async (tx) => {
    await lockCategories(tx, owner);
    const rows = await loadCategoryRows(tx, owner);
    if (rows.length >= MAX_CATEGORIES) throw conflict(`分类最多 ${MAX_CATEGORIES} 个`);
    assertCanPlace(rows, null, input.parentId);
    assertFreeName(rows, input.parentId, input.name, null);
    const [row] = await tx
      .insert(materialCategories)
      .values({
        siteId: owner.siteId,
        userId: owner.userId,
        name: input.name,
        parentId: input.parentId,
        sort: levelOf(rows, input.parentId).length + 1,
      })
      .returning({ id: materialCategories.id });
    if (!row) throw new Error('category row was not returned');
    if (input.sort !== undefined) {
      const withNew = [
        ...rows,
        { id: row.id, name: input.name, parentId: input.parentId, sort: Number.MAX_SAFE_INTEGER },
      ];
      await applyPlacements(
        tx,
        owner,
        placementsForMove(withNew, row.id, input.parentId, input.sort),
      );
    }
    return row.id;
  });
  return oneCategory(db, owner, id);
}

/**
 * PUT /userMaterialCategory/{parent_id}: puts category `id` under `parentId` (null = top level),
 * renames it and/or moves it to position `sort`.
 */
export async function updateCategory(
  db: Db,
  owner: Owner,
  input: {
    id: number;
    parentId: number | null;
    name: string | undefined;
    sort: number | undefined;
  },
): Promise<MaterialCategory> {
  await db.transaction(async (tx) => {
    await lockCategories(tx, owner);
    const rows = await loadCategoryRows(tx, owner);
    const current = rows.find((row) => row.id === input.id);
    if (!current) throw notFound('分类');
    assertCanPlace(rows, input.id, input.parentId);
    const name = input.name ?? current.name;
    assertFreeName(rows, input.parentId, name, input.id);
    if (name !== current.name) {
      await tx
        .update(materialCategories)
        .set({ name, updatedAt: new Date() })
        .where(eq(materialCategories.id, input.id));
    }
    if (input.parentId !== current.parentId || input.sort !== undefined) {
      const placements = placementsForMove(rows, input.id, input.parentId, input.sort);
      await applyPlacements(tx, owner, changedPlacements(rows, placements));
    }
  });
  return oneCategory(db, owner, input.id);
}

/** Deletes one category: its children move up into its place, its links go, materials stay. */
export async function deleteCategory(db: Db, owner: Owner, id: number): Promise<CategoryRemoval> {
  return db.transaction(async (tx) => {
    await lockCategories(tx, owner);
    const rows = await loadCategoryRows(tx, owner);
    if (!rows.some((row) => row.id === id)) throw notFound('分类');
    const movedChildren = levelOf(rows, id).length;
    const [linked] = await tx
      .select({ n: count() })
      .from(materialCategoryLinks)
      .where(eq(materialCategoryLinks.categoryId, id));
    await applyPlacements(tx, owner, changedPlacements(rows, placementsAfterDelete(rows, id)));
    await tx.delete(materialCategories).where(eq(materialCategories.id, id));
    return { id, moved_children: movedChildren, unlinked_materials: linked?.n ?? 0 };
  });
}

/**
 * Merges category `id` into `intoId`: its materials get `intoId` (one link each), its direct
 * children move under `intoId` after that category's own, and `id` goes.
 */
export async function mergeCategory(
  db: Db,
  owner: Owner,
  id: number,
  intoId: number,
): Promise<CategoryMerge> {
  if (id === intoId) throw invalid('不能把分类合并到它自己');
  return db.transaction(async (tx) => {
    await lockCategories(tx, owner);
    const rows = await loadCategoryRows(tx, owner);
    const placements = placementsForMerge(rows, id, intoId);
    const added = await tx
      .insert(materialCategoryLinks)
      .select(
        tx
          .select({
            materialId: materialCategoryLinks.materialId,
            categoryId: sql<number>`${intoId}::integer`.as('category_id'),
            siteId: materialCategoryLinks.siteId,
            userId: materialCategoryLinks.userId,
          })
          .from(materialCategoryLinks)
          .where(
            and(ownedBy(materialCategoryLinks, owner), eq(materialCategoryLinks.categoryId, id)),
          ),
      )
      .onConflictDoNothing()
      .returning({ materialId: materialCategoryLinks.materialId });
    await applyPlacements(tx, owner, changedPlacements(rows, placements));
    await tx.delete(materialCategories).where(eq(materialCategories.id, id));
    return {
      merged_id: id,
      into_id: intoId,
      moved_children: levelOf(rows, id).length,
      added_materials: added.length,
    };
  });
}

/** Saves one level's order or the whole tree; answers the tree as saved. */
export async function saveCategorySort(
  db: Db,
  owner: Owner,
  body: CategorySortBody,
): Promise<MaterialCategoryNode[]> {
  await db.transaction(async (tx) => {
    await lockCategories(tx, owner);
    const rows = await loadCategoryRows(tx, owner);
    let placements: Placement[];
    if ('tree' in body) {
      placements = placementsForTree(rows, body.tree);
      assertSiblingNamesFree(rows, placements);
    } else {
      const first = rows.find((row) => row.id === body.ids[0]);
      if (!first) throw notFound('分类');
      const parentId =
        body.parent_id === undefined
          ? first.parentId
          : body.parent_id === 0
            ? null
            : body.parent_id;
      if (parentId !== null && !rows.some((row) => row.id === parentId)) throw notFound('上级分类');
      placements = placementsForLevel(rows, parentId, body.ids);
    }
    await applyPlacements(tx, owner, changedPlacements(rows, placements));
  });
  return categoryTree(db, owner);
}

/** A whole-tree save may move categories between levels: names must stay unique per level. */
function assertSiblingNamesFree(rows: readonly TreeCategory[], placements: readonly Placement[]) {
  const nameOf = new Map(rows.map((row) => [row.id, row.name]));
  const seen = new Set<string>();
  for (const p of placements) {
    const key = `${p.parentId ?? 0}\u0000${nameOf.get(p.id)}`;
    if (seen.has(key)) throw conflict(`同一级下已有名为「${nameOf.get(p.id)}」的分类`);
    seen.add(key);
  }
}

/**
 * Tree edits read the whole tree and write it back: one user's edits run one at a time (the
 * user's row is the lock), so two concurrent moves cannot build a cycle.
 */
async function lockCategories(db: DbExecutor, owner: Owner): Promise<void> {
  await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, owner.userId), eq(users.siteId, owner.siteId)))
    .for('update');
}
