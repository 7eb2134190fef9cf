import { createHmac, timingSafeEqual } from 'node:crypto';

/** A private file's link works this long: lists are read again whenever a screen opens. */
export const SIGNED_URL_TTL_SECONDS = 3600;
/** Name of the link-signing key in server_secrets. */
export const FILE_URL_SECRET_NAME = 'file-url';

function signatureOf(secret: string, key: string, expires: number): string {
  return createHmac('sha256', secret).update(`${key}\n${expires}`).digest('base64url');
}

/** `?expires=…&signature=…` for a private key, valid for `ttlSeconds` from `now`. */
export function signedQuery(
  secret: string,
  key: string,
  now = new Date(),
  ttlSeconds = SIGNED_URL_TTL_SECONDS,
): string {
  const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
  return `expires=${expires}&signature=${signatureOf(secret, key, expires)}`;
}

/** Whether a link's expiry and signature were made by this server for this key and still hold. */
export function isValidSignature(
  secret: string,
  key: string,
  expires: unknown,
  signature: unknown,
  now = new Date(),
): boolean {
  const at = Number(expires);
  if (typeof signature !== 'string' || !Number.isInteger(at)) return false;
  if (at * 1000 < now.getTime()) return false;
  const wanted = Buffer.from(signatureOf(secret, key, at));
  const given = Buffer.from(signature);
  return wanted.length === given.length && timingSafeEqual(wanted, given);
}
