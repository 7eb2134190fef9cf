import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { uploadFile, type Client } from '@podkit/sdk-core';
import { signedInClient } from '../support/api-client.js';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { startBuiltServer, type BuiltServer } from '../support/built-server.js';
import { seededDataDir } from '../support/seeded-data-dir.js';
import { newPage } from '../support/pages.js';

// The Shopify app this PodKit site is: a test API key and secret, as the Partner Dashboard gives.
const APP = { apiKey: 'test-shopify-key', apiSecret: 'test-shopify-secret' };
const DEMO_SHOP = 'podkit-demo.myshopify.com';
const OPERATOR_SHOP = 'ops-shop.myshopify.com';

let server: BuiltServer;
let browser: Browser;
let demo: Client;

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** A session token as App Bridge's `shopify.idToken()` gives it: HS256 with the app secret. */
function sessionToken(
  shop: string,
  options: { secret?: string; aud?: string; expiresIn?: number } = {},
): string {
  const now = Math.floor(Date.now() / 1000);
  const dest = `https://${shop}`;
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      iss: `${dest}/admin`,
      dest,
      aud: options.aud ?? APP.apiKey,
      sub: '42',
      exp: now + (options.expiresIn ?? 55),
      nbf: now - 5,
      iat: now - 5,
      jti: `jti-${now}`,
      sid: 'sid-1',
    }),
  );
  const signature = createHmac('sha256', options.secret ?? APP.apiSecret)
    .update(`${header}.${payload}`)
    .digest('base64url');
  return `${header}.${payload}.${signature}`;
}

/** Opens the admin page the way the Shopify admin does, App Bridge handing out `token`. */
async function openAdmin(shop: string, token: string): Promise<Page> {
  const page = await newPage(browser);
  // In the admin, app-bridge.js comes from Shopify's CDN; here it hands out the test token.
  await page.route('https://cdn.shopify.com/shopifycloud/app-bridge.js', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.shopify = { idToken: function () { return Promise.resolve(${JSON.stringify(token)}); } };`,
    }),
  );
  await page.goto(`${server.baseUrl}/embed/shopify?shop=${shop}`);
  return page;
}

async function widgetStatus(page: Page) {
  const widget = page.locator('[data-widget]').first();
  await expect
    .poll(
      () =>
        widget.evaluate(
          (host) =>
            host.shadowRoot?.querySelector('.podkit-status[data-state=error]')?.textContent ??
            (host.shadowRoot?.querySelector('.podkit-mount') ? 'mounted' : 'waiting'),
        ),
      { timeout: 30_000 },
    )
    .not.toBe('waiting');
  return widget.evaluate(
    (host) =>
      host.shadowRoot?.querySelector('.podkit-status[data-state=error]')?.textContent ?? 'mounted',
  );
}

beforeAll(async () => {
  server = await startBuiltServer(
    { SHOPIFY_API_KEY: APP.apiKey, SHOPIFY_API_SECRET: APP.apiSecret },
    { dataDir: await seededDataDir('embed-shopify') },
  );
  browser = await launchChromium();
  demo = await signedInClient(server.baseUrl, 'demo', 'demo123456');
  const operator = await signedInClient(server.baseUrl, 'operator', 'operator123456');
  for (const [shop, username] of [
    [DEMO_SHOP, 'demo'],
    [OPERATOR_SHOP, 'operator'],
  ]) {
    await operator.post('/admin/shopLink', { platform: 'shopify', shop, username });
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the page inside the Shopify admin', () => {
  it('is framed only by the shop and the Shopify admin', async () => {
    const res = await fetch(`${server.baseUrl}/embed/shopify?shop=${DEMO_SHOP}`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp.split(';').map((d) => d.trim())).toContain(
      `frame-ancestors https://${DEMO_SHOP} https://admin.shopify.com`,
    );
    expect(res.headers.get('x-frame-options')).toBeNull();
  });

  it("opens the shop owner's PodKit with a valid session token", async () => {
    const name = `店铺素材${Date.now()}`;
    await uploadFile(
      demo,
      Object.assign(new Blob([new Uint8Array(tinyPng)], { type: 'image/png' }), {
        name: `${name}.png`,
      }),
      { type: 'material' },
    );
    const page = await openAdmin(DEMO_SHOP, sessionToken(DEMO_SHOP));
    expect(await widgetStatus(page)).toBe('mounted');
    // The order table opens first, with the shop owner's orders (a list, or none yet).
    const orders = page.locator('[data-widget="orders"]');
    await expect
      .poll(
        async () =>
          (await orders.getByRole('table', { name: '订单列表' }).count()) +
          (await orders.getByText('没有符合条件的订单').count()),
        { timeout: 30_000 },
      )
      .toBe(1);
    await page.screenshot({ path: screenshotPath('embed-shopify-admin-orders') });
    // The same session is the shop owner's everywhere: their own material is in the gallery tab.
    await page.getByRole('tab', { name: '素材库' }).click();
    const gallery = page.locator('[data-widget="gallery"]');
    await expect
      .poll(() => gallery.getByRole('option', { name }).count(), { timeout: 30_000 })
      .toBe(1);
    await page.context().close();

    // Another shop opens its own owner's data.
    const other = await openAdmin(OPERATOR_SHOP, sessionToken(OPERATOR_SHOP));
    expect(await widgetStatus(other)).toBe('mounted');
    await other.getByRole('tab', { name: '素材库' }).click();
    const otherGallery = other.locator('[data-widget="gallery"]');
    await expect.poll(() => otherGallery.getByRole('listbox').count()).toBe(1);
    expect(await otherGallery.getByRole('option', { name }).count()).toBe(0);
    await other.context().close();
  });

  it('refuses a wrong signature, a wrong audience and an expired token', async () => {
    for (const [token, message] of [
      [sessionToken(DEMO_SHOP, { secret: 'not-the-app-secret' }), 'Shopify 会话令牌签名无效'],
      [sessionToken(DEMO_SHOP, { aud: 'another-app' }), 'Shopify 会话令牌不是签发给本应用的'],
      [sessionToken(DEMO_SHOP, { expiresIn: -30 }), 'Shopify 会话令牌已过期'],
    ] as const) {
      const page = await openAdmin(DEMO_SHOP, token);
      expect(await widgetStatus(page)).toBe(`无法登录：${message}`);
      await page.context().close();
    }
  });
});

const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGP4z8DAwMAAAA0BAf8bBEwAAAAASUVORK5CYII=',
  'base64',
);
