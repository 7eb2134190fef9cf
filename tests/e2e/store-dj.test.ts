import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import {
  auth,
  listingTemplates,
  priceTemplates,
  products,
  type Client,
  type OpenOrder,
  type OpenProduct,
  type Paginator,
} from '@podkit/sdk-core';
import { launchChromium } from '../support/browser.js';
import { startBuiltServer, type BuiltServer } from '../support/built-server.js';
import { saveOnePictureDesign } from '../support/designs.js';
import { buttonName, newPage, signInAsDemo } from '../support/pages.js';
import { sdkClient } from '../support/resellers.js';
import { seededDataDir } from '../support/seeded-data-dir.js';
import { shootBothWidths } from '../support/store-platforms.js';

const DESIGN = '独立站 T 恤';
const STORE = '我的独立站';

let server: BuiltServer;
let browser: Browser;
let demo: Client;
let hooks: http.Server;
let hookUrl = '';

beforeAll(async () => {
  // The store front's webhook endpoint; it answers 200 to whatever comes.
  hooks = http.createServer((_request, response) => response.end('ok'));
  await new Promise<void>((resolve) => hooks.listen(0, '127.0.0.1', resolve));
  hookUrl = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/podkit/webhook`;
  server = await startBuiltServer(
    // A store front on loopback may receive webhooks (public https addresses otherwise).
    { PODKIT_URL_MATERIAL_ALLOW_PRIVATE: '1' },
    { dataDir: await seededDataDir('dj') },
  );
  browser = await launchChromium();
  demo = sdkClient(server.baseUrl);
  await auth.login(demo, { username: 'demo', password: 'demo123456' });
  const blanks = await products.listBasic(demo, { page: 1, page_size: 50 });
  const details = await Promise.all(blanks.data.map((b) => products.getBasic(demo, b.id)));
  const shirt = details.find((b) => b.colors.length >= 2 && b.sizes.length >= 2 && b.views.length)!;
  await saveOnePictureDesign(demo, shirt, {
    name: DESIGN,
    colorIds: shirt.colors.slice(0, 2).map((c) => c.id),
    sizeIds: shirt.sizes.slice(0, 2).map((s) => s.id),
  });
  await priceTemplates.saveRates(demo, [{ currency: 'USD', rate: '0.1380' }]);
  const price = await priceTemplates.create(demo, {
    name: '美元',
    currency: 'USD',
    factor: '2.5',
    addend: '5',
    rounding: '99',
    is_default: true,
  });
  await listingTemplates.create(demo, {
    platform: 'dj',
    name: '独立站模板',
    title_pattern: '{name}',
    description_pattern: '{name}',
    category: '',
    attributes: {},
    color_option: 'Color',
    size_option: 'Size',
    images: 'main',
    price_template_id: price.id,
    status: 'active',
    tags: [],
    vendor: 'PodKit Demo',
    product_type: 'T-Shirt',
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await new Promise((resolve) => hooks?.close(resolve));
});

async function openApi<T>(key: string, method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`${server.baseUrl}/req/open/v1${path}`, {
    method,
    headers: { 'x-api-key': key, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await response.json()) as { status_code: number; msg: string; data: T };
}

describe('dj store fronts', () => {
  it('creates a dj store with its key, publishes a product to it, and a pushed order reaches the orders', async () => {
    const page = await newPage(browser, 1280);
    await signInAsDemo(page, server.baseUrl, '/myOrder/storeAdmin?platform=22');
    await page.getByRole('button', { name: buttonName('创建 DJ 店铺') }).click();
    const dialog = page.getByRole('dialog', { name: '创建 DJ 店铺' });
    await dialog.getByLabel('店铺名称').fill(STORE);
    await dialog.getByLabel('Webhook 地址').fill(hookUrl);
    await dialog.getByRole('button', { name: buttonName('创建店铺') }).click();
    const created = page.getByRole('dialog', { name: 'DJ 店铺已创建' });
    await created.waitFor();
    const shown = await created.locator('.shown-once-value').allInnerTexts();
    const apiKey = shown[0]!.trim();
    expect(apiKey).toMatch(/^pk_dj_/);
    expect(shown[1]!.trim()).toMatch(/^whsec_/);
    await shootBothWidths(page, 'store-admin-dj-created');
    await created.getByRole('button', { name: buttonName('我已保存') }).click();
    const row = page.locator('tr', { hasText: STORE });
    await row.getByText('已授权').waitFor();

    await row.getByRole('button', { name: buttonName('开放接口') }).click();
    const drawer = page.locator('.ant-drawer', { hasText: `${STORE} · 开放接口` });
    await drawer.getByText(apiKey.slice(0, 10)).waitFor();
    await drawer.getByText('还没有投递记录').waitFor();
    await shootBothWidths(page, 'store-admin-dj-open-api');

    // DJ 商品库 → 刊登到 DJ: the release marks the product listed for the store front.
    await page.goto(`${server.baseUrl}/publish/djLibrary`);
    await page.getByRole('heading', { name: 'DJ 商品库', level: 2 }).waitFor();
    await page.locator('.ant-table-tbody tr', { hasText: DESIGN }).getByRole('checkbox').check();
    await page.getByRole('button', { name: '刊登所选（1）' }).click();
    const publish = page.getByRole('dialog', { name: '刊登到 DJ' });
    await publish.getByRole('combobox', { name: '店铺' }).click();
    await page.locator('.ant-select-item-option', { hasText: STORE }).click();
    await publish.getByRole('combobox', { name: '产品模板' }).click();
    await page.locator('.ant-select-item-option', { hasText: '独立站模板' }).click();
    await publish.getByRole('button', { name: '刊登（1 个商品）' }).click();
    await page.getByRole('heading', { name: 'DJ 刊登', level: 2 }).waitFor();
    await page
      .locator('.ant-table-tbody tr', { hasText: DESIGN })
      .getByText('已刊登')
      .waitFor({ timeout: 60_000 });
    await shootBothWidths(page, 'publish-dj-release');

    // The store front reads its product and pushes an order for it.
    const listed = await openApi<Paginator<OpenProduct>>(apiKey, 'GET', '/products');
    expect(listed.status_code, listed.msg).toBe(200);
    expect(listed.data.data.map((p) => p.title)).toEqual([DESIGN]);
    const sku = listed.data.data[0]!.variants[0]!.sku;
    const pushed = await openApi<OpenOrder>(apiKey, 'POST', '/orders', {
      order_no: 'SHOP-5001',
      address: {
        recipient_name: 'Jane Doe',
        phone: '+1 555 0100',
        country_code: 'US',
        province: 'CA',
        city: 'San Francisco',
        district: '',
        address1: '1 Market St',
        address2: '',
        postcode: '94105',
      },
      lines: [{ sku, quantity: 1 }],
    });
    expect(pushed.status_code, pushed.msg).toBe(200);

    await page.goto(`${server.baseUrl}/order/orderAdmin`);
    await page.getByText(pushed.data.podkit_order_no).waitFor({ timeout: 30_000 });
    const order = page.locator('tr', { hasText: pushed.data.podkit_order_no }).first();
    expect(await order.innerText()).toContain('待付款');
    expect(await order.innerText()).toContain('DJ');
    await shootBothWidths(page, 'order-admin-dj-pushed');
    await page.context().close();
  });
});
