import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  auth,
  priceTemplates,
  products,
  stores,
  type Client,
  type DistributionBasicProduct,
} from '@podkit/sdk-core';
import {
  startAliExpressFake,
  type AliExpressFake,
} from '../../packages/server/test/fakes/aliexpress.js';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { startBuiltServer, type BuiltServer } from '../support/built-server.js';
import { saveOnePictureDesign } from '../support/designs.js';
import { buttonName, newPage, signInAsDemo } from '../support/pages.js';
import { sdkClient } from '../support/resellers.js';
import { seededDataDir } from '../support/seeded-data-dir.js';

const APP = { appKey: '509878', appSecret: 'e2e-aliexpress-publish-secret' };
const DESIGN = '沙丘 T 恤';

let fake: AliExpressFake;
let server: BuiltServer;
let browser: Browser;
let demo: Client;

beforeAll(async () => {
  fake = await startAliExpressFake(APP);
  server = await startBuiltServer(
    {
      ALIEXPRESS_APP_KEY: APP.appKey,
      ALIEXPRESS_APP_SECRET: APP.appSecret,
      ALIEXPRESS_API_URL: fake.url,
    },
    { dataDir: await seededDataDir('publish-aliexpress') },
  );
  browser = await launchChromium();
  demo = sdkClient(server.baseUrl);
  await auth.login(demo, { username: 'demo', password: 'demo123456' });
  const started = await stores.connectStore(demo, { platform: 2 });
  const approved = await fetch(started.authorize_url!, { redirect: 'manual' });
  const back = new URL(approved.headers.get('location')!);
  await stores.completeStoreAuth(demo, { query: Object.fromEntries(back.searchParams) });
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
    name: DESIGN,
    colorIds: shirt.colors.slice(0, 2).map((c) => c.id),
    sizeIds: shirt.sizes.slice(0, 2).map((s) => s.id),
  });
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

const rowOf = (page: Page, product: string) =>
  page.locator('.ant-table-tbody tr', { hasText: product });

describe('刊登中心: a product listed on AliExpress through its release screen', () => {
  it('makes an AliExpress template with its fields, publishes a product, then takes it off the shelves', async () => {
    const page = await newPage(browser, 1280);
    await signInAsDemo(page, server.baseUrl, '/publish/aliexpressProtem');
    await page.getByRole('heading', { name: 'AliExpress 产品模板', level: 2 }).waitFor();
    await page.getByRole('button', { name: '新建产品模板' }).click();
    const dialog = page.getByRole('dialog', { name: '新建 AliExpress 产品模板' });
    await dialog.getByLabel('模板名称').fill('速卖通 T 恤');
    await dialog.getByLabel('标题').fill('{name} - Graphic Tee');
    await dialog.getByLabel('平台类目 ID').fill('200000343');
    await dialog.getByLabel('包装重量（kg）').fill('0.25');
    await dialog.getByLabel('运费模板 ID').fill('7001');
    await shoot(page, 'publish-aliexpress-template');
    await dialog.getByRole('button', { name: buttonName('保存') }).click();
    await page.getByRole('cell', { name: '速卖通 T 恤' }).waitFor();

    await page.goto(`${server.baseUrl}/publish/aliexpressLibrary`);
    await page.getByRole('heading', { name: 'AliExpress 商品库', level: 2 }).waitFor();
    await rowOf(page, DESIGN).getByRole('checkbox').check();
    await page.getByRole('button', { name: '刊登所选（1）' }).click();
    const publish = page.getByRole('dialog', { name: '刊登到 AliExpress' });
    await publish.getByRole('combobox', { name: '店铺' }).click();
    await page.locator('.ant-select-item-option').first().click();
    await publish.getByRole('combobox', { name: '产品模板' }).click();
    await page.locator('.ant-select-item-option', { hasText: '速卖通 T 恤' }).click();
    await publish.getByRole('button', { name: '刊登（1 个商品）' }).click();

    await page.getByRole('heading', { name: 'AliExpress 刊登', level: 2 }).waitFor();
    // No "not supported" notice: AliExpress publishes through its API now.
    expect(await page.getByText('暂不支持通过 API 刊登到 AliExpress').count()).toBe(0);
    await rowOf(page, DESIGN).getByText('已刊登').waitFor({ timeout: 60_000 });
    expect(fake.catalog.products).toHaveLength(1);
    const made = fake.catalog.products[0]!;
    expect(made.subject).toBe(`${DESIGN} - Graphic Tee`);
    expect(made.skus).toHaveLength(4);
    for (const sku of made.skus) expect(sku.price).toMatch(/^\d+\.99$/);
    expect(made.images.length).toBeGreaterThan(0);
    expect(await rowOf(page, DESIGN).getByRole('link', { name: made.product_id }).count()).toBe(1);
    await shoot(page, 'publish-aliexpress-release');

    await rowOf(page, DESIGN).getByRole('button', { name: '下架' }).click();
    // The job takes it off the shelves at AliExpress; the screen shows it once reloaded.
    await expect.poll(() => made.status, { timeout: 60_000 }).toBe('offline');
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('heading', { name: 'AliExpress 刊登', level: 2 }).waitFor();
          await rowOf(page, DESIGN).waitFor();
          return rowOf(page, DESIGN).getByText('已下架').count();
        },
        { timeout: 60_000 },
      )
      .toBe(1);
    await shoot(page, 'publish-aliexpress-unpublished');
    await page.context().close();
  });

  it('shows the Wish release screen without the "not supported" notice', async () => {
    const page = await newPage(browser, 1280);
    await signInAsDemo(page, server.baseUrl, '/publish/wishRelease');
    await page.getByRole('heading', { name: 'Wish 刊登', level: 2 }).waitFor();
    expect(await page.getByText('暂不支持通过 API 刊登到 Wish').count()).toBe(0);
    await shoot(page, 'publish-wish-release');
    await page.context().close();
  });
});
