import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  startTemuHostedFake,
  type TemuHostedFake,
} from '../../packages/server/test/fakes/temu-hosted.js';
import { decodeBarcode, pdfPagePng } from '../../packages/server/test/support/barcodes.js';
import { launchChromium } from '../support/browser.js';
import { startBuiltServer, type BuiltServer } from '../support/built-server.js';
import { seededDataDir } from '../support/seeded-data-dir.js';
import { buttonName, newPage, openInApp, signInAsDemo, waitForPath } from '../support/pages.js';
import {
  enablePlatformInConsole,
  leaveToAuthorize,
  shootBothWidths,
} from '../support/store-platforms.js';

const APP = { appKey: 'e2e-temu-hosted-key', appSecret: 'e2e-temu-hosted-secret' };
const NOT_FOUND = '抱歉，你访问的页面不存在或仍在开发中';
const SCREENS = ['temuPurchaseOrder', 'temuShipOrder', 'temuBox'];

let temu: TemuHostedFake;
let server: BuiltServer;
let browser: Browser;

beforeAll(async () => {
  temu = await startTemuHostedFake(APP);
  server = await startBuiltServer(
    { TEMU_HOSTED_AUTHORIZE_URL: temu.authorizeUrl, TEMU_HOSTED_API_URL: temu.url },
    { dataDir: await seededDataDir('temu-hosted') },
  );
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await temu?.close();
});

/** Clicks 刷新 until the table shows `text` (the sync runs as a background job). */
async function refreshUntil(page: Page, text: string) {
  await expect
    .poll(
      async () => {
        await page.getByRole('button', { name: buttonName('刷新') }).click();
        return page.getByRole('cell', { name: text }).count();
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
}

describe('Temu hosted: purchase orders, ship orders and boxes', () => {
  it('authorises a Temu 托管 store, syncs purchase orders, packs and sends a ship order, prints box labels, ships the boxes and sees Temu receive them', async () => {
    await enablePlatformInConsole(
      browser,
      server.baseUrl,
      'Temu 托管',
      { 'App Key': APP.appKey, 'App Secret': APP.appSecret },
      'store-platforms-admin-temu-hosted',
    );
    const page = await newPage(browser, 1280);
    await signInAsDemo(page, server.baseUrl, '/myOrder/storeAdmin?platform=20');
    await leaveToAuthorize(page, 'Temu 托管');
    await waitForPath(page, '/myOrder/storeAdmin?platform=20');
    const store = page.locator('tr', { hasText: String(temu.mallId) });
    await expect.poll(() => store.getByText('已授权').count(), { timeout: 30_000 }).toBe(1);
    await shootBothWidths(page, 'store-admin-temu-hosted');

    // The server menu's 订单管理 entries open the three screens, none the not-found page.
    for (const path of SCREENS.map((screen) => `/order/${screen}`)) {
      await openInApp(page, path);
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      expect(await page.getByText(NOT_FOUND).count(), path).toBe(0);
    }

    const [order] = temu.seedPurchaseOrders(3);
    // The hosted store's card leads to its purchase orders (it has no customer orders to sync).
    await openInApp(page, '/myOrder/storeAdmin?platform=20');
    expect(await store.getByRole('button', { name: buttonName('同步订单') }).count()).toBe(0);
    expect(await page.getByRole('columnheader', { name: '订单同步' }).count()).toBe(0);
    expect(await page.getByRole('columnheader', { name: '默认包装' }).count()).toBe(0);
    await store.getByRole('button', { name: buttonName('采购单') }).click();
    await waitForPath(page, '/order/temuPurchaseOrder');
    await page.getByRole('button', { name: buttonName('同步采购单') }).click();
    await refreshUntil(page, order!.subPurchaseOrderSn);
    await shootBothWidths(page, 'temu-purchase-order');

    await page
      .locator('tr', { hasText: order!.subPurchaseOrderSn })
      .getByRole('button', { name: buttonName('创建发货单') })
      .click();
    const dialog = page.getByRole('dialog', { name: `创建发货单：${order!.subPurchaseOrderSn}` });
    await dialog.getByLabel('本次发货 白色-11oz').fill('8');
    await dialog.getByRole('button', { name: buttonName('创建') }).click();
    await waitForPath(page, /^\/order\/temuBox\?ship_order_id=\d+$/);

    // Two boxes: five white mugs in the first, three white and six black in the second.
    await page.getByRole('button', { name: buttonName('添加一箱') }).click();
    await page.getByLabel('第 1 箱 白色-11oz').fill('5');
    await page.getByLabel('第 1 箱 黑色-11oz').fill('0');
    await page.getByLabel('第 2 箱 白色-11oz').fill('3');
    await page.getByLabel('第 2 箱 黑色-11oz').fill('6');
    await page.getByText('白色-11oz：已装 8 / 8').waitFor();
    await page.getByRole('button', { name: buttonName('保存装箱') }).click();
    await page.getByText('装箱已保存').waitFor();
    await shootBothWidths(page, 'temu-box-draft');

    await openInApp(page, '/order/temuShipOrder');
    const row = page.locator('tr', { hasText: order!.subPurchaseOrderSn });
    await row.getByRole('button', { name: buttonName('发送到 Temu') }).click();
    await page.getByRole('button', { name: buttonName('发送') }).click();
    await row.getByText('已发送 Temu').waitFor({ timeout: 30_000 });
    expect(temu.createRequests).toHaveLength(1);
    const sent = temu.shipOrders[0]!;
    await row.getByText(sent.deliveryOrderSn).waitFor();
    await shootBothWidths(page, 'temu-ship-order');

    await row.getByRole('button', { name: buttonName('箱唛') }).click();
    await page.getByRole('cell', { name: sent.packages[1]!.packageSn }).waitFor();
    await page.getByRole('button', { name: buttonName('打印箱唛（PDF）') }).click();
    const link = page.getByRole('link', { name: `下载 箱唛-${sent.deliveryOrderSn}.pdf` });
    await link.waitFor();
    await shootBothWidths(page, 'temu-box-sent');
    const pdf = Buffer.from(
      await (await page.request.get((await link.getAttribute('href'))!)).body(),
    );
    await expect(decodeBarcode(await pdfPagePng(pdf, 2))).resolves.toBe(
      sent.packages[1]!.packageSn,
    );

    // 装箱发货 with a carrier Temu lists, then Temu's warehouse receives the boxes.
    await openInApp(page, '/order/temuShipOrder');
    await row.getByRole('button', { name: buttonName('装箱发货') }).click();
    const packing = page.getByRole('dialog', { name: `装箱发货：${sent.deliveryOrderSn}` });
    await packing.getByLabel('快递公司').click();
    await page.locator('.ant-select-item-option', { hasText: '顺丰速运' }).click();
    await packing.getByLabel('快递单号').fill('SF1234567890');
    await shootBothWidths(page, 'temu-packing-send');
    await packing.getByRole('button', { name: buttonName('确认发货') }).click();
    await row.getByText('已装箱发货').waitFor({ timeout: 30_000 });
    await row.getByText('Temu：待仓库收货').waitFor();
    await row.getByText('顺丰速运 SF1234567890').waitFor();
    expect(temu.packingRequests).toHaveLength(1);
    expect(temu.packingRequests[0]).toMatchObject({
      deliverMethod: 3,
      deliveryOrderSnList: [sent.deliveryOrderSn],
      thirdPartyExpressDeliveryInfoVO: { expressCompanyId: 101, expressDeliverySn: 'SF1234567890' },
    });
    expect(await row.getByRole('button', { name: buttonName('装箱发货') }).count()).toBe(0);
    temu.receive(sent.deliveryOrderSn);
    await row.getByRole('button', { name: buttonName('刷新状态') }).click();
    await row.getByText('Temu：已收货').waitFor({ timeout: 30_000 });
    await shootBothWidths(page, 'temu-ship-order-shipped');
    await page.context().close();
  }, 300_000);
});
