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
import { startShopeeFake, type ShopeeFake } from '../../packages/server/test/fakes/shopee.js';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { startBuiltServer, type BuiltServer } from '../support/built-server.js';
import { saveOnePictureDesign } from '../support/designs.js';
import { buttonName, newPage, signInAsDemo } from '../support/pages.js';
import { sdkClient } from '../support/resellers.js';
import { seededDataDir } from '../support/seeded-data-dir.js';

const APP = { partnerId: '2007777', partnerKey: 'e2e-shopee-publish-key' };
const DESIGN = '港湾 T 恤';

let fake: ShopeeFake;
let server: BuiltServer;
let browser: Browser;
let demo: Client;

beforeAll(async () => {
  fake = await startShopeeFake(APP);
  server = await startBuiltServer(
    {
      SHOPEE_PARTNER_ID: APP.partnerId,
      SHOPEE_PARTNER_KEY: APP.partnerKey,
      SHOPEE_API_URL: fake.url,
    },
    { dataDir: await seededDataDir('publish-shopee') },
  );
  browser = await launchChromium();
  demo = sdkClient(server.baseUrl);
  await auth.login(demo, { username: 'demo', password: 'demo123456' });
  const started = await stores.connectStore(demo, { platform: 4 });
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

describe('刊登中心: a product listed on Shopee through its release screen', () => {
  it('makes a Shopee template with its fields, publishes a product, then unlists it', async () => {
    const page = await newPage(browser, 1280);
    await signInAsDemo(page, server.baseUrl, '/publish/shopeeProtemp');
    await page.getByRole('heading', { name: 'Shopee 产品模板', level: 2 }).waitFor();
    await page.getByRole('button', { name: '新建产品模板' }).click();
    const dialog = page.getByRole('dialog', { name: '新建 Shopee 产品模板' });
    await dialog.getByLabel('模板名称').fill('Shopee T 恤');
    await dialog.getByLabel('标题').fill('{name} - Graphic Tee');
    await dialog.getByLabel('平台类目 ID').fill('100017');
    await dialog.getByLabel('重量（kg）').fill('0.25');
    await dialog.getByLabel('备货天数').fill('10');
    await shoot(page, 'publish-shopee-template');
    await dialog.getByRole('button', { name: buttonName('保存') }).click();
    await page.getByRole('cell', { name: 'Shopee T 恤' }).waitFor();

    await page.goto(`${server.baseUrl}/publish/shopeeLibrary`);
    await page.getByRole('heading', { name: 'Shopee 商品库', level: 2 }).waitFor();
    await rowOf(page, DESIGN).getByRole('checkbox').check();
    await page.getByRole('button', { name: '刊登所选（1）' }).click();
    const publish = page.getByRole('dialog', { name: '刊登到 Shopee' });
    await publish.getByRole('combobox', { name: '店铺' }).click();
    await page.locator('.ant-select-item-option').first().click();
    await publish.getByRole('combobox', { name: '产品模板' }).click();
    await page.locator('.ant-select-item-option', { hasText: 'Shopee T 恤' }).click();
    await publish.getByRole('button', { name: '刊登（1 个商品）' }).click();

    await page.getByRole('heading', { name: 'Shopee 刊登', level: 2 }).waitFor();
    // No "not supported" notice: Shopee publishes through its API now.
    expect(await page.getByText('暂不支持通过 API 刊登到 Shopee').count()).toBe(0);
    await rowOf(page, DESIGN).getByText('已刊登').waitFor({ timeout: 60_000 });
    expect(fake.catalog.items).toHaveLength(1);
    const made = fake.catalog.items[0]!;
    expect(made).toMatchObject({
      item_name: `${DESIGN} - Graphic Tee`,
      category_id: 100017,
      pre_order: { is_pre_order: true, days_to_ship: 10 },
      item_status: 'NORMAL',
    });
    expect(made.models).toHaveLength(4);
    for (const model of made.models) expect(String(model.original_price)).toMatch(/\.99$/);
    expect(made.image_id_list.length).toBeGreaterThan(0);
    expect(
      await rowOf(page, DESIGN)
        .getByRole('link', { name: String(made.item_id) })
        .count(),
    ).toBe(1);
    await shoot(page, 'publish-shopee-release');

    await rowOf(page, DESIGN).getByRole('button', { name: '下架' }).click();
    // The job unlists it on Shopee; the screen shows it once reloaded.
    await expect.poll(() => made.item_status, { timeout: 60_000 }).toBe('UNLIST');
    await expect
      .poll(
        async () => {
          await page.reload();
          await page.getByRole('heading', { name: 'Shopee 刊登', level: 2 }).waitFor();
          await rowOf(page, DESIGN).waitFor();
          return rowOf(page, DESIGN).getByText('已下架').count();
        },
        { timeout: 60_000 },
      )
      .toBe(1);
    await shoot(page, 'publish-shopee-unpublished');
    await page.context().close();
  });
});
