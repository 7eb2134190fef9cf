import { and, count, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/client.js';
import { notFound } from '../../http/envelope.js';
import { ownedBy, type Owner } from './owner.js';

type OwnedTable = PgTable & { id: PgColumn; siteId: PgColumn; userId: PgColumn };

/**
 * Checks that every id names a row of the owner; otherwise the whole call is "not found" and
 * changes nothing (another reseller's id is never half applied). One query however many ids.
 */
export async function assertOwnedIds(
  db: DbExecutor,
  table: OwnedTable,
  owner: Owner,
  ids: readonly number[],
  what: string,
): Promise<void> {
  const distinct = [...new Set(ids)];
  if (distinct.length === 0) return;
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(and(ownedBy(table, owner), inArray(table.id, distinct)));
  if ((row?.n ?? 0) !== distinct.length) throw notFound(what);
}
