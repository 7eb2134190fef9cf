import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { auth, orders, stores, type Client } from '@podkit/sdk-core';
import type { Database } from '../../packages/server/src/db/client.js';
import { changeBalance } from '../../packages/server/src/modules/wallet/balance.js';
import { DEMO_OPERATOR } from '../../packages/server/src/seed/demo.js';
import { startShopifyFake, type ShopifyFake } from '../../packages/server/test/fakes/shopify.js';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { startBuiltServer, type BuiltServer } from '../support/built-server.js';
import { apiToken, newPage, signInAsDemo, waitForPath } from '../support/pages.js';
import { sdkClient } from '../support/resellers.js';
import { seededDataDir } from '../support/seeded-data-dir.js';

const APP = { apiKey: 'podkit-e2e-key', apiSecret: 'podkit-e2e-secret' };
const SHOP = 'e2e-shop.myshopify.com';
const SYNC_TOAST = '操作成功，订单同步中，数量较多时可能会有几分钟的传输延迟，请耐心等候。';

let fake: ShopifyFake;
let server: BuiltServer;
let browser: Browser;
let demo: Client;

/** A balance for the demo reseller (a bank transfer the operator booked). */
async function fundDemo(database: Database): Promise<void> {
  const found = (await database.db.execute(
    "select id, site_id from users where username = 'demo'",
  )) as unknown as { rows: Array<{ id: number; site_id: number }> };
  const reseller = found.rows[0]!;
  await changeBalance(database.db, {
    siteId: reseller.site_id,
    userId: reseller.id,
    kind: 'adjustment',
    amountCents: 500_00,
    description: '测试充值',
  });
}

beforeAll(async () => {
  fake = await startShopifyFake(APP);
  fake.seed(SHOP, 1);
  server = await startBuiltServer(
    {
      SHOPIFY_API_KEY: APP.apiKey,
      SHOPIFY_API_SECRET: APP.apiSecret,
      SHOPIFY_SHOP_ORIGIN: fake.shopOrigin,
    },
    { dataDir: await seededDataDir('stores', fundDemo) },
  );
  browser = await launchChromium();
  demo = sdkClient(server.baseUrl);
  await auth.login(demo, { username: 'demo', password: 'demo123456' });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

async function operatorCall(token: string, url: string, body?: unknown) {
  const res = await fetch(`${server.baseUrl}/req${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  return (await res.json()) as { status_code: number; msg: string };
}

describe('storeAdmin with a Shopify store', () => {
  it('connects through OAuth, syncs, maps a SKU; the paid and shipped order reaches the shop', async () => {
    const page = await newPage(browser, 1280);
    await signInAsDemo(page, server.baseUrl, '/myOrder/storeAdmin?platform=5');
    await expect.poll(() => page.getByText('还没有授权的 Shopify 店铺').count()).toBe(1);

    // Connect: the shop's OAuth page approves and returns to /shopify/auth, which finishes it.
    await page.getByRole('button', { name: '授权 Shopify 店铺' }).click();
    await page.getByLabel('店铺域名').fill('e2e-shop');
    await page.getByRole('button', { name: '前往授权' }).click();
    await waitForPath(page, '/myOrder/storeAdmin?platform=5');
    const row = page.locator('tr', { hasText: SHOP });
    await expect.poll(() => row.getByText('已授权').count(), { timeout: 30_000 }).toBe(1);

    // Sync: the spec's toast, then the store's row shows the finished sync.
    await row.getByRole('button', { name: '同步订单' }).click();
    await expect
      .poll(() => page.getByText(SYNC_TOAST).count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await expect.poll(() => row.getByText(/上次同步/).count(), { timeout: 30_000 }).toBe(1);
    await page.screenshot({ path: screenshotPath('store-admin-1280'), fullPage: true });

    // The synced order's line has a store SKU PodKit does not know: map it, saving the mapping.
    await row.getByRole('button', { name: '待付款订单' }).click();
    const drawer = page.locator('.ant-drawer');
    await drawer.getByRole('button', { name: '映射 SKU' }).click();
    const dialog = page.getByRole('dialog', { name: /映射 SKU/ });
    const lines = dialog.getByTestId('unmapped-line');
    await expect.poll(() => lines.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    const lineCount = await lines.count();
    for (let i = 0; i < lineCount; i++) {
      await lines
        .nth(i)
        .getByRole('combobox', { name: /：商品$/ })
        .click();
      await page.locator('.ant-select-item-option:visible', { hasText: '通用｜' }).first().click();
      await dropdownsClosed(page);
      await lines
        .nth(i)
        .getByRole('combobox', { name: /：规格$/ })
        .click();
      // Spec options read "colour / size（¥price…）"; the product list above has none.
      await page.locator('.ant-select-item-option:visible', { hasText: '（¥' }).first().click();
      await dropdownsClosed(page);
    }
    expect(await dialog.getByRole('checkbox', { name: '保存此映射' }).isChecked()).toBe(true);
    await page.screenshot({ path: screenshotPath('sku-mapping-1280') });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: screenshotPath('sku-mapping-375') });
    await page.setViewportSize({ width: 1280, height: 860 });
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => drawer.getByText('已映射').count(), { timeout: 30_000 }).toBe(1);
    await dialog.waitFor({ state: 'hidden' });
    await page.screenshot({ path: screenshotPath('store-orders-drawer-1280') });

    const store = (await stores.listStores(demo, { platform: 5 }))[0]!;
    expect((await stores.listSkuMappings(demo, store.id)).length).toBeGreaterThan(0);
    const [order] = (await orders.listOrders(demo, { store_id: store.id })).data;
    expect(order!.mapping_state).toBe('mapped');

    // Pay it from the balance; the operator produces and ships it.
    const paid = await orders.payOrders(demo, {
      order_ids: [order!.id],
      idempotency_key: `e2e-store-pay-${order!.id}`,
    });
    expect(paid[0]!.paid, paid[0]!.msg).toBe(true);
    const operator = await apiToken(server.baseUrl, DEMO_OPERATOR.username, DEMO_OPERATOR.password);
    expect(
      (await operatorCall(operator, '/admin/order/startProduction', { order_ids: [order!.id] }))
        .status_code,
    ).toBe(200);
    const shipped = await operatorCall(operator, `/admin/order/${order!.id}/ship`, {
      carrier: 'UPS',
      tracking_number: '1Z999AA10123456784',
      tracking_url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784',
    });
    expect(shipped.status_code, shipped.msg).toBe(200);

    // The tracking push job reaches the shop: a fulfilment with the tracking number.
    await expect.poll(() => fake.fulfilments.length, { timeout: 30_000 }).toBe(1);
    expect(fake.fulfilments[0]).toMatchObject({
      orderId: Number(order!.platform_order_id!.replace(/\D/g, '')),
      trackingInfo: { company: 'UPS', number: '1Z999AA10123456784' },
    });
    await expect
      .poll(async () => (await orders.getOrder(demo, order!.id)).tracking_push_state, {
        timeout: 30_000,
      })
      .toBe('pushed');

    // orderAdmin's order table offers the connected store as a filter.
    await page.goto(`${server.baseUrl}/order/orderAdmin`);
    const storeFilter = page
      .getByTestId('order-table')
      .locator('select')
      .filter({ has: page.locator('option', { hasText: '全部店铺' }) });
    await expect
      .poll(() => storeFilter.locator('option').allTextContents(), { timeout: 30_000 })
      .toHaveLength(2);
    await page.context().close();
  });

  it('lays the store screen out on a phone', async () => {
    const page = await newPage(browser, 375);
    await signInAsDemo(page, server.baseUrl, '/myOrder/storeAdmin?platform=5');
    await expect
      .poll(() => page.locator('.store-card', { hasText: SHOP }).count(), { timeout: 30_000 })
      .toBe(1);
    await page.screenshot({ path: screenshotPath('store-admin-375'), fullPage: true });
    await page.getByRole('tab', { name: 'WooCommerce' }).click();
    await waitForPath(page, '/myOrder/storeAdmin?platform=21');
    await page.getByRole('button', { name: '授权 WooCommerce 店铺' }).click();
    await page.getByLabel('Consumer key').waitFor();
    // The dialog zooms in: wait until its motion classes are gone before the picture.
    await page.waitForFunction(
      () => !document.querySelector('[class*="zoom-appear"], [class*="zoom-enter"]'),
    );
    await page.screenshot({ path: screenshotPath('store-connect-woo-375') });
    await page.context().close();
  });

  it('explains a refused authorisation on the /shopify/auth page', async () => {
    const page = await newPage(browser, 1280);
    await signInAsDemo(page, server.baseUrl, '/myOrder/storeAdmin?platform=5');
    await page.goto(
      `${server.baseUrl}/shopify/auth?code=abc&shop=${SHOP}&state=unknown&timestamp=1&hmac=00`,
    );
    await waitForPath(page, '/fail?type=store');
    await expect.poll(() => page.getByText('店铺授权失败').count()).toBe(1);
    // The server's reason comes along, and the next step leads back to the store screen.
    expect(await page.locator('.fail-detail').innerText()).not.toBe('');
    expect(await page.getByRole('link', { name: '重新授权' }).getAttribute('href')).toBe(
      '/myOrder/storeAdmin',
    );
    await page.screenshot({ path: screenshotPath('shopify-auth-failed-1280') });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: screenshotPath('shopify-auth-failed-375') });
    await page.context().close();
  });
});

/** Waits until no select dropdown is open or still closing, so the next one's options are its own. */
async function dropdownsClosed(page: Page) {
  await expect
    .poll(() => page.locator('.ant-select-dropdown:visible').count(), { timeout: 30_000 })
    .toBe(0);
}
