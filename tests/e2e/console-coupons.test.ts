import { auth, coupons } from '@podkit/sdk-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { buttonName, newPage, OPERATOR, signInAt } from '../support/pages.js';
import { sdkClient } from '../support/resellers.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('优惠券 in the console', () => {
  it('creates an amount coupon through its dialog, then edits it into a percent one', async () => {
    const name = `新客立减 ${Date.now() % 100000}`;
    const page = await newPage(browser, 1280);
    await signInAt(page, baseUrl, OPERATOR, '/admin/coupons');
    await page.getByRole('button', { name: buttonName('新建优惠券') }).click();
    const created = page.getByRole('dialog', { name: '新建优惠券' });
    await created.getByRole('button', { name: buttonName('保存') }).click();
    await created.getByText('请填写名称').waitFor();
    await created.getByLabel('名称').fill(name);
    await created.getByLabel('减免金额（元）').fill('8');
    await created.getByLabel('最低消费（元，0 为无门槛）').fill('50');
    await created.getByRole('button', { name: buttonName('保存') }).click();
    await created.waitFor({ state: 'detached' });
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row.textContent()).resolves.toContain('减 ¥8.00');
    await expect(row.textContent()).resolves.toContain('满 ¥50.00');
    await page.screenshot({ path: screenshotPath('console-coupons-1280'), fullPage: true });

    await row.getByRole('button', { name: buttonName('编辑') }).click();
    const edited = page.getByRole('dialog', { name: '编辑优惠券' });
    await expect(edited.getByLabel('名称').inputValue()).resolves.toBe(name);
    await edited.getByText('折扣（按商品金额百分比）').click();
    await edited.getByLabel('优惠百分比（%）').fill('15');
    await edited.getByRole('button', { name: buttonName('保存') }).click();
    await edited.waitFor({ state: 'detached' });
    await expect(row.textContent()).resolves.toContain('15% off');

    const operator = sdkClient(baseUrl);
    await auth.login(operator, OPERATOR);
    const stored = (await coupons.adminList(operator, { keyword: name })).data;
    expect(stored.map((c) => [c.name, c.kind, c.percent_off, c.min_spend])).toEqual([
      [name, 'percent', 15, '50.00'],
    ]);

    const narrow = await newPage(browser, 375);
    await signInAt(narrow, baseUrl, OPERATOR, '/admin/coupons');
    await narrow.getByRole('button', { name: buttonName('新建优惠券') }).click();
    await narrow.getByRole('dialog', { name: '新建优惠券' }).getByLabel('名称').waitFor();
    await narrow.screenshot({ path: screenshotPath('console-coupons-new-375'), fullPage: true });
  });
});
