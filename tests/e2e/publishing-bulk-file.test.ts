import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  auth,
  listingTemplates,
  priceTemplates,
  products,
  type Client,
  type DistributionBasicProduct,
} from '@podkit/sdk-core';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { startBuiltServer, type BuiltServer } from '../support/built-server.js';
import { saveOnePictureDesign } from '../support/designs.js';
import { buttonName, newPage, signInAsDemo } from '../support/pages.js';
import { sdkClient } from '../support/resellers.js';
import { seededDataDir } from '../support/seeded-data-dir.js';

const DESIGN = '星空 T 恤';

let server: BuiltServer;
let browser: Browser;
let demo: Client;

beforeAll(async () => {
  server = await startBuiltServer({}, { dataDir: await seededDataDir('bulk-file') });
  browser = await launchChromium();
  demo = sdkClient(server.baseUrl);
  await auth.login(demo, { username: 'demo', password: 'demo123456' });
  await priceTemplates.saveRates(demo, [{ currency: 'USD', rate: '0.138' }]);
  await priceTemplates.create(demo, {
    name: '美元 2.5 倍',
    currency: 'USD',
    factor: '2.5',
    addend: '5',
    rounding: '99',
    is_default: true,
  });
  await listingTemplates.create(demo, {
    platform: 'shopify',
    name: '手动上传',
    title_pattern: '{name} - Summer Tee',
    description_pattern: '{name}',
    category: '',
    attributes: {},
    color_option: 'Color',
    size_option: 'Size',
    images: 'all',
    price_template_id: null,
    status: 'active',
    tags: [],
    vendor: 'PodKit Demo',
    product_type: 'T-Shirt',
  });
  const blanks = await products.listBasic(demo, { page: 1, page_size: 50 });
  const details = await Promise.all(blanks.data.map((b) => products.getBasic(demo, b.id)));
  const shirt: DistributionBasicProduct = details.find(
    (b) => b.colors.length >= 2 && b.sizes.length >= 2 && b.views.length,
  )!;
  await saveOnePictureDesign(demo, shirt, {
    name: DESIGN,
    colorIds: shirt.colors.slice(0, 2).map((c) => c.id),
    sizeIds: shirt.sizes.slice(0, 2).map((s) => s.id),
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 860 });
    await page.screenshot({ path: screenshotPath(`${name}-${width}`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

describe('刊登: a bulk-upload file for sellers who upload by hand', () => {
  it('makes the Shopify product CSV of a chosen product and downloads it, with no store connected', async () => {
    const page = await newPage(browser, 1280);
    await signInAsDemo(page, server.baseUrl, '/publish/shopifyRelease');
    await page.getByRole('heading', { name: 'Shopify 刊登', level: 2 }).waitFor();
    await shoot(page, 'publish-bulk-file-button');
    await page.getByRole('button', { name: '生成批量上传文件' }).click();
    const dialog = page.getByRole('dialog', { name: '生成 Shopify 批量上传文件' });
    await dialog.getByRole('combobox', { name: '产品模板' }).click();
    await page.locator('.ant-select-item-option', { hasText: '手动上传' }).click();
    await dialog.getByRole('combobox', { name: '要刊登的商品' }).click();
    await page.locator('.ant-select-item-option', { hasText: DESIGN }).click();
    await dialog.getByText('生成 Shopify 批量上传文件').click(); // closes the product list
    await page.locator('.ant-select-dropdown').last().waitFor({ state: 'hidden' });
    await shoot(page, 'publish-bulk-file-dialog');

    const downloading = page.waitForEvent('download');
    await dialog.getByRole('button', { name: '生成（1 个商品）' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Shopify-批量上传-\d{14}\.csv$/);
    const text = await readFile((await download.path())!, 'utf8');
    const [header, ...rows] = text.trim().split(/\r?\n/);
    expect(header!.startsWith('Handle,Title,Body (HTML),Vendor')).toBe(true);
    expect(rows).toHaveLength(4); // 2 colours × 2 sizes
    expect(rows[0]).toContain(`${DESIGN} - Summer Tee`);
    await dialog.getByText('已生成 4 行，文件已开始下载').waitFor();
    await dialog.getByRole('link', { name: /^下载 Shopify-批量上传-/ }).waitFor();
    await shoot(page, 'publish-bulk-file-made');
    await dialog.getByRole('button', { name: buttonName('完成') }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.context().close();
  });
});
