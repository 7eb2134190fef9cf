import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { newPage, waitForPath } from '../support/pages.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('the public site for a visitor', () => {
  it('shows the tabs, with 通用商品 since the demo site has general goods', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl}/home/homePage`);
    const tabs = page.getByRole('navigation', { name: '主导航' });
    await tabs.getByRole('link', { name: '帮助中心' }).waitFor();
    expect(await tabs.getByRole('link', { name: '首页' }).count()).toBe(1);
    expect(await tabs.getByRole('link', { name: '产品定制' }).count()).toBe(1);
    await tabs.getByRole('link', { name: '通用商品' }).waitFor();
    expect(await page.getByRole('link', { name: '登录' }).count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('searches with whitespace removed and clears the box', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl}/home/homePage`);
    const search = page
      .getByRole('searchbox', { name: '搜索商品' })
      .or(page.getByRole('textbox', { name: '搜索商品' }));
    await search.first().fill('   ');
    await search.first().press('Enter');
    await waitForPath(page, /^\/home\/homePage$/);
    await search.first().fill('  纯棉  T恤 ');
    await search.first().press('Enter');
    await waitForPath(page, `/home/productDesign?keyWord=${encodeURIComponent('纯棉T恤')}`);
    expect(await search.first().inputValue()).toBe('');
    // "纯棉T恤" finds the products named "… T 恤": search matches what a person types.
    await page.getByRole('link', { name: '现货直发纯棉 T 恤' }).waitFor();
    await page.context().close();
  });

  it('shows the footer contact details and the customer-service QR code of the demo site', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl}/home/homePage`);
    const footer = page.locator('footer');
    await footer.getByText('客服电话：400-800-8888').waitFor();
    await footer.getByText('粤ICP备00000000号').waitFor();
    const qr = footer.getByRole('img', { name: '客服二维码' });
    await qr.waitFor();
    await expect
      .poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(100);
    await page.context().close();
  });

  it('opens a ticker notice in a 740 px dialog with previous and next that a mask click keeps open', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl}/home/homePage`);
    const ticker = page.getByRole('region', { name: '公告' });
    await ticker.locator('.notice-ticker-item').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.evaluate((el) => (el as HTMLElement).offsetWidth)).toBe(740);
    const firstTitle = await dialog.locator('.ant-modal-title').textContent();
    await dialog.getByRole('button', { name: '下一条' }).click();
    await expect.poll(() => dialog.locator('.ant-modal-title').textContent()).not.toBe(firstTitle);
    await page.mouse.click(10, 840);
    expect(await dialog.isVisible()).toBe(true);
    await page.context().close();
  });

  it('opens the marketing pages and the help center to visitors', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl}/home/serviceClause`);
    await page
      .getByRole('heading', { name: /服务条款/ })
      .first()
      .waitFor();
    await page.goto(`${baseUrl}/home/aboutUs`);
    await page.getByRole('heading', { name: /关于/ }).first().waitFor();
    await page.goto(`${baseUrl}/home/helpCenter`);
    await waitForPath(page, /^\/home\/helpCenter$/);
    await page.getByText('新手入门').first().waitFor();
    await page.context().close();
  });

  it('saves the public pages at 375 px and 1280 px', async () => {
    for (const width of [375, 1280]) {
      const page = await newPage(browser, width);
      await page.goto(`${baseUrl}/home/aboutUs`);
      await page.getByRole('heading', { name: /关于/ }).first().waitFor();
      await page.screenshot({ path: screenshotPath(`about-${width}`), fullPage: true });
      await page.goto(`${baseUrl}/home/helpCenter`);
      // On phones the categories and the article take turns, so the list may be hidden.
      await page.getByText('新手入门').first().waitFor({ state: 'attached' });
      await page.screenshot({ path: screenshotPath(`help-center-${width}`), fullPage: true });
      await page.context().close();
    }
  });
});
