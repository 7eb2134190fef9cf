import { auth, catalogAdmin, goodsStock, type Client } from '@podkit/sdk-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { buttonName, newPage, OPERATOR, signInAt } from '../support/pages.js';
import { sdkClient } from '../support/resellers.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let operator: Client;

const shoot = (page: Page, name: string) =>
  page.screenshot({ path: screenshotPath(name), fullPage: true });

beforeAll(async () => {
  browser = await launchChromium();
  operator = sdkClient(baseUrl);
  await auth.login(operator, { username: OPERATOR.username, password: OPERATOR.password });
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe('通用商品库存: adjusted with a reason, every movement in the ledger', () => {
  it('adjusts a good’s stock with a reason from its edit page, refuses going below zero and lists the movements', async () => {
    const good = await catalogAdmin.createGoods(operator, {
      name: `库存帆布袋 ${Date.now() % 100000}`,
      images: [],
      price: '39.00',
      stock: 12,
      skus: [],
    });

    const page = await newPage(browser, 1280);
    await signInAt(page, baseUrl, OPERATOR, `/admin/goods/${good.id}`);
    await page.getByText('12 件').waitFor();
    await page.getByRole('button', { name: buttonName('调整库存 / 流水') }).click();
    const dialog = page.getByRole('dialog', { name: `库存：${good.name}` });
    await dialog.getByText('期初库存').waitFor();
    // Out more than there is: refused with the reason, nothing moves.
    await dialog.getByLabel('调整数量').fill('-20');
    await dialog.getByLabel('调整原因').fill('盘点损耗');
    await dialog.getByRole('button', { name: buttonName('确认调整') }).click();
    await page.getByText('调整后库存不能小于 0', { exact: false }).waitFor();
    await dialog.getByLabel('调整数量').fill('-3');
    await dialog.getByRole('button', { name: buttonName('确认调整') }).click();
    await dialog.getByText('盘点损耗').waitFor();
    await dialog.locator('.goods-stock-now').getByText('9').waitFor();
    await shoot(page, 'goods-stock-1280');
    await dialog.getByRole('button', { name: '关闭' }).click();
    await page.getByText('9 件').waitFor();

    const movements = await goodsStock.listGoodsStockMovements(operator, good.id);
    expect(movements.data.map((m) => [m.kind, m.delta, m.description])).toEqual([
      ['adjustment', -3, '盘点损耗'],
      ['initial', 12, '新建时的库存'],
    ]);
    // Saving the form leaves the stock as the ledger has it.
    await page.getByRole('button', { name: buttonName('保存商品') }).click();
    await page.getByText('通用商品已保存').waitFor();
    expect((await catalogAdmin.getGoods(operator, good.id)).stock).toBe(9);
    await page.context().close();

    const narrow = await newPage(browser, 375);
    await signInAt(narrow, baseUrl, OPERATOR, `/admin/goods/${good.id}`);
    await narrow.getByRole('button', { name: buttonName('调整库存 / 流水') }).click();
    const phone = narrow.getByRole('dialog');
    await phone.getByText('盘点损耗').waitFor();
    await phone.getByLabel('调整数量').fill('5');
    await phone.getByLabel('调整原因').fill('到货入库');
    await phone.getByRole('button', { name: buttonName('确认调整') }).click();
    await phone.getByText('到货入库').waitFor();
    await shoot(narrow, 'goods-stock-375');
    expect((await catalogAdmin.getGoods(operator, good.id)).stock).toBe(14);
    await narrow.context().close();
  });
});
