import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Owner } from '../materials/index.js';

export type { Owner };

/** `site_id = … and user_id = …`: every row of this module belongs to one reseller. */
export function ownedBy(table: { siteId: PgColumn; userId: PgColumn }, owner: Owner): SQL {
  return and(eq(table.siteId, owner.siteId), eq(table.userId, owner.userId)) as SQL;
}
