import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addresses, orders, type Client } from '@podkit/sdk-core';
import { startAmazonFake, type AmazonFake } from '../../packages/server/test/fakes/amazon.js';
import { launchChromium } from '../support/browser.js';
import { startBuiltServer, type BuiltServer } from '../support/built-server.js';
import { demoClient } from '../support/demo-client.js';
import { generalGoodInCart } from '../support/orders.js';
import { buttonName, newPage, signInAsDemo, waitForPath } from '../support/pages.js';
import { seededDataDir } from '../support/seeded-data-dir.js';
import { leaveToAuthorize, shootBothWidths } from '../support/store-platforms.js';

const AMAZON = {
  applicationId: 'amzn1.sp.solution.e2e-fba',
  clientId: 'amzn1.application-oa2-client.e2e-fba',
  clientSecret: 'lwa-e2e-fba-secret',
  sellerId: 'A1E2EFBASELLER',
};

let amazon: AmazonFake;
let server: BuiltServer;
let browser: Browser;
let demo: Client;

beforeAll(async () => {
  amazon = await startAmazonFake(AMAZON);
  amazon.inbound.addPlan('Spring restock', [
    { shipmentConfirmationId: 'FBA15E2E0001', name: 'Mugs to ONT8', warehouseId: 'ONT8' },
    {
      shipmentConfirmationId: 'FBA15E2E0002',
      name: 'Tees to PHX7',
      warehouseId: 'PHX7',
      status: 'READY_TO_SHIP',
    },
  ]);
  server = await startBuiltServer(
    {
      AMAZON_APPLICATION_ID: AMAZON.applicationId,
      AMAZON_CLIENT_ID: AMAZON.clientId,
      AMAZON_CLIENT_SECRET: AMAZON.clientSecret,
      AMAZON_API_URL: amazon.url,
      AMAZON_CONSENT_URL: amazon.consentUrl,
      AMAZON_LWA_TOKEN_URL: amazon.tokenUrl,
    },
    { dataDir: await seededDataDir('amazon-fba') },
  );
  browser = await launchChromium();
  demo = await demoClient(server.baseUrl);
  if ((await addresses.listAddresses(demo)).length === 0)
    await addresses.createAddress(demo, {
      recipient_name: 'FBA PHX7',
      phone: '16025550100',
      country_code: 'US',
      province: 'AZ',
      city: 'Phoenix',
      district: '',
      address1: '800 N 75th Ave',
      address2: '',
      postcode: '85043',
      is_default: true,
    });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await amazon?.close();
});

async function openFbaCheckout(page: Page, lineId: number) {
  await page.goto(`${server.baseUrl}/main/cartCheckout?ids=${lineId}`);
  await page.getByRole('heading', { name: '订单结算' }).waitFor();
  await page.getByLabel(/FBA 批发订单/).check();
  await page.locator('.ant-card', { hasText: 'FBA 货件' }).waitFor();
}

describe('FBA checkout: the shipment picked from the Amazon store', () => {
  it('types the shipment without an Amazon store, then picks it from the authorised store and places the order', async () => {
    const line = await generalGoodInCart(demo, 20);
    const page = await newPage(browser, 1280);
    await signInAsDemo(page, server.baseUrl, `/main/cartCheckout?ids=${line.id}`);

    await openFbaCheckout(page, line.id);
    await page.getByLabel('FBA 货件编号').waitFor();
    await page.getByRole('link', { name: '店铺管理' }).waitFor();
    await shootBothWidths(page, 'checkout-fba-typed');

    await page.goto(`${server.baseUrl}/myOrder/storeAdmin?platform=1`);
    await leaveToAuthorize(page, 'Amazon');
    await waitForPath(page, '/myOrder/storeAdmin?platform=1');
    const row = page.locator('tr', { hasText: AMAZON.sellerId });
    await expect.poll(() => row.getByText('已授权').count(), { timeout: 30_000 }).toBe(1);

    await openFbaCheckout(page, line.id);
    const card = page.locator('.ant-card', { hasText: 'FBA 货件' });
    // The only Amazon store is chosen at once; its shipments load into the second select.
    await card.getByText(`Amazon ${AMAZON.sellerId}`).waitFor();
    await page.getByLabel('FBA 货件', { exact: true }).click();
    await page
      .locator('.ant-select-item-option', { hasText: 'FBA15E2E0002 · Tees to PHX7 · 目的仓 PHX7' })
      .click();
    await card.getByText('FBA15E2E0002 · Tees to PHX7').filter({ visible: true }).first().waitFor();
    await page.locator('[data-testid="checkout-total"]').waitFor();
    await shootBothWidths(page, 'checkout-fba-picked');

    await page.getByRole('button', { name: buttonName('提交订单') }).click();
    await waitForPath(page, /^\/order\/orderPay\?ids=\d+$/);
    const orderId = Number(new URL(page.url()).searchParams.get('ids'));
    const order = await orders.getOrder(demo, orderId);
    expect(order).toMatchObject({ kind: 'fba', fba_shipment_id: 'FBA15E2E0002' });
    await page.context().close();
  });
});
