import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startShoplineFake, type ShoplineFake } from '../../packages/server/test/fakes/shopline.js';
import { launchChromium } from '../support/browser.js';
import { startBuiltServer, type BuiltServer } from '../support/built-server.js';
import { seededDataDir } from '../support/seeded-data-dir.js';
import { newPage, signInAsDemo, waitForPath } from '../support/pages.js';
import {
  enablePlatformInConsole,
  leaveToAuthorize,
  shootBothWidths,
} from '../support/store-platforms.js';

const SHOPLINE = { appKey: 'e2e-shopline-app-key', appSecret: 'e2e-shopline-app-secret-0000' };

let shopline: ShoplineFake;
let server: BuiltServer;
let browser: Browser;

beforeAll(async () => {
  shopline = await startShoplineFake({ ...SHOPLINE, handle: 'e2e-shopline' });
  server = await startBuiltServer(
    { SHOPLINE_SHOP_ORIGIN: shopline.url },
    { dataDir: await seededDataDir('shopline') },
  );
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await shopline?.close();
});

describe('Shopline stores', () => {
  it('the operator enables Shopline; a reseller authorises a store and its orders sync', async () => {
    await enablePlatformInConsole(
      browser,
      server.baseUrl,
      'Shopline',
      { 'App Key': SHOPLINE.appKey, 'App Secret': SHOPLINE.appSecret },
      'store-platforms-admin-shopline',
    );
    shopline.seed(3, 2);

    const page = await newPage(browser, 1280);
    await signInAsDemo(page, server.baseUrl, '/myOrder/storeAdmin?platform=9');
    await leaveToAuthorize(page, 'Shopline', { 店铺域名: 'e2e-shopline' });
    // SHOPLINE's authorise page reads its hash; the fake's page approves what it reads.
    await waitForPath(page, '/myOrder/storeAdmin?platform=9');
    const row = page.locator('tr', { hasText: shopline.shop });
    await expect.poll(() => row.getByText('已授权').count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => row.getByText(/上次同步/).count(), { timeout: 60_000 }).toBe(1);
    await shootBothWidths(page, 'store-admin-shopline');
    await page.context().close();
  });
});
