import {
  addresses,
  auth,
  cart,
  orders,
  randomName,
  team,
  type GrantableEntry,
  type OrdinaryProduct,
  type Paginator,
} from '@podkit/sdk-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { buttonName, newPage, signInAt, waitForPath } from '../support/pages.js';
import { registerReseller, sdkClient } from '../support/resellers.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let owner: Awaited<ReturnType<typeof registerReseller>>;
let menu: GrantableEntry[];
let pendingOrderNo: string;
let pendingOrderId: number;
const clerk = { username: `clerk${String(Date.now()).slice(-7)}`, password: 'clerk123456' };

const flat = (entries: GrantableEntry[]): GrantableEntry[] =>
  entries.flatMap((entry) => [entry, ...flat(entry.children)]);
const screenId = (component: string) => flat(menu).find((e) => e.component === component)!.id;

/** The owner's pending order, and one more line in its cart for the sub-account to check out. */
async function ownerOrderAndCart() {
  const list = await owner.client.get<Paginator<OrdinaryProduct>>('/distribution/ordinaryProduct', {
    query: { page: 1, page_size: 50 },
  });
  const goods = list.data.find((good) => good.stock > 5 && good.skus.length === 0)!;
  const address = await addresses.createAddress(owner.client, {
    recipient_name: '周八',
    phone: '13900004444',
    country_code: 'CN',
    province: '浙江省',
    city: '杭州市',
    district: '西湖区',
    address1: '文三路 8 号',
    address2: '',
    postcode: '310000',
    is_default: true,
  });
  const [line] = await cart.addItems(owner.client, {
    items: [{ goods_id: goods.id, quantity: 1 }],
  });
  const [method] = await cart.getLogistics(owner.client, {
    address_id: address.id,
    item_ids: String(line!.id),
  });
  const order = await cart.createOrder(owner.client, {
    item_ids: [line!.id],
    address_id: address.id,
    logistics_id: method!.id,
    idempotency_key: randomName(),
  });
  pendingOrderNo = order.order_no;
  pendingOrderId = order.id;
  await cart.addItems(owner.client, { items: [{ goods_id: goods.id, quantity: 1 }] });
}

beforeAll(async () => {
  browser = await launchChromium();
  const operator = sdkClient(baseUrl);
  await auth.login(operator, { username: 'operator', password: 'operator123456' });
  owner = await registerReseller(baseUrl, operator, 'team');
  menu = await team.grantableMenu(owner.client);
  await ownerOrderAndCart();
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

/** Clicks the checkbox of one node of the grant picker (`m:<menu id>` or `o:<menu id>:<button>`). */
async function toggle(page: Page, key: string) {
  const node = page.locator('.ant-tree-treenode', { has: page.locator(`[data-grant="${key}"]`) });
  await node.locator('.ant-tree-checkbox').click();
}

async function expand(page: Page, key: string) {
  const node = page.locator('.ant-tree-treenode', { has: page.locator(`[data-grant="${key}"]`) });
  await node.locator('.ant-tree-switcher').click();
}

describe('角色管理 (createRole): a sub-account that may see orders but not pay', () => {
  it('builds a role and a sub-account in the browser', async () => {
    const page = await newPage(browser);
    await signInAt(page, baseUrl, owner, '/setting/createRole?tab=roles');
    await page.getByRole('heading', { name: '角色管理', level: 2 }).waitFor();
    await page.getByRole('button', { name: '新建角色' }).click();
    const dialog = page.getByRole('dialog', { name: '新建角色' });
    await dialog.getByLabel('角色名称').fill('订单客服');
    for (const component of ['orderAdmin', 'cart', 'cartCheckout']) {
      await toggle(page, `m:${screenId(component)}`);
    }
    // Everything under a checked screen is checked; take the pay buttons away again.
    await expand(page, `m:${screenId('orderAdmin')}`);
    await toggle(page, `o:${screenId('orderAdmin')}:pay`);
    await expand(page, `m:${screenId('cartCheckout')}`);
    await toggle(page, `o:${screenId('cartCheckout')}:pay`);
    await page.screenshot({ path: screenshotPath('create-role-dialog-1280'), fullPage: true });
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    const roleRow = page.locator('.ant-table-row', { hasText: '订单客服' });
    await roleRow.waitFor();
    expect(await roleRow.innerText()).toContain('3 个');

    await page.getByRole('tab', { name: '子账号' }).click();
    await page.getByRole('button', { name: '新建子账号' }).click();
    const accountDialog = page.getByRole('dialog', { name: '新建子账号' });
    await accountDialog.getByLabel('登录用户名').fill(clerk.username);
    await accountDialog.getByLabel('姓名').fill('小周');
    await accountDialog.getByLabel('密码').fill(clerk.password);
    await accountDialog.getByRole('button', { name: /保\s*存/ }).click();
    const accountRow = page.locator('.ant-table-row', { hasText: clerk.username });
    await accountRow.waitFor();
    expect(await accountRow.innerText()).toContain('订单客服');
    await page.screenshot({ path: screenshotPath('create-role-accounts-1280'), fullPage: true });
    await page.context().close();
  });

  it('shows the sub-account its menu and the orders, with no pay button, and refuses to pay', async () => {
    const page = await newPage(browser);
    await signInAt(page, baseUrl, clerk, '/order/orderAdmin');
    await page.getByRole('heading', { name: '订单管理', level: 2 }).waitFor();
    const row = page.getByTestId('order-table').getByText(pendingOrderNo);
    await row.waitFor();
    expect(
      await page.getByTestId('order-table').getByRole('button', { name: '支付' }).count(),
    ).toBe(0);
    await page.getByRole('button', { name: '账户菜单' }).click();
    await page.getByText(`${owner.username} 的子账号`).waitFor();
    await page.keyboard.press('Escape');

    // The server refuses the call the hidden button would make.
    const clerkClient = sdkClient(baseUrl);
    await auth.login(clerkClient, clerk);
    const answer = await orders
      .payOrders(clerkClient, { order_ids: [1], idempotency_key: randomName() })
      .then(
        () => null,
        (error: unknown) => error as { status?: number; message: string },
      );
    expect(answer?.message).toContain('的权限，请联系主账号开通');
    const info = await orders.payInfo(clerkClient, { order_ids: [pendingOrderId] }).then(
      () => null,
      (error: unknown) => error as { status?: number; message: string },
    );
    expect(info?.message).toContain('的权限，请联系主账号开通');

    // 订单支付 opened by its address: not the role's screen, so 403 and no pay button.
    await page.goto(`${baseUrl}/order/orderPay?ids=${pendingOrderId}`);
    await page.getByText('抱歉，你无权访问该页面').waitFor();
    await page.screenshot({ path: screenshotPath('sub-account-order-pay-1280'), fullPage: true });
    expect(await page.getByRole('button', { name: buttonName('余额支付') }).count()).toBe(0);

    // Checking out is allowed; the order waits for the owner.
    await page.goto(`${baseUrl}/main/cart`);
    await page.getByRole('button', { name: '去结算' }).click();
    await waitForPath(page, /^\/main\/cartCheckout/);
    await page.getByRole('button', { name: /提交订单/ }).click();
    await page.getByText('订单已提交，等待主账号支付').waitFor();
    await page.screenshot({ path: screenshotPath('sub-account-checkout-1280'), fullPage: true });
    await page.context().close();
  });

  it('lets the owner read who did what, on a phone too', async () => {
    const page = await newPage(browser, 375);
    await signInAt(page, baseUrl, owner, '/setting/createRole?tab=log');
    const refused = page.locator('.ant-table-row', { hasText: '无权限，已拒绝' }).first();
    await refused.waitFor();
    expect(await refused.innerText()).toContain('小周');
    await page.screenshot({ path: screenshotPath('create-role-log-375'), fullPage: true });
    await page.context().close();
  });
});
