import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { alipaySignContent, amountToCents, createAlipayProvider, rsa2Sign } from './alipay.js';

describe('alipaySignContent', () => {
  it('sorts by name, leaves out empty values and the named parameters, values as they are', () => {
    expect(
      alipaySignContent(
        {
          total_amount: '2.00',
          body: '大乐透2.1',
          sign: 'x',
          sign_type: 'RSA2',
          buyer_id: '',
          app_id: '1',
        },
        ['sign', 'sign_type'],
      ),
    ).toBe('app_id=1&body=大乐透2.1&total_amount=2.00');
  });
});

describe('amountToCents', () => {
  it('reads yuan with up to 2 decimals and refuses anything else', () => {
    expect(amountToCents('88.80')).toBe(8880);
    expect(amountToCents('1')).toBe(100);
    expect(amountToCents('1.5')).toBe(150);
    expect(amountToCents('-1.00')).toBeNull();
    expect(amountToCents('1.001')).toBeNull();
  });
});

describe('the Alipay provider', () => {
  const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = createAlipayProvider(
    {
      appId: '2021000000000001',
      privateKey: app.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString(),
      // The bare base64 that Alipay's key tool prints works as well as PEM.
      alipayPublicKey: alipay.publicKey.export({ format: 'der', type: 'spki' }).toString('base64'),
      gatewayUrl: 'https://openapi-sandbox.dl.alipaydev.com/gateway.do',
    },
    () => new Date('2026-11-21T04:05:06Z'),
  );

  it('signs a page pay request that the app key verifies', () => {
    const url = new URL(
      provider.createPaymentUrl({
        outTradeNo: 'RC1',
        amountCents: 12345,
        subject: '充值',
        notifyUrl: 'https://shop.example/req/api/payment/alipay/notify',
        returnUrl: 'https://shop.example/setting/recharge',
      }),
    );
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      method: 'alipay.trade.page.pay',
      sign_type: 'RSA2',
      timestamp: '2026-11-21 12:05:06',
      charset: 'utf-8',
    });
    expect(JSON.parse(params.biz_content!)).toEqual({
      out_trade_no: 'RC1',
      product_code: 'FAST_INSTANT_TRADE_PAY',
      total_amount: '123.45',
      subject: '充值',
    });
    expect(rsa2Sign(alipaySignContent(params, ['sign']), app.privateKey)).toBe(params.sign);
  });

  it('verifies a notification signed by Alipay and nothing else', () => {
    const notice: Record<string, string> = {
      app_id: '2021000000000001',
      out_trade_no: 'RC1',
      trade_no: 'T1',
      total_amount: '123.45',
      trade_status: 'TRADE_SUCCESS',
      sign_type: 'RSA2',
    };
    notice.sign = rsa2Sign(alipaySignContent(notice, ['sign', 'sign_type']), alipay.privateKey);
    expect(provider.verifyNotification(notice)).toEqual({
      outTradeNo: 'RC1',
      tradeNo: 'T1',
      amountCents: 12345,
      paid: true,
      closed: false,
    });
    expect(provider.verifyNotification({ ...notice, total_amount: '1.00' })).toBeNull();
    const byApp = { ...notice };
    byApp.sign = rsa2Sign(alipaySignContent(byApp, ['sign', 'sign_type']), app.privateKey);
    expect(provider.verifyNotification(byApp)).toBeNull();
  });
});
