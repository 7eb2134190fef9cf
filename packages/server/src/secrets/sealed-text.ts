import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import { getServerSecret } from './server-secret.js';

const VERSION = 'v1';

/** One key per purpose (the server secret of that name), so one purpose's key opens nothing else. */
async function sealingKey(db: Db, purpose: string): Promise<Buffer> {
  const secret = await getServerSecret(db, purpose);
  return createHash('sha256').update(secret).digest();
}

/**
 * Encrypts a value kept at rest (store tokens, two-step secrets): AES-256-GCM with a per-value
 * nonce, written `v1.<nonce>.<tag>.<ciphertext>` in base64url parts.
 */
export async function sealText(db: Db, purpose: string, plain: string): Promise<string> {
  const key = await sealingKey(db, purpose);
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, nonce, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plain value of `sealText`'s answer for the same purpose; throws when it was tampered with. */
export async function openText(db: Db, purpose: string, sealed: string): Promise<string> {
  const [version, nonce, tag, body] = sealed.split('.');
  if (version !== VERSION || !nonce || !tag || body === undefined)
    throw new Error('sealed value has an unknown format');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    await sealingKey(db, purpose),
    Buffer.from(nonce, 'base64url'),
  );
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}
