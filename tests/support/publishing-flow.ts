import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import {
  priceTemplates,
  products,
  type Client,
  type DistributionBasicProduct,
} from '@podkit/sdk-core';
import { screenshotPath } from './browser.js';
import { saveOnePictureDesign } from './designs.js';

/**
 * What a release through a marketplace's screens needs first: a USD rate, a USD price template
 * (×2.5 + 5, up to .99) and a design `name` on a blank with two colours × two sizes.
 */
export async function preparePublishing(demo: Client, name: string) {
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
    name,
    colorIds: shirt.colors.slice(0, 2).map((c) => c.id),
    sizeIds: shirt.sizes.slice(0, 2).map((s) => s.id),
  });
}

/** Full-page screenshots at 1280 px and 375 px (860 px high), the viewport back at 1280 px. */
export async function shootPublishing(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 860 });
    await page.screenshot({ path: screenshotPath(`${name}-${width}`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

export const listingRow = (page: Page, product: string) =>
  page.locator('.ant-table-tbody tr', { hasText: product });

/**
 * From the marketplace's 商品库 (`library`, its menu label `label`), releases `product` to the first
 * store with the template `template`, and waits for the release screen.
 */
export async function publishFromLibrary(
  page: Page,
  baseUrl: string,
  marketplace: { key: string; label: string },
  template: string,
  product: string,
) {
  await page.goto(`${baseUrl}/publish/${marketplace.key}Library`);
  await page.getByRole('heading', { name: `${marketplace.label} 商品库`, level: 2 }).waitFor();
  await listingRow(page, product).getByRole('checkbox').check();
  await page.getByRole('button', { name: '刊登所选（1）' }).click();
  const publish = page.getByRole('dialog', { name: `刊登到 ${marketplace.label}` });
  await publish.getByRole('combobox', { name: '店铺' }).click();
  await page.locator('.ant-select-item-option').first().click();
  await publish.getByRole('combobox', { name: '产品模板' }).click();
  await page.locator('.ant-select-item-option', { hasText: template }).click();
  await publish.getByRole('button', { name: '刊登（1 个商品）' }).click();
  await page.getByRole('heading', { name: `${marketplace.label} 刊登`, level: 2 }).waitFor();
}

/** Reloads the release screen until `product`'s row says 已下架 (the job runs in the background). */
export async function waitUntilUnpublished(page: Page, label: string, product: string) {
  await expect
    .poll(
      async () => {
        await page.reload();
        await page.getByRole('heading', { name: `${label} 刊登`, level: 2 }).waitFor();
        await listingRow(page, product).waitFor();
        return listingRow(page, product).getByText('已下架').count();
      },
      { timeout: 60_000 },
    )
    .toBe(1);
}
