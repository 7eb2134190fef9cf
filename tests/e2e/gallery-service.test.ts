import {
  auth,
  galleryPacks,
  materials,
  products,
  uploadFile,
  type AdminGalleryPack,
  type Client,
  type StoredFile,
} from '@podkit/sdk-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { currentDocument, recordDesignChanges, waitForEditor } from '../support/editor.js';
import { rechargeApproved } from '../support/orders.js';
import { buttonName, newPage, OPERATOR, signInAt, waitForImages } from '../support/pages.js';
import { registerReseller, sdkClient } from '../support/resellers.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let operator: Client;
let reseller: Awaited<ReturnType<typeof registerReseller>>;
let pack: AdminGalleryPack;
const PACK_NAME = `复古花卉图包 ${Date.now() % 100000}`;
const PICTURE = `花卉${Date.now().toString(36)}`;

async function shoot(page: Page, name: string) {
  await waitForImages(page);
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}

/** A 600 × 400 picture drawn by the page, as PNG bytes. */
async function drawPicture(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 600;
    canvas.height = 400;
    const g = canvas.getContext('2d')!;
    for (let i = 0; i < 6; i += 1) {
      g.fillStyle = i % 2 ? '#db2777' : '#65a30d';
      g.beginPath();
      g.arc(60 + i * 95, 200, 70, 0, Math.PI * 2);
      g.fill();
    }
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

beforeAll(async () => {
  browser = await launchChromium();
  operator = sdkClient(baseUrl);
  await auth.login(operator, { username: 'operator', password: 'operator123456' });
  reseller = await registerReseller(baseUrl, operator, 'gp');
  await rechargeApproved(reseller.client, operator, '100');
  // The operator curates a pack through the API; the console screen is walked in the test.
  const page = await newPage(browser);
  const bytes = await drawPicture(page);
  await page.context().close();
  const stored = (await uploadFile(
    operator,
    Object.assign(new Blob([new Uint8Array(bytes)], { type: 'image/png' }), {
      name: `${PICTURE}.png`,
    }),
    { type: 'file' },
  )) as StoredFile;
  const created = await galleryPacks.adminCreate(operator, {
    name: PACK_NAME,
    description: '手绘花卉，适合 T 恤',
    tags: ['花卉', '复古'],
    price: '12.50',
    licence: '商用授权：可用于印刷销售，不得转售原图',
  });
  await galleryPacks.adminAddFiles(operator, created.id, { file_ids: [stored.id] });
  pack = await galleryPacks.adminUpdate(operator, created.id, {
    name: PACK_NAME,
    description: '手绘花卉，适合 T 恤',
    tags: ['花卉', '复古'],
    price: '12.50',
    licence: '商用授权：可用于印刷销售，不得转售原图',
    is_published: true,
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe('图库服务: buy a licensed pack and place one of its pictures in a design', () => {
  it('shows the pack in the console, sells it once, and the bought picture goes into the editor', async () => {
    const console = await newPage(browser, 375);
    await signInAt(console, baseUrl, OPERATOR, '/admin/galleryPacks');
    await console.getByRole('heading', { name: '图库管理', level: 2 }).waitFor();
    await console
      .locator('.ant-table-tbody tr.ant-table-row')
      .filter({ hasText: PACK_NAME })
      .waitFor();
    await shoot(console, 'gallery-service-admin-375');
    await console.setViewportSize({ width: 1280, height: 900 });
    await shoot(console, 'gallery-service-admin-1280');
    await console.context().close();

    const page = await newPage(browser, 375);
    await signInAt(page, baseUrl, reseller, '/valueAdded/valueAddedServicesGallery');
    await page.getByRole('heading', { name: '图库服务', level: 2 }).waitFor();
    await page.getByPlaceholder('图包名称或简介').fill(PACK_NAME);
    await page.getByPlaceholder('图包名称或简介').press('Enter');
    const card = page.locator('.ant-card').filter({ hasText: PACK_NAME });
    await card.getByText('¥12.50').waitFor();
    await shoot(page, 'gallery-service-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    await card.getByRole('button', { name: buttonName('购买') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('商用授权：可用于印刷销售，不得转售原图').waitFor();
    await dialog.getByRole('button', { name: /确认支付 ¥12\.50/ }).click();
    await card.getByText('已购买').waitFor();
    await page.getByText('1 张原图已放入我的素材库').waitFor();
    await shoot(page, 'gallery-service-bought-1280');

    const bought = (await materials.list(reseller.client, { name: PICTURE })).data;
    expect(bought).toMatchObject([
      { name: PICTURE, licence: `商用授权：可用于印刷销售，不得转售原图（图包「${PACK_NAME}」）` },
    ]);
    expect((await galleryPacks.adminList(operator, { keyword: PACK_NAME })).data[0]!.sales).toBe(1);

    const tee = (await products.listBasic(reseller.client, { page_size: 20 })).data[0]!;
    await recordDesignChanges(page);
    await page.goto(`${baseUrl}/design/singleDesign?id=${tee.id}`);
    await waitForEditor(page);
    await page.getByRole('tab', { name: '素材' }).click();
    await page.getByRole('button', { name: '打开素材库' }).click();
    const picker = page.getByRole('dialog', { name: '选择素材' });
    await picker.getByLabel('按名称搜索').fill(PICTURE);
    await picker.getByRole('button', { name: '搜索', exact: true }).click();
    const grid = picker.getByRole('listbox', { name: '素材列表' });
    await grid.getByRole('option', { name: PICTURE }).click();
    const placed = async () =>
      ((await currentDocument(page))?.views ?? [])
        .flatMap((view) => view.layers)
        .map((layer) => layer.kind === 'image' && layer.materialId);
    await expect.poll(placed).toContain(bought[0]!.id);
    await page.screenshot({ path: screenshotPath('gallery-service-editor-1280') });
    await page.context().close();
    expect(pack.file_count).toBe(1);
  });
});
