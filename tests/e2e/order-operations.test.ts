import {
  addresses,
  auth,
  cart,
  orders,
  randomName,
  recharge,
  uploadFile,
  user,
  type Client,
  type OrdinaryProduct,
  type Paginator,
} from '@podkit/sdk-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/browser.js';
import { newPage, OPERATOR, signInAt, buttonName } from '../support/pages.js';
import { registerReseller, sdkClient } from '../support/resellers.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let operator: Client;
let reseller: Awaited<ReturnType<typeof registerReseller>>;

const voucherPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGP4z8DAwMAAAA0BAf8bBEwAAAAASUVORK5CYII=',
  'base64',
);

/** An offline recharge with a voucher, waiting for the operator. */
async function askRecharge(amount: string) {
  const voucher = await uploadFile(
    reseller.client,
    Object.assign(new Blob([voucherPng], { type: 'image/png' }), { name: '凭证.png' }),
    { type: 'voucher' },
  );
  return recharge.createOffline(reseller.client, { amount, voucher_file_id: voucher.id });
}

/** A paid order of one general good. */
async function paidOrder() {
  const goods = (
    await reseller.client.get<Paginator<OrdinaryProduct>>('/distribution/ordinaryProduct', {
      query: { page: 1, page_size: 50 },
    })
  ).data.find((good) => good.stock > 5 && good.skus.length === 0)!;
  const [line] = await cart.addItems(reseller.client, {
    items: [{ goods_id: goods.id, quantity: 1 }],
  });
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
  const [paid] = await orders.payOrders(reseller.client, {
    order_ids: [order.id],
    idempotency_key: randomName(),
  });
  expect(paid?.paid).toBe(true);
  return order;
}

function poll<T>(read: () => Promise<T> | T) {
  return expect.poll(read, { timeout: 30_000 });
}

beforeAll(async () => {
  browser = await launchChromium();
  operator = sdkClient(baseUrl);
  await auth.login(operator, { username: 'operator', password: 'operator123456' });
  reseller = await registerReseller(baseUrl, operator, 'ops');
  await addresses.createAddress(reseller.client, {
    recipient_name: '赵六',
    phone: '13900002222',
    country_code: 'CN',
    province: '浙江省',
    city: '杭州市',
    district: '西湖区',
    address1: '文三路 2 号',
    address2: '',
    postcode: '310000',
    is_default: true,
  });
  const first = await askRecharge('500');
  await recharge.adminApprove(operator, first.id);
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe('operator console: orders and recharges', () => {
  it('holds a paid order, releases it and refunds it to the balance', async () => {
    const order = await paidOrder();
    const before = (await user.getInfo(reseller.client)).balance;
    const page = await newPage(browser);
    await signInAt(page, baseUrl, OPERATOR, `/admin/orders?status=paid&order_no=${order.order_no}`);
    const row = page.locator(`tr[data-row-key="${order.id}"]`);

    await row.getByRole('button', { name: buttonName('挂起') }).click();
    const hold = page.getByRole('dialog');
    await hold.getByLabel('挂起说明（用户可见）').fill('收件地址待核实');
    await hold.getByRole('button', { name: buttonName('挂起订单') }).click();
    await poll(() => row.count()).toBe(0);

    await page.getByRole('tab', { name: /^已挂起/ }).click();
    await row.getByText('收件地址待核实', { exact: false }).waitFor();
    await row.getByRole('button', { name: buttonName('解除挂起') }).click();
    await poll(() => row.count()).toBe(0);

    await page.getByRole('tab', { name: /^已付款/ }).click();
    await row.getByRole('button', { name: buttonName('退款') }).click();
    const refund = page.getByRole('dialog');
    await refund.getByLabel('退款原因').fill('缺货');
    await refund.getByRole('button', { name: buttonName('退款') }).click();
    // Refunding cannot be undone: a second, explicit confirmation names the order and amount.
    const sure = page.getByRole('dialog', { name: '确认退款？' });
    expect(await sure.innerText()).toContain(order.order_no);
    expect(await row.count()).toBe(1);
    await sure.getByRole('button', { name: '确认退款' }).click();
    await poll(() => row.count()).toBe(0);

    const after = await user.getInfo(reseller.client);
    expect(Number(after.balance)).toBeCloseTo(Number(before) + Number(order.total), 2);
    const detail = await orders.getOrder(reseller.client, order.id);
    expect(detail.status).toBe('refunded');
    expect(detail.events.map((event) => event.event)).toEqual(
      expect.arrayContaining(['hold', 'release', 'refund']),
    );
    await page.context().close();
  });

  it('rejects a transfer with a reason the reseller reads', async () => {
    const asked = await askRecharge('88.80');
    const page = await newPage(browser);
    await signInAt(page, baseUrl, OPERATOR, `/admin/recharge?keyword=${asked.recharge_no}`);
    const row = page.getByRole('row').filter({ hasText: asked.recharge_no });
    await row.getByRole('button', { name: buttonName('驳回') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('驳回原因').fill('凭证金额不符');
    await dialog.getByRole('button', { name: buttonName('驳回') }).click();
    await poll(() => row.count()).toBe(0);

    const mine = await recharge.listMine(reseller.client);
    const rejected = mine.data.find((record) => record.id === asked.id);
    expect(rejected).toMatchObject({ status: 'rejected', reject_reason: '凭证金额不符' });
    await page.context().close();
  });
});
