import {
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  type KeyObject,
} from 'node:crypto';
import type { AlipayConfig } from '../../config.js';
import type {
  OnlinePaymentProvider,
  PaymentNotification,
  PaymentRequest,
} from './payment-provider.js';

/** A key as PEM, or as the bare base64 DER that Alipay's key tool prints. */
function privateKeyOf(text: string): KeyObject {
  if (text.includes('-----BEGIN')) return createPrivateKey(text);
  const der = Buffer.from(text.replace(/\s+/g, ''), 'base64');
  try {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
  } catch {
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs1' });
  }
}

function publicKeyOf(text: string): KeyObject {
  if (text.includes('-----BEGIN')) return createPublicKey(text);
  return createPublicKey({
    key: Buffer.from(text.replace(/\s+/g, ''), 'base64'),
    format: 'der',
    type: 'spki',
  });
}

/**
 * Alipay's content to sign: the parameters with a value, sorted by name (ASCII), joined as
 * `name=value` with `&`, values as they are (not URL-encoded).
 */
export function alipaySignContent(
  params: Record<string, string>,
  leaveOut: readonly string[],
): string {
  return Object.keys(params)
    .filter((name) => !leaveOut.includes(name) && params[name] !== undefined && params[name] !== '')
    .sort()
    .map((name) => `${name}=${params[name]}`)
    .join('&');
}

/** RSA2: SHA256withRSA, base64. */
export function rsa2Sign(content: string, key: KeyObject): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(key, 'base64');
}

export function rsa2Verify(content: string, signature: string, key: KeyObject): boolean {
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(key, signature, 'base64');
  } catch {
    return false;
  }
}

/** Alipay's timestamp: yyyy-MM-dd HH:mm:ss in China time. */
function alipayTimestamp(date: Date): string {
  return new Date(date.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** Yuan with 2 decimals, as Alipay's total_amount; null when the text is not such an amount. */
export function amountToCents(text: string): number | null {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

const centsToAmount = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/**
 * Alipay page pay (alipay.trade.page.pay): the browser opens the gateway with the signed request
 * in the query; Alipay posts a signed asynchronous notification when the trade changes.
 */
export function createAlipayProvider(
  config: AlipayConfig,
  now = () => new Date(),
): OnlinePaymentProvider {
  const privateKey = privateKeyOf(config.privateKey);
  const alipayKey = publicKeyOf(config.alipayPublicKey);
  return {
    method: 'alipay',
    acknowledgement: 'success',

    createPaymentUrl(request: PaymentRequest): string {
      const params: Record<string, string> = {
        app_id: config.appId,
        method: 'alipay.trade.page.pay',
        format: 'JSON',
        charset: 'utf-8',
        sign_type: 'RSA2',
        timestamp: alipayTimestamp(now()),
        version: '1.0',
        notify_url: request.notifyUrl,
        return_url: request.returnUrl,
        biz_content: JSON.stringify({
          out_trade_no: request.outTradeNo,
          product_code: 'FAST_INSTANT_TRADE_PAY',
          total_amount: centsToAmount(request.amountCents),
          subject: request.subject,
        }),
      };
      params.sign = rsa2Sign(alipaySignContent(params, ['sign']), privateKey);
      return `${config.gatewayUrl}?${new URLSearchParams(params).toString()}`;
    },

    verifyNotification(params: Record<string, string>): PaymentNotification | null {
      const signature = params.sign;
      if (!signature || params.sign_type !== 'RSA2') return null;
      // Notifications are verified without sign and sign_type (Alipay's rsaCheckV1).
      if (!rsa2Verify(alipaySignContent(params, ['sign', 'sign_type']), signature, alipayKey))
        return null;
      if (params.app_id !== config.appId) return null;
      const amountCents = amountToCents(params.total_amount ?? '');
      if (!params.out_trade_no || amountCents === null) return null;
      return {
        outTradeNo: params.out_trade_no,
        tradeNo: params.trade_no ?? '',
        amountCents,
        paid: params.trade_status === 'TRADE_SUCCESS' || params.trade_status === 'TRADE_FINISHED',
        closed: params.trade_status === 'TRADE_CLOSED',
      };
    },
  };
}
