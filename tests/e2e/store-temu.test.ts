import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startTemuFake, type TemuFake } from '../../packages/server/test/fakes/temu.js';
import { launchChromium } from '../support/browser.js';
import { startBuiltServer, type BuiltServer } from '../support/built-server.js';
import { seededDataDir } from '../support/seeded-data-dir.js';
import { buttonName, newPage, signInAsDemo, waitForPath } from '../support/pages.js';
import {
  enablePlatformInConsole,
  leaveToAuthorize,
  shootBothWidths,
} from '../support/store-platforms.js';

const TEMU = { appKey: 'e2e-temu-key', appSecret: 'e2e-temu-secret' };

let temu: TemuFake;
let server: BuiltServer;
let browser: Browser;

beforeAll(async () => {
  // Tokens that lapse in three days, so the store screen asks for 重新授权 at once.
  temu = await startTemuFake({ ...TEMU, tokenLifetimeDays: 3 });
  server = await startBuiltServer(
    { TEMU_AUTHORIZE_URL: temu.authorizeUrl, TEMU_API_URL: temu.url },
    { dataDir: await seededDataDir('temu') },
  );
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await temu?.close();
});

describe('Temu stores', () => {
  it('the operator enables Temu with the site’s app; a reseller authorises a Temu store', async () => {
    await enablePlatformInConsole(
      browser,
      server.baseUrl,
      'Temu',
      { 'App Key': TEMU.appKey, 'App Secret': TEMU.appSecret },
      'store-platforms-admin-temu',
    );

    const page = await newPage(browser, 1280);
    await signInAsDemo(page, server.baseUrl, '/myOrder/storeAdmin?platform=17');
    await leaveToAuthorize(page, 'Temu');
    await waitForPath(page, '/myOrder/storeAdmin?platform=17');
    const store = page.locator('tr', { hasText: String(temu.mallId) });
    await expect.poll(() => store.getByText('已授权').count(), { timeout: 30_000 }).toBe(1);
    await store.getByText(/授权将于 .* 到期，到期后无法同步订单，请重新授权/).waitFor();
    await store.getByRole('button', { name: buttonName('重新授权') }).waitFor();
    await shootBothWidths(page, 'store-admin-temu');
    await page.context().close();
  });
});
