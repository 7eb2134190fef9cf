import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { verifyShopifySessionToken } from './shopify-session-token.js';

const app = { apiKey: 'test-api-key', apiSecret: 'test-app-secret' };
const now = new Date('2026-11-21T10:00:00Z');
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** A session token as App Bridge makes it (claims per Shopify's docs). */
function sessionToken(
  claims: Record<string, unknown> = {},
  options: { secret?: string; exp?: number; nbf?: number } = {},
) {
  const dest = 'https://podkit-demo.myshopify.com';
  return new SignJWT({
    iss: `${dest}/admin`,
    dest,
    aud: app.apiKey,
    sub: '42',
    sid: 's1',
    ...claims,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(seconds(now) - 5)
    .setNotBefore(options.nbf ?? seconds(now) - 5)
    .setExpirationTime(options.exp ?? seconds(now) + 55)
    .setJti('jti-1')
    .sign(new TextEncoder().encode(options.secret ?? app.apiSecret));
}

describe('verifyShopifySessionToken', () => {
  it('accepts a token signed with the app secret for this app and shop', async () => {
    await expect(verifyShopifySessionToken(await sessionToken(), app, now)).resolves.toMatchObject({
      shop: 'podkit-demo.myshopify.com',
      userId: '42',
    });
  });

  it('refuses a wrong signature, a wrong audience and an expired token, each by name', async () => {
    await expect(
      verifyShopifySessionToken(await sessionToken({}, { secret: 'other' }), app, now),
    ).rejects.toMatchObject({
      httpStatus: 401,
      message: 'Shopify 会话令牌签名无效',
    });
    await expect(
      verifyShopifySessionToken(await sessionToken({ aud: 'another-app' }), app, now),
    ).rejects.toThrow('Shopify 会话令牌不是签发给本应用的');
    await expect(
      verifyShopifySessionToken(await sessionToken({}, { exp: seconds(now) - 10 }), app, now),
    ).rejects.toThrow('Shopify 会话令牌已过期');
  });

  it('refuses a destination that is not a myshopify.com shop, or an issuer of another shop', async () => {
    await expect(
      verifyShopifySessionToken(
        await sessionToken({ dest: 'https://evil.example', iss: 'https://evil.example/admin' }),
        app,
        now,
      ),
    ).rejects.toThrow('Shopify 会话令牌的店铺地址无效');
    await expect(
      verifyShopifySessionToken(
        await sessionToken({ iss: 'https://other.myshopify.com/admin' }),
        app,
        now,
      ),
    ).rejects.toThrow('Shopify 会话令牌的签发方与店铺不符');
  });

  it('refuses a token signed with another algorithm', async () => {
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
      JSON.stringify({
        aud: app.apiKey,
        dest: 'https://podkit-demo.myshopify.com',
        exp: seconds(now) + 50,
      }),
    ).toString('base64url')}.`;
    await expect(verifyShopifySessionToken(none, app, now)).rejects.toMatchObject({
      httpStatus: 401,
    });
  });
});
