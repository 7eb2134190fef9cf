import {
  auth,
  cart,
  orders,
  packaging,
  randomName,
  user,
  type Client,
  type OrdinaryProduct,
  type Paginator,
} from '@podkit/sdk-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { rechargeApproved, resellerWithAddress } from '../support/orders.js';
import {
  newPage,
  OPERATOR,
  signInAt,
  waitForImages,
  waitForPath,
  buttonName,
} from '../support/pages.js';
import { sdkClient } from '../support/resellers.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let operator: Client;
let reseller: Awaited<ReturnType<typeof resellerWithAddress>>;
const templateName = `品牌包装袋 ${Date.now() % 100000}`;

const designPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGP4z8DAwMAAAA0BAf8bBEwAAAAASUVORK5CYII=',
  'base64',
);

async function shoot(page: Page, name: string) {
  await waitForImages(page);
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}

/** The checkout's amounts in cents, as the summary shows them (packaging 0 when not shown). */
async function shownTotals(page: Page) {
  const text = await page.locator('.shop-totals').innerText();
  const amount = (label: string) => {
    const found = new RegExp(`${label}\\s*-?¥([\\d.]+)`).exec(text);
    return found ? Math.round(Number(found[1]) * 100) : 0;
  };
  return {
    goods: amount('商品金额'),
    shipping: amount('运费'),
    packaging: amount('包装费'),
    discount: amount('优惠'),
    total: amount('应付总额'),
  };
}

beforeAll(async () => {
  browser = await launchChromium();
  operator = sdkClient(baseUrl);
  await auth.login(operator, { username: 'operator', password: 'operator123456' });
  reseller = await resellerWithAddress(baseUrl, operator, 'pk');
  await rechargeApproved(reseller.client, operator, '500');
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe('包装模板: a reseller submits packaging, the operator approves it with fees', () => {
  it('submits a bag design for review and has it approved in the console', async () => {
    const page = await newPage(browser, 1280);
    await signInAt(page, baseUrl, reseller, '/afterSale/bottomTemplateIndex');
    await page.getByRole('heading', { name: '包装模板', level: 2 }).waitFor();
    await page.getByRole('button', { name: '新建包装模板' }).click();
    await waitForPath(page, '/afterSale/bottomTemplateCreate');
    await page.locator('.ant-radio-button-wrapper').filter({ hasText: '包装袋' }).click();
    await expect.poll(() => page.getByRole('radio', { name: '包装袋' }).isChecked()).toBe(true);
    await page.getByLabel('模板名称').fill(templateName);
    await page.locator('input[type=file]').setInputFiles({
      name: '包装袋设计.png',
      mimeType: 'image/png',
      buffer: designPng,
    });
    await page.getByRole('img', { name: '包装袋设计.png' }).waitFor();
    await page.getByLabel('备注').fill('磨砂 PE 袋，正面居中印标志');
    await shoot(page, 'packaging-create-1280');
    await page.getByRole('button', { name: '提交审核' }).click();
    await waitForPath(page, '/afterSale/bottomTemplateIndex');
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: templateName });
    await row.getByText('待审核').waitFor();
    expect(await row.innerText()).toContain('包装袋');
    await shoot(page, 'packaging-list-1280');
    await page.context().close();

    const narrow = await newPage(browser, 375);
    await signInAt(narrow, baseUrl, OPERATOR, '/admin/packaging');
    await narrow.getByRole('heading', { name: '包装审核', level: 2 }).waitFor();
    await narrow.locator('.ant-table-tbody tr.ant-table-row').getByText(templateName).waitFor();
    await shoot(narrow, 'packaging-admin-375');
    await narrow.context().close();

    const console = await newPage(browser, 1280);
    await signInAt(console, baseUrl, OPERATOR, '/admin/packaging');
    await console.getByLabel('搜索包装模板').fill(reseller.username);
    await console.getByLabel('搜索包装模板').press('Enter');
    const queued = console.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => queued.count()).toBe(1);
    expect(await queued.innerText()).toContain(templateName);
    await queued.getByRole('button', { name: buttonName('通过') }).click();
    const dialog = console.getByRole('dialog');
    await dialog.getByLabel('制版费（元，一次性）').fill('20');
    await dialog.getByLabel('每单包装费（元）').fill('1.5');
    await shoot(console, 'packaging-admin-approve-1280');
    await dialog.getByRole('button', { name: '审核通过' }).click();
    await console.getByText('已审核通过').first().waitFor();
    await expect.poll(() => queued.count()).toBe(0);
    await console.getByRole('tab', { name: '已通过' }).click();
    await console.locator('.ant-table-tbody tr.ant-table-row').getByText(templateName).waitFor();
    expect(await console.locator('.ant-table-tbody').innerText()).toContain(
      '制版费 ¥20.00 / 每单 ¥1.50',
    );
    await shoot(console, 'packaging-admin-1280');
    await console.context().close();
  });

  it('pays the set-up fee from the balance and checks out with the packaging', async () => {
    const narrow = await newPage(browser, 375);
    await signInAt(narrow, baseUrl, reseller, '/afterSale/bottomTemplateIndex');
    const row = narrow
      .locator('.ant-table-tbody tr.ant-table-row')
      .filter({ hasText: templateName });
    await row.getByText('已通过').waitFor();
    await shoot(narrow, 'packaging-list-375');
    await row.getByRole('button', { name: '支付制版费' }).click();
    await waitForPath(narrow, /^\/afterSale\/payBottomTemplate\?id=\d+$/);
    await narrow.getByText('¥500.00').first().waitFor();
    await shoot(narrow, 'packaging-pay-375');
    await narrow.getByRole('button', { name: /余额支付 ¥20\.00/ }).click();
    await narrow.locator('.ant-result-title').getByText('制版费已支付').waitFor();
    await shoot(narrow, 'packaging-paid-375');
    await narrow.context().close();
    expect((await user.getInfo(reseller.client)).balance).toBe('480.00');

    // A general good in the cart, checked out with the packaging.
    const good = (
      await reseller.client.get<Paginator<OrdinaryProduct>>('/distribution/ordinaryProduct', {
        query: { page: 1, page_size: 50 },
      })
    ).data.find((one) => one.stock > 5 && one.skus.length === 0)!;
    const [line] = await cart.addItems(reseller.client, {
      items: [{ goods_id: good.id, quantity: 1 }],
    });
    const page = await newPage(browser, 1280);
    await signInAt(page, baseUrl, reseller, `/main/cartCheckout?ids=${line!.id}`);
    const method = page.getByRole('radiogroup', { name: '配送方式' }).getByRole('radio').first();
    await expect.poll(() => method.isChecked()).toBe(true);
    await page.getByRole('combobox', { name: '包装模板' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: templateName }).click();
    await expect.poll(() => shownTotals(page).then((shown) => shown.packaging)).toBe(150);
    const shown = await shownTotals(page);
    expect(shown.total).toBe(shown.goods + shown.shipping + 150 - shown.discount);
    const total = (shown.total / 100).toFixed(2);
    await shoot(page, 'packaging-checkout-1280');
    await page.getByRole('button', { name: buttonName('提交订单') }).click();
    await waitForPath(page, /^\/order\/orderPay\?ids=\d+$/);
    const orderId = Number(new URL(page.url()).searchParams.get('ids'));
    await page.context().close();

    const order = await orders.getOrder(reseller.client, orderId);
    expect(order).toMatchObject({
      packaging_fee: '1.50',
      packaging_name: `包装袋 · ${templateName}`,
    });
    expect(order.total).toBe(total);
    const usable = await packaging.usable(reseller.client);
    expect(usable.map((t) => t.name)).toEqual([templateName]);

    // Paid with its fee in the total; the operator's order detail names the packaging and fee.
    const [paid] = await orders.payOrders(reseller.client, {
      order_ids: [orderId],
      idempotency_key: randomName(),
    });
    expect(paid?.paid, paid?.msg).toBe(true);
    const left = Math.round(48000 - Number(total) * 100);
    expect(Math.round(Number((await user.getInfo(reseller.client)).balance) * 100)).toBe(left);
    const wide = await newPage(browser, 1280);
    await signInAt(wide, baseUrl, OPERATOR, `/admin/orders?status=paid&order_no=${order.order_no}`);
    const orderRow = wide.locator(`tr[data-row-key="${order.id}"]`);
    await orderRow.getByRole('button', { name: '展开行' }).click();
    await wide.getByText(`包装袋 · ${templateName}`).first().waitFor();
    await wide.getByText('+ 包装费 ¥1.50').first().waitFor();
    await shoot(wide, 'packaging-admin-order-1280');
    await wide.context().close();
  });
});
