import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { getServerSecret } from '../../secrets/index.js';

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
}

const VERSION = 'v1';

async function vaultKey(db: Db): Promise<Buffer> {
  const secret = await getServerSecret(db, 'store-credentials');
  return createHash('sha256').update(secret).digest();
}

/** AES-256-GCM with a per-value nonce: `v1.<nonce>.<tag>.<ciphertext>`, base64url parts. */
export async function sealText(db: Db, plain: string): Promise<string> {
  const key = await vaultKey(db);
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, nonce, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

export async function openText(db: Db, sealed: string): Promise<string> {
  const [version, nonce, tag, body] = sealed.split('.');
  if (version !== VERSION || !nonce || !tag || body === undefined)
    throw new Error('sealed value has an unknown format');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    await vaultKey(db),
    Buffer.from(nonce, 'base64url'),
  );
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

export async function sealCredentials(db: Db, credentials: StoreCredentials): Promise<string> {
  return sealText(db, JSON.stringify(credentials));
}

export async function openCredentials(db: Db, sealed: string | null): Promise<StoreCredentials> {
  return sealed ? (JSON.parse(await openText(db, sealed)) as StoreCredentials) : {};
}
