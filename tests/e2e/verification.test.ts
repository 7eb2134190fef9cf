import {
  auth,
  cart,
  preferences,
  verification,
  type Client,
  type OrdinaryProduct,
  type Paginator,
} from '@podkit/sdk-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { artPng } from '../support/designs.js';
import { resellerWithAddress } from '../support/orders.js';
import { newPage, OPERATOR, signInAt, buttonName } from '../support/pages.js';
import { registerReseller, sdkClient } from '../support/resellers.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let operator: Client;

beforeAll(async () => {
  browser = await launchChromium();
  operator = sdkClient(baseUrl);
  await auth.login(operator, OPERATOR);
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

/** Waits for running (finite) animations: a closing dropdown or a sliding drawer. */
async function settled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((motion) => motion.effect?.getTiming().iterations !== Infinity)
        .map((motion) => motion.finished.catch(() => undefined)),
    ),
  );
}

async function shoot(page: Page, name: string) {
  await settled(page);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 860 });
    await page.screenshot({ path: screenshotPath(`${name}-${width}`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

/** Every picture inside `scope` has loaded (a refused signed link would leave it broken). */
async function picturesLoaded(page: Page, selector: string, count: number) {
  await expect
    .poll(
      () =>
        page
          .locator(selector)
          .evaluateAll(
            (images) => images.filter((img) => (img as HTMLImageElement).naturalWidth > 0).length,
          ),
      { timeout: 30_000 },
    )
    .toBe(count);
}

describe('实名认证 and 偏好设置', () => {
  it('a reseller submits a personal verification with pictures, the operator approves it, the reseller sees 已认证', async () => {
    const reseller = await registerReseller(baseUrl, operator, 'idv');
    const page = await newPage(browser);
    await signInAt(page, baseUrl, reseller, '/setting/authentication');
    await page.getByRole('heading', { name: '实名认证', level: 2 }).waitFor();
    await page.getByTestId('verification-status').getByText('未认证').waitFor();
    await page.getByText('单笔充值超过 ¥5000.00 需完成实名认证').waitFor();

    await page.getByLabel('真实姓名').fill('张三');
    await page.getByLabel('身份证号').fill('11010519491231002X');
    for (const side of ['身份证人像面', '身份证国徽面']) {
      const field = page.getByTestId(`document-${side}`);
      await field.locator('input[type=file]').setInputFiles({
        name: `${side}.png`,
        mimeType: 'image/png',
        buffer: Buffer.from(artPng()),
      });
      await field.getByRole('button', { name: `重新上传${side}` }).waitFor();
    }
    await picturesLoaded(page, '.verify-document-preview img', 2);
    await shoot(page, 'authentication-form');
    await page.getByRole('button', { name: '提交认证' }).click();
    await page.getByTestId('verification-status').getByText('审核中').waitFor();
    await page.getByText('110105********002X').waitFor();
    await picturesLoaded(page, '.verify-thumbs img', 2);
    await shoot(page, 'authentication-pending');

    const console = await newPage(browser);
    await signInAt(console, baseUrl, OPERATOR, '/admin/verifications');
    await console.getByRole('heading', { name: '实名审核', level: 2 }).waitFor();
    const row = console.getByRole('row').filter({ hasText: reseller.username });
    await row.getByText('110105********002X').waitFor();
    await row.getByRole('button', { name: buttonName('审核') }).click();
    const drawer = console
      .getByRole('dialog')
      .filter({ hasText: `实名认证 · ${reseller.username}` });
    await drawer.getByText('11010519491231002X').waitFor();
    await picturesLoaded(console, '.admin-verification-doc img', 2);
    await settled(console);
    await console.screenshot({ path: screenshotPath('admin-verification-1280'), fullPage: true });
    // On a phone the drawer takes the whole width.
    await console.setViewportSize({ width: 375, height: 860 });
    await console.reload();
    await row.getByRole('button', { name: buttonName('审核') }).click();
    await picturesLoaded(console, '.admin-verification-doc img', 2);
    await settled(console);
    await console.screenshot({ path: screenshotPath('admin-verification-375'), fullPage: true });
    await console.setViewportSize({ width: 1280, height: 860 });
    await drawer.getByRole('button', { name: buttonName('通过') }).click();
    await console
      .locator('.ant-popconfirm')
      .getByRole('button', { name: buttonName('通过') })
      .click();
    await drawer.getByText('已认证').waitFor();
    await console.context().close();

    expect((await verification.get(reseller.client)).status).toBe('approved');
    await page.reload();
    await page.getByTestId('verification-status').getByText('已认证').waitFor();
    // The decision reached the message center.
    await page.getByRole('button', { name: /^消息，/ }).click();
    await page.getByText('您的实名认证个人认证（张三）已通过审核。').first().waitFor();
    await page.getByRole('button', { name: /^消息，/ }).click();
    await expect.poll(() => page.locator('.bell-dropdown').isVisible()).toBe(false);
    await shoot(page, 'authentication-approved');
    await page.context().close();
  });

  it('preselects the default logistics method of 偏好设置 at checkout', async () => {
    const reseller = await resellerWithAddress(baseUrl, operator, 'pref');
    const goods = (
      await reseller.client.get<Paginator<OrdinaryProduct>>('/distribution/ordinaryProduct', {
        query: { page: 1, page_size: 50 },
      })
    ).data.find((good) => good.stock > 5 && good.skus.length === 0)!;
    const [line] = await cart.addItems(reseller.client, {
      items: [{ goods_id: goods.id, quantity: 1 }],
    });
    const choices = await preferences.logisticsChoices(reseller.client);
    // Not the first method: without the preference checkout would choose the first.
    const preferred = choices.find(
      (choice, index) =>
        index > 0 && (choice.country_codes.length === 0 || choice.country_codes.includes('CN')),
    );
    expect(preferred, 'a second method shipping to China').toBeTruthy();

    const page = await newPage(browser);
    await signInAt(page, baseUrl, reseller, '/setting/acSetting');
    await page.getByRole('heading', { name: '偏好设置', level: 2 }).waitFor();
    await page.getByLabel('默认物流方式').click();
    await page
      .locator('.ant-select-item-option', {
        hasText: preferred!.delivery_time ? `${preferred!.name}（` : preferred!.name,
      })
      .first()
      .click();
    await page.getByLabel('订单列表每页条数').click();
    await page.locator('.ant-select-item-option', { hasText: '50 条/页' }).click();
    await page.getByRole('checkbox', { name: '平台消息' }).uncheck();
    await page.getByRole('button', { name: buttonName('保存') }).click();
    await page.getByText('偏好设置已保存').waitFor();
    await expect
      .poll(async () => preferences.get(reseller.client))
      .toEqual({
        default_logistics_id: preferred!.id,
        default_bottom_template_id: null,
        default_store_id: null,
        list_page_size: 50,
        bell_message_types: [2, 3],
      });
    await shoot(page, 'ac-setting');

    await page.goto(`${baseUrl}/main/cartCheckout?ids=${line!.id}`);
    await page.getByRole('heading', { name: '订单结算', level: 2 }).waitFor();
    const escaped = preferred!.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const chosen = page.getByRole('radio', { name: new RegExp(`^${escaped} `) });
    await expect.poll(() => chosen.isChecked(), { timeout: 30_000 }).toBe(true);
    await shoot(page, 'checkout-default-logistics');
    // The bell's dropdown leaves out the type switched off.
    await page.getByRole('button', { name: /^消息，/ }).click();
    await page.getByRole('tab', { name: '订单消息' }).waitFor();
    expect(await page.getByRole('tab', { name: '平台消息' }).count()).toBe(0);
    await page.context().close();
  });
});
