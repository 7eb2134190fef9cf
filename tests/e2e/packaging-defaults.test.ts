import { auth, orders, preferences, randomName, type Client } from '@podkit/sdk-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshotPath } from '../support/browser.js';
import {
  generalGoodInCart,
  rechargeApproved,
  resellerWithAddress,
  usablePackaging,
} from '../support/orders.js';
import { buttonName, newPage, signInAt, waitForPath } from '../support/pages.js';
import { sdkClient } from '../support/resellers.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let operator: Client;
let reseller: Awaited<ReturnType<typeof resellerWithAddress>>;
let templateId: number;
const templateName = `默认吊牌 ${Date.now() % 100000}`;

/** The page at both widths the screens are checked at. */
async function shootBoth(page: Page, name: string) {
  await page.screenshot({ path: screenshotPath(`${name}-1280`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: screenshotPath(`${name}-375`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
}

beforeAll(async () => {
  browser = await launchChromium();
  operator = sdkClient(baseUrl);
  await auth.login(operator, { username: 'operator', password: 'operator123456' });
  reseller = await resellerWithAddress(baseUrl, operator, 'pkd');
  await rechargeApproved(reseller.client, operator, '100');
  templateId = (await usablePackaging(reseller.client, operator, templateName, '1.5')).id;
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe('默认包装: 偏好设置 sets it, checkout preselects it, the fees count it', () => {
  it('saves the default packaging, checks out with it preselected and sees 包装费 in 费用明细 and 订单统计', async () => {
    const page = await newPage(browser, 1280);
    await signInAt(page, baseUrl, reseller, '/setting/acSetting');
    await page.getByRole('heading', { name: '偏好设置', level: 2 }).waitFor();
    await page.getByLabel('默认包装模板').click();
    await page.locator('.ant-select-item-option', { hasText: templateName }).click();
    await page.getByRole('button', { name: buttonName('保存') }).click();
    await page.getByText('偏好设置已保存').waitFor();
    await expect
      .poll(async () => (await preferences.get(reseller.client)).default_bottom_template_id)
      .toBe(templateId);
    await shootBoth(page, 'packaging-default-ac-setting');

    const line = await generalGoodInCart(reseller.client, 1);
    await page.goto(`${baseUrl}/main/cartCheckout?ids=${line.id}`);
    const chosen = page.locator('.ant-card', { hasText: '包装模板' }).locator('.ant-select');
    await chosen.getByText(templateName).waitFor();
    await page.locator('.shop-totals').getByText('¥1.50').waitFor();
    await shootBoth(page, 'packaging-default-checkout');
    await page.getByRole('button', { name: buttonName('提交订单') }).click();
    await waitForPath(page, /^\/order\/orderPay\?ids=\d+$/);
    const orderId = Number(new URL(page.url()).searchParams.get('ids'));
    const [paid] = await orders.payOrders(reseller.client, {
      order_ids: [orderId],
      idempotency_key: randomName(),
    });
    expect(paid?.paid, paid?.msg).toBe(true);

    await page.goto(`${baseUrl}/finance/fees`);
    await page.getByRole('columnheader', { name: '包装费（元）' }).waitFor();
    const row = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain('1.50');
    const card = page.locator('.ant-card', { hasText: '包装费（元）' });
    await expect.poll(() => card.innerText()).toContain('1.50');
    await shootBoth(page, 'packaging-default-fees');

    await page.goto(`${baseUrl}/order/orderStatistics`);
    const statistic = page.locator('.ant-card', { hasText: '包装费（元）' });
    await expect.poll(() => statistic.innerText()).toContain('1.50');
    await page.context().close();
  });
});
