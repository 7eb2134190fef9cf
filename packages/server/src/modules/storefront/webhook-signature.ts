import { createHmac, timingSafeEqual } from 'node:crypto';

/** Headers of every delivery. */
export const SIGNATURE_HEADER = 'x-podkit-signature';
export const TIMESTAMP_HEADER = 'x-podkit-timestamp';
export const EVENT_HEADER = 'x-podkit-event';
export const DELIVERY_HEADER = 'x-podkit-delivery';

/**
 * `sha256=` + hex HMAC-SHA256, keyed by the store's webhook secret, of `<timestamp>.<raw body>`:
 * the timestamp (Unix seconds, its own header) is signed with the body, so a store front that
 * refuses old timestamps cannot be fed a recorded delivery again.
 */
export function signDelivery(secret: string, timestamp: number, rawBody: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

/** What a store front does (README): same HMAC, compared in constant time, timestamp within 5 min. */
export function verifyDelivery(
  secret: string,
  headers: { signature: string; timestamp: string },
  rawBody: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > 300) return false;
  const expected = Buffer.from(signDelivery(secret, timestamp, rawBody));
  const given = Buffer.from(headers.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
