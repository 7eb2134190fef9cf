import { createHmac } from 'node:crypto';

/**
 * AliExpress open platform (IOP) request signature, `sign_method=sha256`: the parameters except
 * `sign` sorted by name in ASCII order, each name followed by its value, prefixed by the API path
 * for `/rest` system calls (`/auth/token/create`), then upper-case hex HMAC-SHA256 keyed by the
 * app secret. Empty values are left out, as the IOP SDKs leave them out of the request.
 */
export function aliexpressSign(
  appSecret: string,
  params: Record<string, string>,
  apiPath = '',
): string {
  const signed = Object.keys(params)
    .filter((name) => name !== 'sign' && params[name] !== '')
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((name) => `${name}${params[name]}`)
    .join('');
  return createHmac('sha256', appSecret)
    .update(`${apiPath}${signed}`, 'utf8')
    .digest('hex')
    .toUpperCase();
}

/** Message push: `Authorization` = hex HMAC-SHA256 keyed by the app secret over app key + raw body. */
export function aliexpressPushSign(appSecret: string, appKey: string, rawBody: Buffer): string {
  return createHmac('sha256', appSecret).update(appKey).update(rawBody).digest('hex');
}
