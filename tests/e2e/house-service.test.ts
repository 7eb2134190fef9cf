import {
  addresses,
  auth,
  cart,
  orders,
  products,
  randomName,
  warehouse,
  type Client,
} from '@podkit/sdk-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { rechargeApproved, resellerWithAddress } from '../support/orders.js';
import { buttonName, newPage, OPERATOR, signInAt } from '../support/pages.js';
import { sdkClient } from '../support/resellers.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let operator: Client;
let reseller: Awaited<ReturnType<typeof resellerWithAddress>>;

const shoot = (page: Page, name: string) =>
  page.screenshot({ path: screenshotPath(name), fullPage: true });

beforeAll(async () => {
  browser = await launchChromium();
  operator = sdkClient(baseUrl);
  await auth.login(operator, { username: 'operator', password: 'operator123456' });
  reseller = await resellerWithAddress(baseUrl, operator, 'wh');
  await rechargeApproved(reseller.client, operator, '500');
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe('仓储服务: stock sent in, received by the operator, an order ships from it', () => {
  it('buys stock, has it received, orders from it and ships without production', async () => {
    const tee = (await products.listBasic(reseller.client, { page_size: 20 })).data[0]!;
    const blank = await products.getBasic(reseller.client, tee.id);
    const [line] = await cart.addItems(reseller.client, {
      items: [
        {
          basic_product_id: blank.id,
          color_id: blank.colors[0]!.id,
          size_id: blank.sizes[0]!.id,
          quantity: 2,
        },
      ],
    });

    const page = await newPage(browser, 375);
    await signInAt(page, baseUrl, reseller, '/valueAdded/valueAddedServicesHouse');
    await page.getByRole('heading', { name: '仓储服务', level: 2 }).waitFor();
    await page.getByRole('button', { name: buttonName('新建入库申请') }).click();
    const dialog = page.getByRole('dialog', { name: '新建入库申请' });
    await dialog.getByRole('combobox', { name: '商品' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: line!.sku_text }).click();
    await dialog.getByLabel('备货数量').fill('5');
    await shoot(page, 'house-service-inbound-375');
    await dialog.getByRole('button', { name: buttonName('支付并提交') }).click();
    const inbound = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await inbound.getByText('待入库').waitFor();
    expect(await inbound.innerText()).toContain('0 / 5');

    const console = await newPage(browser, 1280);
    await signInAt(console, baseUrl, OPERATOR, '/admin/warehouse');
    await console.getByRole('heading', { name: '仓储入库', level: 2 }).waitFor();
    const row = console
      .locator('.ant-table-tbody tr.ant-table-row')
      .filter({ hasText: reseller.username });
    await row.getByRole('button', { name: buttonName('入库') }).click();
    const receive = console.getByRole('dialog');
    await receive.getByText('还差 5 件').waitFor();
    await shoot(console, 'house-service-admin-1280');
    await receive.getByRole('button', { name: buttonName('确认入库') }).click();
    await console.getByText('已入库').first().waitFor();

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    const stockRow = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await stockRow.getByText('5', { exact: true }).waitFor();
    await shoot(page, 'house-service-stock-1280');

    // Two of the stocked shirts ordered: from stock, without the blank's price; paid; shipped straight.
    const [address] = await addresses.listAddresses(reseller.client);
    const methods = await cart.getLogistics(reseller.client, {
      address_id: address!.id,
      item_ids: String(line!.id),
    });
    const order = await cart.createOrder(reseller.client, {
      item_ids: [line!.id],
      address_id: address!.id,
      logistics_id: methods[0]!.id,
      idempotency_key: randomName(),
    });
    expect(order).toMatchObject({ from_stock: true, goods_amount: '0.00' });
    const [paid] = await orders.payOrders(reseller.client, {
      order_ids: [order.id],
      idempotency_key: randomName(),
    });
    expect(paid?.paid, paid?.msg).toBe(true);
    expect((await warehouse.stock(reseller.client))[0]!.quantity).toBe(3);
    await page.reload();
    await page
      .locator('.ant-table-tbody tr.ant-table-row')
      .first()
      .getByText('3', { exact: true })
      .waitFor();
    await page.getByRole('tab', { name: '库存流水' }).click();
    await page.getByText('订单出库').waitFor();
    await shoot(page, 'house-service-ledger-1280');
    await page.context().close();

    await console.goto(`${baseUrl}/admin/orders?status=paid&order_no=${order.order_no}`);
    const orderRow = console.locator(`tr[data-row-key="${order.id}"]`);
    await orderRow.getByText('库存发货').first().waitFor();
    expect(await orderRow.getByRole('button', { name: buttonName('开始生产') }).count()).toBe(0);
    await orderRow.getByRole('button', { name: buttonName('库存发货') }).click();
    const ship = console.getByRole('dialog');
    await ship.getByLabel('承运商').fill('顺丰');
    await ship.getByLabel('物流单号').fill('SF1234567890');
    await ship.getByRole('button', { name: buttonName('发货') }).click();
    await console
      .getByRole('dialog', { name: '确认发货？' })
      .getByRole('button', { name: '确认发货' })
      .click();
    await expect
      .poll(async () => (await orders.getOrder(reseller.client, order.id)).status)
      .toBe('shipped');
    await console.context().close();
  });
});
