import { and, count, desc, eq } from 'drizzle-orm';
import type { MaterialStyle } from '@podkit/sdk-core';
import type { Db } from '../../db/client.js';
import { pageOffset } from '../../http/paging.js';
import type { Owner } from '../materials/index.js';
import { materialStyles } from './schema.js';

function toStyle(row: typeof materialStyles.$inferSelect): MaterialStyle {
  return {
    id: row.id,
    name: row.name,
    content: row.content as Record<string, unknown>,
    created_at: row.createdAt.toISOString(),
  };
}

/** Saves a reusable piece of design (a material style) for the reseller. */
export async function saveMaterialStyle(
  db: Db,
  owner: Owner,
  input: { name: string; content: Record<string, unknown> },
): Promise<MaterialStyle> {
  const [row] = await db
    .insert(materialStyles)
    .values({ ...owner, name: input.name.trim(), content: input.content })
    .returning();
  if (!row) throw new Error('material style insert returned no row');
  return toStyle(row);
}

/** One page of the reseller's material styles, newest first. */
export async function materialStylePage(
  db: Db,
  owner: Owner,
  page: number,
  pageSize: number,
): Promise<{ rows: MaterialStyle[]; total: number }> {
  const where = and(
    eq(materialStyles.siteId, owner.siteId),
    eq(materialStyles.userId, owner.userId),
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(materialStyles)
      .where(where)
      .orderBy(desc(materialStyles.createdAt), desc(materialStyles.id))
      .limit(pageSize)
      .offset(pageOffset(page, pageSize)),
    db.select({ total: count() }).from(materialStyles).where(where),
  ]);
  return { rows: rows.map(toStyle), total: totalRow?.total ?? 0 };
}
