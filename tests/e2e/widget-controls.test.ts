import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { DEMO, signInAt } from '../support/pages.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/** A reseller's page in a browser set to English: the widgets must still speak Chinese. */
async function englishBrowserAt(path: string, width: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 860 }, locale: 'en-US' });
  const page = await context.newPage();
  await signInAt(page, baseUrl, DEMO, path);
  return page;
}

/** Characters that once stood in for icons in the widgets. */
const BARE_ICON_CHARACTERS = /[↑↓✎×▸▾▲▼]/;

async function expectChineseDateField(page: Page, scope: ReturnType<Page['getByTestId']>) {
  expect(await scope.locator('input[type="date"]').count()).toBe(0);
  const start = scope.getByRole('textbox', { name: '开始日期' });
  expect(await start.getAttribute('placeholder')).toBe('开始日期');
  await start.click();
  const calendar = page.getByRole('dialog', { name: '选择开始日期' });
  await calendar.waitFor();
  expect(await calendar.locator('.pk-calendar-title').innerText()).toMatch(/^\d{4}年\d{1,2}月$/);
  expect(await calendar.getByRole('columnheader').allInnerTexts()).toEqual([
    '日',
    '一',
    '二',
    '三',
    '四',
    '五',
    '六',
  ]);
  return calendar;
}

describe('widget controls speak Chinese and draw icons, whatever the browser language', () => {
  for (const width of [1280, 375]) {
    it(`the gallery's date filter and category tools at ${width} px`, async () => {
      const page = await englishBrowserAt('/material/myGallery', width);
      const gallery = page.getByTestId('my-gallery');
      await gallery.getByRole('textbox', { name: '开始日期' }).waitFor();
      const calendar = await expectChineseDateField(page, gallery);
      await page.screenshot({ path: screenshotPath(`widget-date-gallery-${width}`) });
      await calendar.getByRole('gridcell').nth(10).click();
      expect(await gallery.getByRole('textbox', { name: '开始日期' }).inputValue()).toMatch(
        /^\d{4}-\d{2}-\d{2}$/,
      );
      expect(await gallery.innerText()).not.toMatch(BARE_ICON_CHARACTERS);
      expect(await gallery.locator('select:not(.pk-select)').count()).toBe(0);
      await page.context().close();
    });

    it(`the order table's date filter and row toggles at ${width} px`, async () => {
      const page = await englishBrowserAt('/order/orderAdmin', width);
      const table = page.getByTestId('order-table');
      await table.getByRole('textbox', { name: '开始日期' }).waitFor();
      await expectChineseDateField(page, table);
      await page.screenshot({ path: screenshotPath(`widget-date-orders-${width}`) });
      await page.keyboard.press('Escape');
      expect(await table.innerText()).not.toMatch(BARE_ICON_CHARACTERS);
      expect(await table.locator('select:not(.pk-select)').count()).toBe(0);
      await page.context().close();
    });
  }
});
