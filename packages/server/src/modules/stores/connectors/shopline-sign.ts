import { createHmac } from 'node:crypto';
import { signaturesEqual } from './platform-http.js';

/**
 * SHOPLINE's signatures (developer.shopline.com "Generate and verify signatures", as the official
 * shopline-sdk-go client/sign.go computes them), all hex HMAC-SHA256 keyed by the app secret:
 * a POST it receives (token create, refresh) over the raw JSON body + the `timestamp` header;
 * a GET it sends (install, authorise callback) over its parameters but `sign`, sorted, `k=v&…`;
 * a webhook over the raw body (`X-Shopline-Hmac-Sha256`).
 */
export function shoplinePostSign(appSecret: string, body: string, timestamp: string): string {
  return createHmac('sha256', appSecret).update(`${body}${timestamp}`).digest('hex');
}

export function shoplineQuerySign(appSecret: string, params: Record<string, string>): string {
  const message = Object.keys(params)
    .filter((key) => key !== 'sign')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
  return createHmac('sha256', appSecret).update(message).digest('hex');
}

/** The callback's `sign` matches its other parameters. */
export function verifyShoplineQuery(params: Record<string, string>, appSecret: string): boolean {
  const received = params.sign ?? '';
  return (
    received !== '' &&
    appSecret !== '' &&
    signaturesEqual(received.toLowerCase(), shoplineQuerySign(appSecret, params))
  );
}

export function shoplineWebhookSign(appSecret: string, rawBody: Buffer): string {
  return createHmac('sha256', appSecret).update(rawBody).digest('hex');
}
