import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { stores } from '../src/modules/stores/schema.js';
import { users } from '../src/modules/users/schema.js';
import { startTestServer, testDbKind, type TestServer } from './harness.js';
import { bearer, signIn } from './support/accounts.js';
import { cspDirective } from './support/csp.js';
import { fakeEmbedBuild } from './support/embed-build.js';

const SHOPIFY = { apiKey: 'test-shopify-key', apiSecret: 'test-shopify-secret' };
const SHOPLINE = { apiKey: 'test-shopline-key', apiSecret: 'test-shopline-secret' };
const seconds = (ms: number) => Math.floor(ms / 1000);

let server: TestServer;
let operatorToken: string;
let embedBuild: ReturnType<typeof fakeEmbedBuild>;

beforeAll(async () => {
  embedBuild = fakeEmbedBuild();
  server = await startTestServer({
    env: {
      EMBED_DIR: embedBuild.dir,
      SHOPIFY_API_KEY: SHOPIFY.apiKey,
      SHOPIFY_API_SECRET: SHOPIFY.apiSecret,
      SHOPLINE_APP_KEY: SHOPLINE.apiKey,
      SHOPLINE_APP_SECRET: SHOPLINE.apiSecret,
    },
  });
  operatorToken = await signIn(server.app, 'operator', 'operator123456');
  for (const link of [
    { platform: 'shopify', shop: 'podkit-demo.myshopify.com', username: 'demo' },
    { platform: 'shopify', shop: 'ops-shop.myshopify.com', username: 'operator' },
    { platform: 'shopline', shop: 'podkit-demo.myshopline.com', username: 'demo' },
  ]) {
    const res = await server.app.inject({
      method: 'POST',
      url: '/req/admin/shopLink',
      payload: link,
      headers: bearer(operatorToken),
    });
    expect(res.json()).toMatchObject({ status_code: 200, msg: '店铺已关联' });
  }
});
afterAll(async () => {
  await server?.close();
  embedBuild?.remove();
});

function sessionToken(
  shopHost: string,
  options: { secret?: string; aud?: string; expSeconds?: number } = {},
  app = SHOPIFY,
) {
  const dest = `https://${shopHost}`;
  const now = Date.now();
  return new SignJWT({ iss: `${dest}/admin`, dest, aud: options.aud ?? app.apiKey, sub: '7' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(seconds(now) - 5)
    .setNotBefore(seconds(now) - 5)
    .setExpirationTime(seconds(now) + (options.expSeconds ?? 55))
    .sign(new TextEncoder().encode(options.secret ?? app.apiSecret));
}

async function adminSession(platform: string, token: string) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/req/embed/adminSession',
    payload: { platform, token },
  });
  return { http: res.statusCode, ...res.json() };
}

async function usernameOf(token: string) {
  const res = await server.app.inject({
    method: 'GET',
    url: '/req/distribution/user',
    headers: bearer(token),
  });
  return res.json().data.username as string;
}

describe(`store-platform admin embeds on ${testDbKind}`, () => {
  it('opens a short session for the reseller who owns the shop', async () => {
    const demo = await adminSession('shopify', await sessionToken('podkit-demo.myshopify.com'));
    expect(demo).toMatchObject({ status_code: 200, data: { shop: 'podkit-demo.myshopify.com' } });
    expect(await usernameOf(demo.data.token)).toBe('demo');
    expect(new Date(demo.data.expires_at).getTime() - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    const ops = await adminSession('shopify', await sessionToken('ops-shop.myshopify.com'));
    expect(await usernameOf(ops.data.token)).toBe('operator');
  });

  it('opens the session for the reseller who connected the shop as a store', async () => {
    const db = server.database.db;
    const [demo] = await db.select().from(users).where(eq(users.username, 'demo'));
    const shop = 'connected-shop.myshopify.com';
    const [store] = await db
      .insert(stores)
      .values({
        siteId: demo!.siteId,
        userId: demo!.id,
        platform: 5,
        name: 'connected',
        shopDomain: shop,
        state: 'authorising',
      })
      .returning();
    // Not yet authorised: nobody owns it.
    expect(await adminSession('shopify', await sessionToken(shop))).toMatchObject({ http: 403 });
    await db.update(stores).set({ state: 'authorised' }).where(eq(stores.id, store!.id));
    const session = await adminSession('shopify', await sessionToken(shop));
    expect(session).toMatchObject({ status_code: 200, data: { shop } });
    expect(await usernameOf(session.data.token)).toBe('demo');
  });

  it('refuses a wrong signature, a wrong audience, an expired token and an unlinked shop', async () => {
    const shop = 'podkit-demo.myshopify.com';
    expect(await adminSession('shopify', await sessionToken(shop, { secret: 'x' }))).toMatchObject({
      http: 401,
      msg: 'Shopify 会话令牌签名无效',
    });
    expect(
      await adminSession('shopify', await sessionToken(shop, { aud: 'other-app' })),
    ).toMatchObject({ http: 401, msg: 'Shopify 会话令牌不是签发给本应用的' });
    expect(
      await adminSession('shopify', await sessionToken(shop, { expSeconds: -30 })),
    ).toMatchObject({ http: 401, msg: 'Shopify 会话令牌已过期' });
    expect(
      await adminSession('shopify', await sessionToken('stranger.myshopify.com')),
    ).toMatchObject({ http: 403, msg: '店铺 stranger.myshopify.com 尚未关联本站点的账户' });
  });

  it('does the same for Shopline with its own app secret', async () => {
    const good = await adminSession(
      'shopline',
      await sessionToken('podkit-demo.myshopline.com', {}, SHOPLINE),
    );
    expect(await usernameOf(good.data.token)).toBe('demo');
    const shopifySigned = await sessionToken('podkit-demo.myshopline.com', {
      secret: SHOPIFY.apiSecret,
      aud: SHOPLINE.apiKey,
    });
    expect((await adminSession('shopline', shopifySigned)).http).toBe(401);
  });

  it('serves the admin page framed only by the requesting shop and the platform admin', async () => {
    const page = await server.app.inject({
      method: 'GET',
      url: '/embed/shopify?shop=podkit-demo.myshopify.com',
    });
    expect(page.statusCode).toBe(200);
    expect(cspDirective(page.headers['content-security-policy'], 'frame-ancestors')).toBe(
      'https://podkit-demo.myshopify.com https://admin.shopify.com',
    );
    // App Bridge comes from Shopify's CDN, on this page only.
    expect(cspDirective(page.headers['content-security-policy'], 'script-src')).toBe(
      "'self' https://cdn.shopify.com",
    );
    expect(page.headers['x-frame-options']).toBeUndefined();
    expect(page.body).toContain('<meta name="shopify-api-key" content="test-shopify-key" />');
    expect(page.body).toContain('https://cdn.shopify.com/shopifycloud/app-bridge.js');
    expect(page.body).toContain('/embed/admin-AbCd1234.js');
    const shopline = await server.app.inject({
      method: 'GET',
      url: '/embed/shopline?shop=podkit-demo.myshopline.com',
    });
    expect(cspDirective(shopline.headers['content-security-policy'], 'frame-ancestors')).toBe(
      'https://podkit-demo.myshopline.com',
    );
    expect(cspDirective(shopline.headers['content-security-policy'], 'script-src')).toBe("'self'");
    const bad = await server.app.inject({ method: 'GET', url: '/embed/shopify?shop=evil.example' });
    expect(bad.statusCode).toBe(400);
    expect(cspDirective(bad.headers['content-security-policy'], 'frame-ancestors')).toBe("'none'");
  });

  it('serves podkit.js briefly cached and hashed chunks for a year, to any origin', async () => {
    const loader = await server.app.inject({ method: 'GET', url: '/embed/podkit.js' });
    expect(loader.headers['cache-control']).toBe('public, max-age=300');
    expect(loader.headers['access-control-allow-origin']).toBe('*');
    const chunk = await server.app.inject({ method: 'GET', url: '/embed/admin-AbCd1234.js' });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await server.app.inject({ method: 'GET', url: '/embed/embed-manifest.json' });
    expect(manifest.statusCode).toBe(404);
  });

  it('lets only operators link shops, each shop once', async () => {
    const reseller = await signIn(server.app, 'demo', 'demo123456');
    const denied = await server.app.inject({
      method: 'POST',
      url: '/req/admin/shopLink',
      payload: { platform: 'shopify', shop: 'mine.myshopify.com', username: 'demo' },
      headers: bearer(reseller),
    });
    expect(denied.statusCode).toBe(403);
    const again = await server.app.inject({
      method: 'POST',
      url: '/req/admin/shopLink',
      payload: { platform: 'shopify', shop: 'podkit-demo.myshopify.com', username: 'operator' },
      headers: bearer(operatorToken),
    });
    expect(again.json()).toMatchObject({
      status_code: 409,
      msg: '店铺 podkit-demo.myshopify.com 已关联其他账户',
    });
  });
});
