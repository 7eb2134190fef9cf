import { createHmac } from 'node:crypto';
import { signaturesEqual } from './platform-http.js';

/**
 * The authorise callback's `hmac`, as the official Shoplazza/oauth-sdk-go checks it
 * (SignatureValid): hex HMAC-SHA256 keyed by the client secret over every other parameter,
 * sorted by name and form-encoded (Go's url.Values.Encode).
 */
export function shoplazzaQueryHmac(params: Record<string, string>, clientSecret: string): string {
  const message = Object.keys(params)
    .filter((key) => key !== 'hmac')
    .sort()
    .map((key) => `${formEncode(key)}=${formEncode(params[key]!)}`)
    .join('&');
  return createHmac('sha256', clientSecret).update(message).digest('hex');
}

/** Go's url.QueryEscape: unreserved characters stay, a space is `+`, the rest %XX. */
function formEncode(value: string): string {
  return encodeURIComponent(value)
    .replace(/%20/g, '+')
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function verifyShoplazzaQuery(params: Record<string, string>, clientSecret: string) {
  const received = params.hmac ?? '';
  return (
    received !== '' &&
    clientSecret !== '' &&
    signaturesEqual(received.toLowerCase(), shoplazzaQueryHmac(params, clientSecret))
  );
}

/** Webhooks: `X-Shoplazza-Hmac-Sha256` = base64 HMAC-SHA256 keyed by the client secret over the raw body. */
export function shoplazzaWebhookHmac(clientSecret: string, rawBody: Buffer): string {
  return createHmac('sha256', clientSecret).update(rawBody).digest('base64');
}
