import {
  addDays,
  addresses,
  auth,
  cart,
  dayOf,
  randomName,
  type OrdinaryProduct,
  type Paginator,
} from '@podkit/sdk-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { newPage, signInAt, waitForPath } from '../support/pages.js';
import { registerReseller, sdkClient } from '../support/resellers.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let reseller: { username: string; password: string };
let orderId: number;
let cartLineId: number;

beforeAll(async () => {
  browser = await launchChromium();
  const operator = sdkClient(baseUrl);
  await auth.login(operator, { username: 'operator', password: 'operator123456' });
  const { client, username, password } = await registerReseller(baseUrl, operator, 'screens');
  reseller = { username, password };

  // One pending order and one line left in the cart, so the screens have something to show.
  const goods = (
    await client.get<Paginator<OrdinaryProduct>>('/distribution/ordinaryProduct', {
      query: { page: 1, page_size: 50 },
    })
  ).data.find((good) => good.stock > 5 && good.skus.length === 0)!;
  const [line] = await cart.addItems(client, { items: [{ goods_id: goods.id, quantity: 2 }] });
  const address = await addresses.createAddress(client, {
    recipient_name: '李四',
    phone: '13800001111',
    country_code: 'CN',
    province: '广东省',
    city: '深圳市',
    district: '南山区',
    address1: '科技园路 1 号',
    address2: '',
    postcode: '518000',
    is_default: true,
  });
  const methods = await cart.getLogistics(client, {
    address_id: address.id,
    item_ids: String(line!.id),
  });
  const order = await cart.createOrder(client, {
    item_ids: [line!.id],
    address_id: address.id,
    logistics_id: methods[0]!.id,
    idempotency_key: randomName(),
  });
  orderId = order.id;
  const [left] = await cart.addItems(client, { items: [{ goods_id: goods.id, quantity: 1 }] });
  cartLineId = left!.id;
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

/** Opens each screen at one width, waits for its heading and what it loads, and shoots it. */
async function shootScreens(
  width: number,
  account: { username: string; password: string },
  screens: Array<{
    name: string;
    path: string;
    heading: string;
    ready?: (page: Page) => Promise<void>;
  }>,
) {
  const page = await newPage(browser, width);
  await signInAt(page, baseUrl, account, screens[0]!.path);
  for (const screen of screens) {
    await page.goto(`${baseUrl}${screen.path}`);
    await page.getByRole('heading', { name: screen.heading, level: 2 }).waitFor();
    await screen.ready?.(page);
    // Loaded and faded in: no skeleton, spinner or half-transparent list left.
    await page.waitForFunction(
      () =>
        !document.querySelector('.ant-skeleton, .ant-spin-spinning') &&
        [...document.querySelectorAll('.ant-spin-container')].every(
          (element) => getComputedStyle(element).opacity === '1',
        ),
    );
    expect(await page.getByText('内容暂时无法加载').count(), screen.path).toBe(0);
    await page.screenshot({ path: screenshotPath(`${screen.name}-${width}`), fullPage: true });
  }
  await page.context().close();
}

const resellerScreens = () => [
  {
    name: 'cart',
    path: '/main/cart',
    heading: '购物车',
    ready: (page: Page) => page.getByRole('button', { name: '去结算' }).waitFor(),
  },
  {
    name: 'cartCheckout',
    path: `/main/cartCheckout?ids=${cartLineId}`,
    heading: '订单结算',
    ready: (page: Page) => page.getByRole('radio', { name: /李四/ }).waitFor(),
  },
  {
    name: 'orderAdmin',
    path: '/order/orderAdmin',
    heading: '订单管理',
    ready: (page: Page) => page.getByRole('tab', { name: /^待付款\s*1$/ }).waitFor(),
  },
  { name: 'orderAdminFBA', path: '/order/orderAdminFBA', heading: 'FBA 订单' },
  {
    name: 'orderStatistics',
    path: '/order/orderStatistics',
    heading: '订单统计',
    ready: (page: Page) => page.locator('.shop-chart canvas').first().waitFor(),
  },
  {
    name: 'orderPay',
    path: `/order/orderPay?ids=${orderId}`,
    heading: '订单支付',
  },
  { name: 'orderPayInfos', path: '/order/orderPayInfos', heading: '支付详情' },
  { name: 'fees', path: '/finance/fees', heading: '费用明细' },
  { name: 'addressAdmin', path: '/myOrder/addressAdmin', heading: '地址管理' },
  { name: 'addressBlack', path: '/myOrder/addressBlack', heading: '地址黑名单' },
  { name: 'userExportRecord', path: '/main/userExportRecord', heading: '导出记录' },
  { name: 'tradingRecord', path: '/finance/tradingRecord', heading: '交易记录' },
  { name: 'recharge', path: '/setting/recharge', heading: '余额充值' },
  { name: 'myCoupon', path: '/finance/myCoupon', heading: '我的优惠券' },
];

const operatorScreens = [
  { name: 'admin-orders', path: '/admin/orders?status=pending_payment', heading: '订单生产与发货' },
  { name: 'admin-recharge', path: '/admin/recharge', heading: '充值审核' },
  { name: 'admin-coupons', path: '/admin/coupons', heading: '优惠券' },
  { name: 'admin-logistics', path: '/admin/logistics', heading: '物流方式与运费' },
];

describe('the site counts days in its own time zone, whatever the browser says', () => {
  // Pago Pago (UTC-11) is on another day than China for 19 hours of every day, Kiritimati
  // (UTC+14) for 6 hours: whenever this runs, a browser that took "today" from its own clock
  // would leave the order made now out of the default period in one of them.
  for (const timezoneId of ['Pacific/Pago_Pago', 'UTC', 'Pacific/Kiritimati']) {
    it(`shows today's order in the default period and at China's time with the browser in ${timezoneId}`, async () => {
      const chinaToday = dayOf(new Date(), 'Asia/Shanghai');
      const page = await newPage(browser, 1280, { timezoneId });
      await signInAt(page, baseUrl, reseller, '/order/orderStatistics');
      const pickers = page.locator('.ant-picker-input input');
      await expect.poll(() => pickers.last().inputValue()).toBe(chinaToday);
      expect(await pickers.first().inputValue()).toBe(addDays(chinaToday, -29));
      await page.locator('.shop-chart canvas').first().waitFor();
      expect(await page.getByText('这段时间没有订单').count()).toBe(0);
      const orderCount = page.locator('.ant-statistic', { hasText: '订单数' });
      expect(Number(await orderCount.locator('.ant-statistic-content-value').innerText())).toBe(1);

      // The order number carries China's day, and the table shows its time on the same day.
      await page.goto(`${baseUrl}/order/orderAdmin`);
      const orderNo = page.locator('.pk-order-no').first();
      await orderNo.waitFor();
      const dayDigits = chinaToday.replaceAll('-', '');
      expect(await orderNo.innerText()).toMatch(new RegExp(`^PK${dayDigits}`));
      const shownTime = await orderNo.locator('xpath=following-sibling::span[1]').innerText();
      expect(shownTime.slice(0, 10)).toBe(chinaToday);
      await page.context().close();
    });
  }
});

describe('cart, order and wallet screens', () => {
  it('exports the orders to an Excel file with progress and a download link', async () => {
    const page = await newPage(browser);
    await signInAt(page, baseUrl, reseller, '/order/orderAdmin');
    await page.getByRole('button', { name: '导出订单' }).click();
    await waitForPath(page, '/main/userExportRecord');
    const link = page.getByRole('link', { name: /下载/ });
    await link.waitFor();
    const href = await link.getAttribute('href');
    const file = await fetch(new URL(href!, baseUrl));
    expect(file.status).toBe(200);
    // An .xlsx is a zip: it starts with PK.
    expect(
      Buffer.from(await file.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
    await page.context().close();
  });

  for (const width of [1280, 375]) {
    it(`shows every reseller screen at ${width} px`, async () => {
      await shootScreens(width, reseller, resellerScreens());
    });

    it(`shows every console screen at ${width} px`, async () => {
      await shootScreens(
        width,
        { username: 'operator', password: 'operator123456' },
        operatorScreens,
      );
    });
  }
});
