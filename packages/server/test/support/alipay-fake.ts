import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { alipaySignContent, rsa2Sign, rsa2Verify } from '../../src/modules/recharge/alipay.js';

/** A trade the fake gateway accepted from a signed alipay.trade.page.pay request. */
export interface FakeTrade {
  outTradeNo: string;
  totalAmount: string;
  subject: string;
  notifyUrl: string;
  returnUrl: string;
  tradeNo: string;
}

export interface AlipayFake {
  /** Environment for the server under test (app id, keys, gateway URL). */
  env: Record<string, string>;
  trades: Map<string, FakeTrade>;
  /** Requests the gateway refused, with why (bad signature, missing field …). */
  refused: string[];
  /** Opens a pay URL as a browser would: the gateway checks it and records the trade. */
  open(payUrl: string): Promise<{ status: number; body: string }>;
  /** The notification Alipay sends for a paid trade, signed with Alipay's key. */
  notification(outTradeNo: string, overrides?: Record<string, string>): Record<string, string>;
  /** Signs notification params with Alipay's key, as the real gateway does (sign, sign_type left out). */
  sign(params: Record<string, string>, key?: 'alipay' | 'stranger'): Record<string, string>;
  /** Posts a notification form to the trade's notify_url; answers the merchant's reply. */
  notify(notifyUrl: string, params: Record<string, string>): Promise<string>;
  close(): Promise<void>;
}

const pem = (key: KeyObject, type: 'pkcs8' | 'spki') =>
  key.export({ format: 'pem', type }).toString();

/**
 * A contract fake of Alipay's open-API gateway for page pay, on loopback: it verifies the
 * request's RSA2 signature with the app's public key and the fields alipay.trade.page.pay requires,
 * and signs asynchronous notifications with its own private key, as documented by Alipay.
 */
export async function startAlipayFake(): Promise<AlipayFake> {
  const appKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipayKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const strangerKeys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const appId = `2021${randomBytes(6).toString('hex').replace(/\D/g, '7').slice(0, 12)}`;
  const sellerId = '2088102177846880';
  const trades = new Map<string, FakeTrade>();
  const refused: string[] = [];

  function checkPagePay(params: Record<string, string>): string | null {
    for (const name of [
      'app_id',
      'method',
      'charset',
      'sign_type',
      'sign',
      'timestamp',
      'version',
      'biz_content',
    ])
      if (!params[name]) return `missing ${name}`;
    if (params.app_id !== appId) return 'app_id unknown';
    if (params.method !== 'alipay.trade.page.pay') return 'wrong method';
    if (params.sign_type !== 'RSA2') return 'sign_type must be RSA2';
    if (params.version !== '1.0') return 'version must be 1.0';
    if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(params.timestamp!)) return 'bad timestamp';
    if (!rsa2Verify(alipaySignContent(params, ['sign']), params.sign!, appKeys.publicKey))
      return 'invalid-signature';
    let biz: Record<string, unknown>;
    try {
      biz = JSON.parse(params.biz_content!) as Record<string, unknown>;
    } catch {
      return 'biz_content is not JSON';
    }
    if (biz.product_code !== 'FAST_INSTANT_TRADE_PAY') return 'product_code';
    if (typeof biz.out_trade_no !== 'string' || biz.out_trade_no.length > 64) return 'out_trade_no';
    if (typeof biz.total_amount !== 'string' || !/^\d+\.\d{2}$/.test(biz.total_amount))
      return 'total_amount';
    if (Number(biz.total_amount) < 0.01 || Number(biz.total_amount) > 100_000_000)
      return 'amount range';
    if (typeof biz.subject !== 'string' || biz.subject.length === 0) return 'subject';
    trades.set(biz.out_trade_no, {
      outTradeNo: biz.out_trade_no,
      totalAmount: biz.total_amount,
      subject: biz.subject,
      notifyUrl: params.notify_url ?? '',
      returnUrl: params.return_url ?? '',
      tradeNo: `2026${Date.now()}${randomBytes(3).toString('hex')}`.replace(/\D/g, '1'),
    });
    return null;
  }

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    if (request.method !== 'GET' || url.pathname !== '/gateway.do') {
      response.writeHead(404).end();
      return;
    }
    const params = Object.fromEntries(url.searchParams);
    const problem = checkPagePay(params);
    if (problem) {
      refused.push(problem);
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<html><body>错误代码 ${problem}</body></html>`);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<html><body>支付宝 - 网上支付 安全快速！</body></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  function sign(params: Record<string, string>, key: 'alipay' | 'stranger' = 'alipay') {
    const signed: Record<string, string> = { ...params, sign_type: 'RSA2' };
    const privateKey = key === 'alipay' ? alipayKeys.privateKey : strangerKeys.privateKey;
    signed.sign = rsa2Sign(alipaySignContent(signed, ['sign', 'sign_type']), privateKey);
    return signed;
  }

  return {
    env: {
      ALIPAY_APP_ID: appId,
      ALIPAY_PRIVATE_KEY: pem(appKeys.privateKey, 'pkcs8'),
      ALIPAY_PUBLIC_KEY: pem(alipayKeys.publicKey, 'spki'),
      ALIPAY_GATEWAY_URL: `http://127.0.0.1:${port}/gateway.do`,
    },
    trades,
    refused,
    async open(payUrl) {
      const res = await fetch(payUrl);
      return { status: res.status, body: await res.text() };
    },
    notification(outTradeNo, overrides = {}) {
      const trade = trades.get(outTradeNo);
      if (!trade) throw new Error(`fake alipay: no trade ${outTradeNo}`);
      const now = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
      return sign({
        notify_time: now,
        notify_type: 'trade_status_sync',
        notify_id: randomBytes(16).toString('hex'),
        app_id: appId,
        charset: 'utf-8',
        version: '1.0',
        trade_no: trade.tradeNo,
        out_trade_no: trade.outTradeNo,
        total_amount: trade.totalAmount,
        receipt_amount: trade.totalAmount,
        buyer_pay_amount: trade.totalAmount,
        subject: trade.subject,
        trade_status: 'TRADE_SUCCESS',
        gmt_create: now,
        gmt_payment: now,
        seller_id: sellerId,
        buyer_id: '2088102177846875',
        ...overrides,
      });
    },
    sign,
    async notify(notifyUrl, params) {
      const res = await fetch(notifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
        body: new URLSearchParams(params).toString(),
      });
      return res.text();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
