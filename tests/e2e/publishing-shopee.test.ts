import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { auth, type Client } from '@podkit/sdk-core';
import { startShopeeFake, type ShopeeFake } from '../../packages/server/test/fakes/shopee.js';
import { launchChromium } from '../support/browser.js';
import { startBuiltServer, type BuiltServer } from '../support/built-server.js';
import {
  connectApprovedStore,
  pricedShirtDesign,
  publishFromLibrary,
  releaseRow as rowOf,
  shootWidths as shoot,
  waitUnpublished,
} from '../support/marketplace-release.js';
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
  await connectApprovedStore(demo, 4);
  await pricedShirtDesign(demo, DESIGN);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

describe('刊登中心: a product listed on Shopee through its release screen', () => {
  it('makes a Shopee template from its category tree and required attributes, publishes a product, then unlists it', async () => {
    const page = await newPage(browser, 1280);
    await signInAsDemo(page, server.baseUrl, '/publish/shopeeProtemp');
    await page.getByRole('heading', { name: 'Shopee 产品模板', level: 2 }).waitFor();
    await page.getByRole('button', { name: '新建产品模板' }).click();
    const dialog = page.getByRole('dialog', { name: '新建 Shopee 产品模板' });
    await dialog.getByLabel('模板名称').fill('Shopee T 恤');
    await dialog.getByLabel('标题').fill('{name} - Graphic Tee');
    // The category from Shopee's tree, read through the store, a level at a time.
    await dialog.getByLabel('平台类目 ID').click();
    await page.locator('.ant-cascader-menu-item[title="Men Clothes"]').click();
    await page.locator('.ant-cascader-menu-item[title="T-Shirts"]').click();
    const attributes = dialog.getByRole('group', { name: '类目属性' });
    await attributes.getByLabel('Material').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Cotton' })
      .click();
    await attributes.getByLabel('Care Label').fill('Machine wash cold');
    await attributes.getByLabel('品牌').click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', {
        hasText: 'Harbour Prints',
      })
      .click();
    await dialog.getByLabel('重量（kg）').fill('0.25');
    await dialog.getByLabel('备货天数').fill('10');
    await shoot(page, 'publish-shopee-template');
    await dialog.getByRole('button', { name: buttonName('保存') }).click();
    await page.getByRole('cell', { name: 'Shopee T 恤' }).waitFor();

    await publishFromLibrary(
      page,
      server.baseUrl,
      { key: 'shopee', label: 'Shopee' },
      DESIGN,
      'Shopee T 恤',
    );
    expect(fake.catalog.items).toHaveLength(1);
    const made = fake.catalog.items[0]!;
    expect(made).toMatchObject({
      item_name: `${DESIGN} - Graphic Tee`,
      category_id: 101401,
      pre_order: { is_pre_order: true, days_to_ship: 10 },
      item_status: 'NORMAL',
      brand_id: 1140001,
    });
    expect(made.attributes).toEqual([
      { attribute_id: 100134, values: ['5001'] },
      { attribute_id: 100999, values: ['Machine wash cold'] },
    ]);
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
    await waitUnpublished(page, 'Shopee', DESIGN);
    await shoot(page, 'publish-shopee-unpublished');
    await page.context().close();
  });
});
