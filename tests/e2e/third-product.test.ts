import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  auth,
  orders,
  products,
  stores,
  thirdProducts,
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
const SHOP = 'third-shop.myshopify.com';
const DESIGN = '店铺联名 T 恤';

let fake: ShopifyFake;
let server: BuiltServer;
let browser: Browser;
let demo: Client;
let shirt: DistributionBasicProduct;

/** Connects the fake shop as the reseller would: authorize, then the callback's query. */
async function connectShop(): Promise<number> {
  const started = await stores.connectStore(demo, { platform: 5, shop_domain: 'third-shop' });
  const approved = await fetch(started.authorize_url!, { redirect: 'manual' });
  const back = new URL(approved.headers.get('location')!);
  const store = await stores.completeStoreAuth(demo, {
    query: Object.fromEntries(back.searchParams),
  });
  return store.id;
}

beforeAll(async () => {
  fake = await startShopifyFake(APP);
  server = await startBuiltServer(
    {
      SHOPIFY_API_KEY: APP.apiKey,
      SHOPIFY_API_SECRET: APP.apiSecret,
      SHOPIFY_SHOP_ORIGIN: fake.shopOrigin,
    },
    { dataDir: await seededDataDir('third') },
  );
  browser = await launchChromium();
  demo = sdkClient(server.baseUrl);
  await auth.login(demo, { username: 'demo', password: 'demo123456' });
  const blanks = await products.listBasic(demo, { page: 1, page_size: 50 });
  const details = await Promise.all(blanks.data.map((b) => products.getBasic(demo, b.id)));
  shirt = details.find((b) => b.colors.length >= 2 && b.sizes.length >= 1 && b.views.length)!;
  await saveOnePictureDesign(demo, shirt, {
    name: DESIGN,
    colorIds: shirt.colors.slice(0, 2).map((c) => c.id),
    sizeIds: shirt.sizes.slice(0, 1).map((s) => s.id),
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

describe('第三方商品 with a Shopify store', () => {
  it('lists the shop’s products before any order, maps them in bulk, and the next order maps itself', async () => {
    const [first, second] = shirt.colors;
    const size = shirt.sizes[0]!.name;
    fake.products(SHOP).push({
      id: 4242,
      title: 'Shop Tee',
      imageUrl: '',
      variants: [
        { id: 4301, sku: 'SHOP-TEE-1', title: `${first!.name} / ${size}` },
        { id: 4302, sku: '', title: `${second!.name} / ${size}` },
      ],
    });
    const storeId = await connectShop();

    const page = await newPage(browser, 1280);
    await signInAsDemo(page, server.baseUrl, '/goods/thirdProduct');
    await page.getByRole('heading', { name: '第三方商品', level: 2 }).waitFor();
    await page.getByRole('button', { name: '读取店铺商品' }).click();
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => rows.count(), { timeout: 30_000 }).toBe(2);
    expect(await rows.getByText('未关联').count()).toBe(2);
    expect(await rows.getByText('店铺商品', { exact: false }).count()).toBe(2);

    // Both rows at once: one design, the colours and size guessed from the variant titles.
    await page.locator('.ant-table-thead .ant-checkbox-input').check();
    await page.getByRole('button', { name: '批量关联' }).click();
    const dialog = page.getByRole('dialog', { name: '关联平台 SKU（2 个商品）' });
    await dialog.getByRole('combobox', { name: '商品' }).click();
    await dialog.getByRole('combobox', { name: '商品' }).fill(DESIGN);
    await page.locator('.ant-select-item-option', { hasText: DESIGN }).click();
    await expect.poll(() => dialog.locator(`.ant-table [title$=" / ${size}"]`).count()).toBe(2);
    await page.screenshot({ path: screenshotPath('third-product-bind-1280') });
    await dialog.getByRole('button', { name: buttonName('关联') }).click();
    for (const color of [first!.name, second!.name])
      await expect
        .poll(() => rows.filter({ hasText: `${DESIGN}（${color} / ${size}）` }).count())
        .toBe(1);
    expect(await rows.getByText('未关联').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('third-product-1280'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.screenshot({ path: screenshotPath('third-product-375'), fullPage: true });
    await page.context().close();

    // A new order of the shop names the variant without a SKU: sync maps it by itself.
    const [order] = fake.seed(SHOP, 1);
    fake.update(SHOP, order!.id, (o) => {
      o.lines = [{ ...o.lines[0]!, sku: '', variantId: 4302, quantity: 2 }];
    });
    await stores.syncOrders(demo, { store_ids: [storeId] });
    await expect
      .poll(async () => (await orders.listOrders(demo, { store_id: storeId })).data.length, {
        timeout: 30_000,
      })
      .toBe(1);
    const [synced] = (await orders.listOrders(demo, { store_id: storeId })).data;
    expect(synced!.mapping_state).toBe('mapped');
    const listed = await thirdProducts.list(demo, { state: 'mapped' });
    expect(listed.total).toBe(2);
  });
});
