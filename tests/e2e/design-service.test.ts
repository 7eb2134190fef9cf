import { auth, designService, uploadFile, user, type Client } from '@podkit/sdk-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { currentDocument, recordDesignChanges, waitForEditor } from '../support/editor.js';
import { rechargeApproved, resellerWithAddress } from '../support/orders.js';
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

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGP4z8DAwMAAAA0BAf8bBEwAAAAASUVORK5CYII=',
  'base64',
);
const pngFile = (name: string) => ({ name, mimeType: 'image/png', buffer: png });

async function shoot(page: Page, name: string) {
  await waitForImages(page);
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}

beforeAll(async () => {
  browser = await launchChromium();
  operator = sdkClient(baseUrl);
  await auth.login(operator, { username: OPERATOR.username, password: OPERATOR.password });
  reseller = await resellerWithAddress(baseUrl, operator, 'ds');
  await rechargeApproved(reseller.client, operator, '500');
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe('设计服务: order a design, have it delivered, revise once, accept, design with it', () => {
  it('goes from the catalogue to the editor with the delivered file from the gallery', async () => {
    // The catalogue on a phone: every service with its prices and a way in.
    const narrow = await newPage(browser, 375);
    await signInAt(narrow, baseUrl, reseller, '/valueAdded/valueAddedServices');
    await narrow.getByRole('heading', { name: '增值服务', level: 2 }).waitFor();
    await narrow.getByText('Logo 设计').waitFor();
    await shoot(narrow, 'value-added-services-375');
    await narrow.getByRole('button', { name: '进入设计服务' }).click();
    await narrow.getByText('还没有设计订单').waitFor();
    await shoot(narrow, 'design-service-375');
    await narrow.goto(`${baseUrl}/main/valueAddedServices/design`);
    await narrow.getByRole('radio', { name: /Logo 设计/ }).waitFor();
    await shoot(narrow, 'service-design-375');
    await narrow.context().close();

    const page = await newPage(browser, 1280);
    await signInAt(page, baseUrl, reseller, '/valueAdded/valueAddedServices');
    await page.getByText('Logo 设计').waitFor();
    await shoot(page, 'value-added-services-1280');
    await page.getByRole('button', { name: '进入设计服务' }).click();
    await waitForPath(page, '/valueAdded/valueAddedServicesDesign');
    await page.getByRole('button', { name: buttonName('提交设计需求') }).click();
    await waitForPath(page, '/main/valueAddedServices/design');
    await page.getByRole('radio', { name: /印花图案设计 ¥299\.00/ }).check();
    await page.getByRole('combobox', { name: '产品' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    // The product's list may still be open (it keeps focus for its search): close it first, so
    // the option picked next is a size, not the product again.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.ant-select-dropdown:visible').count()).toBe(0);
    await page.getByRole('combobox', { name: '尺码' }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
    await page.getByLabel('设计需求').fill('一只戴墨镜的柴犬，复古橙色');
    await page.locator('input[type=file]').setInputFiles(pngFile('参考.png'));
    await page.getByRole('img', { name: '参考.png' }).waitFor();
    await shoot(page, 'service-design-1280');
    await page.getByRole('button', { name: buttonName('提交并支付') }).click();
    await waitForPath(page, /^\/valueAdded\/valueAddedServicesDesign\?id=\d+$/);
    const id = Number(new URL(page.url()).searchParams.get('id'));
    const drawer = page.locator('.ant-drawer');
    await drawer.getByText('待接单').first().waitFor();
    expect((await user.getInfo(reseller.client)).balance).toBe('201.00');

    // The operator takes it and delivers a file and a mockup in the console.
    const desk = await newPage(browser, 1280);
    await signInAt(desk, baseUrl, OPERATOR, '/admin/designService');
    await desk.getByPlaceholder('订单号、需求或用户名').fill(reseller.username);
    await desk.getByPlaceholder('订单号、需求或用户名').press('Enter');
    const row = desk.locator(`tr[data-row-key="${id}"]`);
    await row.getByRole('button', { name: buttonName('接单') }).click();
    await desk.getByText('已接单').first().waitFor();
    await desk.getByRole('tab', { name: '设计中' }).click();
    await row.getByRole('button', { name: buttonName('交付') }).click();
    const dialog = desk.getByRole('dialog');
    await dialog.locator('input[type=file]').first().setInputFiles(pngFile('柴犬图案.png'));
    await dialog.getByRole('img', { name: '柴犬图案.png' }).waitFor();
    await dialog.locator('input[type=file]').nth(1).setInputFiles(pngFile('效果图.png'));
    await dialog.getByRole('img', { name: '效果图.png' }).waitFor();
    await dialog.getByLabel('交付说明').fill('按需求出图，橙色为主');
    await shoot(desk, 'admin-design-deliver-1280');
    await dialog.getByRole('button', { name: buttonName('交付') }).click();
    await desk.getByText('已交付').first().waitFor();
    await desk.goto(`${baseUrl}/admin/valueAddedServices`);
    await desk.getByRole('cell', { name: '印花图案设计' }).waitFor();
    await shoot(desk, 'admin-service-prices-1280');
    await desk.context().close();

    // One revision, delivered again.
    await page.reload();
    await drawer.getByText('待验收').first().waitFor();
    await drawer.getByRole('link', { name: '柴犬图案.png' }).first().waitFor();
    await shoot(page, 'design-service-delivered-1280');
    await drawer.getByRole('button', { name: /申请修改/ }).click();
    await page.getByRole('dialog').getByLabel('修改意见').fill('墨镜换成圆框');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: buttonName('提交修改意见') })
      .click();
    await drawer.getByText('修改中').first().waitFor();
    const again = await uploadFile(
      operator,
      Object.assign(new Blob([png], { type: 'image/png' }), { name: '柴犬图案.png' }),
      { type: 'file' },
    );
    await designService.adminDeliver(operator, id, { file_ids: [again.id], note: '已换圆框' });

    // Accepted: the file is in the gallery; the editor places it from there.
    await page.reload();
    await drawer.getByRole('button', { name: buttonName('确认验收') }).click();
    await drawer.getByText('设计文件已加入「我的素材」（1 个）').waitFor();
    await shoot(page, 'design-service-accepted-1280');
    await recordDesignChanges(page);
    await drawer.getByRole('link', { name: '去设计器使用' }).click();
    await waitForPath(page, /^\/design\/singleDesign\?id=\d+$/);
    await page.reload(); // the document recorder starts with a page load
    await waitForEditor(page);
    await page.getByRole('tab', { name: '素材' }).click();
    await page.getByRole('button', { name: '打开素材库' }).click();
    const picker = page.getByRole('dialog', { name: '选择素材' });
    const grid = picker.getByRole('listbox', { name: '素材列表' });
    await grid.getByRole('option', { name: '柴犬图案' }).click();
    const order = await designService.get(reseller.client, id);
    await expect
      .poll(async () => (await currentDocument(page))?.views[0]?.layers ?? [])
      .toContainEqual(
        expect.objectContaining({ kind: 'image', materialId: order.material_ids[0] }),
      );
    await page.screenshot({ path: screenshotPath('design-service-editor-1280') });
    await page.context().close();

    // The queue on a phone.
    const small = await newPage(browser, 375);
    await signInAt(small, baseUrl, OPERATOR, '/admin/designService');
    await small.getByRole('heading', { name: '设计服务', level: 2 }).waitFor();
    await shoot(small, 'admin-design-queue-375');
    // The price list the catalogue and the order form read.
    await small.goto(`${baseUrl}/admin/valueAddedServices`);
    await small.getByRole('heading', { name: '增值服务价目', level: 2 }).waitFor();
    await small.getByRole('cell', { name: '印花图案设计' }).waitFor();
    await shoot(small, 'admin-service-prices-375');
    await small.context().close();
  }, 240_000);
});
