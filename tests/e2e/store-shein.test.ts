import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startSheinFake, type SheinFake } from '../../packages/server/test/fakes/shein.js';
import { launchChromium } from '../support/browser.js';
import { startBuiltServer, type BuiltServer } from '../support/built-server.js';
import { seededDataDir } from '../support/seeded-data-dir.js';
import { buttonName, newPage, signInAsDemo, waitForPath } from '../support/pages.js';
import {
  enablePlatformInConsole,
  leaveToAuthorize,
  shootBothWidths,
} from '../support/store-platforms.js';

const SHEIN = { appId: 'E2ESHEINAPPID', appSecret: 'E2E0SHEIN0APP0SECRET0000000000' };

let shein: SheinFake;
let server: BuiltServer;
let browser: Browser;

beforeAll(async () => {
  shein = await startSheinFake(SHEIN);
  server = await startBuiltServer(
    { SHEIN_AUTHORIZE_URL: shein.authorizeUrl, SHEIN_API_URL: shein.url },
    { dataDir: await seededDataDir('shein') },
  );
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await shein?.close();
});

describe('Shein stores', () => {
  it('the operator enables Shein with the site’s app; a reseller authorises a Shein store', async () => {
    await enablePlatformInConsole(
      browser,
      server.baseUrl,
      'Shein',
      { 'App ID': SHEIN.appId, 'App Secret': SHEIN.appSecret },
      'store-platforms-admin-shein',
    );
    shein.seed(3);

    const page = await newPage(browser, 1280);
    await signInAsDemo(page, server.baseUrl, '/myOrder/storeAdmin?platform=19');
    await leaveToAuthorize(page, 'Shein');
    // Shein's page takes its parameters from the hash; the fake's page forwards them.
    await waitForPath(page, '/myOrder/storeAdmin?platform=19');
    const store = page.locator('tr', { hasText: String(shein.supplierId) });
    await expect.poll(() => store.getByText('已授权').count(), { timeout: 30_000 }).toBe(1);
    await store.getByRole('button', { name: buttonName('重新授权') }).waitFor();
    await shootBothWidths(page, 'store-admin-shein');
    await page.context().close();
  });
});
