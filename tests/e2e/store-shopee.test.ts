import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startShopeeFake, type ShopeeFake } from '../../packages/server/test/fakes/shopee.js';
import { launchChromium } from '../support/browser.js';
import { startBuiltServer, type BuiltServer } from '../support/built-server.js';
import { seededDataDir } from '../support/seeded-data-dir.js';
import { newPage, signInAsDemo, waitForPath } from '../support/pages.js';
import {
  enablePlatformInConsole,
  leaveToAuthorize,
  shootBothWidths,
} from '../support/store-platforms.js';

const SHOPEE = { partnerId: '2009999', partnerKey: 'e2e-shopee-partner-key' };

let shopee: ShopeeFake;
let server: BuiltServer;
let browser: Browser;

beforeAll(async () => {
  shopee = await startShopeeFake(SHOPEE);
  // The partner app the operator enters in 站点设置; only Shopee's address comes from the environment.
  server = await startBuiltServer(
    { SHOPEE_API_URL: shopee.url },
    { dataDir: await seededDataDir('shopee') },
  );
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await shopee?.close();
});

describe('Shopee store', () => {
  it('the operator enables Shopee; a reseller authorises a shop through the partner link', async () => {
    await enablePlatformInConsole(
      browser,
      server.baseUrl,
      'Shopee',
      { 'Partner ID': SHOPEE.partnerId, 'Partner Key': SHOPEE.partnerKey },
      'store-platforms-admin-shopee',
    );
    shopee.seed(3);

    const page = await newPage(browser, 1280);
    await signInAsDemo(page, server.baseUrl, '/myOrder/storeAdmin?platform=4');
    await leaveToAuthorize(page, 'Shopee');
    await waitForPath(page, '/myOrder/storeAdmin?platform=4');
    const row = page.locator('tr', { hasText: 'PodKit SG Shop' });
    await expect.poll(() => row.getByText('已授权').count(), { timeout: 30_000 }).toBe(1);
    expect(await row.innerText()).toContain(shopee.shopId);
    await shootBothWidths(page, 'store-admin-shopee');
    await page.context().close();
  });
});
