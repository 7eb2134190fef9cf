import fs from 'node:fs/promises';
import { unzipSync } from 'fflate';
import type { Browser } from 'playwright-core';
import { auth, products, type DistributionBasicProduct } from '@podkit/sdk-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { saveOnePictureDesign } from '../support/designs.js';
import { newPage, signInAt } from '../support/pages.js';
import { registerReseller, sdkClient } from '../support/resellers.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let reseller: Awaited<ReturnType<typeof registerReseller>>;
let shirt: DistributionBasicProduct;
let productId: number;
const productName = `图库衫${Date.now() % 100000}`;

beforeAll(async () => {
  browser = await launchChromium();
  const operator = sdkClient(baseUrl);
  await auth.login(operator, { username: 'operator', password: 'operator123456' });
  reseller = await registerReseller(baseUrl, operator, 'gallery');
  const blanks = await products.listBasic(reseller.client, { page: 1, page_size: 50 });
  const candidates = await Promise.all(
    blanks.data.map((blank) => products.getBasic(reseller.client, blank.id)),
  );
  shirt = candidates.find((blank) => blank.colors.length >= 2 && blank.views.length > 0)!;
  const saved = await saveOnePictureDesign(reseller.client, shirt, {
    name: productName,
    colorIds: shirt.colors.slice(0, 2).map((color) => color.id),
    sizeIds: shirt.sizes.slice(0, 1).map((size) => size.id),
  });
  productId = saved.id;
  for (let tries = 0; tries < 120; tries++) {
    if ((await products.getDesigned(reseller.client, productId)).status === 'ready') break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe('单品图库', () => {
  it('shows a product’s mockups, sets the main picture and downloads its files as a zip', async () => {
    const page = await newPage(browser);
    await signInAt(page, baseUrl, reseller, '/material/singleGallery');
    await page.getByRole('heading', { name: '单品图库', level: 2 }).waitFor();
    await page.getByRole('combobox', { name: '商品' }).click();
    await page.getByRole('combobox', { name: '商品' }).fill(productName);
    await page.locator('.ant-select-item-option', { hasText: productName }).click();
    const cards = page.locator('.single-gallery-card');
    await expect.poll(() => cards.count()).toBe(2);
    const second = shirt.colors[1]!.name;
    const secondCard = cards.filter({ hasText: second });
    await secondCard.getByRole('button', { name: '设为主图' }).click();
    await secondCard.getByText('主图', { exact: true }).waitFor();
    expect(await cards.locator('.ant-tag', { hasText: /^主图$/ }).count()).toBe(1);
    await page.screenshot({ path: screenshotPath('single-gallery-1280'), fullPage: true });

    await page.getByText('印刷文件', { exact: true }).click();
    await expect.poll(() => cards.count()).toBe(1);
    expect(await cards.first().innerText()).toMatch(/\d+×\d+ px/);

    await page.getByRole('button', { name: '打包下载此商品' }).click();
    const dialog = page.getByRole('dialog', { name: '打包下载（1 个商品）' });
    await dialog.getByRole('button', { name: '开始打包' }).click();
    await dialog.locator('[data-status="succeeded"]').waitFor({ timeout: 60_000 });
    await dialog.getByText('已完成：已打包 3 / 3 个文件').waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: '下载压缩包' }).click(),
    ]);
    const zip = unzipSync(new Uint8Array(await fs.readFile((await download.path())!)));
    const names = Object.keys(zip).sort();
    expect(names).toHaveLength(3);
    expect(names.filter((name) => name.includes('/效果图/'))).toHaveLength(2);
    expect(names.filter((name) => name.includes('/印刷文件/'))).toHaveLength(1);
    for (const name of names) {
      expect(name.startsWith(`${productName}-${productId}/`)).toBe(true);
      expect(Buffer.from(zip[name]!.subarray(1, 4)).toString()).toBe('PNG');
    }
    await page.context().close();

    const library = await products.listDesigned(reseller.client, { keyword: productName });
    const detail = await products.getDesigned(reseller.client, productId);
    const mainMockup = detail.mockups.find((m) => m.color_id === shirt.colors[1]!.id)!;
    expect(library.data[0]!.thumbnail).toBe(mainMockup.url);
  });

  it('fits the gallery on a phone', async () => {
    const page = await newPage(browser, 375);
    await signInAt(page, baseUrl, reseller, '/material/singleGallery');
    await expect.poll(() => page.locator('.single-gallery-card').count()).toBeGreaterThan(1);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshotPath('single-gallery-375'), fullPage: true });
    await page.context().close();
  });
});
