import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  auth,
  products,
  stores,
  type Client,
  type DistributionBasicProduct,
} from '@podkit/sdk-core';
import { startShopifyFake, type ShopifyFake } from '../../packages/server/test/fakes/shopify.js';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { startBuiltServer, type BuiltServer } from '../support/built-server.js';
import { saveOnePictureDesign } from '../support/designs.js';
import { newPage, signInAsDemo, buttonName } from '../support/pages.js';
import { sdkClient } from '../support/resellers.js';
import { seededDataDir } from '../support/seeded-data-dir.js';

const APP = { apiKey: 'podkit-e2e-key', apiSecret: 'podkit-e2e-secret' };
const SHOP = 'publish-shop.myshopify.com';
const DESIGNS = ['日落 T 恤', '海浪 T 恤', '山峦 T 恤'];

let fake: ShopifyFake;
let server: BuiltServer;
let browser: Browser;
let demo: Client;
let shirt: DistributionBasicProduct;
const productIds: number[] = [];

beforeAll(async () => {
  fake = await startShopifyFake(APP);
  server = await startBuiltServer(
    {
      SHOPIFY_API_KEY: APP.apiKey,
      SHOPIFY_API_SECRET: APP.apiSecret,
      SHOPIFY_SHOP_ORIGIN: fake.shopOrigin,
    },
    { dataDir: await seededDataDir('publish') },
  );
  browser = await launchChromium();
  demo = sdkClient(server.baseUrl);
  await auth.login(demo, { username: 'demo', password: 'demo123456' });
  const started = await stores.connectStore(demo, { platform: 5, shop_domain: 'publish-shop' });
  const approved = await fetch(started.authorize_url!, { redirect: 'manual' });
  const back = new URL(approved.headers.get('location')!);
  await stores.completeStoreAuth(demo, { query: Object.fromEntries(back.searchParams) });
  const blanks = await products.listBasic(demo, { page: 1, page_size: 50 });
  const details = await Promise.all(blanks.data.map((b) => products.getBasic(demo, b.id)));
  shirt = details.find((b) => b.colors.length >= 2 && b.sizes.length >= 2 && b.views.length)!;
  for (const name of DESIGNS) {
    const saved = await saveOnePictureDesign(demo, shirt, {
      name,
      colorIds: shirt.colors.slice(0, 2).map((c) => c.id),
      sizeIds: shirt.sizes.slice(0, 2).map((s) => s.id),
    });
    productIds.push(saved.id);
  }
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 860 });
    await page.screenshot({ path: screenshotPath(`${name}-${width}`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

/** The release table's row of a product. */
const rowOf = (page: Page, product: string) =>
  page.locator('.ant-table-tbody tr', { hasText: product });

describe('刊登中心: design once, list on Shopify', () => {
  it('sets a price template and a Shopify template, publishes three products, updates one and retries a refusal', async () => {
    const page = await newPage(browser, 1280);
    await signInAsDemo(page, server.baseUrl, '/publish/amountTemplate');

    // 价格模板: a USD rate, then a template whose prices show on a product before saving.
    await page.getByRole('heading', { name: '价格模板', level: 2 }).waitFor();
    await page.getByRole('button', { name: '添加币种' }).click();
    await page.getByRole('textbox', { name: '币种' }).fill('usd');
    await page.getByRole('spinbutton', { name: 'USD 汇率' }).fill('0.138');
    await page.getByRole('button', { name: '保存汇率' }).click();
    await page.getByText('汇率已保存').first().waitFor();
    await page.getByRole('button', { name: '新建价格模板' }).click();
    const priceDialog = page.getByRole('dialog', { name: '新建价格模板' });
    await priceDialog.getByLabel('模板名称').fill('美元 2.5 倍');
    await priceDialog.getByLabel('倍数').fill('2.5');
    await priceDialog.getByLabel('加价').fill('5');
    await priceDialog.getByRole('combobox', { name: '商品' }).click();
    await page.locator('.ant-select-item-option', { hasText: DESIGNS[0]! }).click();
    const preview = priceDialog.getByRole('region', { name: '价格预览' });
    await preview.locator('.shop-price').first().waitFor();
    const prices = await preview.locator('.shop-price').allInnerTexts();
    expect(prices).toHaveLength(4);
    for (const price of prices) expect(price).toMatch(/^\d+\.99$/);
    await shoot(page, 'publish-price-template');
    await priceDialog.getByRole('button', { name: buttonName('保存') }).click();
    await page.getByRole('cell', { name: /美元 2\.5 倍/ }).waitFor();

    // Shopify 产品模板, reached from the 刊登中心 menu.
    await page
      .getByRole('navigation', { name: '工作台菜单' })
      .getByRole('button', { name: '刊登中心' })
      .hover();
    await page.getByRole('link', { name: 'Shopify 产品模板' }).click();
    await page.mouse.move(640, 700);
    await page.getByRole('heading', { name: 'Shopify 产品模板', level: 2 }).waitFor();
    await page.getByRole('button', { name: '新建产品模板' }).click();
    const templateDialog = page.getByRole('dialog', { name: '新建 Shopify 产品模板' });
    await templateDialog.getByLabel('模板名称').fill('夏季 T 恤');
    await templateDialog.getByLabel('标题').fill('{name} - Summer Tee');
    await templateDialog.getByLabel('供应商（Vendor）').fill('PodKit Demo');
    await templateDialog.getByRole('button', { name: buttonName('保存') }).click();
    await page.getByRole('cell', { name: '夏季 T 恤' }).waitFor();
    await shoot(page, 'publish-listing-template');

    // Shopify 商品库: choose the three products and publish them.
    await page.goto(`${server.baseUrl}/publish/shopifyLibrary`);
    await page.getByRole('heading', { name: 'Shopify 商品库', level: 2 }).waitFor();
    for (const name of DESIGNS) {
      await page.locator('.ant-table-tbody tr', { hasText: name }).getByRole('checkbox').check();
    }
    await page.getByRole('button', { name: '刊登所选（3）' }).click();
    const publishDialog = page.getByRole('dialog', { name: '刊登到 Shopify' });
    await publishDialog.getByRole('combobox', { name: '店铺' }).click();
    await page.locator('.ant-select-item-option').first().click();
    await publishDialog.getByRole('combobox', { name: '产品模板' }).click();
    await page.locator('.ant-select-item-option', { hasText: '夏季 T 恤' }).click();
    await publishDialog.getByRole('button', { name: '刊登（3 个商品）' }).click();

    // Shopify 刊登: each listing settles as published with the shop's product id.
    await page.getByRole('heading', { name: 'Shopify 刊登', level: 2 }).waitFor();
    for (const name of DESIGNS) {
      await rowOf(page, name).getByText('已刊登').waitFor({ timeout: 30_000 });
    }
    expect(fake.products(SHOP)).toHaveLength(3);
    const sunset = fake.products(SHOP).find((p) => p.title === `${DESIGNS[0]} - Summer Tee`)!;
    expect(
      await rowOf(page, DESIGNS[0]!)
        .getByRole('link', { name: String(sunset.id) })
        .count(),
    ).toBe(1);
    expect(sunset.vendor).toBe('PodKit Demo');
    for (const variant of sunset.variants) expect(variant.price).toMatch(/^\d+\.99$/);
    await shoot(page, 'publish-release');

    // Rename a product and update its listing: the same Shopify product changes.
    const first = await products.getDesigned(demo, productIds[0]!);
    await products.update(demo, first.id, {
      name: '日落 T 恤 二代',
      basic_product_id: first.basic_product_id,
      document: first.document,
      color_ids: [...new Set(first.skus.map((sku) => sku.color_id))],
      size_ids: [...new Set(first.skus.map((sku) => sku.size_id))],
    });
    await page.reload();
    await rowOf(page, '日落 T 恤 二代').getByRole('button', { name: '更新' }).click();
    await page.getByText('已加入刊登队列').first().waitFor();
    await expect
      .poll(() => fake.products(SHOP).find((p) => p.id === sunset.id)?.title, { timeout: 30_000 })
      .toBe('日落 T 恤 二代 - Summer Tee');
    await rowOf(page, '日落 T 恤 二代').getByText('已刊登').waitFor({ timeout: 30_000 });
    expect(fake.products(SHOP)).toHaveLength(3);

    // A title the shop refuses: the listing fails with Shopify's words, and a retry after the
    // template is fixed publishes it.
    await page.goto(`${server.baseUrl}/publish/shopifyProTem`);
    const editTemplate = async (title: string) => {
      await page.getByRole('button', { name: '编辑' }).first().click();
      const dialog = page.getByRole('dialog', { name: '编辑「夏季 T 恤」' });
      await dialog.getByLabel('标题').fill(title);
      await dialog.getByRole('button', { name: buttonName('保存') }).click();
      await dialog.waitFor({ state: 'hidden' });
    };
    await editTemplate(`{name} ${'very long words '.repeat(16)}`);
    await page.goto(`${server.baseUrl}/publish/shopifyRelease`);
    await rowOf(page, DESIGNS[1]!).getByRole('button', { name: '更新' }).click();
    await rowOf(page, DESIGNS[1]!)
      .getByText('Shopify：Title is too long (maximum is 255 characters)')
      .waitFor({ timeout: 30_000 });
    await shoot(page, 'publish-release-failed');
    await page.goto(`${server.baseUrl}/publish/shopifyProTem`);
    await editTemplate('{name} - Summer Tee');
    await page.goto(`${server.baseUrl}/publish/shopifyRelease`);
    await rowOf(page, DESIGNS[1]!).getByRole('button', { name: '重试' }).click();
    await rowOf(page, DESIGNS[1]!).getByText('已刊登').waitFor({ timeout: 30_000 });
    expect(fake.products(SHOP)).toHaveLength(3);

    // The library shows where each product is listed.
    await page.goto(`${server.baseUrl}/publish/shopifyLibrary`);
    await page
      .getByRole('list', { name: `${DESIGNS[1]} 的刊登` })
      .getByText('已刊登')
      .waitFor();
    await shoot(page, 'publish-library');
    await page.context().close();
  });

  it('opens the 刊登中心 menu within a 1280×720 screen', async () => {
    const page = await newPage(browser, 1280);
    await page.setViewportSize({ width: 1280, height: 720 });
    await signInAsDemo(page, server.baseUrl);
    await page
      .getByRole('navigation', { name: '工作台菜单' })
      .getByRole('button', { name: '刊登中心' })
      .hover();
    const popover = page.locator('.group-links-wide');
    await popover.waitFor();
    const box = (await popover.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(720);
    await page.getByRole('link', { name: 'Temu 本土 刊登' }).waitFor();
    await page.screenshot({ path: screenshotPath('publish-menu-1280x720') });
    await page.context().close();
  });
});
