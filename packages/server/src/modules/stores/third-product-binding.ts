import { and, eq, inArray, or } from 'drizzle-orm';
import type { ThirdProductBinding } from '@podkit/sdk-core';
import type { Db } from '../../db/client.js';
import type { User } from '../users/index.js';
import { applyToUnpaidLines, saveMapping } from './line-mapping.js';
import { skuMappings, storeProducts, type StoreProductRow } from './schema.js';
import { checkTarget } from './sku-mapping.js';
import { ownStoreProducts } from './store-products.js';

const ownerOfUser = (user: User) => ({ siteId: user.siteId, userId: user.id });

/**
 * Maps store products to PodKit SKUs, all or none: every product must be the reseller's and every
 * target theirs (or the site's good). The store's unpaid orders with those SKUs follow at once.
 */
export async function bindThirdProducts(
  db: Db,
  user: User,
  items: ThirdProductBinding[],
): Promise<{ bound: number; orders_updated: number }> {
  const owner = ownerOfUser(user);
  return db.transaction(async (tx) => {
    const rows = await ownStoreProducts(
      tx,
      owner,
      items.map((item) => item.id),
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    const ordersUpdated = new Set<number>();
    for (const item of items) {
      const row = byId.get(item.id)!;
      const target = await checkTarget(tx, owner, item);
      await saveMapping(tx, owner, row.storeId, row.storeSkuKey, target);
      for (const id of await applyToUnpaidLines(tx, user, row.storeId, row.storeSkuKey, target))
        ordersUpdated.add(id);
    }
    return { bound: byId.size, orders_updated: ordersUpdated.size };
  });
}

function mappingsOf(rows: StoreProductRow[]) {
  return or(
    ...rows.map((row) =>
      and(eq(skuMappings.storeId, row.storeId), eq(skuMappings.storeSkuKey, row.storeSkuKey)),
    ),
  )!;
}

/** Forgets the mappings of these store products; orders already mapped keep their lines. */
export async function unbindThirdProducts(
  db: Db,
  user: User,
  ids: number[],
): Promise<{ unbound: number }> {
  return db.transaction(async (tx) => {
    const rows = await ownStoreProducts(tx, ownerOfUser(user), ids);
    const removed = await tx
      .delete(skuMappings)
      .where(mappingsOf(rows))
      .returning({ id: skuMappings.id });
    return { unbound: removed.length };
  });
}

/** Removes store products and their mappings (a later sync lists a product again). */
export async function removeThirdProducts(
  db: Db,
  user: User,
  ids: number[],
): Promise<{ removed: number }> {
  return db.transaction(async (tx) => {
    const rows = await ownStoreProducts(tx, ownerOfUser(user), ids);
    await tx.delete(skuMappings).where(mappingsOf(rows));
    await tx.delete(storeProducts).where(
      inArray(
        storeProducts.id,
        rows.map((row) => row.id),
      ),
    );
    return { removed: rows.length };
  });
}
