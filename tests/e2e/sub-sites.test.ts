import {
  addresses,
  auth,
  cart,
  randomName,
  subSites,
  uploadFile,
  verification,
  type Client,
  type Paginator,
} from '@podkit/sdk-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDnsTxtFake, type DnsTxtFake } from '../../packages/server/test/fakes/dns-txt-fake.js';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { startBuiltServer, type BuiltServer } from '../support/built-server.js';
import { seededDataDir } from '../support/seeded-data-dir.js';
import { rechargeApproved } from '../support/orders.js';
import {
  buttonName,
  dismissLoginNotices,
  OPERATOR,
  signInAt,
  waitForImages,
} from '../support/pages.js';
import { registerReseller, sdkClient } from '../support/resellers.js';

// Chromium sends every *.localhost name to the loopback address, so the sub-site's own domain
// reaches this server with its own Host header.
const HOST = `shop${Date.now() % 100000}.localhost`;
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGP4z8DAwMAAAA0BAf8bBEwAAAAASUVORK5CYII=',
  'base64',
);
const picture = (name: string) => Object.assign(new Blob([png], { type: 'image/png' }), { name });

/** A price in yuan with a markup of `basisPoints` on its whole cents, as the server adds it. */
function withMarkup(yuan: string, basisPoints: number): string {
  const cents = Math.round(Number(yuan) * 100);
  return ((cents + Math.trunc((cents * basisPoints) / 10_000)) / 100).toFixed(2);
}

let dns: DnsTxtFake;
let server: BuiltServer;
let browser: Browser;
let operator: Client;

beforeAll(async () => {
  dns = await startDnsTxtFake();
  server = await startBuiltServer(
    { SUBSITE_DNS_SERVERS: dns.server },
    { dataDir: await seededDataDir('sub-sites') },
  );
  browser = await launchChromium();
  operator = sdkClient(server.baseUrl);
  await auth.login(operator, OPERATOR);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await dns?.close();
});

async function shoot(page: Page, name: string) {
  await waitForImages(page);
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}

/** 实名认证 through the API (its screens are verification.test.ts's), approved by the operator. */
async function verified(client: Client, username: string) {
  const front = await uploadFile(client, picture('正面.png'), { type: 'verification' });
  const back = await uploadFile(client, picture('反面.png'), { type: 'verification' });
  await verification.submit(client, {
    kind: 'personal',
    real_name: '分站主',
    id_number: '11010519491231002X',
    id_front_file_id: front.id,
    id_back_file_id: back.id,
  });
  const [row] = (await verification.adminList(operator, { keyword: username })).data;
  await verification.approve(operator, row!.id);
}

describe('sub-site on its own domain', () => {
  it('the owner opens it on 域名设置, a visitor on its Host sees its logo, registers and orders, and the owner gets the markup', async () => {
    const owner = await registerReseller(server.baseUrl, operator, 'subown');
    // The operator allows every level to open a sub-site, on 站点设置's 分站开通 card.
    const consolePage = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInAt(consolePage, server.baseUrl, OPERATOR, '/admin/site');
    const card = consolePage.locator('.sub-site-levels-card');
    const boxes = card.getByRole('checkbox');
    await boxes.first().waitFor();
    for (const box of await boxes.all()) await box.check();
    await card.getByRole('button', { name: buttonName('保存分站等级') }).click();
    await expect
      .poll(async () => (await subSites.adminLevels(operator)).levels.every((l) => l.allowed))
      .toBe(true);
    await card.scrollIntoViewIfNeeded();
    await consolePage.screenshot({ path: screenshotPath('admin-sub-site-levels-1280') });
    await consolePage.close();
    await verified(owner.client, owner.username);

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signInAt(page, server.baseUrl, owner, '/setting/domain');
    await page.getByRole('button', { name: buttonName('开通分站') }).click();
    const dialog = page.getByRole('dialog', { name: '开通分站' });
    await dialog.getByLabel('分站域名').fill(HOST);
    await dialog.getByLabel('站点名称').fill('小甲的定制店');
    await dialog
      .locator('.ant-form-item')
      .filter({ hasText: /^Logo/ })
      .locator('input[type=file]')
      .setInputFiles({
        name: 'logo.png',
        mimeType: 'image/png',
        buffer: png,
      });
    await dialog.locator('.ant-form-item').filter({ hasText: /^Logo/ }).locator('img').waitFor();
    await dialog.getByLabel('默认加价').fill('20');
    await dialog.getByRole('button', { name: buttonName('保存') }).click();
    await dialog.waitFor({ state: 'detached' });

    // Pending until the TXT record shows; the screen names it.
    await page.getByText('待验证').waitFor();
    const mine = await subSites.get(owner.client);
    await page.getByText(mine.txt_value).waitFor();
    dns.setTxt(mine.txt_name, [mine.txt_value]);
    await page.getByRole('button', { name: buttonName('验证域名') }).click();
    await page.getByText('已生效', { exact: true }).waitFor();
    await shoot(page, 'sub-site-owner-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await shoot(page, 'sub-site-owner-375');

    // A visitor on the sub-site's domain sees its prices: the platform's list price plus 20 %.
    const siteUrl = `http://${HOST}:${server.port}`;
    const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const [listed] = (
      await operator.get<Paginator<{ name: string; price: string }>>('/frontend/basicProduct', {
        query: { page: 1, page_size: 1 },
      })
    ).data;
    await visitor.goto(`${siteUrl}/home/productDesign`);
    const publicCard = visitor.getByRole('link', { name: listed!.name }).first();
    await expect
      .poll(() => publicCard.locator('.price').textContent())
      .toBe(`¥${withMarkup(listed!.price, 2000)}`);
    await shoot(visitor, 'sub-site-visitor-catalogue-1280');

    // Then its logo, and registration there.
    await visitor.goto(`${siteUrl}/user/login?type=2`);
    const logo = visitor.locator('.site-logo img');
    await logo.waitFor();
    // Kept as the file's path, so the visitor loads it from the sub-site's own host.
    expect(mine.domain_logo_1).toMatch(/^\/files\//);
    expect(await logo.getAttribute('src')).toBe(mine.domain_logo_1);
    await expect
      .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(await logo.getAttribute('alt')).toBe('小甲的定制店');
    await shoot(visitor, 'sub-site-visitor-register-1280');
    const phone = `135${String(Date.now()).slice(-8)}`;
    const username = `shopper${String(Date.now()).slice(-6)}`;
    await visitor.locator('input[name=username]').fill(username);
    await visitor.locator('input[autocomplete="tel"]').fill(phone);
    await visitor.getByRole('button', { name: buttonName('获取验证码') }).click();
    const outbox = await operator.get<Paginator<{ phone: string; text: string }>>(
      '/admin/smsOutbox',
      {
        query: { page: 1, page_size: 20 },
      },
    );
    const code = /\d{6}/.exec(outbox.data.find((sms) => sms.phone === phone)?.text ?? '')![0];
    await visitor.locator('input[name=one-time-code]').fill(code);
    await visitor.locator('input[name=new-password]').fill('shopper123456');
    await visitor.locator('input[name=confirm-password]').fill('shopper123456');
    await visitor.getByRole('checkbox').check();
    await visitor.getByRole('button', { name: buttonName('注册并登录') }).click();
    await visitor.waitForURL(/\/views\/main/);

    // The customer orders a blank (over the API: the checkout screens have their own flows).
    const customer = sdkClient(server.baseUrl);
    await auth.login(customer, { username, password: 'shopper123456' });
    await rechargeApproved(customer, operator, '500');
    await addresses.createAddress(customer, {
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
    const blanks = await customer.get<Paginator<{ id: number }>>('/distribution/basicProduct', {
      query: { page: 1, page_size: 1 },
    });
    const blank = await customer.get<{
      colors: Array<{ id: number }>;
      sizes: Array<{ id: number }>;
    }>(`/distribution/basicProduct/${blanks.data[0]!.id}`);
    const [line] = await cart.addItems(customer, {
      items: [
        {
          basic_product_id: blanks.data[0]!.id,
          color_id: blank.colors[0]!.id,
          size_id: blank.sizes[0]!.id,
          quantity: 1,
        },
      ],
    });
    // The library shows the customer what the cart charges.
    await visitor.goto(`${siteUrl}/goods/goodsLibrary`);
    await dismissLoginNotices(visitor);
    const libraryCard = visitor.getByRole('article', { name: line!.name });
    await expect
      .poll(() => libraryCard.getByTestId('purchase-price').textContent())
      .toBe(`¥${line!.unit_price}`);
    await shoot(visitor, 'sub-site-customer-library-1280');
    await visitor.setViewportSize({ width: 375, height: 800 });
    await shoot(visitor, 'sub-site-customer-library-375');
    const [address] = await addresses.listAddresses(customer);
    const methods = await cart.getLogistics(customer, {
      address_id: address!.id,
      item_ids: String(line!.id),
    });
    const order = await cart.createOrder(customer, {
      item_ids: [line!.id],
      address_id: address!.id,
      logistics_id: methods[0]!.id,
      idempotency_key: randomName(),
    });
    await customer.post('/distribution/order/pay', {
      order_ids: [order.id],
      idempotency_key: randomName(),
    });

    // The owner sees the customer, the order and the markup credited.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.reload();
    await page.getByRole('cell', { name: username }).waitFor();
    await page.getByRole('tab', { name: '客户订单' }).click();
    await page.getByText('已入账').waitFor();
    const earned = (await subSites.get(owner.client)).earned;
    expect(Number(earned)).toBeGreaterThan(0);
    await shoot(page, 'sub-site-customers-1280');

    // The owner spends the markup on an order of its own; then the customer's order is refunded:
    // the balance cannot give the markup back, so the screen shows it as owed.
    await addresses.createAddress(owner.client, {
      recipient_name: '吴九',
      phone: '13900005555',
      country_code: 'CN',
      province: '浙江省',
      city: '杭州市',
      district: '西湖区',
      address1: '文二路 9 号',
      address2: '',
      postcode: '310000',
      is_default: true,
    });
    const [ownLine] = await cart.addItems(owner.client, {
      items: [
        {
          basic_product_id: blanks.data[0]!.id,
          color_id: blank.colors[0]!.id,
          size_id: blank.sizes[0]!.id,
          quantity: 1,
        },
      ],
    });
    const [ownAddress] = await addresses.listAddresses(owner.client);
    const ownOrder = await cart.createOrder(owner.client, {
      item_ids: [ownLine!.id],
      address_id: ownAddress!.id,
      logistics_id: methods[0]!.id,
      idempotency_key: randomName(),
    });
    const topUp =
      (Math.round(Number(ownOrder.total) * 100) - Math.round(Number(earned) * 100)) / 100;
    await rechargeApproved(owner.client, operator, topUp.toFixed(2));
    await owner.client.post('/distribution/order/pay', {
      order_ids: [ownOrder.id],
      idempotency_key: randomName(),
    });
    await operator.post(`/admin/order/${order.id}/refund`, { reason: '缺货' });
    await page.reload();
    await page.getByText(`${earned} 元（退款时余额不足，将从后续加价收益中扣回）`).waitFor();
    expect(await page.getByText('0.00 元', { exact: true }).count()).toBeGreaterThan(0);
    await shoot(page, 'sub-site-owed-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await shoot(page, 'sub-site-owed-375');
  }, 300_000);
});
