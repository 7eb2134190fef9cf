import { auth, messages, workOrders, type Client, type Order } from '@podkit/sdk-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { orderGeneralGood, resellerWithAddress } from '../support/orders.js';
import { newPage, OPERATOR, signInAt, waitForImages, waitForPath } from '../support/pages.js';
import { sdkClient } from '../support/resellers.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let operator: Client;
let reseller: Awaited<ReturnType<typeof resellerWithAddress>>;
let order: Order;
let ticketNo = '';

const photoPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGP4z8DAwMAAAA0BAf8bBEwAAAAASUVORK5CYII=',
  'base64',
);
const answer = '已安排重新印制，新的包裹三天内发出';

async function shoot(page: Page, name: string) {
  await waitForImages(page);
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}

beforeAll(async () => {
  browser = await launchChromium();
  operator = sdkClient(baseUrl);
  await auth.login(operator, { username: 'operator', password: 'operator123456' });
  reseller = await resellerWithAddress(baseUrl, operator, 'wo');
  order = await orderGeneralGood(reseller.client, 2);
}, 120_000);

afterAll(async () => {
  await browser?.close();
});

describe('工单: a reseller asks about an order, the operator answers', () => {
  it('opens a quality ticket on an order line with a photo', async () => {
    const page = await newPage(browser);
    // From the order itself: its detail in the order table links to a new ticket.
    await signInAt(page, baseUrl, reseller, '/order/orderAdmin');
    await page.getByRole('button', { name: `展开订单 ${order.order_no}` }).click();
    await page.getByRole('button', { name: '提交售后工单' }).click();
    await waitForPath(page, `/afterSale/workOrderCreate?order_id=${order.id}`);
    await page.getByRole('heading', { name: '创建工单', level: 2 }).waitFor();
    await page.getByText(`${order.order_no}（`).waitFor();
    await page.getByRole('checkbox').first().check();
    await page.getByLabel('问题描述').fill('印花有一道裂痕，客户要求重做');
    await page.locator('input[type=file]').setInputFiles({
      name: '裂痕.png',
      mimeType: 'image/png',
      buffer: photoPng,
    });
    await page.getByRole('img', { name: '裂痕.png' }).waitFor();
    await shoot(page, 'work-order-create-1280');
    await page.getByRole('button', { name: '提交工单' }).click();

    await waitForPath(page, /^\/afterSale\/workOrderIndex\?id=\d+$/);
    const drawer = page.getByRole('dialog');
    await drawer.getByText('印花有一道裂痕，客户要求重做').waitFor();
    ticketNo = (await drawer.locator('.ant-drawer-title').innerText()).replace('工单 ', '');
    expect(ticketNo).toMatch(/^GD\d{14}$/);
    expect(await drawer.innerText()).toContain('待处理');
    await drawer.getByRole('img', { name: /问题图片 1/ }).waitFor();
    await shoot(page, 'work-order-detail-1280');
    await page.context().close();
  });

  for (const width of [1280, 375]) {
    it(`lets the operator answer in the console at ${width} px`, async () => {
      const page = await newPage(browser, width);
      await signInAt(page, baseUrl, OPERATOR, '/admin/workOrders');
      await page.getByRole('heading', { name: '工单处理', level: 2 }).waitFor();
      // Answered, the ticket has left 待处理.
      if (width === 375) await page.getByRole('tab', { name: '全部' }).click();
      await page.getByLabel('搜索工单').fill(ticketNo);
      await page.getByLabel('搜索工单').press('Enter');
      const row = page.locator('.ant-table-tbody tr.ant-table-row');
      await expect.poll(() => row.count()).toBe(1);
      expect(await row.innerText()).toContain(reseller.username);
      await row.click();
      const drawer = page.getByRole('dialog');
      await drawer.getByText('印花有一道裂痕，客户要求重做').waitFor();
      await drawer.getByRole('img', { name: /问题图片 1/ }).waitFor();
      if (width === 1280) {
        await drawer.getByLabel('回复内容').fill(answer);
        await drawer.getByRole('button', { name: '发送回复' }).click();
      }
      await drawer
        .locator('.work-order-message[data-author="operator"]')
        .getByText(answer)
        .waitFor();
      expect(await drawer.innerText()).toContain('处理中');
      await shoot(page, `work-order-admin-${width}`);
      await page.context().close();
    });
  }

  it('shows the reseller the answer, its badge and the message center note', async () => {
    const notes = await messages.list(reseller.client, { type: 2 });
    expect(notes.map((note) => note.description)).toContain(
      `工单 ${ticketNo} 有新的客服回复：${answer}`,
    );

    const page = await newPage(browser, 375);
    await signInAt(page, baseUrl, reseller, '/afterSale/workOrderIndex');
    await page.getByRole('heading', { name: /我的工单/, level: 2 }).waitFor();
    await page.getByText('你有 1 条客服新回复').waitFor();
    const heading = page.getByRole('heading', { name: /我的工单/, level: 2 });
    expect(await heading.locator('.ant-badge-count').innerText()).toBe('1');
    await shoot(page, 'work-order-list-badge-375');

    await page.locator('.ant-table-tbody tr.ant-table-row').first().click();
    const drawer = page.getByRole('dialog');
    await drawer.getByText(answer).waitFor();
    await shoot(page, 'work-order-answer-375');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByText('你有 1 条客服新回复').count()).toBe(0);
    expect((await workOrders.unread(reseller.client)).unread).toBe(0);

    await page.context().close();
  });

  it('lets the reseller confirm a ticket the operator asked to confirm, on a wide screen', async () => {
    // A ticket of its own, so that a second run of this test starts from the same state.
    const ticket = await workOrders.create(reseller.client, {
      type: 'other',
      description: '想确认新包裹的物流',
    });
    await workOrders.adminReply(operator, ticket.id, { content: answer });
    await workOrders.adminAskConfirm(operator, ticket.id, { content: '新包裹已发出' });
    const wide = await newPage(browser, 1280);
    await signInAt(wide, baseUrl, reseller, `/afterSale/workOrderIndex?id=${ticket.id}`);
    const wideDrawer = wide.getByRole('dialog');
    await wideDrawer.getByText('新包裹已发出').waitFor();
    const row = wide.locator('.ant-table-tbody tr.ant-table-row', { hasText: ticket.ticket_no });
    await row.getByText('待确认').waitFor();
    await wideDrawer.getByRole('button', { name: '确认已解决' }).click();
    await wideDrawer.getByText('用户确认问题已解决，工单完成').waitFor();
    expect(await wideDrawer.locator('.work-order-summary').innerText()).toContain('已完成');
    await shoot(wide, 'work-order-done-1280');
    await wide.context().close();
  });
});
