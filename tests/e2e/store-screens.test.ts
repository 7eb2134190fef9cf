import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { auth, shipping, storeTrade, stores, user, type Client } from '@podkit/sdk-core';
import { ALLOW_PRIVATE_FETCH_ENV } from '../../packages/server/src/modules/materials/url-material.js';
import { startWooFake, type WooFake } from '../../packages/server/test/fakes/woocommerce.js';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { startBuiltServer, type BuiltServer } from '../support/built-server.js';
import { newPage, openInApp, signInAsDemo, waitForPath } from '../support/pages.js';
import { sdkClient } from '../support/resellers.js';
import { seededDataDir } from '../support/seeded-data-dir.js';

const WOO = { consumerKey: 'ck_e2e_screens', consumerSecret: 'cs_e2e_screens', webhookSecret: '' };
const ORDERS = 7;

let woo: WooFake;
let server: BuiltServer;
let browser: Browser;
let demo: Client;

beforeAll(async () => {
  woo = await startWooFake({ ...WOO, webhookSecret: 'e2e-hooks' });
  woo.seed(ORDERS);
  server = await startBuiltServer(
    // The fake store listens on loopback, which a store URL may not name otherwise.
    { [ALLOW_PRIVATE_FETCH_ENV]: '1' },
    { dataDir: await seededDataDir('store-screens') },
  );
  browser = await launchChromium();
  demo = sdkClient(server.baseUrl);
  await auth.login(demo, { username: 'demo', password: 'demo123456' });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await woo?.close();
});

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: screenshotPath(`${name}-1280`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: screenshotPath(`${name}-375`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 860 });
}

describe('store screens', () => {
  it('leads from the WooCommerce tab to its help article, which offers the REST connection', async () => {
    const page = await newPage(browser, 1280);
    await signInAsDemo(page, server.baseUrl, '/myOrder/storeAdmin?platform=21');
    const help = page.getByRole('link', { name: /WooCommerce：用 REST API 密钥连接店铺/ });
    await help.waitFor();
    await page.screenshot({ path: screenshotPath('store-woo-tab-1280') });
    await help.click();
    await waitForPath(page, /^\/helpCenter\?id=\d+$/);
    await page.getByRole('heading', { name: 'WooCommerce：用 REST API 密钥连接店铺' }).waitFor();
    await expect.poll(() => page.getByText('WooCommerce → 设置 → 高级 → REST API').count()).toBe(1);
    await shoot(page, 'help-woocommerce');

    await page.getByRole('button', { name: '连接 WooCommerce 店铺' }).first().click();
    await waitForPath(page, '/myOrder/storeAdmin?platform=21');
    const dialog = page.getByRole('dialog', { name: '授权 WooCommerce 店铺' });
    await dialog.waitFor();
    await dialog.getByLabel('店铺网址').fill(woo.url);
    await dialog.getByLabel('Consumer key').fill(WOO.consumerKey);
    await dialog.getByLabel('Consumer secret').fill(WOO.consumerSecret);
    await dialog.getByRole('button', { name: '连接店铺' }).click();
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
    const row = page.locator('tr', { hasText: woo.url.replace(/^https?:\/\//, '') });
    await expect.poll(() => row.getByText('已授权').count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => row.getByText(/上次同步/).count(), { timeout: 60_000 }).toBe(1);
    await page.context().close();
  });

  it('shows a clear message for an unknown platform instead of Shopify', async () => {
    const page = await newPage(browser, 1280);
    await signInAsDemo(page, server.baseUrl, '/myOrder/storeAdmin?platform=99');
    await page.getByText('没有编号为「99」的店铺平台').waitFor();
    expect(await page.getByRole('button', { name: '授权 Shopify 店铺' }).count()).toBe(0);
    await shoot(page, 'store-unknown-platform');
    // The tabs still lead on.
    await page.getByRole('tab', { name: 'Etsy' }).click();
    await waitForPath(page, '/myOrder/storeAdmin?platform=7');
    await page.context().close();
  });

  it('storeTrade: orders, store sales and PodKit costs per period, as a chart and a table, exported', async () => {
    const [store] = await stores.listStores(demo, { platform: 21 });
    expect(store).toBeDefined();
    const expected = await storeTrade.report(demo, { store_id: store!.id });
    expect(expected.totals.order_count).toBe(ORDERS);

    const page = await newPage(browser, 1280);
    await signInAsDemo(page, server.baseUrl, '/myOrder/storeTrade');
    await page.getByRole('heading', { name: '店铺交易记录' }).waitFor();
    expect(await page.getByText('抱歉，你访问的页面不存在或仍在开发中').count()).toBe(0);
    await page.getByRole('img', { name: '店铺订单与金额走势' }).waitFor();
    const table = page.locator('.ant-table');
    await expect.poll(() => table.getByText(store!.name).count()).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByText(`GBP ${(ORDERS * 25).toFixed(2)}`).count())
      .toBeGreaterThan(0);

    await page.getByRole('combobox', { name: '店铺' }).click();
    await page.locator('.ant-select-item-option', { hasText: store!.name }).click();
    await page.getByText('按月').click();
    await expect.poll(() => table.getByText(/^\d{4}-\d{2}$/).count()).toBeGreaterThan(0);
    await shoot(page, 'store-trade');

    await page.getByRole('button', { name: '导出 Excel' }).click();
    await waitForPath(page, '/main/userExportRecord');
    await expect.poll(() => page.getByText(/店铺交易记录 .*（按月）/).count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('shipping: the checkout logistics methods with prices, and a calculator that agrees with checkout', async () => {
    const page = await newPage(browser, 1280);
    await signInAsDemo(page, server.baseUrl, '/order/shipping');
    await page.getByRole('heading', { name: '物流渠道' }).waitFor();
    expect(await page.getByText('抱歉，你访问的页面不存在或仍在开发中').count()).toBe(0);
    const channels = page.locator('.ant-table').last();
    for (const name of ['标准快递', '经济小包', '特快专线'])
      await channels.getByText(name, { exact: true }).waitFor();

    const weight = page.getByLabel('重量（克）');
    await weight.fill('1200');
    await page.getByRole('button', { name: '计算运费' }).click();
    const quote = page.locator('.shipping-quote');
    // 标准快递: 15.00 for the first 500 g, then two started 500 g steps at 5.00.
    await expect
      .poll(() => quote.locator('tr', { hasText: '标准快递' }).getByText('¥25.00').count())
      .toBe(1);
    await shoot(page, 'shipping');

    // What the server quotes for that weight: the same fee function checkout charges with.
    const quoted = await shipping.quote(demo, { country_code: 'US', weight_grams: 1200 });
    const shown = await quote.locator('tbody tr').allInnerTexts();
    expect(shown).toHaveLength(quoted.length);
    for (const method of quoted)
      expect(
        shown.some((text) => text.includes(method.name) && text.includes(`¥${method.fee}`)),
      ).toBe(true);
    await page.context().close();
  });

  it('opens both screens from the menu the server gives', async () => {
    const menus = (await user.getPermissions(demo)).menus;
    const entries = menus
      .flatMap((group) => group.children)
      .filter((entry) => entry.component === 'storeTrade' || entry.component === 'shipping');
    expect(entries.map((entry) => entry.http_url).sort()).toEqual([
      '/myOrder/storeTrade',
      '/order/shipping',
    ]);
    const page = await newPage(browser, 1280);
    await signInAsDemo(page, server.baseUrl);
    for (const entry of entries) {
      await openInApp(page, entry.http_url);
      await page.getByRole('heading', { name: entry.name }).waitFor();
      expect(await page.getByText('抱歉，你访问的页面不存在或仍在开发中').count()).toBe(0);
    }
    await page.context().close();
  });
});
