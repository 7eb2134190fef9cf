import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startAmazonFake, type AmazonFake } from '../../packages/server/test/fakes/amazon.js';
import { startTikTokFake, type TikTokFake } from '../../packages/server/test/fakes/tiktok.js';
import { launchChromium } from '../support/browser.js';
import { startBuiltServer, type BuiltServer } from '../support/built-server.js';
import { seededDataDir } from '../support/seeded-data-dir.js';
import { newPage, signInAsDemo, waitForPath } from '../support/pages.js';
import {
  enablePlatformInConsole,
  leaveToAuthorize,
  shootBothWidths,
} from '../support/store-platforms.js';

const AMAZON = {
  applicationId: 'amzn1.sp.solution.e2e',
  clientId: 'amzn1.application-oa2-client.e2e',
  clientSecret: 'lwa-e2e-secret',
  sellerId: 'A1E2ESELLER',
};
const TIKTOK = {
  appKey: 'e2e-app-key',
  appSecret: 'e2e-app-secret',
  serviceId: '7000000000000000001',
};

let amazon: AmazonFake;
let tiktok: TikTokFake;
let server: BuiltServer;
let browser: Browser;

beforeAll(async () => {
  amazon = await startAmazonFake(AMAZON);
  tiktok = await startTikTokFake(TIKTOK);
  // The shop's products on sale (a mug, a tee in two sizes) and one deactivated.
  tiktok.seedProducts(0);
  // Amazon's app comes from the environment; TikTok's the operator enters in the operatorPage.
  server = await startBuiltServer(
    {
      AMAZON_APPLICATION_ID: AMAZON.applicationId,
      AMAZON_CLIENT_ID: AMAZON.clientId,
      AMAZON_CLIENT_SECRET: AMAZON.clientSecret,
      AMAZON_API_URL: amazon.url,
      AMAZON_CONSENT_URL: amazon.consentUrl,
      AMAZON_LWA_TOKEN_URL: amazon.tokenUrl,
      TIKTOK_AUTHORIZE_URL: tiktok.authorizeUrl,
      TIKTOK_AUTH_URL: tiktok.url,
      TIKTOK_API_URL: tiktok.url,
    },
    { dataDir: await seededDataDir('amazon-tiktok') },
  );
  tiktok.setRedirectUri(`${server.baseUrl}/shopify/auth`);
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await amazon?.close();
  await tiktok?.close();
});

/** Starts the authorise flow on the store screen and waits for the store back from the fake. */
async function authorise(page: Page, platform: number, label: string, shown: string) {
  await page.goto(`${server.baseUrl}/myOrder/storeAdmin?platform=${platform}`);
  await leaveToAuthorize(page, label);
  await waitForPath(page, `/myOrder/storeAdmin?platform=${platform}`);
  const row = page.locator('tr', { hasText: shown });
  await expect.poll(() => row.getByText('已授权').count(), { timeout: 30_000 }).toBe(1);
}

describe('Amazon and TikTok Shop stores', () => {
  it('the operator enables TikTok Shop; a reseller authorises an Amazon and a TikTok store and sees its products', async () => {
    await enablePlatformInConsole(
      browser,
      server.baseUrl,
      'TikTok',
      { 'App Key': TIKTOK.appKey, 'App Secret': TIKTOK.appSecret, 'Service ID': TIKTOK.serviceId },
      'store-platforms-admin',
    );

    const page = await newPage(browser, 1280);
    await signInAsDemo(page, server.baseUrl, '/myOrder/storeAdmin?platform=1');
    await authorise(page, 1, 'Amazon', AMAZON.sellerId);
    await shootBothWidths(page, 'store-admin-amazon');
    await authorise(page, 10, 'TikTok', 'PodKit US Shop');
    await shootBothWidths(page, 'store-admin-tiktok');

    // 第三方商品 shows the TikTok shop's SKUs on sale before any order names them.
    await page.goto(`${server.baseUrl}/goods/thirdProduct`);
    await page.getByRole('heading', { name: '第三方商品', level: 2 }).waitFor();
    await page.getByRole('button', { name: '读取店铺商品' }).click();
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    for (const title of [
      'Custom Mug - White / 11oz',
      'Custom Tee - Black / M',
      'Custom Tee - Black / L',
    ])
      await expect.poll(() => rows.filter({ hasText: title }).count(), { timeout: 30_000 }).toBe(1);
    expect(await rows.filter({ hasText: 'TT-TEE-M' }).count()).toBe(1);
    expect(await rows.filter({ hasText: 'Retired Cap' }).count()).toBe(0);
    await shootBothWidths(page, 'third-product-tiktok');
    await page.context().close();
  });
});
