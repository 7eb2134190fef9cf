import {
  auth,
  orderAdmin,
  orderReturns,
  orders,
  randomName,
  user,
  wallet,
  workOrders,
  type Client,
} from '@podkit/sdk-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { orderGeneralGood, rechargeApproved, resellerWithAddress } from '../support/orders.js';
import { newPage, signInAt, waitForPath } from '../support/pages.js';
import { sdkClient } from '../support/resellers.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let operator: Client;

const photoPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGP4z8DAwMAAAA0BAf8bBEwAAAAASUVORK5CYII=',
  'base64',
);

beforeAll(async () => {
  browser = await launchChromium();
  operator = sdkClient(baseUrl);
  await auth.login(operator, { username: 'operator', password: 'operator123456' });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

// Issue 21's "tried as a new user would", in one story on one shipped order.
describe('after-sales as a new reseller lives it', () => {
  it('opens a quality ticket with a photo on a shipped order, gets an answer, asks for a return and is refunded exactly once', async () => {
    const reseller = await resellerWithAddress(baseUrl, operator, 'story');
    await rechargeApproved(reseller.client, operator, '100');
    const order = await orderGeneralGood(reseller.client, 1);
    const [paid] = await orders.payOrders(reseller.client, {
      order_ids: [order.id],
      idempotency_key: randomName(),
    });
    expect(paid?.paid, paid?.msg).toBe(true);
    await orderAdmin.startProduction(operator, { order_ids: [order.id] });
    await orderAdmin.ship(operator, order.id, { carrier: 'SF', tracking_number: 'SF5550001111' });

    // The ticket, from the shipped order itself.
    const page = await newPage(browser, 1280);
    await signInAt(page, baseUrl, reseller, '/order/orderAdmin');
    await page.getByRole('button', { name: `展开订单 ${order.order_no}` }).click();
    await page.getByRole('button', { name: '提交售后工单' }).click();
    await waitForPath(page, `/afterSale/workOrderCreate?order_id=${order.id}`);
    await page.getByText(`${order.order_no}（`).waitFor();
    await page.getByLabel('问题描述').fill('杯身印花模糊');
    await page.locator('input[type=file]').setInputFiles({
      name: '模糊.png',
      mimeType: 'image/png',
      buffer: photoPng,
    });
    await page.getByRole('img', { name: '模糊.png' }).waitFor();
    await page.getByRole('button', { name: '提交工单' }).click();
    await waitForPath(page, /^\/afterSale\/workOrderIndex\?id=\d+$/);
    const ticketId = Number(new URL(page.url()).searchParams.get('id'));
    const ticket = await workOrders.get(reseller.client, ticketId);
    expect(ticket).toMatchObject({ type: 'quality', order_id: order.id });
    expect(ticket.photos).toHaveLength(1);

    // The operator answers; the reseller reads it on 我的工单.
    const answer = '抱歉，请提交退货申请，我们为你退款';
    await workOrders.adminReply(operator, ticketId, { content: answer });
    await page.goto(`${baseUrl}/afterSale/workOrderIndex?id=${ticketId}`);
    await page.getByRole('dialog').getByText(answer).waitFor();

    // The return, from the order again, refunded by the operator.
    await page.goto(`${baseUrl}/order/orderAdmin`);
    await page.getByRole('button', { name: `展开订单 ${order.order_no}` }).click();
    await page.getByRole('button', { name: '申请退货 / 重印' }).click();
    await waitForPath(page, `/afterSale/orderReturnApply?apply=1&order_id=${order.id}`);
    const apply = page.getByRole('dialog');
    await apply.getByText(`${order.order_no}（已发货）`).waitFor();
    await apply.getByLabel(/申请数量$/).fill('1');
    await apply.getByLabel('退货原因').fill('印花模糊，见工单');
    await apply.getByRole('button', { name: '提交申请' }).click();
    await waitForPath(page, /^\/afterSale\/orderReturnApply\?id=\d+$/);
    const returnId = Number(new URL(page.url()).searchParams.get('id'));
    const before = (await user.getInfo(reseller.client)).balance;
    const approved = await orderReturns.adminApprove(operator, returnId);
    const refunded = approved.approved_amount!;
    expect(Number(refunded)).toBeGreaterThan(0);
    await expect(orderReturns.adminApprove(operator, returnId)).rejects.toThrow();
    const after = (await user.getInfo(reseller.client)).balance;
    expect(Math.round((Number(after) - Number(before)) * 100)).toBe(
      Math.round(Number(refunded) * 100),
    );

    // 交易记录: exactly one refund.
    await page.goto(`${baseUrl}/finance/tradingRecord`);
    const refundRows = page
      .locator('.ant-table-tbody tr.ant-table-row')
      .filter({ hasText: `订单 ${order.order_no}` })
      .filter({ hasText: '退款' });
    await expect.poll(() => refundRows.count()).toBe(1);
    const records = await wallet.listTradingRecords(reseller.client, { kind: 'refund' });
    expect(records.data.map((record) => record.amount)).toEqual([refunded]);
    await page.screenshot({ path: screenshotPath('after-sales-story-1280'), fullPage: true });
    await page.context().close();
  });
});
