import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import {
  priceTemplates,
  products,
  stores,
  type Client,
  type DistributionBasicProduct,
} from '@podkit/sdk-core';
import { screenshotPath } from './browser.js';
import { saveOnePictureDesign } from './designs.js';

/**
 * The steps a marketplace's release e2e shares (publishing-tiktok, -shopee, -temu-shein): a store
 * authorised at the platform's fake, USD pricing, a design of the demo shirt, and the 商品库 → 刊登
 * → 下架 flow of the release screens.
 */

/** Authorises a Shopee or TikTok Shop store: their fakes approve at once and redirect with the code. */
export async function connectApprovedStore(demo: Client, platform: 4 | 10) {
  const started = await stores.connectStore(demo, { platform });
  const approved = await fetch(started.authorize_url!, { redirect: 'manual' });
  const back = new URL(approved.headers.get('location')!);
  await stores.completeStoreAuth(demo, { query: Object.fromEntries(back.searchParams) });
}

/** A USD rate and the 美元 2.5 倍 price template (up to .99), then a 2 × 2 design of a shirt. */
export async function pricedShirtDesign(demo: Client, design: string) {
  await priceTemplates.saveRates(demo, [{ currency: 'USD', rate: '0.1380' }]);
  await priceTemplates.create(demo, {
    name: '美元 2.5 倍',
    currency: 'USD',
    factor: '2.5',
    addend: '5',
    rounding: '99',
  });
  const blanks = await products.listBasic(demo, { page: 1, page_size: 50 });
  const details = await Promise.all(blanks.data.map((b) => products.getBasic(demo, b.id)));
  const shirt: DistributionBasicProduct = details.find(
    (b) => b.colors.length >= 2 && b.sizes.length >= 2 && b.views.length,
  )!;
  await saveOnePictureDesign(demo, shirt, {
    name: design,
    colorIds: shirt.colors.slice(0, 2).map((c) => c.id),
    sizeIds: shirt.sizes.slice(0, 2).map((s) => s.id),
  });
}

export async function shootWidths(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 860 });
    await page.screenshot({ path: screenshotPath(`${name}-${width}`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

/** The release table's row of a product. */
export const releaseRow = (page: Page, product: string) =>
  page.locator('.ant-table-tbody tr', { hasText: product });

/**
 * From the marketplace's 商品库, publishes `design` to the first store with `template`, and waits
 * on its 刊登 screen (with no "not supported" notice) until the row says 已刊登.
 */
export async function publishFromLibrary(
  page: Page,
  baseUrl: string,
  marketplace: { key: string; label: string },
  design: string,
  template: string,
) {
  await page.goto(`${baseUrl}/publish/${marketplace.key}Library`);
  await page.getByRole('heading', { name: `${marketplace.label} 商品库`, level: 2 }).waitFor();
  await releaseRow(page, design).getByRole('checkbox').check();
  await page.getByRole('button', { name: '刊登所选（1）' }).click();
  const publish = page.getByRole('dialog', { name: `刊登到 ${marketplace.label}` });
  await publish.getByRole('combobox', { name: '店铺' }).click();
  await page.locator('.ant-select-item-option').first().click();
  await publish.getByRole('combobox', { name: '产品模板' }).click();
  await page.locator('.ant-select-item-option', { hasText: template }).click();
  await publish.getByRole('button', { name: '刊登（1 个商品）' }).click();

  await page.getByRole('heading', { name: `${marketplace.label} 刊登`, level: 2 }).waitFor();
  expect(await page.getByText(`暂不支持通过 API 刊登到 ${marketplace.label}`).count()).toBe(0);
  await releaseRow(page, design).getByText('已刊登').waitFor({ timeout: 60_000 });
}

/** Reloads the 刊登 screen until the row of `design` says 已下架 (the unpublish job ran). */
export async function waitUnpublished(page: Page, label: string, design: string) {
  await expect
    .poll(
      async () => {
        await page.reload();
        await page.getByRole('heading', { name: `${label} 刊登`, level: 2 }).waitFor();
        await releaseRow(page, design).waitFor();
        return releaseRow(page, design).getByText('已下架').count();
      },
      { timeout: 60_000 },
    )
    .toBe(1);
}
