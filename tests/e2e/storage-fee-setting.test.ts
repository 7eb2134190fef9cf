import { auth, site, type Client } from '@podkit/sdk-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { buttonName, newPage, OPERATOR, signInAt } from '../support/pages.js';
import { registerReseller, sdkClient } from '../support/resellers.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let operator: Client;

// The card sits above the sticky save bar: a viewport shot shows what the operator sees there.
const shoot = async (page: Page, name: string) => {
  await page
    .getByLabel('仓储费（元/件/月）')
    .evaluate((input) => input.scrollIntoView({ block: 'center' }));
  await page.screenshot({ path: screenshotPath(name) });
};

beforeAll(async () => {
  browser = await launchChromium();
  operator = sdkClient(baseUrl);
  await auth.login(operator, { username: OPERATOR.username, password: OPERATOR.password });
}, 180_000);

afterAll(async () => {
  await site.saveSettings(operator, { storage_fee_per_unit_month: '0.10' }).catch(() => {});
  await browser?.close();
});

describe('仓储费 rate: a site setting the operator edits', () => {
  it('saves a new rate from 站点设置 and the reseller’s 仓储服务 shows it', async () => {
    const page = await newPage(browser, 1280);
    await signInAt(page, baseUrl, OPERATOR, '/admin/site');
    const rate = page.getByLabel('仓储费（元/件/月）');
    await rate.waitFor();
    expect(await rate.inputValue()).toBe('0.10');
    await rate.fill('0.35');
    await page.getByRole('button', { name: buttonName('保存设置') }).click();
    await expect
      .poll(async () => (await site.getSettings(operator)).storage_fee_per_unit_month)
      .toBe('0.35');
    await shoot(page, 'site-settings-storage-fee-1280');
    await page.context().close();

    const narrow = await newPage(browser, 375);
    await signInAt(narrow, baseUrl, OPERATOR, '/admin/site');
    await narrow.getByLabel('仓储费（元/件/月）').waitFor();
    expect(await narrow.getByLabel('仓储费（元/件/月）').inputValue()).toBe('0.35');
    await shoot(narrow, 'site-settings-storage-fee-375');
    await narrow.context().close();

    const reseller = await registerReseller(baseUrl, operator, 'fee');
    const house = await newPage(browser, 375);
    await signInAt(house, baseUrl, reseller, '/valueAdded/valueAddedServicesHouse');
    await house.getByText('¥0.35 / 件 / 月').waitFor();
    await house.context().close();
  });
});
