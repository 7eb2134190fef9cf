import { auth, products, type DistributionBasicProduct } from '@podkit/sdk-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { saveOnePictureDesign } from '../support/designs.js';
import { newPage, signInAt, buttonName } from '../support/pages.js';
import { registerReseller, sdkClient } from '../support/resellers.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let reseller: Awaited<ReturnType<typeof registerReseller>>;
const productName = '条码 T 恤';

beforeAll(async () => {
  browser = await launchChromium();
  const operator = sdkClient(baseUrl);
  await auth.login(operator, { username: 'operator', password: 'operator123456' });
  reseller = await registerReseller(baseUrl, operator, 'skus');
  const blanks = await products.listBasic(reseller.client, { page: 1, page_size: 50 });
  const candidates = await Promise.all(
    blanks.data.map((blank) => products.getBasic(reseller.client, blank.id)),
  );
  const shirt: DistributionBasicProduct = candidates.find(
    (blank) => blank.colors.length >= 2 && blank.sizes.length >= 1 && blank.views.length > 0,
  )!;
  await saveOnePictureDesign(reseller.client, shirt, {
    name: productName,
    colorIds: shirt.colors.slice(0, 2).map((color) => color.id),
    sizeIds: shirt.sizes.slice(0, 1).map((size) => size.id),
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

const firstRow = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row').first();

describe('单品管理, 编码转换 and 条码管理', () => {
  it('edits a SKU code in 单品管理 that 编码转换 then turns into the PodKit SKU', async () => {
    const page = await newPage(browser);
    await signInAt(page, baseUrl, reseller, '/goods/singleProduct');
    await page.getByRole('heading', { name: '单品管理', level: 2 }).waitFor();
    const row = firstRow(page);
    await row.getByText(productName).waitFor();
    const podkitSku = (await row.locator('td').nth(1).textContent())!.trim();
    expect(podkitSku).toMatch(/-\d+-\d+-\d+$/);

    await row.getByRole('button', { name: /^编辑 .* 的编码$/ }).click();
    await row.getByRole('textbox').fill('e2e 坏编码');
    await row.getByRole('button', { name: buttonName('保存') }).click();
    await page.getByText('SKU 编码「e2e 坏编码」不可用', { exact: false }).waitFor();
    await row.getByRole('textbox').fill('SHIRT-RED-M');
    await row.getByRole('textbox').press('Enter');
    await row.getByText('SHIRT-RED-M').waitFor();
    await page.screenshot({ path: screenshotPath('single-product-1280'), fullPage: true });

    await page.goto(`${baseUrl}/design/codeTransform`);
    await page.getByRole('heading', { name: '编码转换', level: 2 }).waitFor();
    await page.getByRole('textbox', { name: '要转换的编码' }).fill('shirt-red-m\nNOT-A-CODE');
    await page.getByRole('button', { name: buttonName('转换') }).click();
    await page.getByText('共 2 个编码，1 个未匹配：NOT-A-CODE').waitFor();
    const matched = page.locator('.ant-table-tbody tr', { hasText: 'shirt-red-m' });
    await expect(matched.textContent()).resolves.toContain(podkitSku);
    await expect(matched.textContent()).resolves.toContain('自定义编码');
    await page.getByRole('button', { name: '导出结果' }).click();
    const link = page.getByRole('link', { name: /编码转换结果\.xlsx/ });
    await link.waitFor();
    const exported = await fetch((await link.getAttribute('href'))!);
    expect(exported.status).toBe(200);
    expect(
      Buffer.from(await exported.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    await page.screenshot({ path: screenshotPath('code-transform-1280'), fullPage: true });
    await page.context().close();
  });

  it('sets a GTIN in 条码管理, previews it and prints a label PDF', async () => {
    const page = await newPage(browser);
    await signInAt(page, baseUrl, reseller, '/goods/barcodeAdmin');
    await page.getByRole('heading', { name: '条码管理', level: 2 }).waitFor();
    const row = firstRow(page);
    await row.getByText(productName).waitFor();
    await row.getByRole('button', { name: '设置条码' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('GTIN（EAN-13）').fill('6901234567893');
    await dialog.getByRole('button', { name: buttonName('保存') }).click();
    await dialog.getByText('不是有效的 EAN-13').waitFor();
    await dialog.getByLabel('GTIN（EAN-13）').fill('6901234567892');
    await dialog.getByRole('button', { name: buttonName('保存') }).click();
    await row.getByText('6901234567892').waitFor();

    await row.getByRole('button', { name: buttonName('预览') }).click();
    await page.getByRole('img', { name: '条码 6901234567892' }).waitFor();
    await page.screenshot({ path: screenshotPath('barcode-preview-1280') });
    await page.keyboard.press('Escape');

    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: /打印标签/ }).click();
    await page.getByRole('dialog').getByText('EAN-13（GTIN）').click();
    await page.getByRole('button', { name: '生成 PDF' }).click();
    const link = page.getByRole('link', { name: /条码标签-50x30\.pdf/ });
    await link.waitFor();
    const pdf = await fetch((await link.getAttribute('href'))!);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    await page.screenshot({ path: screenshotPath('barcode-admin-1280'), fullPage: true });
    await page.context().close();
  });

  it('saves the three screens at 375 px', async () => {
    const page = await newPage(browser, 375);
    for (const [path, name] of [
      ['/goods/singleProduct', 'single-product'],
      ['/goods/barcodeAdmin', 'barcode-admin'],
      ['/design/codeTransform', 'code-transform'],
    ] as const) {
      if (name === 'single-product') await signInAt(page, baseUrl, reseller, path);
      else await page.goto(`${baseUrl}${path}`);
      await page.locator('h2.page-title').waitFor();
      await page.locator('.ant-spin-spinning').waitFor({ state: 'detached' });
      await page.screenshot({ path: screenshotPath(`${name}-375`), fullPage: true });
    }
    await page.context().close();
  });
});
