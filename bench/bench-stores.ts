import type { Db } from '../packages/server/src/db/client.js';
import { stores } from '../packages/server/src/modules/stores/schema.js';
import {
  sealCredentials,
  type StoreCredentials,
} from '../packages/server/src/modules/stores/token-vault.js';

/** A store of the owner, authorised with the fake's credentials, as a finished OAuth leaves it. */
export async function authorisedStore(
  db: Db,
  owner: { siteId: number; userId: number },
  store: { platform: number; shopDomain: string; credentials: StoreCredentials },
) {
  const [row] = await db
    .insert(stores)
    .values({
      ...owner,
      platform: store.platform,
      name: store.shopDomain,
      shopDomain: store.shopDomain,
      state: 'authorised',
      credentials: await sealCredentials(db, store.credentials),
    })
    .returning();
  return row!;
}

/** A Shopify store of the owner, authorised with the fake's token. */
export function authorisedShopifyStore(
  db: Db,
  owner: { siteId: number; userId: number },
  shop: string,
  accessToken: string,
) {
  return authorisedStore(db, owner, {
    platform: 5,
    shopDomain: shop,
    credentials: { accessToken },
  });
}
