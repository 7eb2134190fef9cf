import type { Db } from '../../db/client.js';
import { openText as openWith, sealText as sealWith } from '../../secrets/index.js';

/** Everything a connector needs to call a store; kept only sealed in `stores.credentials`. */
export interface StoreCredentials {
  accessToken?: string;
  refreshToken?: string;
  /** WooCommerce REST keys. */
  consumerKey?: string;
  consumerSecret?: string;
  /** WooCommerce: the secret the store signs its webhooks with. */
  webhookSecret?: string;
  /** Etsy: the numeric user the token belongs to. */
  userId?: string;
  /** Amazon: the SP-API region (na, eu, fe) and the marketplaces the seller takes part in. */
  region?: string;
  marketplaceIds?: string[];
  /** TikTok Shop: the shop's cipher, sent with every shop call. */
  shopCipher?: string;
  /** Ozon: the seller's Client-Id and Api-Key (the Client-Id is also the store's shop domain). */
  clientId?: string;
  apiKey?: string;
  /** Shein: the store's open key id and its secret key (decrypted from get-by-token). */
  openKeyId?: string;
  secretKey?: string;
}

const PURPOSE = 'store-credentials';

/** Seals a store token or key (secrets/sealed-text.ts, under the store-credentials key). */
export function sealText(db: Db, plain: string): Promise<string> {
  return sealWith(db, PURPOSE, plain);
}

export function openText(db: Db, sealed: string): Promise<string> {
  return openWith(db, PURPOSE, sealed);
}

export async function sealCredentials(db: Db, credentials: StoreCredentials): Promise<string> {
  return sealText(db, JSON.stringify(credentials));
}

export async function openCredentials(db: Db, sealed: string | null): Promise<StoreCredentials> {
  return sealed ? (JSON.parse(await openText(db, sealed)) as StoreCredentials) : {};
}
