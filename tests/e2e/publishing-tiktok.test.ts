import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { auth, type Client } from '@podkit/sdk-core';
import { startTikTokFake, type TikTokFake } from '../../packages/server/test/fakes/tiktok.js';
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

const APP = {
  appKey: 'e2e-publish-key',
  appSecret: 'e2e-publish-secret',
  serviceId: '7000000000000000019',
};
const DESIGN = '峡谷 T 恤';

let fake: TikTokFake;
let server: BuiltServer;
let browser: Browser;
let demo: Client;

beforeAll(async () => {
  fake = await startTikTokFake(APP);
  server = await startBuiltServer(
    {
      TIKTOK_APP_KEY: APP.appKey,
      TIKTOK_APP_SECRET: APP.appSecret,
      TIKTOK_SERVICE_ID: APP.serviceId,
      TIKTOK_AUTHORIZE_URL: fake.authorizeUrl,
      TIKTOK_AUTH_URL: fake.url,
      TIKTOK_API_URL: fake.url,
    },
    { dataDir: await seededDataDir('publish-tiktok') },
  );
  fake.setRedirectUri(`${server.baseUrl}/shopify/auth`);
  browser = await launchChromium();
  demo = sdkClient(server.baseUrl);
  await auth.login(demo, { username: 'demo', password: 'demo123456' });
  await connectApprovedStore(demo, 10);
  await pricedShirtDesign(demo, DESIGN);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await fake?.close();
});

describe('刊登中心: a product listed on TikTok Shop through its release screen', () => {
  it('makes a TikTok template with its fields, publishes a product, then takes it off sale', async () => {
    const page = await newPage(browser, 1280);
    await signInAsDemo(page, server.baseUrl, '/publish/tiktokProTemp');
    await page.getByRole('heading', { name: 'TikTok 产品模板', level: 2 }).waitFor();
    await page.getByRole('button', { name: '新建产品模板' }).click();
    const dialog = page.getByRole('dialog', { name: '新建 TikTok 产品模板' });
    await dialog.getByLabel('模板名称').fill('TikTok T 恤');
    await dialog.getByLabel('标题').fill('{name} - Graphic Tee');
    await dialog.getByLabel('平台类目 ID').fill('601226');
    await dialog.getByLabel('包装重量（kg）').fill('0.25');
    await shoot(page, 'publish-tiktok-template');
    await dialog.getByRole('button', { name: buttonName('保存') }).click();
    await page.getByRole('cell', { name: 'TikTok T 恤' }).waitFor();

    await publishFromLibrary(
      page,
      server.baseUrl,
      { key: 'tiktok', label: 'TikTok' },
      DESIGN,
      'TikTok T 恤',
    );
    expect(fake.catalog.products).toHaveLength(1);
    const made = fake.catalog.products[0]!;
    expect(made.title).toBe(`${DESIGN} - Graphic Tee`);
    expect(made.skus).toHaveLength(4);
    for (const sku of made.skus) expect(sku.price.amount).toMatch(/^\d+\.99$/);
    expect(made.main_images.length).toBeGreaterThan(0);
    expect(await rowOf(page, DESIGN).getByRole('link', { name: made.id }).count()).toBe(1);
    await shoot(page, 'publish-tiktok-release');

    await rowOf(page, DESIGN).getByRole('button', { name: '下架' }).click();
    // The job deactivates it on TikTok; the screen shows it once reloaded.
    await expect.poll(() => made.status, { timeout: 60_000 }).toBe('SELLER_DEACTIVATED');
    await waitUnpublished(page, 'TikTok', DESIGN);
    await shoot(page, 'publish-tiktok-unpublished');
    await page.context().close();
  });

  it('offers Amazon its own template fields and a release screen without the "not supported" notice', async () => {
    const page = await newPage(browser, 1280);
    await signInAsDemo(page, server.baseUrl, '/publish/amazonProTemp');
    await page.getByRole('heading', { name: 'Amazon 产品模板', level: 2 }).waitFor();
    await page.getByRole('button', { name: '新建产品模板' }).click();
    const dialog = page.getByRole('dialog', { name: '新建 Amazon 产品模板' });
    await dialog.getByLabel('商品类型 productType').fill('SHIRT');
    await dialog.getByLabel('语言 language_tag').waitFor();
    await shoot(page, 'publish-amazon-template');
    await page.goto(`${server.baseUrl}/publish/amazonRelease`);
    await page.getByRole('heading', { name: 'Amazon 刊登', level: 2 }).waitFor();
    expect(await page.getByText('暂不支持通过 API 刊登到 Amazon').count()).toBe(0);
    await shoot(page, 'publish-amazon-release');
    await page.context().close();
  });
});
