import { eq } from 'drizzle-orm';
import type { ConnectablePlatform } from '@podkit/sdk-core';
import type { StorePlatformsConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { StoreAccess } from './connectors/connector.js';
import { connectorFor } from './platforms.js';
import { stores } from './schema.js';
import { openCredentials, sealCredentials } from './token-vault.js';

/**
 * Refreshes a store's access token and stores the grant in one transaction holding the store's
 * row: a refresh token may be single-use (Shopee), so two jobs refreshing together must not both
 * spend it. The second finds the row already rotated (its access token no longer the one it used)
 * and takes the new credentials instead of calling the platform with a spent refresh token.
 */
export async function rotateStoreToken(
  db: Db,
  config: StorePlatformsConfig,
  storeId: number,
  usedAccessToken: string | undefined,
  isDue: (expiresAt: Date | null) => boolean,
): Promise<StoreAccess> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(stores).where(eq(stores.id, storeId)).for('update');
    if (!row) throw new Error('店铺已解绑');
    const credentials = await openCredentials(tx, row.credentials);
    const current = { shopDomain: row.shopDomain, credentials };
    if (credentials.accessToken !== usedAccessToken && !isDue(row.accessTokenExpiresAt))
      return current;
    const grant = await connectorFor(row.platform as ConnectablePlatform, config).refresh(current);
    const merged = { ...credentials, ...grant.credentials };
    await tx
      .update(stores)
      .set({
        credentials: await sealCredentials(tx, merged),
        accessTokenExpiresAt: grant.expiresAt,
        updatedAt: new Date(),
      })
      .where(eq(stores.id, row.id));
    return { shopDomain: row.shopDomain, credentials: merged };
  });
}
