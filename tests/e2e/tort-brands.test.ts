import ExcelJS from 'exceljs';
import type { Browser } from 'playwright-core';
import { auth, products } from '@podkit/sdk-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { waitForEditor } from '../support/editor.js';
import { newPage, OPERATOR, signInAt, buttonName } from '../support/pages.js';
import { registerReseller, sdkClient } from '../support/resellers.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let reseller: Awaited<ReturnType<typeof registerReseller>>;
const run = Date.now() % 100000;
const blocked = `Vantorix${run}`;
const warned = `星野乐园${run}`;

beforeAll(async () => {
  browser = await launchChromium();
  const operator = sdkClient(baseUrl);
  await auth.login(operator, { username: 'operator', password: 'operator123456' });
  reseller = await registerReseller(baseUrl, operator, 'tort');
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

async function brandSheet(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('品牌');
  sheet.addRow(['品牌', '级别', '权利人', '备注']);
  sheet.addRow([blocked, '禁止发布', 'Vantorix GmbH', '欧盟商标']);
  sheet.addRow([warned, '提醒', '', '']);
  sheet.addRow(['', '提醒', '', '']);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe('侵权品牌: the operator’s list and the reseller’s lookup', () => {
  it('imports a brand sheet in the console and lists what it added', async () => {
    const page = await newPage(browser);
    await signInAt(page, baseUrl, OPERATOR, '/admin/tortBrand');
    await page.getByRole('heading', { name: '侵权品牌', level: 2 }).waitFor();
    await page.locator('input[type=file]').setInputFiles({
      name: '侵权品牌.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await brandSheet(),
    });
    const outcome = page.getByRole('dialog', { name: '导入结果' });
    // A retry meets the brands its first attempt added: they are then updated, not added.
    await outcome.getByText(/新增 (2 个，更新 0|0 个，更新 2) 个，1 行未导入：/).waitFor();
    expect(await outcome.getByRole('row').filter({ hasText: '品牌为空' }).count()).toBe(1);
    await outcome.getByRole('button', { name: '知道了' }).click();
    await outcome.waitFor({ state: 'hidden' });
    // The list has loaded again with the import before the search is typed over it.
    await page.locator('.ant-table-tbody tr.ant-table-row', { hasText: warned }).waitFor();

    await page.getByLabel('搜索侵权品牌').fill(blocked.toLowerCase());
    await page.getByLabel('搜索侵权品牌').press('Enter');
    const row = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => row.count(), { timeout: 30_000 }).toBe(1);
    expect(await row.innerText()).toContain('禁止发布');
    expect(await row.innerText()).toContain('Vantorix GmbH');
    await page.screenshot({ path: screenshotPath('admin-tort-brands-1280'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: screenshotPath('admin-tort-brands-375'), fullPage: true });
    await page.context().close();
  });

  for (const width of [1280, 375]) {
    it(`finds an imported brand in a reseller's text, spaced and in other case, at ${width} px`, async () => {
      const page = await newPage(browser, width);
      await signInAt(page, baseUrl, reseller, '/goods/tortBrand');
      await page.getByRole('heading', { name: '侵权品牌查询', level: 2 }).waitFor();
      const text = page.getByRole('textbox', { name: '要查询的文字' });
      await text.fill(`Summer ${[...blocked.toUpperCase()].join(' ')} tee, 星野 乐园${run}`);
      await page.getByRole('button', { name: buttonName('查询') }).click();
      const found = page.getByRole('list', { name: '发现的侵权品牌' });
      await found.waitFor();
      expect(await found.getByRole('listitem').allInnerTexts()).toEqual([
        expect.stringContaining(blocked),
        expect.stringContaining(warned),
      ]);
      await page.getByText('含禁止发布的品牌，相关商品不能发布').waitFor();
      await page.screenshot({ path: screenshotPath(`tort-brand-${width}`), fullPage: true });

      await text.fill(`${blocked}ish pineapple`);
      // A button that was loading keeps 'loading' in its accessible name in antd: no ^ anchor.
      await page.getByRole('button', { name: buttonName('查询') }).click();
      await page.getByText('未发现侵权品牌').waitFor();
      await page.context().close();
    });
  }

  it('warns in the editor when a saved design’s text names a listed brand', async () => {
    const blanks = await products.listBasic(reseller.client, { page: 1, page_size: 1 });
    const page = await newPage(browser);
    await signInAt(page, baseUrl, reseller, `/design/singleDesign?id=${blanks.data[0]!.id}`);
    await waitForEditor(page);
    await page.getByRole('tab', { name: '文字' }).click();
    await page.getByLabel('文字内容').fill(`I love ${blocked.toLowerCase()}`);
    await page.getByRole('button', { name: '添加文字' }).click();
    await page.keyboard.press('Control+S');
    const saveDialog = page.getByRole('dialog', { name: '保存设计' });
    await saveDialog.getByLabel('商品名称').fill('夏日 T 恤');
    await saveDialog.getByRole('button', { name: /^保存（\d+ 个 SKU）$/ }).click();
    const warning = page.getByTestId('save-status').getByRole('alert');
    await warning.waitFor();
    expect(await warning.innerText()).toBe(
      `标题或文字中含有侵权品牌：${blocked}。其中 ${blocked} 禁止发布，请修改后再发布。`,
    );
    await page.screenshot({ path: screenshotPath('editor-tort-warning-1280') });
    await page.context().close();
  });
});
