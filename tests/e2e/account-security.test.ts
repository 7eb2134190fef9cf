import { auth, user, type Client } from '@podkit/sdk-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { artPng } from '../support/designs.js';
import {
  dismissLoginNotices,
  newPage,
  signIn,
  signInAt,
  waitForPath,
  buttonName,
} from '../support/pages.js';
import { registerReseller, sdkClient } from '../support/resellers.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let reseller: Awaited<ReturnType<typeof registerReseller>>;
/** The reseller's API client after the password change. */
let signedIn: Client;

beforeAll(async () => {
  browser = await launchChromium();
  const operator = sdkClient(baseUrl);
  await auth.login(operator, { username: 'operator', password: 'operator123456' });
  reseller = await registerReseller(baseUrl, operator, 'safe');
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe('账户安全 (acSecurity)', () => {
  it('signs another device out, then changes the password', async () => {
    const page = await newPage(browser);
    await signInAt(page, baseUrl, reseller, '/setting/acSecurity');
    await page.getByRole('heading', { name: '账户安全', level: 2 }).waitFor();
    const rows = page.locator('.ant-table-row');
    await page.getByText('当前设备').waitFor();
    // The registration's own session is the other device still signed in.
    const other = rows.filter({ hasText: '登录中' }).first();
    await other.getByRole('button', { name: '退出此设备' }).click();
    await page.getByRole('button', { name: buttonName('退出') }).click();
    await rows.filter({ hasText: '已退出' }).first().waitFor();
    await expect(user.getInfo(reseller.client, { silent: true })).rejects.toBeTruthy();
    await page.screenshot({ path: screenshotPath('ac-security-1280'), fullPage: true });

    await page.getByLabel('原密码').fill(reseller.password);
    await page.getByLabel('新密码', { exact: true }).fill('changed2026x');
    await page.getByLabel('确认新密码').fill('changed2026x');
    await page.getByRole('button', { name: '修改密码' }).click();
    await page.getByText('密码已修改').first().waitFor();
    const fresh = sdkClient(baseUrl);
    await auth.login(fresh, { username: reseller.username, password: 'changed2026x' });
    signedIn = fresh;
    await expect(
      auth.login(sdkClient(baseUrl), { username: reseller.username, password: reseller.password }),
    ).rejects.toBeTruthy();
    await page.context().close();
  });

  it('keeps the profile and the avatar in 账户信息, and the header shows the avatar', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl}/user/login?redirect=${encodeURIComponent('/setting/acInfo')}`);
    await signIn(page, reseller.username, 'changed2026x');
    await waitForPath(page, '/setting/acInfo');
    await dismissLoginNotices(page);
    await page.getByRole('heading', { name: '账户信息', level: 2 }).waitFor();
    await page.locator('input[type=file]').setInputFiles({
      name: '头像.png',
      mimeType: 'image/png',
      buffer: Buffer.from(artPng()),
    });
    await page.getByText('账户信息已保存').first().waitFor();
    await page.getByLabel('公司名称').fill('杭州安心服饰');
    await page.getByLabel('联系人').fill('安女士');
    await page.getByRole('button', { name: buttonName('保存') }).click();
    await expect
      .poll(async () => (await user.getProfile(signedIn)).company, { timeout: 30_000 })
      .toBe('杭州安心服饰');
    await page.reload();
    await expect(page.getByLabel('联系人').inputValue()).resolves.toBe('安女士');
    const headerAvatar = page.getByRole('button', { name: '账户菜单' }).locator('img');
    expect(await headerAvatar.getAttribute('src')).toContain('/avatar/');
    await page.screenshot({ path: screenshotPath('ac-info-1280'), fullPage: true });
    await page.context().close();
  });

  it('lays the page out on a phone', async () => {
    const page = await newPage(browser, 375);
    await signInAt(page, baseUrl, { ...reseller, password: 'changed2026x' }, '/setting/acSecurity');
    await page.getByText('当前设备').waitFor();
    await page.screenshot({ path: screenshotPath('ac-security-375'), fullPage: true });
    await page.goto(`${baseUrl}/setting/acInfo`);
    await page.getByLabel('联系人').waitFor();
    await page.screenshot({ path: screenshotPath('ac-info-375'), fullPage: true });
    // 我的账户: the balance, the level and the ways on.
    await page.goto(`${baseUrl}/setting/myAc`);
    await page.getByRole('heading', { name: '我的账户', level: 2 }).waitFor();
    await page.getByText('账户余额（元）').waitFor();
    await page.getByText('还没有余额变动').waitFor();
    await page.getByRole('link', { name: buttonName('充值') }).click();
    await waitForPath(page, '/setting/recharge');
    await page.goto(`${baseUrl}/setting/myAc`);
    await page.getByText('还没有余额变动').waitFor();
    await page.screenshot({ path: screenshotPath('my-account-375'), fullPage: true });
    await page.context().close();
  });
});
