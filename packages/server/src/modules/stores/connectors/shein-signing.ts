import { createDecipheriv, createHmac, randomInt } from 'node:crypto';

const RANDOM_KEY_LENGTH = 5;
const RANDOM_KEY_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Shein's AES IV seed; its first 16 bytes are the IV (open platform 店铺授权应用手册, AESTools). */
const IV_SEED = 'space-station-default-iv';

/**
 * Shein's `x-lt-signature`: a random key of five characters, then base64 of the lower-case hex
 * HMAC-SHA256 of `id&timestamp&path` keyed with `secret + randomKey`. `id` is the store's open key
 * id (its decrypted secret key as `secret`), or for get-by-token the app id with the app secret.
 */
export function sheinSignature(
  id: string,
  secret: string,
  path: string,
  timestamp: number,
  randomKey = sheinRandomKey(),
): string {
  const hex = createHmac('sha256', `${secret}${randomKey}`)
    .update(`${id}&${timestamp}&${path}`)
    .digest('hex');
  return `${randomKey}${Buffer.from(hex, 'utf8').toString('base64')}`;
}

export function sheinRandomKey(): string {
  let key = '';
  for (let i = 0; i < RANDOM_KEY_LENGTH; i++)
    key += RANDOM_KEY_CHARS[randomInt(RANDOM_KEY_CHARS.length)];
  return key;
}

/** The AES key Shein derives from a secret: its UTF-8 bytes cut or zero-padded to 16. */
function aesKey(secret: string): Buffer {
  const key = Buffer.alloc(16);
  Buffer.from(secret, 'utf8').copy(key, 0, 0, 16);
  return key;
}

/**
 * Opens get-by-token's `secretKey`: base64 AES-128-CBC (PKCS#7) under the app secret with Shein's
 * fixed IV. Null when it does not open (a wrong app secret), rather than a key that signs nothing.
 */
export function decryptSheinSecretKey(encrypted: string, appSecret: string): string | null {
  try {
    const decipher = createDecipheriv('aes-128-cbc', aesKey(appSecret), ivBytes());
    const plain = Buffer.concat([
      decipher.update(Buffer.from(encrypted, 'base64')),
      decipher.final(),
    ]).toString('utf8');
    return /^[\x21-\x7e]+$/.test(plain) ? plain : null;
  } catch {
    return null;
  }
}

function ivBytes(): Buffer {
  return Buffer.from(IV_SEED, 'utf8').subarray(0, 16);
}
