import { auth, orders, packaging, randomName, type Client } from '@podkit/sdk-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { currentDocument, recordDesignChanges, waitForEditor } from '../support/editor.js';
import {
  generalGoodInCart,
  orderGeneralGood,
  rechargeApproved,
  resellerWithAddress,
} from '../support/orders.js';
import {
  buttonName,
  newPage,
  OPERATOR,
  signInAt,
  waitForImages,
  waitForPath,
} from '../support/pages.js';
import { sdkClient } from '../support/resellers.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let operator: Client;
let reseller: Awaited<ReturnType<typeof resellerWithAddress>>;
const templateName = `编辑器吊牌 ${Date.now() % 100000}`;

async function shoot(page: Page, name: string) {
  await waitForImages(page);
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}

beforeAll(async () => {
  browser = await launchChromium();
  operator = sdkClient(baseUrl);
  await auth.login(operator, { username: 'operator', password: 'operator123456' });
  reseller = await resellerWithAddress(baseUrl, operator, 'pke');
  await rechargeApproved(reseller.client, operator, '200');
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe('包装模板 designed in the editor', () => {
  it('designs a hang tag in the editor, the operator approves it, and checkout uses it', async () => {
    const page = await newPage(browser, 1280);
    await recordDesignChanges(page);
    await signInAt(page, baseUrl, reseller, '/afterSale/bottomTemplateCreate');
    await page.getByRole('heading', { name: '新建包装模板', level: 2 }).waitFor();
    await page.getByText('吊牌印刷尺寸 54 × 90 mm，300 dpi').waitFor();
    await page.getByLabel('模板名称').fill(templateName);
    await page.getByRole('button', { name: '在编辑器中设计' }).click();

    const modal = page.getByRole('dialog', { name: '设计吊牌（54 × 90 mm）' });
    await waitForEditor(page);
    await modal.getByRole('tab', { name: '文字' }).click();
    await modal.getByLabel('文字内容').fill('PodKit');
    await modal.getByRole('button', { name: '添加文字' }).click();
    await expect.poll(async () => (await currentDocument(page)).views[0]!.layers.length).toBe(1);
    const drawn = await currentDocument(page);
    expect(drawn.views).toHaveLength(1);
    expect(drawn.views[0]!.printArea).toEqual({ widthMm: 54, heightMm: 90, dpi: 300 });
    // A packaging surface has no product to pick or mockups to show.
    expect(await modal.getByRole('tab', { name: '产品' }).count()).toBe(0);
    await page.screenshot({ path: screenshotPath('packaging-editor-1280') });
    await modal.getByRole('button', { name: '完成设计' }).click();
    await modal.waitFor({ state: 'hidden' });
    await page.getByText('编辑器设计：1 个图层（按吊牌尺寸）').waitFor();
    await page.getByLabel('备注').fill('白卡纸，挂在领口');
    await shoot(page, 'packaging-editor-form-1280');
    await page.getByRole('button', { name: '提交审核' }).click();
    await waitForPath(page, '/afterSale/bottomTemplateIndex');
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: templateName });
    await row.getByText('待审核').waitFor();
    expect(await row.innerText()).toContain('吊牌设计.png');

    // Reopened, the editor shows the design it was saved with.
    await row.getByRole('button', { name: buttonName('修改') }).click();
    await waitForPath(page, /^\/afterSale\/bottomTemplateCreate\?id=\d+$/);
    const templateId = Number(new URL(page.url()).searchParams.get('id'));
    await page.getByRole('img', { name: '编辑器设计的印刷文件' }).waitFor();
    await page.getByRole('button', { name: '在编辑器中修改设计' }).click();
    await waitForEditor(page);
    await expect
      .poll(async () => (await currentDocument(page)).views[0]!.layers.map((l) => l.kind))
      .toEqual(['text']);
    await page
      .getByRole('dialog')
      .getByRole('button', { name: buttonName('取消') })
      .click();
    await page.context().close();

    const narrow = await newPage(browser, 375);
    await recordDesignChanges(narrow);
    await signInAt(narrow, baseUrl, reseller, `/afterSale/bottomTemplateCreate?id=${templateId}`);
    await narrow.getByRole('img', { name: '编辑器设计的印刷文件' }).waitFor();
    await shoot(narrow, 'packaging-editor-form-375');
    await narrow.getByRole('button', { name: '在编辑器中修改设计' }).click();
    await waitForEditor(narrow);
    await narrow.screenshot({ path: screenshotPath('packaging-editor-375') });
    await narrow.context().close();

    // The operator reviews the rendered print file and approves it in the console.
    const console = await newPage(browser, 1280);
    await signInAt(console, baseUrl, OPERATOR, '/admin/packaging');
    await console.getByLabel('搜索包装模板').fill(reseller.username);
    await console.getByLabel('搜索包装模板').press('Enter');
    const queued = console.locator('.ant-table-tbody tr.ant-table-row');
    await expect.poll(() => queued.count()).toBe(1);
    const file = await queued.getByRole('link', { name: '吊牌设计.png' }).getAttribute('href');
    const printed = await console.request.get(new URL(file!, baseUrl).toString());
    expect(printed.status()).toBe(200);
    expect(printed.headers()['content-type']).toBe('image/png');
    await queued.getByRole('button', { name: buttonName('通过') }).click();
    const dialog = console.getByRole('dialog');
    await dialog.getByLabel('制版费（元，一次性）').fill('0');
    await dialog.getByLabel('每单包装费（元）').fill('2');
    await dialog.getByRole('button', { name: '审核通过' }).click();
    await console.getByText('已审核通过').first().waitFor();
    await console.context().close();
    await packaging.pay(reseller.client, templateId, { idempotency_key: randomName() });

    // Checkout with it.
    const line = await generalGoodInCart(reseller.client, 1);
    const checkout = await newPage(browser, 1280);
    await signInAt(checkout, baseUrl, reseller, `/main/cartCheckout?ids=${line.id}`);
    await checkout.getByRole('combobox', { name: '包装模板' }).click();
    await checkout.locator('.ant-select-item-option').filter({ hasText: templateName }).click();
    await checkout.locator('.shop-totals').getByText('¥2.00').waitFor();
    await checkout.getByRole('button', { name: buttonName('提交订单') }).click();
    await waitForPath(checkout, /^\/order\/orderPay\?ids=\d+$/);
    const orderId = Number(new URL(checkout.url()).searchParams.get('ids'));
    await checkout.context().close();
    expect(await orders.getOrder(reseller.client, orderId)).toMatchObject({
      packaging_template_id: templateId,
      packaging_fee: '2.00',
      packaging_name: `吊牌 · ${templateName}`,
    });
  });

  it("changes an unpaid order's packaging on 订单管理, its total following the fee", async () => {
    const [template] = await packaging.usable(reseller.client);
    const order = await orderGeneralGood(reseller.client, 1);
    expect(order.packaging_template_id).toBeNull();
    const page = await newPage(browser, 1280);
    await signInAt(page, baseUrl, reseller, '/order/orderAdmin');
    const body = page.getByRole('rowgroup', { name: `订单 ${order.order_no}` });
    await body.getByRole('button', { name: `展开订单 ${order.order_no}` }).click();
    const picker = body.getByLabel('订单包装模板');
    await expect.poll(() => picker.locator('option').count()).toBe(2);
    await picker.selectOption(String(template!.id));
    await body.getByRole('button', { name: '更换包装' }).click();
    await body.getByText(`+ 包装费 ¥2.00（吊牌 · ${templateName}）`).waitFor();
    const total = (Number(order.total) + 2).toFixed(2);
    await body.locator('.pk-price').getByText(`¥${total}`).waitFor();
    await page.screenshot({ path: screenshotPath('order-packaging-1280'), fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: screenshotPath('order-packaging-375'), fullPage: true });
    await page.context().close();
    expect(await orders.getOrder(reseller.client, order.id)).toMatchObject({
      packaging_template_id: template!.id,
      packaging_fee: '2.00',
      total,
    });
  });
});
