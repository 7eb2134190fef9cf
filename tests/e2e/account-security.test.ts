import { auth, user } from '@podkit/sdk-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { dismissLoginNotices, newPage, signIn, waitForPath } from '../support/pages.js';
import { registerReseller, sdkClient } from '../support/resellers.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let reseller: Awaited<ReturnType<typeof registerReseller>>;

beforeAll(async () => {
  browser = await launchChromium();
  const operator = sdkClient(baseUrl);
  await auth.login(operator, { username: 'operator', password: 'operator123456' });
  reseller = await registerReseller(baseUrl, operator, 'safe');
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

async function signInAt(page: Page, password: string) {
  await page.goto(`${baseUrl}/user/login?redirect=${encodeURIComponent('/setting/acSecurity')}`);
  await signIn(page, reseller.username, password);
  await waitForPath(page, '/setting/acSecurity');
  await dismissLoginNotices(page);
}

describe('账户安全 (acSecurity)', () => {
  it('signs another device out, then changes the password', async () => {
    const page = await newPage(browser);
    await signInAt(page, reseller.password);
    await page.getByRole('heading', { name: '账户安全', level: 2 }).waitFor();
    const rows = page.locator('.ant-table-row');
    await page.getByText('当前设备').waitFor();
    // The registration's own session is the other device still signed in.
    const other = rows.filter({ hasText: '登录中' }).first();
    await other.getByRole('button', { name: '退出此设备' }).click();
    await page.getByRole('button', { name: /^退\s?出$/ }).click();
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
    await expect(
      auth.login(sdkClient(baseUrl), { username: reseller.username, password: reseller.password }),
    ).rejects.toBeTruthy();
    await page.context().close();
  });

  it('lays the page out on a phone', async () => {
    const page = await newPage(browser, 375);
    await signInAt(page, 'changed2026x');
    await page.getByText('当前设备').waitFor();
    await page.screenshot({ path: screenshotPath('ac-security-375'), fullPage: true });
    await page.context().close();
  });
});
