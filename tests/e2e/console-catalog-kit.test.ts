import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { newPage, signIn, waitForImages, waitForPath } from '../support/pages.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

async function shoot(page: Page, name: string) {
  await waitForImages(page);
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}

async function signInAsOperator(path: string) {
  const page = await newPage(browser);
  await page.goto(`${baseUrl}/user/login?redirect=${encodeURIComponent(path)}`);
  await signIn(page, 'operator', 'operator123456');
  await waitForPath(page, path);
  return page;
}

// antd spaces two-character button labels ('保 存'), so those are matched loosely.
describe('the console catalog kit (通用商品 and 商品目录)', () => {
  it('publishes a general good from its list switch and back', async () => {
    const page = await signInAsOperator('/admin/goods');
    try {
      const first = page.locator('.ant-table-tbody tr.ant-table-row').first();
      await first.waitFor();
      const toggle = first.getByRole('switch');
      const label = (await toggle.getAttribute('aria-label'))!;
      expect(label).toMatch(/ 发布$/);
      const was = await toggle.getAttribute('aria-checked');
      for (const expected of [was === 'true' ? 'false' : 'true', was]) {
        const saved = page.waitForResponse(
          (res) => res.request().method() === 'PUT' && /\/publish$/.test(res.url()),
        );
        await page.getByRole('switch', { name: label }).click();
        expect((await (await saved).json()).status_code).toBe(200);
        await expect
          .poll(() => page.getByRole('switch', { name: label }).getAttribute('aria-checked'))
          .toBe(expected);
      }
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 860 });
        await page.getByRole('switch', { name: label }).waitFor();
        await shoot(page, `console-goods-list-${width}`);
      }
    } finally {
      await page.context().close();
    }
  });

  it('adds, renames and deletes a blank category in the FormModal dialog', async () => {
    const page = await signInAsOperator('/admin/catalog');
    const name = `测试分类${Date.now() % 100000}`;
    try {
      await page.getByRole('tab', { name: '商品分类' }).click();
      await page.getByRole('button', { name: '新建分类' }).click();
      const create = page.getByRole('dialog', { name: '新建分类' });
      await create.getByRole('button', { name: /保\s*存/ }).click();
      await create.getByText('请填写分类名称').waitFor();
      await create.getByLabel('分类名称').fill(name);
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 860 });
        await shoot(page, `console-category-dialog-${width}`);
      }
      await page.setViewportSize({ width: 1280, height: 860 });
      await create.getByRole('button', { name: /保\s*存/ }).click();
      await create.waitFor({ state: 'hidden' });
      const row = page.getByRole('row', { name: new RegExp(name) });
      await row.waitFor();

      await row.getByRole('button', { name: /编\s*辑/ }).click();
      const edit = page.getByRole('dialog', { name: '编辑分类' });
      await expect.poll(() => edit.getByLabel('分类名称').inputValue()).toBe(name);
      await edit.getByLabel('分类名称').fill(`${name}改`);
      await edit.getByRole('button', { name: /保\s*存/ }).click();
      await edit.waitFor({ state: 'hidden' });
      const renamed = page.getByRole('row', { name: new RegExp(`${name}改`) });
      await renamed.waitFor();

      await renamed.getByRole('button', { name: /删\s*除/ }).click();
      await page
        .getByRole('tooltip')
        .getByRole('button', { name: /删\s*除/ })
        .click();
      await renamed.waitFor({ state: 'detached' });
    } finally {
      await page.context().close();
    }
  });
});
