import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  startAliExpressFake,
  type AliExpressFake,
} from '../../packages/server/test/fakes/aliexpress.js';
import { launchChromium } from '../support/browser.js';
import { startBuiltServer, type BuiltServer } from '../support/built-server.js';
import { seededDataDir } from '../support/seeded-data-dir.js';
import { buttonName, newPage, signInAsDemo, waitForPath } from '../support/pages.js';
import {
  enablePlatformInConsole,
  leaveToAuthorize,
  shootBothWidths,
} from '../support/store-platforms.js';

const ALIEXPRESS = { appKey: '509999', appSecret: 'e2e0aliexpress0app0secret00000' };
const SYNC_TOAST = '操作成功，订单同步中，数量较多时可能会有几分钟的传输延迟，请耐心等候。';

let aliexpress: AliExpressFake;
let server: BuiltServer;
let browser: Browser;

beforeAll(async () => {
  aliexpress = await startAliExpressFake(ALIEXPRESS);
  // The app the operator enters in 站点设置; only AliExpress's address comes from the environment.
  server = await startBuiltServer(
    { ALIEXPRESS_API_URL: aliexpress.url },
    { dataDir: await seededDataDir('aliexpress') },
  );
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await aliexpress?.close();
});

describe('AliExpress store', () => {
  it('the operator enables AliExpress; a reseller authorises a store and syncs its orders', async () => {
    await enablePlatformInConsole(
      browser,
      server.baseUrl,
      'AliExpress',
      { 'App Key': ALIEXPRESS.appKey, 'App Secret': ALIEXPRESS.appSecret },
      'store-platforms-admin-aliexpress',
    );
    const seeded = aliexpress.seed(3);

    const page = await newPage(browser, 1280);
    await signInAsDemo(page, server.baseUrl, '/myOrder/storeAdmin?platform=2');
    await leaveToAuthorize(page, 'AliExpress');
    await waitForPath(page, '/myOrder/storeAdmin?platform=2');
    const row = page.locator('tr', { hasText: 'podkit-ae-store' });
    await expect.poll(() => row.getByText('已授权').count(), { timeout: 30_000 }).toBe(1);
    expect(await row.innerText()).toContain(aliexpress.sellerId);

    await row.getByRole('button', { name: buttonName('同步订单') }).click();
    await expect
      .poll(() => page.getByText(SYNC_TOAST).count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => row.getByText(/上次同步/).count(), { timeout: 30_000 }).toBe(1);
    await shootBothWidths(page, 'store-admin-aliexpress');

    // The synced orders are the store's unpaid orders, by AliExpress's order ids.
    await row.getByRole('button', { name: buttonName('待付款订单') }).click();
    const drawer = page.locator('.ant-drawer');
    for (const order of seeded)
      await expect
        .poll(() => drawer.getByText(order.order_id).count(), { timeout: 30_000 })
        .toBe(1);
    await page.context().close();
  });
});
