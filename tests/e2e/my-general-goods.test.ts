import {
  addresses,
  auth,
  cart,
  orders,
  randomName,
  recharge,
  uploadFile,
  type OrdinaryProduct,
  type Paginator,
} from '@podkit/sdk-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { newPage, signInAt, waitForPath } from '../support/pages.js';
import { registerReseller, sdkClient } from '../support/resellers.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let reseller: Awaited<ReturnType<typeof registerReseller>>;
let bought: OrdinaryProduct;

/** One paid order of a general good, funded by an approved transfer. */
async function buyOnce(goods: OrdinaryProduct, quantity: number) {
  const operator = sdkClient(baseUrl);
  await auth.login(operator, { username: 'operator', password: 'operator123456' });
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGP4z8DAwMAAAA0BAf8bBEwAAAAASUVORK5CYII=',
    'base64',
  );
  const voucher = await uploadFile(
    reseller.client,
    Object.assign(new Blob([new Uint8Array(png)], { type: 'image/png' }), { name: '凭证.png' }),
    { type: 'voucher' },
  );
  const asked = await recharge.createOffline(reseller.client, {
    amount: '1000',
    voucher_file_id: voucher.id,
  });
  await recharge.adminApprove(operator, asked.id);
  const address = await addresses.createAddress(reseller.client, {
    recipient_name: '钱七',
    phone: '13900003333',
    country_code: 'CN',
    province: '江苏省',
    city: '南京市',
    district: '玄武区',
    address1: '中山路 3 号',
    address2: '',
    postcode: '210000',
    is_default: true,
  });
  const [line] = await cart.addItems(reseller.client, {
    items: [{ goods_id: goods.id, quantity }],
  });
  const [method] = await cart.getLogistics(reseller.client, {
    address_id: address.id,
    item_ids: String(line!.id),
  });
  const order = await cart.createOrder(reseller.client, {
    item_ids: [line!.id],
    address_id: address.id,
    logistics_id: method!.id,
    idempotency_key: randomName(),
  });
  await orders.payOrders(reseller.client, { order_ids: [order.id], idempotency_key: randomName() });
}

beforeAll(async () => {
  browser = await launchChromium();
  const operator = sdkClient(baseUrl);
  await auth.login(operator, { username: 'operator', password: 'operator123456' });
  reseller = await registerReseller(baseUrl, operator, 'goods');
  const list = await reseller.client.get<Paginator<OrdinaryProduct>>(
    '/distribution/ordinaryProduct',
    { query: { page: 1, page_size: 50 } },
  );
  bought = list.data.find((good) => good.stock > 5 && good.skus.length === 0)!;
  await buyOnce(bought, 2);
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe('通用商品管理 (generalAdmin): the reseller’s own general goods', () => {
  it('favourites a good in the library, finds it with what was bought, and sends a sourcing request', async () => {
    const page = await newPage(browser);
    await signInAt(page, baseUrl, reseller, '/goods/generalLibrary');
    const card = page.locator('.product-card-with-actions', {
      has: page.getByRole('link', { name: bought.name }),
    });
    await card.getByRole('button', { name: '收藏' }).click();
    await card.getByRole('button', { name: '已收藏' }).waitFor();

    await page.goto(`${baseUrl}/goods/generalAdmin`);
    await page.getByRole('heading', { name: '通用商品管理', level: 2 }).waitFor();
    const favourites = page.getByRole('tabpanel');
    await favourites.getByRole('link', { name: bought.name }).waitFor();
    await page.screenshot({ path: screenshotPath('general-admin-favourite-1280'), fullPage: true });

    await page.getByRole('tab', { name: '采购过的商品' }).click();
    await waitForPath(page, '/goods/generalAdmin?tab=ordered');
    const row = page
      .getByRole('tabpanel', { name: '采购过的商品' })
      .locator('.ant-table-row', { hasText: bought.name });
    await row.waitFor();
    expect(await row.locator('td').nth(2).innerText()).toBe('2');

    await page.getByRole('tab', { name: '采购需求' }).click();
    await page.getByRole('button', { name: '提交采购需求' }).click();
    const dialog = page.getByRole('dialog', { name: '提交采购需求' });
    await dialog.getByLabel('商品名称').fill('竹纤维毛巾');
    await dialog.getByLabel('商品描述').fill('70×140 cm，白色');
    await dialog.getByLabel('联系方式').fill('13900003333');
    await dialog.getByRole('button', { name: /提交需求/ }).click();
    const request = page
      .getByRole('tabpanel', { name: '采购需求' })
      .locator('.ant-table-row', { hasText: '竹纤维毛巾' });
    await request.waitFor();
    expect(await request.innerText()).toContain('待处理');

    // Taking the good out of the favourites empties that tab.
    await page.getByRole('tab', { name: '收藏的商品' }).click();
    await page
      .getByRole('tabpanel', { name: '收藏的商品' })
      .getByRole('button', { name: '已收藏' })
      .click();
    await page.getByText('还没有收藏的商品，去通用商品库看看').waitFor();
    await page.context().close();
  });

  it('lays the three tabs out on a phone', async () => {
    const page = await newPage(browser, 375);
    await signInAt(page, baseUrl, reseller, '/goods/generalAdmin?tab=ordered');
    await page.locator('.ant-table-row', { hasText: bought.name }).waitFor();
    await page.screenshot({ path: screenshotPath('general-admin-ordered-375'), fullPage: true });
    await page.context().close();
  });
});
