import {
  auth,
  messages,
  orderAdmin,
  orderReturns,
  orders,
  randomName,
  user,
  wallet,
  type Client,
  type Order,
} from '@podkit/sdk-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { orderGeneralGood, rechargeApproved, resellerWithAddress } from '../support/orders.js';
import { newPage, OPERATOR, signInAt, waitForImages, waitForPath } from '../support/pages.js';
import { sdkClient } from '../support/resellers.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let operator: Client;
let reseller: Awaited<ReturnType<typeof resellerWithAddress>>;
let order: Order;
let returnNo = '';
let balanceBefore = '';
let refunded = '';

const photoPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGP4z8DAwMAAAA0BAf8bBEwAAAAASUVORK5CYII=',
  'base64',
);

/** An order of two units of a general good, paid from the balance and shipped by the operator. */
async function shippedOrder() {
  const created = await orderGeneralGood(reseller.client, 2);
  const [paid] = await orders.payOrders(reseller.client, {
    order_ids: [created.id],
    idempotency_key: randomName(),
  });
  expect(paid?.paid, paid?.msg).toBe(true);
  await orderAdmin.startProduction(operator, { order_ids: [created.id] });
  await orderAdmin.ship(operator, created.id, { carrier: 'SF', tracking_number: 'SF1234567890' });
  return created;
}

async function shoot(page: Page, name: string) {
  await waitForImages(page);
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}

beforeAll(async () => {
  browser = await launchChromium();
  operator = sdkClient(baseUrl);
  await auth.login(operator, { username: 'operator', password: 'operator123456' });
  reseller = await resellerWithAddress(baseUrl, operator, 'rt');
  await rechargeApproved(reseller.client, operator, '500');
  order = await shippedOrder();
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe('退货申请: a reseller asks for a refund on a shipped order, the operator approves', () => {
  it('asks for a refund of one unit from the order itself, with a photo', async () => {
    const page = await newPage(browser);
    await signInAt(page, baseUrl, reseller, '/order/orderAdmin');
    await page.getByRole('button', { name: `展开订单 ${order.order_no}` }).click();
    await page.getByRole('button', { name: '申请退货 / 重印' }).click();
    await waitForPath(page, `/afterSale/orderReturnApply?apply=1&order_id=${order.id}`);
    const drawer = page.getByRole('dialog');
    await drawer.getByText(`${order.order_no}（已发货）`).waitFor();
    await drawer.getByText('可申请 2 件').waitFor();
    await drawer.getByLabel(/申请数量$/).fill('1');
    await drawer.getByLabel('退货原因').fill('外包装破损，商品有划痕');
    await drawer.locator('input[type=file]').setInputFiles({
      name: '划痕.png',
      mimeType: 'image/png',
      buffer: photoPng,
    });
    await drawer.getByRole('img', { name: '划痕.png' }).waitFor();
    await shoot(page, 'order-return-apply-1280');
    await drawer.getByRole('button', { name: '提交申请' }).click();

    await waitForPath(page, /^\/afterSale\/orderReturnApply\?id=\d+$/);
    // The apply drawer may still be closing: the request's own drawer is the one with its history.
    const detail = page.getByRole('dialog').filter({ hasText: '处理记录' });
    await detail.getByText('外包装破损，商品有划痕').first().waitFor();
    returnNo = (await detail.locator('.ant-drawer-title').innerText()).replace('退货申请 ', '');
    expect(returnNo).toMatch(/^TH\d{14}$/);
    expect(await detail.locator('.order-return-summary').innerText()).toContain('待审核');
    await detail.getByRole('img', { name: /退货图片 1/ }).waitFor();
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });
    await page.locator('.ant-table-tbody tr.ant-table-row').getByText(returnNo).waitFor();
    await shoot(page, 'order-return-list-1280');
    await page.context().close();
  });

  it('lets the operator approve the refund in the console', async () => {
    balanceBefore = (await user.getInfo(reseller.client)).balance;
    const narrow = await newPage(browser, 375);
    await signInAt(narrow, baseUrl, OPERATOR, '/admin/orderReturns');
    await narrow.getByRole('heading', { name: '退货审核', level: 2 }).waitFor();
    await narrow.locator('.ant-table-tbody tr.ant-table-row').getByText(returnNo).waitFor();
    await shoot(narrow, 'order-return-admin-375');
    await narrow.context().close();

    const page = await newPage(browser, 1280);
    await signInAt(page, baseUrl, OPERATOR, '/admin/orderReturns');
    await page.getByLabel('搜索退货申请').fill(returnNo);
    await page.getByLabel('搜索退货申请').press('Enter');
    const row = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.innerText()).toContain(reseller.username);
    await row.click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText('外包装破损，商品有划痕').first().waitFor();
    await drawer.getByRole('button', { name: '审核通过' }).click();
    const amount = drawer.getByLabel('退款金额');
    refunded = await amount.inputValue();
    expect(Number(refunded)).toBeGreaterThan(0);
    await shoot(page, 'order-return-admin-decide-1280');
    await drawer.getByRole('button', { name: '确认通过' }).click();
    await drawer.locator('.order-return-summary').getByText('已通过').waitFor();
    expect(await drawer.locator('.order-return-summary').innerText()).toContain(
      `¥${refunded}（已退回余额）`,
    );
    await shoot(page, 'order-return-admin-1280');

    // The order in the console lists the request and the refund.
    await page.goto(`${baseUrl}/admin/orders?status=shipped&order_no=${order.order_no}`);
    const orderRow = page.locator(`tr[data-row-key="${order.id}"]`);
    await orderRow.getByRole('button', { name: '展开行' }).click();
    const afterSales = page.getByLabel('售后记录');
    await afterSales.getByRole('link', { name: returnNo }).waitFor();
    expect(await afterSales.innerText()).toContain('已通过');
    await page.getByText(`（已退款 ¥${refunded}）`).waitFor();

    // The time limit is a site setting the operator keeps beside the others.
    await page.goto(`${baseUrl}/admin/site`);
    const limit = page.getByLabel('退货 / 重印申请期限（签收后天数）');
    await expect.poll(() => limit.inputValue()).toBe('30');
    await page.context().close();
  });

  it('shows the reseller the approval, the balance and one refund in the trading records', async () => {
    const after = (await user.getInfo(reseller.client)).balance;
    expect(Math.round((Number(after) - Number(balanceBefore)) * 100)).toBe(
      Math.round(Number(refunded) * 100),
    );
    const notes = await messages.list(reseller.client, { type: 2 });
    expect(notes.map((note) => note.description)).toContain(
      `退货申请 ${returnNo}（订单 ${order.order_no}）已通过：退款 ${refunded} 元已退回余额`,
    );
    // Approving again changes nothing.
    await expect(
      orderReturns.adminApprove(operator, (await firstReturnId()) ?? 0),
    ).rejects.toThrow();
    expect((await user.getInfo(reseller.client)).balance).toBe(after);

    const page = await newPage(browser, 375);
    await signInAt(page, baseUrl, reseller, '/afterSale/orderReturnApply');
    const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await row.getByText('已通过').waitFor();
    expect(await row.innerText()).toContain(`已退 ¥${refunded}`);
    await shoot(page, 'order-return-list-375');
    await row.click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText(`退款 ${refunded} 元已退回余额`).waitFor();
    await shoot(page, 'order-return-detail-375');
    await page.context().close();

    const wide = await newPage(browser, 1280);
    await signInAt(wide, baseUrl, reseller, '/finance/tradingRecord');
    const description = `退货申请 ${returnNo} 退款（订单 ${order.order_no}）`;
    await wide.getByText(description).waitFor();
    expect(await wide.getByText(description).count()).toBe(1);
    const records = await wallet.listTradingRecords(reseller.client, { kind: 'refund' });
    expect(records.data.map((record) => [record.amount, record.description])).toEqual([
      [refunded, description],
    ]);

    // The order's own detail lists the return with its state, and the refund in its amounts.
    await wide.goto(`${baseUrl}/order/orderAdmin`);
    await wide.getByRole('button', { name: `展开订单 ${order.order_no}` }).click();
    const afterSales = wide.getByRole('list', { name: '售后记录' });
    await afterSales.getByRole('button', { name: returnNo }).waitFor();
    expect(await afterSales.innerText()).toContain('已通过');
    await wide.getByText(`（已退款 ¥${refunded}）`).waitFor();
    await shoot(wide, 'order-return-order-detail-1280');
    await wide.context().close();
  });
});

async function firstReturnId() {
  const mine = await orderReturns.list(reseller.client, { keyword: returnNo });
  return mine.data[0]?.id;
}
