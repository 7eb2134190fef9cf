import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { ozonApiKey, startOzonFake, type OzonFake } from '../../packages/server/test/fakes/ozon.js';
import { launchChromium } from '../support/browser.js';
import { startBuiltServer, type BuiltServer } from '../support/built-server.js';
import { seededDataDir } from '../support/seeded-data-dir.js';
import { buttonName, newPage, signInAsDemo } from '../support/pages.js';
import { shootBothWidths } from '../support/store-platforms.js';

const OZON = { clientId: '736251', apiKey: ozonApiKey() };

let ozon: OzonFake;
let server: BuiltServer;
let browser: Browser;

beforeAll(async () => {
  ozon = await startOzonFake(OZON);
  // Ozon needs no app of the site's: the reseller brings the keys, only Ozon's address is set.
  server = await startBuiltServer(
    { OZON_API_URL: ozon.url },
    { dataDir: await seededDataDir('ozon') },
  );
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await ozon?.close();
});

describe('Ozon store', () => {
  it('a reseller connects an Ozon store with Client-Id and Api-Key, and its postings sync', async () => {
    const [posting] = ozon.seed(3);

    const page = await newPage(browser, 1280);
    await signInAsDemo(page, server.baseUrl, '/myOrder/storeAdmin?platform=14');
    await page.getByRole('button', { name: buttonName('授权 Ozon 店铺') }).click();
    const dialog = page.getByRole('dialog', { name: '授权 Ozon 店铺' });
    await dialog.getByLabel('Client-Id').fill(OZON.clientId);
    await dialog.getByLabel('Api-Key').fill(ozonApiKey());
    await shootBothWidths(page, 'store-connect-ozon');
    await dialog.getByRole('button', { name: buttonName('连接店铺') }).click();
    await page.getByText('Ozon 拒绝了该 Client-Id 与 Api-Key').first().waitFor();
    expect(await page.locator('tr', { hasText: OZON.clientId }).count()).toBe(0);

    await dialog.getByLabel('Api-Key').fill(OZON.apiKey);
    await dialog.getByRole('button', { name: buttonName('连接店铺') }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.locator('tr', { hasText: `Ozon ${OZON.clientId}` });
    await expect.poll(() => row.getByText('已授权').count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => row.getByText(/上次同步/).count(), { timeout: 30_000 }).toBe(1);
    expect(await row.innerText()).toMatch(/推送地址：http:\/\/[^\s]+\/req\/webhooks\/ozon\/\d+/);

    await shootBothWidths(page, 'store-admin-ozon');

    await row.getByRole('button', { name: '待付款订单' }).click();
    const drawer = page.locator('.ant-drawer');
    await expect
      .poll(() => drawer.getByText(posting!.posting_number).count(), { timeout: 30_000 })
      .toBeGreaterThan(0);
    await page.context().close();
  });
});
