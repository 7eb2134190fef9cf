import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';
import createEtsyConnector, { standardWebhookSignature } from './etsy.js';
import { decimalToCents } from './platform-http.js';
import { verifyShopifyQueryHmac } from './shopify-query-hmac.js';

describe('platform signatures against the platforms’ published examples', () => {
  it('verifies Shopify’s documented OAuth callback (client secret "hush")', () => {
    const query = {
      code: '0907a61c0c8d55e99db179b68161bc00',
      hmac: '700e2dadb827fcc8609e9d5ce208b2e9cdaab9df07390d2cbca10d7c328fc4bf',
      shop: 'some-shop.myshopify.com',
      state: '0.6784241404160823',
      timestamp: '1337178173',
    };
    expect(verifyShopifyQueryHmac(query, 'hush')).toBe(true);
    expect(verifyShopifyQueryHmac({ ...query, shop: 'other-shop.myshopify.com' }, 'hush')).toBe(
      false,
    );
    expect(verifyShopifyQueryHmac(query, 'not-hush')).toBe(false);
    const { hmac: _hmac, ...unsigned } = query;
    expect(verifyShopifyQueryHmac(unsigned, 'hush')).toBe(false);
  });

  it('reproduces the Standard Webhooks test vector that Etsy’s signing follows', () => {
    const body = Buffer.from('{"test": 2432232314}');
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    expect(
      standardWebhookSignature('msg_p5jXN8AQM9LWM0D4loKWxJek', '1614265330', body, secret),
    ).toBe('g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
    // The vector is from 2021: outside the five-minute window it is refused as a replay.
    const etsy = createEtsyConnector(loadConfig({}).stores);
    const delivery = {
      headers: {
        'webhook-id': 'msg_p5jXN8AQM9LWM0D4loKWxJek',
        'webhook-timestamp': '1614265330',
        'webhook-signature': 'v1,bogus v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
      },
      rawBody: body,
    };
    expect(etsy.verifyWebhook(delivery, secret)).toBe(false);
  });

  it('reads platform money as truncated cents', () => {
    expect(decimalToCents('19.90')).toBe(1990);
    expect(decimalToCents('19.999')).toBe(1999);
    expect(decimalToCents(12.5)).toBe(1250);
    expect(decimalToCents('7')).toBe(700);
    expect(decimalToCents(null)).toBe(0);
  });
});
