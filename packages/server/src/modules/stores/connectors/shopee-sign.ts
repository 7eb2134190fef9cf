import { createHmac } from 'node:crypto';

/**
 * Shopee Open Platform v2 request signature: hex HMAC-SHA256 keyed by the partner key over
 * partner_id + API path + timestamp, then access_token + shop_id for shop-level calls (public
 * calls such as auth_partner and the token endpoints sign the first three only).
 */
export function shopeeSign(
  partnerKey: string,
  partnerId: string,
  path: string,
  timestamp: number,
  accessToken = '',
  shopId = '',
): string {
  return createHmac('sha256', partnerKey)
    .update(`${partnerId}${path}${timestamp}${accessToken}${shopId}`)
    .digest('hex');
}

/** Push mechanism: hex HMAC-SHA256 keyed by the partner key over callback URL + "|" + raw body. */
export function shopeePushSign(partnerKey: string, url: string, rawBody: Buffer): string {
  return createHmac('sha256', partnerKey).update(`${url}|`).update(rawBody).digest('hex');
}
