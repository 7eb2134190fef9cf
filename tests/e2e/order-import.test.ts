import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  auth,
  createClient,
  createMemoryNotifier,
  createMemoryStorage,
  createTokenStore,
  orders,
  products,
  type Client,
} from '@podkit/sdk-core';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { newPage, signInAsDemo } from '../support/pages.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let demo: Client;
let goodsSku: string;
const run = Date.now().toString(36).toUpperCase();

beforeAll(async () => {
  browser = await launchChromium();
  demo = createClient({
    baseURL: `${baseUrl}/req`,
    tokenStore: createTokenStore({ storage: createMemoryStorage() }),
    notifier: createMemoryNotifier(),
    reload: () => {},
  });
  await auth.login(demo, { username: 'demo', password: 'demo123456' });
  const goods = await products.listOrdinary(demo, { page_size: 50 });
  const withSku = goods.data.find((g) => g.skus.some((s) => s.code && s.stock > 10));
  if (!withSku) throw new Error('the demo catalog has no general good with SKUs');
  goodsSku = withSku.skus.find((s) => s.code && s.stock > 10)!.code;
});

afterAll(async () => {
  await browser?.close();
});

async function sheetRows(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const cells: string[] = [];
    for (let c = 1; c <= sheet.columnCount; c++) cells.push(row.getCell(c).text);
    rows.push(cells);
  });
  return rows;
}

/** Fills the downloaded template below its two header rows, as a reseller would in Excel. */
async function fillTemplate(template: Buffer, rows: Array<Record<string, string>>) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(template as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('订单')!;
  const keys = (sheet.getRow(2).values as unknown[]).slice(1).map(String);
  rows.forEach((row, i) => {
    const target = sheet.getRow(3 + i);
    keys.forEach((key, c) => (target.getCell(c + 1).value = row[key] ?? ''));
    target.commit();
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function downloadTemplate(page: Page): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: '下载模板' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('订单导入模板.xlsx');
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('importOrder', () => {
  it('imports the good rows of a spreadsheet and reports the bad ones by row', async () => {
    const page = await newPage(browser, 1280);
    await signInAsDemo(page, baseUrl, '/order/importOrder');
    await expect.poll(() => page.getByRole('heading', { name: '导入订单' }).count()).toBe(1);

    const template = await downloadTemplate(page);
    const [titles] = await sheetRows(template);
    expect(titles!.slice(0, 3)).toEqual(['订单号', '收件人', '地址1']);

    const address = {
      recipient_name: 'Jane Doe',
      address1: '123 Main St',
      city: 'Los Angeles',
      province: 'CA',
      postcode: '90001',
      country_code: 'US',
    };
    const filled = await fillTemplate(template, [
      { order_no: `E2E-${run}-1`, ...address, sku: goodsSku, quantity: '2' }, // row 3
      { order_no: `E2E-${run}-1`, sku: goodsSku, quantity: '1' }, // row 4
      { order_no: `E2E-${run}-2`, ...address, sku: goodsSku, quantity: '1' }, // row 5
      { order_no: `E2E-${run}-3`, ...address, country_code: 'USA', sku: goodsSku, quantity: '1' }, // row 6
      { order_no: `E2E-${run}-4`, ...address, sku: 'NOT-A-SKU', quantity: '1' }, // row 7
    ]);
    await page.locator('input[type="file"]').setInputFiles({
      name: '店铺订单.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: filled,
    });

    const summary = page.getByTestId('import-summary');
    await expect.poll(() => summary.textContent(), { timeout: 30_000 }).toContain('导入 2 个订单');
    expect(await summary.textContent()).toBe('共 5 行，导入 2 个订单（3 行），2 行有错误。');
    const errorRows = page.getByTestId('import-error-rows').locator('tbody tr.ant-table-row');
    await expect
      .poll(() => errorRows.allTextContents())
      .toEqual([
        '6「国家代码」「USA」不是两位字母的国家代码（如 US）',
        '7SKU「NOT-A-SKU」不存在（不是您的设计产品 SKU 或自定义编码，也不是本站通用商品 SKU）',
      ]);
    await page.screenshot({ path: screenshotPath('import-order-1280'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: screenshotPath('import-order-375'), fullPage: true });

    const href = await page.getByTestId('import-error-file').getAttribute('href');
    const errorFile = Buffer.from(await (await fetch(href!)).arrayBuffer());
    const rows = await sheetRows(errorFile);
    expect(rows[0]!.slice(-2)).toEqual(['行号', '错误原因']);
    expect(rows.slice(1).map((r) => [r.at(-2), r[0]])).toEqual([
      ['6', `E2E-${run}-3`],
      ['7', `E2E-${run}-4`],
    ]);

    const listed = await orders.listOrders(demo, { status: 'pending_payment', page_size: 50 });
    const imported = listed.data.filter((o) => o.platform_order_name?.startsWith(`E2E-${run}-`));
    expect(imported.map((o) => [o.platform_order_name, o.item_num]).sort()).toEqual([
      [`E2E-${run}-1`, 3],
      [`E2E-${run}-2`, 1],
    ]);
    await page.context().close();
  });

  it('shows the FBA variant with its own template', async () => {
    const page = await newPage(browser, 1280);
    await signInAsDemo(page, baseUrl, '/order/importOrderFba');
    await expect.poll(() => page.getByRole('heading', { name: '导入 FBA 订单' }).count()).toBe(1);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下载模板' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('FBA订单导入模板.xlsx');
    await page.screenshot({ path: screenshotPath('import-order-fba-1280'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: screenshotPath('import-order-fba-375'), fullPage: true });
    await page.context().close();
  });
});
