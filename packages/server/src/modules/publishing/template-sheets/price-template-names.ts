import { asc } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client.js';
import { ownedBy, type Owner } from '../owner.js';
import { priceTemplates } from '../schema.js';

/** The reseller's price templates by id → name (a sheet names a price template by its name). */
export async function priceTemplateNames(
  db: DbExecutor,
  owner: Owner,
): Promise<Map<number, string>> {
  const rows = await db
    .select({ id: priceTemplates.id, name: priceTemplates.name })
    .from(priceTemplates)
    .where(ownedBy(priceTemplates, owner))
    .orderBy(asc(priceTemplates.id));
  return new Map(rows.map((row) => [row.id, row.name]));
}
