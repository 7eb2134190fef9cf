import '@shopify/shopify-api/adapters/web-api';
import { ApiVersion, LogSeverity, shopifyApi } from '@shopify/shopify-api';
import { getJwt } from '@shopify/shopify-api/test-helpers';
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

describe('verifyShopifySessionToken against Shopify’s own library', () => {
  const shopify = shopifyApi({
    apiKey: app.apiKey,
    apiSecretKey: app.apiSecret,
    apiVersion: ApiVersion.October25,
    hostName: 'podkit.test',
    isEmbeddedApp: true,
    logger: { level: LogSeverity.Error },
  });
  const tokenOf = async (overrides: Record<string, unknown> = {}) =>
    (await getJwt('podkit-demo', app.apiKey, app.apiSecret, overrides)).token;
  const nowSeconds = () => Date.now() / 1000;
  const bothAccept = async (token: string) => {
    await expect(shopify.session.decodeSessionToken(token)).resolves.toMatchObject({
      dest: 'https://podkit-demo.myshopify.com',
    });
    await expect(verifyShopifySessionToken(token, app)).resolves.toMatchObject({
      shop: 'podkit-demo.myshopify.com',
    });
  };

  it('accepts the token the library’s test helper makes (iss without a scheme)', async () => {
    const token = await tokenOf();
    await bothAccept(token);
  });

  it('allows the library’s 10 s of clock skew on exp and nbf, and no more', async () => {
    await bothAccept(await tokenOf({ exp: nowSeconds() - 8 }));
    await bothAccept(await tokenOf({ nbf: nowSeconds() + 8 }));
    const late = await tokenOf({ exp: nowSeconds() - 15 });
    await expect(shopify.session.decodeSessionToken(late)).rejects.toThrow();
    await expect(verifyShopifySessionToken(late, app)).rejects.toThrow('Shopify 会话令牌已过期');
    const early = await tokenOf({ nbf: nowSeconds() + 15 });
    await expect(shopify.session.decodeSessionToken(early)).rejects.toThrow();
    await expect(verifyShopifySessionToken(early, app)).rejects.toMatchObject({ httpStatus: 401 });
  });

  it('refuses, as the library does, a token of another app or signed with another secret', async () => {
    const other = (await getJwt('podkit-demo', 'another-app', app.apiSecret)).token;
    await expect(shopify.session.decodeSessionToken(other)).rejects.toThrow();
    await expect(verifyShopifySessionToken(other, app)).rejects.toThrow(
      'Shopify 会话令牌不是签发给本应用的',
    );
    const forged = (await getJwt('podkit-demo', app.apiKey, 'not-the-secret')).token;
    await expect(shopify.session.decodeSessionToken(forged)).rejects.toThrow();
    await expect(verifyShopifySessionToken(forged, app)).rejects.toThrow(
      'Shopify 会话令牌签名无效',
    );
  });

  it('refuses an issuer on another shop than dest, which Shopify’s docs require to match', async () => {
    const token = await tokenOf({ iss: 'other-shop.myshopify.com/admin' });
    await expect(verifyShopifySessionToken(token, app)).rejects.toThrow(
      'Shopify 会话令牌的签发方与店铺不符',
    );
  });
});
