import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { checkDefaultTemplate } from '../packaging/index.js';
import { stores, type StoreRow } from './schema.js';
import { findStore, type Owner } from './store-service.js';

/**
 * Sets (or, with null, clears) the packaging template the store's imported orders get: only the
 * owner's approved and paid template may be one. Orders already imported keep theirs.
 */
export async function setStorePackaging(
  db: Db,
  owner: Owner,
  storeId: number,
  templateId: number | null,
): Promise<StoreRow> {
  const store = await findStore(db, owner, storeId);
  const checked = await checkDefaultTemplate(db, owner, templateId);
  const [row] = await db
    .update(stores)
    .set({ defaultBottomTemplateId: checked, updatedAt: new Date() })
    .where(eq(stores.id, store.id))
    .returning();
  return row!;
}
