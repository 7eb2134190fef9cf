import type { Db } from '../packages/server/src/db/client.js';
import { stores } from '../packages/server/src/modules/stores/schema.js';
import { sealCredentials } from '../packages/server/src/modules/stores/token-vault.js';

/** A Shopify store of the owner, authorised with the fake's token, as a finished OAuth leaves it. */
export async function authorisedShopifyStore(
  db: Db,
  owner: { siteId: number; userId: number },
  shop: string,
  accessToken: string,
) {
  const [row] = await db
    .insert(stores)
    .values({
      ...owner,
      platform: 5,
      name: shop,
      shopDomain: shop,
      state: 'authorised',
      credentials: await sealCredentials(db, { accessToken }),
    })
    .returning();
  return row!;
}
