import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { DesignDocument } from '@podkit/design';
import { products, type Client, type DistributionBasicProduct } from '@podkit/sdk-core';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { demoClient } from '../support/demo-client.js';
import { currentDocument, recordDesignChanges, waitForEditor } from '../support/editor.js';
import { newPage, signInAsDemo, waitForPath } from '../support/pages.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let demo: Client;
let shirt: DistributionBasicProduct;
let mug: DistributionBasicProduct;
const saved: number[] = [];

async function blankByName(part: string): Promise<DistributionBasicProduct> {
  const list = await products.listBasic(demo, { page_size: 50 });
  return products.getBasic(demo, list.data.find((row) => row.name.includes(part))!.id);
}

/** An empty design saved over the API, one colour × one size. */
async function saveDesign(on: DistributionBasicProduct, name: string): Promise<number> {
  const document: DesignDocument = {
    schemaVersion: 1,
    productId: on.id,
    colorId: on.colors[0]!.id,
    views: on.views.map((view) => ({
      viewId: view.view_id,
      printArea: {
        widthMm: view.print_area.width_mm,
        heightMm: view.print_area.height_mm,
        dpi: 150,
      },
      layers: [],
    })),
  };
  const result = await products.create(demo, {
    name,
    basic_product_id: on.id,
    document,
    color_ids: [on.colors[0]!.id],
    size_ids: [on.sizes[0]!.id],
  });
  return result.id;
}

beforeAll(async () => {
  browser = await launchChromium();
  demo = await demoClient(baseUrl);
  shirt = await blankByName('T 恤');
  mug = await blankByName('马克杯');
  saved.push(await saveDesign(shirt, '记录页 T 恤'), await saveDesign(mug, '记录页马克杯'));
});

afterAll(async () => {
  await browser?.close();
});

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}

describe('design screens', () => {
  it('designRecord lists saved designs and reopens one in the editor', async () => {
    const page = await newPage(browser);
    await signInAsDemo(page, baseUrl, '/design/designRecord');
    const row = page.getByRole('row').filter({ hasText: '记录页 T 恤' });
    await row.waitFor();
    await expect.poll(() => row.getByText('已生成').count(), { timeout: 60_000 }).toBe(1);
    await page.reload();
    await page.getByRole('row').filter({ hasText: '记录页 T 恤' }).getByAltText('效果图').waitFor();
    await shoot(page, 'design-record-1280');
    await page.getByRole('row').filter({ hasText: '记录页 T 恤' }).getByText('编辑').click();
    await waitForPath(page, `/design/singleDesign?id=${shirt.id}&product_id=${saved[0]}`);
    await waitForEditor(page);
    await page.getByRole('button', { name: '保存', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: '保存设计（更新已保存的商品）' });
    await expect.poll(() => dialog.getByLabel('商品名称').inputValue()).toBe('记录页 T 恤');
    await page.setViewportSize({ width: 375, height: 860 });
    await page.goto(`${baseUrl}/design/designRecord`);
    await page.getByRole('row').filter({ hasText: '记录页马克杯' }).waitFor();
    await shoot(page, 'design-record-375');
    await page.context().close();
  });

  it('mergeSKU joins two designed products into one with all their SKUs', async () => {
    const page = await newPage(browser);
    await signInAsDemo(page, baseUrl, '/design/mergeSKU');
    for (const name of ['记录页 T 恤', '记录页马克杯'])
      await page.getByRole('row').filter({ hasText: name }).getByRole('checkbox').check();
    await page.getByLabel('合并后的商品名称').fill('双品套装');
    await page.getByRole('button', { name: '合并所选（2）' }).click();
    const mergedRow = page.getByRole('row').filter({ hasText: '双品套装' });
    await mergedRow.waitFor();
    const list = await products.listMerged(demo);
    expect(list.data[0]).toMatchObject({ name: '双品套装', product_count: 2, sku_count: 2 });
    await mergedRow.getByRole('button', { name: 'SKU' }).click();
    await page.getByRole('dialog', { name: '双品套装' }).getByText('记录页马克杯').waitFor();
    await shoot(page, 'merge-sku-1280');
    await page.getByRole('dialog', { name: '双品套装' }).getByLabel('Close').click();
    await page.setViewportSize({ width: 375, height: 860 });
    await shoot(page, 'merge-sku-375');
    await page.context().close();
  });

  it('gruopDesign saves one design onto several blanks, each by its own print area', async () => {
    const page = await newPage(browser);
    await signInAsDemo(page, baseUrl, '/design/gruopDesign');
    const select = page.getByLabel('选择产品');
    await select.click();
    // antd draws its visible options apart from the accessible (hidden) listbox.
    await page.locator('.ant-select-item-option', { hasText: shirt.name }).click();
    await page.locator('.ant-select-item-option', { hasText: mug.name }).click();
    await page.keyboard.press('Escape');
    await waitForEditor(page);
    await page.getByRole('tab', { name: '文字' }).click();
    await page.getByLabel('文字内容').fill('Group');
    await page.getByRole('button', { name: '添加文字' }).click();
    await page.locator('[data-layer-id]').first().waitFor();
    await page.getByLabel('组合名称').fill('夏日组合');
    await shoot(page, 'group-design-1280');
    await page.getByRole('button', { name: /保存组合（2 个商品）/ }).click();
    await page.getByText('查看设计记录').waitFor();
    const designs = await products.listDesigned(demo, { keyword: '夏日组合' });
    expect(designs.data.map((row) => row.basic_product_id).sort()).toEqual(
      [shirt.id, mug.id].sort(),
    );
    const onMug = await products.getDesigned(
      demo,
      designs.data.find((d) => d.basic_product_id === mug.id)!.id,
    );
    const mugText = (onMug.document as unknown as DesignDocument).views[0]!.layers[0]!;
    const mugArea = mug.views[0]!.print_area;
    expect(mugText).toMatchObject({ kind: 'text', content: 'Group' });
    // Carried onto the mug's own print area: inside it and centred as on the shirt.
    expect(mugText.x + mugText.width / 2).toBeCloseTo(mugArea.width_mm / 2, 0);
    expect(mugText.width).toBeLessThanOrEqual(mugArea.width_mm);
    await page.setViewportSize({ width: 375, height: 860 });
    await shoot(page, 'group-design-375');
    await page.context().close();
  });

  it('singleDesign: one drag is one undo step; saved colours and theme styles', async () => {
    const page = await newPage(browser);
    await recordDesignChanges(page);
    await signInAsDemo(page, baseUrl, `/design/singleDesign?id=${mug.id}`);
    await waitForEditor(page);
    const layers = async () => (await currentDocument(page)).views[0]!.layers;
    await page.getByRole('tab', { name: '文字' }).click();
    await page.getByLabel('文字内容').fill('Drag');
    await page.getByLabel('字号').fill('20');
    await page.getByRole('button', { name: '添加文字' }).click();
    await expect.poll(async () => (await layers()).length).toBe(1);
    const before = (await layers())[0]!;

    // The text sits at the print area's centre: where the stage draws it.
    const box = (await page.getByTestId('editor-stage').boundingBox())!;
    const view = mug.views[0]!;
    const fit = Math.min(
      (box.width - 32) / view.canvas_width,
      (box.height - 32) / view.canvas_height,
    );
    const left = box.x + (box.width - view.canvas_width * fit) / 2;
    const top = box.y + (box.height - view.canvas_height * fit) / 2;
    const centre = {
      x: left + (view.print_area.left + view.print_area.width / 2) * fit,
      y: top + (view.print_area.top + view.print_area.height / 2) * fit,
    };
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.down();
    for (let step = 1; step <= 6; step += 1)
      await page.mouse.move(centre.x + step * 5, centre.y + step * 2);
    await page.mouse.up();
    await expect.poll(async () => (await layers())[0]!.x).toBeGreaterThan(before.x + 1);
    await page.keyboard.press('Control+Z');
    await expect.poll(async () => (await layers())[0]!.x).toBeCloseTo(before.x, 6);
    expect((await layers())[0]!.y).toBeCloseTo(before.y, 6);

    // Saved colours: add one, use it on the selected text, remove it.
    await page.locator(`[data-layer-id="${before.id}"]`).click();
    await page.getByRole('tab', { name: '颜色' }).click();
    await page.getByLabel('新颜色').fill('#ff0000');
    await page.getByRole('button', { name: '保存颜色' }).click();
    await page.getByRole('button', { name: '使用颜色 #FF0000' }).click();
    await expect.poll(async () => ((await layers())[0] as { fill: string }).fill).toBe('#FF0000');
    expect((await products.getUserColors(demo)).colors).toContain('#FF0000');
    await page.getByRole('button', { name: '删除颜色 #FF0000' }).click();
    await page.getByRole('button', { name: '使用颜色 #FF0000' }).waitFor({ state: 'detached' });
    expect((await products.getUserColors(demo)).colors).not.toContain('#FF0000');

    // Theme design: save the view as a style, then place it again.
    await page.keyboard.press('Control+F2');
    const theme = page.getByRole('dialog', { name: '主题设计' });
    await theme.getByLabel('样式名称').fill('红字样式');
    await theme.getByRole('button', { name: '保存样式' }).click();
    await theme.getByRole('button', { name: /红字样式/ }).click();
    await expect.poll(async () => (await layers()).length).toBe(2);
    const [first, second] = await layers();
    expect(second!.id).not.toBe(first!.id);
    expect(second).toMatchObject({ kind: 'text', content: 'Drag', fill: '#FF0000' });
    const styles = await products.listMaterialStyles(demo);
    expect(styles.data.map((style) => style.name)).toContain('红字样式');
    await shoot(page, 'single-design-theme-1280');
    await page.context().close();
  });

  it('choose product carries the design onto the new blank and puts it in the address', async () => {
    const page = await newPage(browser);
    await recordDesignChanges(page);
    await signInAsDemo(page, baseUrl, `/design/singleDesign?id=${shirt.id}`);
    await waitForEditor(page);
    const current = () => currentDocument(page);
    await page.getByRole('tab', { name: '文字' }).click();
    await page.getByLabel('文字内容').fill('Carry');
    await page.getByRole('button', { name: '添加文字' }).click();
    await expect.poll(async () => (await current()).views[0]!.layers.length).toBe(1);
    await page.locator('[data-layer-id]').first().click();
    await page.keyboard.press('Control+F1');
    const chooser = page.getByRole('dialog', { name: '选择产品' });
    await chooser.getByRole('button', { name: new RegExp(mug.name) }).click();
    await waitForPath(page, `/design/singleDesign?id=${mug.id}`);
    await expect.poll(async () => (await current()).productId, { timeout: 30_000 }).toBe(mug.id);
    const carried = (await current()).views[0]!.layers[0]!;
    expect(carried).toMatchObject({ kind: 'text', content: 'Carry' });
    expect(carried.x + carried.width / 2).toBeCloseTo(mug.views[0]!.print_area.width_mm / 2, 0);
    await page.getByRole('tab', { name: '产品' }).click();
    expect(await page.getByTestId('editor-product-name').textContent()).toBe(mug.name);
    await page.context().close();
  });

  it('singleDesign shows the editor at phone width', async () => {
    const page = await newPage(browser, 375);
    await signInAsDemo(page, baseUrl, `/design/singleDesign?id=${mug.id}`);
    await waitForEditor(page);
    await shoot(page, 'single-design-375');
    await page.context().close();
  });
});
