import { auth, designService, type Client } from '@podkit/sdk-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { newPage, OPERATOR, signInAt, waitForPath, type Account } from '../support/pages.js';
import { sdkClient } from '../support/resellers.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let operator: Client;
let designer: Account;

const shoot = (page: Page, name: string) =>
  page.screenshot({ path: screenshotPath(name), fullPage: true });
const menuLabels = (page: Page, within: string) =>
  page.locator(`${within} .ant-menu-item`).allInnerTexts();

beforeAll(async () => {
  browser = await launchChromium();
  operator = sdkClient(baseUrl);
  await auth.login(operator, { username: OPERATOR.username, password: OPERATOR.password });
  designer = { username: `designer${String(Date.now()).slice(-8)}`, password: 'designer123' };
  await designService.adminCreateDesigner(operator, { ...designer, nickname: '设计师小王' });
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe('设计师 in the console: the menu holds what the role is granted', () => {
  it('shows a designer only 设计服务 and answers 403 on another area', async () => {
    const page = await newPage(browser, 1280);
    await signInAt(page, baseUrl, designer, '/admin/designService');
    await page.getByRole('heading', { name: '设计服务', level: 2 }).waitFor();
    expect(await menuLabels(page, '.admin-side')).toEqual(['设计服务']);
    // Designer accounts are the operator's to manage: no such card for a designer.
    expect(await page.getByText('设计师账号').count()).toBe(0);
    await shoot(page, 'designer-console-1280');
    // /admin leads to the first area granted, not to 商品目录.
    await page.goto(`${baseUrl}/admin`);
    await waitForPath(page, '/admin/designService');
    await page.goto(`${baseUrl}/admin/goods`);
    await page.getByText('403').first().waitFor();
    expect(await menuLabels(page, '.admin-side')).toEqual(['设计服务']);
    await shoot(page, 'designer-console-403-1280');
    await page.context().close();

    const narrow = await newPage(browser, 375);
    await signInAt(narrow, baseUrl, designer, '/admin/designService');
    await narrow.getByRole('button', { name: '打开菜单' }).click();
    const drawer = narrow.locator('.ant-drawer');
    await drawer.getByText('设计服务').waitFor();
    expect(await menuLabels(narrow, '.ant-drawer')).toEqual(['设计服务']);
    await shoot(narrow, 'designer-console-375');
    await narrow.context().close();

    // The operator still has the whole console.
    const console = await newPage(browser, 1280);
    await signInAt(console, baseUrl, OPERATOR, '/admin/designService');
    await console.getByRole('heading', { name: '设计服务', level: 2 }).waitFor();
    await console.getByText('设计师账号', { exact: true }).first().waitFor();
    const labels = await menuLabels(console, '.admin-side');
    expect(labels).toContain('站点设置');
    expect(labels).toContain('通用商品');
    await console.context().close();
  });
});
