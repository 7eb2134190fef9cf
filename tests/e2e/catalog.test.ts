import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, screenshotPath } from '../support/browser.js';
import {
  apiToken,
  newPage,
  signIn,
  signInAsDemo,
  waitForImages,
  waitForPath,
} from '../support/pages.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

interface Envelope<T> {
  status_code: number;
  msg: string;
  data: T;
}

/** Calls the API with a bearer token and returns the envelope's data (failing on any error). */
async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}/req${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await res.json()) as Envelope<T>;
  expect(envelope.status_code, `${method} ${path}: ${envelope.msg}`).toBe(200);
  return envelope.data;
}

async function shoot(page: Page, name: string) {
  await waitForImages(page);
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}

describe('the public catalog for a visitor', () => {
  it('searches from the header box, opens a blank and switches its colour', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl}/home/productDesign`);
    const cards = page.locator('.product-grid > a.product-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThanOrEqual(8);

    const search = page.getByRole('searchbox', { name: '搜索商品' });
    await search.fill(' 马克杯 ');
    await search.press('Enter');
    await waitForPath(page, `/home/productDesign?keyWord=${encodeURIComponent('马克杯')}`);
    await expect.poll(() => cards.count()).toBe(1);
    const mug = page.getByRole('link', { name: '陶瓷马克杯' });
    await mug.click();
    await waitForPath(page, /^\/home\/productDesignDetail\?id=\d+$/);

    const picture = page.locator('.blank-gallery-main img');
    await picture.waitFor();
    const whiteSrc = await picture.getAttribute('src');
    const colours = page.getByRole('group', { name: '颜色' });
    expect(await colours.getByRole('button').count()).toBeGreaterThan(1);
    await colours.getByRole('button', { name: '黑色' }).click();
    await expect.poll(() => picture.getAttribute('src')).not.toBe(whiteSrc);
    expect(await colours.getByRole('button', { name: '黑色' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await page.getByRole('heading', { name: '印刷区域' }).waitFor();
    expect(await page.locator('.print-area-table').textContent()).toMatch(/\d+ × \d+ mm/);

    await page.getByRole('button', { name: '开始设计' }).click();
    await waitForPath(page, /^\/user\/login\?redirect=%2Fdesign%2FsingleDesign%3Fid%3D\d+/);
    await page.context().close();
  });

  it('saves the public list and the detail page at 375 px and 1280 px', async () => {
    for (const width of [375, 1280]) {
      const page = await newPage(browser, width);
      await page.goto(`${baseUrl}/home/productDesign`);
      await page.locator('.product-grid > a.product-card').first().waitFor();
      await shoot(page, `catalog-public-list-${width}`);
      await page.goto(`${baseUrl}/home/productDesignDetail?id=1`);
      await page.getByRole('button', { name: '开始设计' }).waitFor();
      await shoot(page, `catalog-public-detail-${width}`);
      await page.context().close();
    }
  });
});

describe('the 通用商品 header tab', () => {
  it('hides when the operator unpublishes every general good and comes back with one', async () => {
    const operator = await apiToken(baseUrl, 'operator', 'operator123456');
    const goods = await api<{ data: Array<{ id: number; is_published: number }> }>(
      operator,
      'GET',
      '/admin/goods/product?page_size=50',
    );
    const published = goods.data.filter((row) => row.is_published === 1).map((row) => row.id);
    expect(published.length).toBeGreaterThan(0);

    const page = await newPage(browser);
    const tab = page.getByRole('navigation', { name: '主导航' }).getByRole('link', {
      name: '通用商品',
    });
    const tabCount = async () => {
      await page.goto(`${baseUrl}/home/homePage`);
      await page
        .getByRole('navigation', { name: '主导航' })
        .getByRole('link', { name: '帮助中心' })
        .waitFor();
      // The tab follows a quiet list call; under load one sample can come before its answer.
      await page.waitForLoadState('networkidle');
      return tab.count();
    };
    try {
      await expect.poll(tabCount, { timeout: 30_000 }).toBe(1);
      for (const id of published) {
        await api(operator, 'PUT', `/admin/goods/product/${id}/publish`, { is_published: 0 });
      }
      await expect.poll(tabCount, { timeout: 30_000 }).toBe(0);
      await api(operator, 'PUT', `/admin/goods/product/${published[0]}/publish`, {
        is_published: 1,
      });
      await expect.poll(tabCount, { timeout: 30_000 }).toBe(1);
      await tab.click();
      await waitForPath(page, /^\/home\/generalGoods$/);
      await page.locator('.product-grid > a.product-card').first().waitFor();
      expect(await page.locator('.product-grid > a.product-card').count()).toBe(1);
    } finally {
      for (const id of published) {
        await api(operator, 'PUT', `/admin/goods/product/${id}/publish`, { is_published: 1 });
      }
      await page.context().close();
    }
  });
});

describe('prices from the console to the reseller', () => {
  it("shows a blank's new price in the reseller's goodsLibrary after the operator edits it", async () => {
    const operator = await apiToken(baseUrl, 'operator', 'operator123456');
    const reseller = await apiToken(baseUrl, 'demo', 'demo123456');
    const listed = await api<{ data: Array<{ id: number; code: string; name: string }> }>(
      operator,
      'GET',
      '/admin/catalog/basicProduct?keyword=TSHIRT-001',
    );
    const shirt = listed.data.find((row) => row.code === 'TSHIRT-001')!;
    expect(shirt).toBeDefined();
    const before = await api<{ base_price: string; show_images_design: unknown[] }>(
      operator,
      'GET',
      `/admin/catalog/basicProduct/${shirt.id}`,
    );
    const newPrice = before.base_price === '41.50' ? '42.50' : '41.50';

    const operatorPage = await newPage(browser);
    try {
      await operatorPage.goto(
        `${baseUrl}/user/login?redirect=${encodeURIComponent('/admin/catalog')}`,
      );
      await signIn(operatorPage, 'operator', 'operator123456');
      await waitForPath(operatorPage, /^\/admin\/catalog$/);
      await operatorPage.getByRole('link', { name: shirt.name }).click();
      await waitForPath(operatorPage, `/admin/catalog/${shirt.id}`);
      const price = operatorPage.getByRole('textbox', { name: '基础价' });
      await price.fill(newPrice);
      const saved = operatorPage.waitForResponse(
        (res) =>
          res.request().method() === 'PUT' &&
          res.url().endsWith(`/req/admin/catalog/basicProduct/${shirt.id}`),
      );
      await operatorPage.getByRole('button', { name: '保存商品' }).click();
      const body = (await (await saved).json()) as Envelope<{
        base_price: string;
        show_images_design: unknown[];
      }>;
      expect(body.status_code).toBe(200);
      expect(body.data.base_price).toBe(newPrice);
      // Saving the form keeps the colours and views, and with them every picture.
      expect(body.data.show_images_design).toHaveLength(before.show_images_design.length);

      // The print area is a rectangle on the view: dragged past the edge, it stops at the edge.
      const area = operatorPage.locator('.print-area-rect').first();
      await area.scrollIntoViewIfNeeded();
      const box = (await area.boundingBox())!;
      await operatorPage.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await operatorPage.mouse.down();
      await operatorPage.mouse.move(box.x + 2000, box.y + box.height / 2, { steps: 8 });
      await operatorPage.mouse.up();
      const field = (name: string) =>
        operatorPage.locator(`#views_0_${name}`).inputValue().then(Number);
      await expect
        .poll(async () => (await field('print_area_left')) + (await field('print_area_width')))
        .toBe(await field('canvas_width'));

      const mine = await api<{
        data: Array<{ id: number; price: string; purchase_price: string }>;
      }>(reseller, 'GET', '/distribution/basicProduct?keyword=TSHIRT-001');
      const row = mine.data.find((r) => r.id === shirt.id)!;
      expect(row.price).toBe(newPrice);

      const library = await newPage(browser);
      await signInAsDemo(library, baseUrl);
      await library.goto(`${baseUrl}/goods/goodsLibrary`);
      const card = library.getByRole('article', { name: shirt.name });
      await card.waitFor();
      await expect
        .poll(() => card.getByTestId('purchase-price').textContent())
        .toBe(`¥${row.purchase_price}`);
      if (row.purchase_price !== row.price) {
        expect(await card.locator('del').textContent()).toBe(`¥${newPrice}`);
      }
      for (const width of [1280, 375]) {
        await library.setViewportSize({ width, height: 860 });
        await shoot(library, `catalog-goods-library-${width}`);
        await operatorPage.setViewportSize({ width, height: 860 });
        await operatorPage.goto(`${baseUrl}/admin/catalog`);
        await operatorPage.getByRole('link', { name: shirt.name }).waitFor();
        await shoot(operatorPage, `catalog-console-list-${width}`);
        await operatorPage.goto(`${baseUrl}/admin/catalog/${shirt.id}`);
        await operatorPage.getByTestId('print-area-canvas').first().waitFor();
        await shoot(operatorPage, `catalog-console-edit-${width}`);
      }
      await library.context().close();
    } finally {
      await api(operator, 'PUT', `/admin/catalog/basicProduct/${shirt.id}`, {
        base_price: before.base_price,
      });
      await operatorPage.context().close();
    }
  });
});
