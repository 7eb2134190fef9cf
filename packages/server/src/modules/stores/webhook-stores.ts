import { and, eq } from 'drizzle-orm';
import type { ConnectablePlatform } from '@podkit/sdk-core';
import type { Db } from '../../db/client.js';
import { stores, type StoreRow } from './schema.js';
import { enqueueOrderImport } from './sync-job.js';
import { openCredentials } from './token-vault.js';

// The stores a platform's webhook delivery concerns, and what the delivery does to them.

/** The connected stores of a shop on a platform (a shop may be connected on several sites). */
export function storesOfShop(
  db: Db,
  platform: ConnectablePlatform,
  shopDomain: string | null,
): Promise<StoreRow[]> {
  if (!shopDomain) return Promise.resolve([]);
  return db
    .select()
    .from(stores)
    .where(and(eq(stores.platform, platform), eq(stores.shopDomain, shopDomain)));
}

/** A WooCommerce store by the id in its webhook's address, with the secret its deliveries sign with. */
export async function wooStoreOfWebhook(
  db: Db,
  id: number,
): Promise<{ row: StoreRow; secret: string } | null> {
  const [row] = await db
    .select()
    .from(stores)
    .where(and(eq(stores.id, id), eq(stores.platform, 21)));
  if (!row) return null;
  return { row, secret: (await openCredentials(db, row.credentials)).webhookSecret ?? '' };
}

/** The Ozon store a push address names, on the site the push came to. */
export async function ozonStoreOfPush(
  db: Db,
  siteId: number,
  id: number,
): Promise<StoreRow | null> {
  const [row] = await db
    .select()
    .from(stores)
    .where(and(eq(stores.id, id), eq(stores.siteId, siteId), eq(stores.platform, 14)));
  return row ?? null;
}

/** Queues the import of the delivered order for each authorised store. */
export async function importDeliveredOrder(
  db: Db,
  rows: StoreRow[],
  platformOrderId: string | null,
): Promise<void> {
  if (!platformOrderId) return;
  for (const row of rows.filter((r) => r.state === 'authorised'))
    await enqueueOrderImport(db, row, platformOrderId);
}

/** The app was uninstalled in the shop's admin: the stores need authorising again. */
export async function markUninstalled(db: Db, rows: StoreRow[]): Promise<void> {
  for (const row of rows)
    await db
      .update(stores)
      .set({
        state: 'expired',
        stateMessage: '应用已在 Shopify 后台卸载，请重新授权',
        credentials: null,
        updatedAt: new Date(),
      })
      .where(eq(stores.id, row.id));
}
