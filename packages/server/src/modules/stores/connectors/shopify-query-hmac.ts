import { createHmac } from 'node:crypto';
import { signaturesEqual } from './platform-http.js';

/** A callback query as the /shopify/auth page posts it: repeated parameters (`ids[]`) as arrays. */
export type CallbackQuery = Record<string, string | string[]>;

/** How far a callback's timestamp may be from the server's clock (Shopify's library: 90 s). */
export const SHOPIFY_HMAC_TOLERANCE_SECONDS = 90;

/**
 * The message Shopify signs, rebuilt as its library rebuilds it: every parameter but `hmac` and
 * `signature`, names sorted by localeCompare, an array as repeated `name[]`, all encoded again by
 * URLSearchParams, so `=`, `/`, `+`, `:`, spaces and `%` in values are escaped before signing.
 */
export function shopifyQueryMessage(query: CallbackQuery): string {
  const params = new Map<string, string | string[]>();
  for (const [key, value] of Object.entries(query)) {
    if (key === 'hmac' || key === 'signature') continue;
    // The page posts `ids[]` as the URL names it; the library sees `ids` (qs) and adds `[]` back.
    if (key.endsWith('[]')) params.set(key.slice(0, -2), Array.isArray(value) ? value : [value]);
    else params.set(key, value);
  }
  const message = new URLSearchParams();
  for (const name of [...params.keys()].sort((a, b) => a.localeCompare(b))) {
    const value = params.get(name)!;
    if (Array.isArray(value)) for (const item of value) message.append(`${name}[]`, item);
    else message.append(name, value);
  }
  return message.toString();
}

/** The query string Shopify's callback carries is signed: hex HMAC-SHA256 of the message. */
export function verifyShopifyQueryHmac(query: CallbackQuery, secret: string): boolean {
  const { hmac } = query;
  if (typeof hmac !== 'string' || !hmac) return false;
  const expected = createHmac('sha256', secret).update(shopifyQueryMessage(query)).digest('hex');
  return signaturesEqual(hmac, expected);
}

/** The callback's `timestamp` is within the library's tolerance of `now` (a missing one is not). */
export function shopifyTimestampFresh(query: CallbackQuery, now = Date.now()): boolean {
  const { timestamp } = query;
  if (typeof timestamp !== 'string' || !/^\d+$/.test(timestamp)) return false;
  return Math.abs(Math.trunc(now / 1000) - Number(timestamp)) <= SHOPIFY_HMAC_TOLERANCE_SECONDS;
}
