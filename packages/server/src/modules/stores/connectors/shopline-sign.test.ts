import { describe, expect, it } from 'vitest';
import {
  shoplinePostSign,
  shoplineQuerySign,
  shoplineWebhookSign,
  verifyShoplineQuery,
} from './shopline-sign.js';

/** The official shopline-sdk-go's test vectors (client/sign_test.go, oauth_test.go @f73904c). */
const SECRET = 'LDLLJJLflja2039203flaflaLLFLE';

describe('SHOPLINE signatures against the official SDK’s vectors', () => {
  it('signs token create (the JSON body) and refresh (no body) with the timestamp', () => {
    expect(shoplinePostSign(SECRET, JSON.stringify({ code: 'code' }), '21c335b3a')).toBe(
      '4c4cf0ac52439d1308b58897f857dcba8545efb6c0e8091fba64b148218d2074',
    );
    expect(shoplinePostSign(SECRET, '', '21c335b3a')).toBe(
      'cf5edab6b92d740fe54b3ce9e2723788128384a1eb5c2a5d64c9210a31185b86',
    );
  });

  it('signs and verifies a GET’s sorted parameters', () => {
    const params = {
      timestamp: '21c335b3a',
      lang: 'zh',
      handle: 'zwapptest',
      appkey: 'LDLLJJLflja2039203flaflaLLFLE',
    };
    const sign = '654a42549daaad959b6488500f499fc0381c6cf24d8afceeb566729fc82fee6a';
    expect(shoplineQuerySign(SECRET, params)).toBe(sign);
    expect(verifyShoplineQuery({ ...params, sign }, SECRET)).toBe(true);
    expect(verifyShoplineQuery({ ...params, sign: 'wrong' }, SECRET)).toBe(false);
    expect(verifyShoplineQuery({ ...params, handle: 'other', sign }, SECRET)).toBe(false);
  });

  it('signs a webhook body in hex', () => {
    expect(shoplineWebhookSign(SECRET, Buffer.from(JSON.stringify('my secret message')))).toBe(
      '7d8b4cbec432e0c7e901881cc0f2490a910d56eaa73fc94bcc4276d14a61fe88',
    );
  });
});
