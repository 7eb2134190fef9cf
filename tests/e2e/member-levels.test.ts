import {
  auth,
  memberLevels,
  recharge as rechargeApi,
  uploadFile,
  user,
  type Client,
  type StoredFile,
} from '@podkit/sdk-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { artPng, namedBlob } from '../support/designs.js';
import { newPage, OPERATOR, signInAt, buttonName } from '../support/pages.js';
import { registerReseller, sdkClient } from '../support/resellers.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let operator: Client;

beforeAll(async () => {
  browser = await launchChromium();
  operator = sdkClient(baseUrl);
  await auth.login(operator, OPERATOR);
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 860 });
    await page.screenshot({ path: screenshotPath(`${name}-${width}`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

/** Money onto a fresh reseller's balance the way a reseller gets it: a transfer the operator approves. */
async function fund(reseller: Client, amount: string) {
  const voucher = (await uploadFile(reseller, namedBlob(artPng(), '回单.png', 'image/png'), {
    type: 'voucher',
  })) as StoredFile;
  const record = await rechargeApi.createOffline(reseller, {
    amount,
    voucher_file_id: voucher.id,
    remark: '会员等级测试',
  });
  await rechargeApi.adminApprove(operator, record.id);
}

describe('会员等级', () => {
  it('shows the levels and progress, buys 白银会员 from the balance, and the operator edits a level', async () => {
    const reseller = await registerReseller(baseUrl, operator, 'vip');
    await fund(reseller.client, '400.00');

    const page = await newPage(browser);
    await signInAt(page, baseUrl, reseller, '/finance/vipLevel');
    await page.getByRole('heading', { name: '会员等级', level: 2 }).waitFor();
    await page.getByText('当前等级：').getByText('普通会员').waitFor();
    await page.getByText('累计充值 400.00 / 1000.00 元，达到后自动升级为「白银会员」').waitFor();
    const silver = page.locator('.levels-card').filter({ hasText: '白银会员' });
    await silver.getByText('¥299.00').waitFor();
    await shoot(page, 'vip-level');

    await silver.getByRole('button', { name: '立即开通' }).click();
    await page.getByRole('heading', { name: '购买会员等级', level: 2 }).waitFor();
    await page.getByText('¥400.00').waitFor();
    await shoot(page, 'pay-group-level');
    await page.getByRole('button', { name: '确认支付' }).click();
    await page.locator('.ant-result-title').getByText('已升级为「白银会员」').waitFor();
    await expect
      .poll(async () => (await user.getGroupBalance(reseller.client)).level_name)
      .toBe('白银会员');
    expect((await user.getInfo(reseller.client)).balance).toBe('101.00');

    await page.getByRole('button', { name: '查看会员等级' }).click();
    const current = page.locator('.levels-card-current');
    await current.getByText('白银会员', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: '立即开通' }).count()).toBe(1);
    await page.context().close();

    const console = await newPage(browser);
    await signInAt(console, baseUrl, OPERATOR, '/admin/memberLevels');
    const row = console.getByRole('row').filter({ hasText: '黄金会员' });
    await row.getByRole('button', { name: buttonName('编辑') }).click();
    const dialog = console.getByRole('dialog', { name: '编辑「黄金会员」' });
    await dialog.getByLabel('购买价格（元）').fill('888');
    await dialog.getByRole('button', { name: buttonName('保存') }).click();
    await row.getByText('888.00').waitFor();
    const levels = await memberLevels.list(reseller.client);
    expect(levels.find((level) => level.level_name === '黄金会员')?.price).toBe('888.00');
    await shoot(console, 'admin-member-levels');
    await console.context().close();
  });
});
