import {
  addresses,
  auth,
  cart,
  coupons,
  products,
  type Client,
  type DistributionBasicProduct,
  type OrdinaryProduct,
  type Paginator,
} from '@podkit/sdk-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { newPage, OPERATOR, signInAt, waitForPath, buttonName } from '../support/pages.js';
import { artPng, saveOnePictureDesign } from '../support/designs.js';
import { registerReseller, sdkClient } from '../support/resellers.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}

let operator: Client;
let buyer: { client: Client; username: string; password: string };
let shirt: DistributionBasicProduct;
let designedId: number;
let goods: OrdinaryProduct;

beforeAll(async () => {
  browser = await launchChromium();
  operator = sdkClient(baseUrl);
  await auth.login(operator, { username: 'operator', password: 'operator123456' });
}, 60_000);

/**
 * A new buyer for each attempt of the flow (a retry must not meet the cart, the coupon and the
 * order an attempt before it used): a designed product, a general good, a coupon of 5 yuan.
 */
async function setUpBuyer() {
  buyer = await registerReseller(baseUrl, operator, 'buyer');

  // The designed product: one picture on a blank's first view, in two sizes.
  const blanks = await products.listBasic(buyer.client, { page: 1, page_size: 50 });
  const candidates = await Promise.all(
    blanks.data.map((blank) => products.getBasic(buyer.client, blank.id)),
  );
  shirt = candidates.find((blank) => blank.sizes.length >= 2 && blank.views.length > 0)!;
  expect(shirt, 'a blank with two sizes').toBeTruthy();
  const saved = await saveOnePictureDesign(buyer.client, shirt, {
    name: '结算流程 T 恤',
    colorIds: [shirt.colors[0]!.id],
    sizeIds: shirt.sizes.slice(0, 2).map((size) => size.id),
  });
  designedId = saved.id;

  const goodsPage = await buyer.client.get<Paginator<OrdinaryProduct>>(
    '/distribution/ordinaryProduct',
    { query: { page: 1, page_size: 50 } },
  );
  goods = goodsPage.data.find((good) => good.stock > 5 && good.skus.length === 0)!;
  expect(goods, 'a general good in stock without SKUs').toBeTruthy();

  // A coupon of 5 yuan off, issued to the buyer.
  const coupon = await coupons.adminCreate(operator, {
    name: `结算立减 ${buyer.username}`,
    kind: 'amount',
    amount_off: '5',
    min_spend: '0',
    valid_from: new Date(Date.now() - 3600_000).toISOString(),
    valid_to: new Date(Date.now() + 7 * 86400_000).toISOString(),
    status: 1,
  });
  await coupons.adminIssue(operator, coupon.id, { usernames: [buyer.username], quantity: 1 });
}

afterAll(async () => {
  await browser?.close();
});

/** Polls with room for a loaded machine (vitest's default is one second). */
function poll<T>(read: () => Promise<T> | T) {
  return expect.poll(read, { timeout: 30_000 });
}

describe('checkout: from the cart to a shipped order', () => {
  it('orders, recharges by transfer, pays, and sees the order shipped', async () => {
    await setUpBuyer();
    await expect
      .poll(async () => (await products.getDesigned(buyer.client, designedId)).status, {
        timeout: 60_000,
      })
      .toBe('ready');
    // The editor that adds designed products to the cart is another issue's screen.
    await cart.addItems(buyer.client, {
      items: shirt.sizes.slice(0, 2).map((size) => ({
        designed_product_id: designedId,
        color_id: shirt.colors[0]!.id,
        size_id: size.id,
        quantity: 1,
      })),
    });

    const page = await newPage(browser);
    await signInAt(page, baseUrl, buyer, `/goods/generalDetail?id=${goods.id}`);

    // A general good into the cart from its detail page.
    await page.getByRole('button', { name: '加入购物车' }).click();
    await page.getByRole('link', { name: '去购物车结算' }).waitFor();
    await page.getByRole('link', { name: '去购物车结算' }).click();
    await waitForPath(page, '/main/cart');

    // The cart widget (in its shadow root): three lines; more of one size.
    const lines = page.getByRole('listitem').filter({ has: page.getByRole('group') });
    await poll(() => lines.count()).toBe(3);
    const shirtLine = page.getByRole('listitem', { name: '结算流程 T 恤' }).first();
    // The designed product's line shows its mockup.
    expect(await shirtLine.locator('img').getAttribute('src')).toMatch(
      /mockup-.+\.(png|webp|jpe?g)$/,
    );
    await shirtLine.getByRole('button', { name: '增加数量' }).click();
    await poll(() => page.getByTestId('cart-total-num').textContent()).toBe('4');
    await poll(() => page.getByRole('button', { name: /购物车，4 件商品/ }).count()).toBe(1);
    await shot(page, 'checkout-cart-1280');
    await page.getByRole('button', { name: '去结算' }).click();
    await waitForPath(page, /^\/main\/cartCheckout\?ids=\d+,\d+,\d+$/);

    // A new address, a shipping method, the coupon.
    await page.getByRole('button', { name: '新增地址' }).click();
    const dialog = page.getByRole('dialog', { name: '新增地址' });
    await dialog.getByLabel('收件人').fill('王小明');
    await dialog.getByLabel('联系电话').fill('+1 415 555 0100');
    await dialog.getByLabel('国家/地区代码').fill('us');
    await dialog.getByLabel('省/州').fill('CA');
    await dialog.getByLabel('城市').fill('San Francisco');
    await dialog.getByLabel('详细地址').fill('1 Market St');
    await dialog.getByLabel('邮编').fill('94105');
    await dialog.getByRole('button', { name: buttonName('保存') }).click();
    await page.getByRole('radio', { name: /王小明/ }).waitFor();
    const methods = page.getByRole('radiogroup', { name: '配送方式' }).getByRole('radio');
    await poll(() => methods.count()).toBeGreaterThan(0);
    await methods.first().check();
    await page.getByRole('combobox', { name: '优惠券' }).click();
    await page.getByText(`结算立减 ${buyer.username}（减 ¥5.00）`).click();
    await poll(() => page.locator('.shop-totals').textContent()).toContain('-¥5.00');
    const total = (await page.getByTestId('checkout-total').textContent())!.replace('¥', '');
    await shot(page, 'checkout-confirm-1280');
    await page.getByRole('button', { name: buttonName('提交订单') }).click();
    await waitForPath(page, /^\/order\/orderPay\?ids=\d+$/);
    const orderId = Number(new URL(page.url()).searchParams.get('ids'));
    expect(await page.getByTestId('pay-total').textContent()).toBe(`¥${total}`);
    expect(await page.getByTestId('pay-balance').textContent()).toBe('¥0.00');
    expect((await cart.get(buyer.client)).total_item_num).toBe(0);

    // Not enough money: recharge by bank transfer with a voucher.
    await page.getByRole('button', { name: '余额不足，去充值' }).click();
    await waitForPath(page, '/setting/recharge');
    await page.getByLabel('转账金额').fill(total);
    await page.locator('input[type=file]').setInputFiles({
      name: '转账凭证.png',
      mimeType: 'image/png',
      buffer: Buffer.from(artPng()),
    });
    await page.getByRole('img', { name: '转账凭证' }).waitFor();
    await page.getByRole('button', { name: buttonName('提交审核') }).click();
    const pending = page.getByRole('row').filter({ hasText: '待处理' });
    await pending.waitFor();
    expect(await pending.textContent()).toContain(total);

    // The operator approves it.
    const operatorPage = await newPage(browser);
    await signInAt(operatorPage, baseUrl, OPERATOR, '/admin/recharge');
    const request = operatorPage.getByRole('row').filter({ hasText: buyer.username });
    await request.getByRole('button', { name: buttonName('通过') }).click();
    await operatorPage
      .getByRole('tooltip')
      .getByRole('button', { name: buttonName('通过') })
      .click();
    await poll(() => request.count()).toBe(0);

    // The buyer sees the balance and the level progress read the same numbers, then pays.
    await page.reload();
    await poll(() => page.getByRole('row').filter({ hasText: '已通过' }).count()).toBe(1);
    expect(await page.locator('.shop-price').first().textContent()).toBe(`¥${total}`);
    const progress = new RegExp(`累计充值 ${total.replace('.', '\\.')} / `);
    await page.locator('main').getByText(progress).waitFor();
    await page.getByRole('button', { name: '账户菜单' }).click();
    await page.locator('.user-dropdown').getByText(progress).waitFor();
    await page.keyboard.press('Escape');
    await page.goto(`${baseUrl}/order/orderAdmin`);
    const row = page.getByRole('rowgroup', { name: new RegExp(`^订单 `) }).first();
    await row.getByRole('button', { name: '付款' }).click();
    const payDialog = page.getByRole('dialog', { name: '余额支付' });
    await poll(() => payDialog.getByTestId('pay-total').textContent()).toBe(`¥${total}`);
    await payDialog.getByRole('button', { name: '确认支付' }).click();
    await payDialog.getByText('已支付 1 个订单。').waitFor();
    await payDialog.getByRole('button', { name: '完成' }).click();
    await row.getByText('已付款').waitFor();

    // The operator starts production and ships with a tracking number.
    await operatorPage.goto(`${baseUrl}/admin/orders?status=paid`);
    const orderRow = operatorPage.locator(`tr[data-row-key="${orderId}"]`);
    await orderRow.getByRole('button', { name: buttonName('开始生产') }).click();
    // Each act that cannot be undone asks first.
    const startConfirm = operatorPage.locator('.ant-popconfirm');
    await startConfirm.getByText('开始后订单进入生产，不能撤回。').waitFor();
    expect(await orderRow.count()).toBe(1);
    await startConfirm.getByRole('button', { name: buttonName('开始生产') }).click();
    await poll(() => orderRow.count()).toBe(0);
    await operatorPage.goto(`${baseUrl}/admin/orders?status=in_production`);
    await orderRow.getByRole('button', { name: buttonName('发货') }).click();
    const ship = operatorPage.getByRole('dialog');
    await ship.getByLabel('承运商').fill('UPS');
    await ship.getByLabel('物流单号').fill('1Z999AA10123456784');
    await ship.getByRole('button', { name: buttonName('发货') }).click();
    const shipConfirm = operatorPage.getByRole('dialog', { name: '确认发货？' });
    expect(await shipConfirm.innerText()).toContain('1Z999AA10123456784');
    await shipConfirm.getByRole('button', { name: '确认发货' }).click();
    await poll(() => orderRow.count()).toBe(0);

    // The buyer sees the order shipped, its history, the messages and the trading records.
    await page.goto(`${baseUrl}/order/orderAdmin`);
    await page.getByRole('tab', { name: /^已发货/ }).click();
    const shipped = page.getByRole('rowgroup', { name: /^订单 / }).first();
    await shipped.getByText('UPS 1Z999AA10123456784').waitFor();
    await shipped.getByRole('button', { name: /^展开订单/ }).click();
    await shipped.getByRole('list', { name: '订单记录' }).getByText(/发货/).waitFor();
    await shot(page, 'checkout-orders-shipped-1280');

    await page.goto(`${baseUrl}/main/message`);
    await page.getByText(/已发货：UPS，运单号 1Z999AA10123456784/).waitFor();
    await page.getByText(new RegExp(`充值 ${total} 元已到账`)).waitFor();
    await page.goto(`${baseUrl}/finance/tradingRecord`);
    const records = page.locator('.ant-table-tbody tr.ant-table-row');
    await poll(() => records.count()).toBe(2);
    expect(await records.nth(0).textContent()).toContain(`-${total}`);
    expect(await records.nth(1).textContent()).toContain(`+${total}`);
    const addressList = await addresses.listAddresses(buyer.client);
    expect(addressList.map((a) => a.country_code)).toEqual(['US']);
  }, 360_000);
});
