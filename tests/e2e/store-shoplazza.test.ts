import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  startShoplazzaFake,
  type ShoplazzaFake,
} from '../../packages/server/test/fakes/shoplazza.js';
import { launchChromium } from '../support/browser.js';
import { startBuiltServer, type BuiltServer } from '../support/built-server.js';
import { seededDataDir } from '../support/seeded-data-dir.js';
import { newPage, signInAsDemo, waitForPath } from '../support/pages.js';
import {
  enablePlatformInConsole,
  leaveToAuthorize,
  shootBothWidths,
} from '../support/store-platforms.js';

const SHOPLAZZA = { clientId: 'e2e-lazza-client-id', clientSecret: 'e2e-lazza-client-secret-00' };

let shoplazza: ShoplazzaFake;
let server: BuiltServer;
let browser: Browser;

beforeAll(async () => {
  shoplazza = await startShoplazzaFake({ ...SHOPLAZZA, name: 'e2e-lazza' });
  server = await startBuiltServer(
    { SHOPLAZZA_SHOP_ORIGIN: shoplazza.url },
    { dataDir: await seededDataDir('shoplazza') },
  );
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await shoplazza?.close();
});

describe('Shoplazza stores', () => {
  it('the operator enables Shoplazza; a reseller authorises a store and its orders sync', async () => {
    await enablePlatformInConsole(
      browser,
      server.baseUrl,
      'Shoplazza',
      { 'Client ID': SHOPLAZZA.clientId, 'Client Secret': SHOPLAZZA.clientSecret },
      'store-platforms-admin-shoplazza',
    );
    shoplazza.seed(3, 2);

    const page = await newPage(browser, 1280);
    await signInAsDemo(page, server.baseUrl, '/myOrder/storeAdmin?platform=8');
    await leaveToAuthorize(page, 'Shoplazza', { 店铺域名: 'e2e-lazza' });
    await waitForPath(page, '/myOrder/storeAdmin?platform=8');
    const row = page.locator('tr', { hasText: shoplazza.shop });
    await expect.poll(() => row.getByText('已授权').count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => row.getByText(/上次同步/).count(), { timeout: 60_000 }).toBe(1);
    await shootBothWidths(page, 'store-admin-shoplazza');
    await page.context().close();
  });
});
