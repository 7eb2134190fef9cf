import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startWishFake, type WishFake } from '../../packages/server/test/fakes/wish.js';
import { launchChromium } from '../support/browser.js';
import { startBuiltServer, type BuiltServer } from '../support/built-server.js';
import { seededDataDir } from '../support/seeded-data-dir.js';
import { buttonName, newPage, signInAsDemo, waitForPath } from '../support/pages.js';
import { enablePlatformInConsole, shootBothWidths } from '../support/store-platforms.js';

const WISH = { clientId: '5f9e8d7c6b5a493827160a0b', clientSecret: 'e2e-wish-client-secret' };

let wish: WishFake;
let server: BuiltServer;
let browser: Browser;

beforeAll(async () => {
  wish = await startWishFake(WISH);
  // The app the operator enters in 站点设置; only Wish's addresses come from the environment.
  server = await startBuiltServer(
    { WISH_API_URL: wish.url, WISH_AUTHORIZE_URL: `${wish.url}/v3/oauth/authorize` },
    { dataDir: await seededDataDir('wish') },
  );
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await wish?.close();
});

describe('Wish store', () => {
  it('the operator enables Wish; a reseller authorises a merchant and its orders sync', async () => {
    await enablePlatformInConsole(
      browser,
      server.baseUrl,
      'Wish',
      { 'Client ID': WISH.clientId, 'Client Secret': WISH.clientSecret },
      'store-platforms-admin-wish',
    );
    const [order] = wish.seed(3);

    const page = await newPage(browser, 1280);
    await signInAsDemo(page, server.baseUrl, '/myOrder/storeAdmin?platform=3');
    await page.getByRole('button', { name: buttonName('授权 Wish 店铺') }).click();
    await page.getByRole('button', { name: buttonName('前往授权') }).click();
    await waitForPath(page, '/myOrder/storeAdmin?platform=3');
    const row = page.locator('tr', { hasText: wish.merchantId });
    await expect.poll(() => row.getByText('已授权').count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => row.getByText(/上次同步/).count(), { timeout: 30_000 }).toBe(1);
    // The page fades in after the return from Wish: shoot it once nothing covers it.
    await page.waitForFunction(() => !document.querySelector('.ant-modal-mask, .ant-drawer-mask'));
    await page.waitForTimeout(500);
    await shootBothWidths(page, 'store-admin-wish');

    await row.getByRole('button', { name: '待付款订单' }).click();
    const drawer = page.locator('.ant-drawer');
    await expect
      .poll(() => drawer.getByText(order!.id).count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await page.context().close();
  });
});
