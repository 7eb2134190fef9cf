import { and, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { conflict, notFound } from '../http/envelope.js';
import type { DbExecutor } from './client.js';

/** A site's category table: rows with an id, a site and a parent. */
type CategoryTable = PgTable & { id: PgColumn; siteId: PgColumn; parentId: PgColumn };

/**
 * Deletes one of a site's categories when it has no sub-categories (what used it becomes
 * uncategorised through the foreign keys); another site's id is not found.
 */
export async function deleteLeafCategory(
  db: DbExecutor,
  table: CategoryTable,
  siteId: number,
  id: number,
): Promise<void> {
  const [child] = await db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(eq(table.siteId, siteId), eq(table.parentId, id)))
    .limit(1);
  if (child) throw conflict('该分类下还有下级分类，请先删除或移走下级分类');
  const deleted = await db
    .delete(table)
    .where(and(eq(table.siteId, siteId), eq(table.id, id)))
    .returning({ id: table.id });
  if (deleted.length === 0) throw notFound('分类');
}
