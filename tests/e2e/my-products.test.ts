import {
  addresses,
  auth,
  products,
  recharge,
  uploadFile,
  type Client,
  type DistributionBasicProduct,
} from '@podkit/sdk-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { newPage, signInAt, waitForPath, buttonName } from '../support/pages.js';
import { artPng, namedBlob, saveOnePictureDesign } from '../support/designs.js';
import { registerReseller, sdkClient } from '../support/resellers.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let buyer: Awaited<ReturnType<typeof registerReseller>>;
let shirt: DistributionBasicProduct;
const productName = '我的商品 两色 T 恤';

/** A saved design in two colours and two sizes, 1,000 yuan of balance and an address. */
async function designAndMoney(operator: Client) {
  const blanks = await products.listBasic(buyer.client, { page: 1, page_size: 50 });
  const candidates = await Promise.all(
    blanks.data.map((blank) => products.getBasic(buyer.client, blank.id)),
  );
  shirt = candidates.find(
    (blank) => blank.colors.length >= 2 && blank.sizes.length >= 2 && blank.views.length > 0,
  )!;
  await saveOnePictureDesign(buyer.client, shirt, {
    name: productName,
    colorIds: shirt.colors.slice(0, 2).map((color) => color.id),
    sizeIds: shirt.sizes.slice(0, 2).map((size) => size.id),
  });
  const voucher = await uploadFile(buyer.client, namedBlob(artPng(), '凭证.png', 'image/png'), {
    type: 'voucher',
  });
  const asked = await recharge.createOffline(buyer.client, {
    amount: '1000',
    voucher_file_id: voucher.id,
  });
  await recharge.adminApprove(operator, asked.id);
  await addresses.createAddress(buyer.client, {
    recipient_name: '孙九',
    phone: '13900005555',
    country_code: 'CN',
    province: '广东省',
    city: '广州市',
    district: '天河区',
    address1: '体育西路 9 号',
    address2: '',
    postcode: '510000',
    is_default: true,
  });
}

beforeAll(async () => {
  browser = await launchChromium();
  const operator = sdkClient(baseUrl);
  await auth.login(operator, { username: 'operator', password: 'operator123456' });
  buyer = await registerReseller(baseUrl, operator, 'mine');
  await designAndMoney(operator);
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe('我的商品 (productLibrary): from a saved design to a paid order', () => {
  it('adds two colours × two sizes in one dialog, checks out and pays; the order shows the mockup', async () => {
    const page = await newPage(browser);
    await signInAt(page, baseUrl, buyer, '/goods/productLibrary');
    const card = page.getByRole('article', { name: productName, exact: true });
    // The mockup is rendered in the background; the card shows it once made.
    await card.getByRole('img', { name: `${productName} 效果图` }).waitFor({ timeout: 60_000 });
    await page.screenshot({ path: screenshotPath('product-library-1280'), fullPage: true });

    await card.getByRole('button', { name: '加入购物车' }).click();
    const dialog = page.getByRole('dialog', { name: `加入购物车：${productName}` });
    for (const color of shirt.colors.slice(0, 2)) {
      for (const size of shirt.sizes.slice(0, 2)) {
        await dialog.getByLabel(`${color.name} ${size.name} 数量`).fill('1');
      }
    }
    await page.screenshot({ path: screenshotPath('product-library-add-to-cart-1280') });
    await dialog.getByRole('button', { name: '加入购物车（4 件）' }).click();
    await dialog.getByText('已加入购物车 4 件').waitFor();
    await dialog.getByText('去购物车结算').click();
    await waitForPath(page, '/main/cart');

    const lines = page.getByRole('listitem', { name: productName });
    await expect.poll(() => lines.count(), { timeout: 30_000 }).toBe(4);
    await page.getByRole('button', { name: '去结算' }).click();
    await waitForPath(page, /^\/main\/cartCheckout\?ids=/);
    const methods = page.getByRole('radiogroup', { name: '配送方式' }).getByRole('radio');
    await expect.poll(() => methods.count(), { timeout: 30_000 }).toBeGreaterThan(0);
    await methods.first().check();
    await page.getByRole('button', { name: buttonName('提交订单') }).click();
    await waitForPath(page, /^\/order\/orderPay\?ids=\d+$/);
    await page.getByRole('button', { name: /余额支付/ }).click();
    await page.getByText('支付成功', { exact: true }).first().waitFor();

    await page.goto(`${baseUrl}/order/orderAdmin`);
    const order = page.getByRole('rowgroup', { name: /^订单 / }).first();
    await order.getByText('已付款').waitFor();
    await order.getByRole('button', { name: /^展开订单/ }).click();
    const mockup = page.getByRole('img', { name: `${productName} 效果图` }).first();
    expect(await mockup.getAttribute('src')).toMatch(/\/mockups\/.+mockup-.+\.png$/);
    // Print files are private: the link the page was given opens, the bare address does not.
    const printFile = page.locator('.pk-print-files a').first();
    const href = (await printFile.getAttribute('href'))!;
    expect(href).toMatch(/\/printfiles\/.+\?expires=\d+&signature=/);
    expect((await fetch(new URL(href, baseUrl))).status).toBe(200);
    expect((await fetch(new URL(href.split('?')[0]!, baseUrl))).status).toBe(403);
    await page.screenshot({ path: screenshotPath('product-library-order-1280'), fullPage: true });
    await page.context().close();
  });

  it('finds a product by its filters, copies it and deletes the copy from the bulk bar', async () => {
    const page = await newPage(browser);
    await signInAt(page, baseUrl, buyer, '/goods/productLibrary');
    await page.getByRole('article', { name: productName, exact: true }).waitFor();
    await page.getByLabel('颜色', { exact: true }).fill('没有这种颜色');
    await page.getByLabel('颜色', { exact: true }).press('Enter');
    await page.getByText('没有符合条件的商品').waitFor();
    await page.getByLabel('颜色', { exact: true }).fill(shirt.colors[1]!.name);
    await page.getByLabel('颜色', { exact: true }).press('Enter');
    const card = page.getByRole('article', { name: productName, exact: true });
    await card.waitFor();

    await card.getByRole('button', { name: buttonName('复制') }).click();
    const copy = page.getByRole('article', { name: `${productName}（副本）` });
    await copy.waitFor();
    await copy.getByRole('checkbox', { name: `选择 ${productName}（副本）` }).check();
    const bulk = page.getByRole('region', { name: '批量操作' });
    await bulk.getByText('已选 1 个商品').waitFor();
    await page.screenshot({ path: screenshotPath('product-library-bulk-1280'), fullPage: true });
    await bulk.getByRole('button', { name: '删除所选' }).click();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: buttonName('删除') })
      .click();
    await expect.poll(() => copy.count(), { timeout: 30_000 }).toBe(0);
    await card.waitFor();
    await page.context().close();
  });

  it('lays the library out on a phone', async () => {
    const page = await newPage(browser, 375);
    await signInAt(page, baseUrl, buyer, '/goods/productLibrary');
    await page.getByRole('article', { name: productName, exact: true }).waitFor();
    await page.screenshot({ path: screenshotPath('product-library-375'), fullPage: true });
    // The detail drawer offers the same two ways on.
    await page.getByRole('img', { name: `${productName} 效果图` }).click();
    const drawer = page.getByRole('dialog', { name: productName });
    await drawer.getByRole('button', { name: '加入购物车' }).click();
    await page.getByRole('dialog', { name: `加入购物车：${productName}` }).waitFor();
    await page.context().close();
  });
});
