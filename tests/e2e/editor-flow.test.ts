import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { DesignDocument, ImageLayer, Layer, TileLayer } from '@podkit/design';
import {
  products,
  uploadFile,
  type Client,
  type DistributionBasicProduct,
  type MaterialUploadResult,
} from '@podkit/sdk-core';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { demoClient } from '../support/demo-client.js';
import {
  currentDocument,
  designChanges,
  recordDesignChanges,
  waitForEditor,
} from '../support/editor.js';
import { newPage, signInAsDemo } from '../support/pages.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let demo: Client;
let blank: DistributionBasicProduct;
let material: MaterialUploadResult;

/** A 1200 px picture drawn by the page (nothing is downloaded), as PNG bytes. */
async function drawPicture(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 900;
    const g = canvas.getContext('2d')!;
    for (let i = 0; i < 12; i += 1) {
      g.fillStyle = i % 2 ? '#f97316' : '#0ea5e9';
      g.fillRect(i * 100, 0, 100, 900);
    }
    return canvas.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

// Unique per run: the demo account's gallery is shared with the other browser tests.
const MATERIAL_NAME = `编辑器条纹${Date.now().toString(36)}`;

beforeAll(async () => {
  browser = await launchChromium();
  demo = await demoClient(baseUrl);
  const list = await products.listBasic(demo, { page_size: 20 });
  const tee = list.data.find((row) => row.name.includes('T 恤')) ?? list.data[0]!;
  blank = await products.getBasic(demo, tee.id);
  const page = await newPage(browser);
  const bytes = await drawPicture(page);
  await page.context().close();
  material = (await uploadFile(
    demo,
    Object.assign(new Blob([new Uint8Array(bytes)], { type: 'image/png' }), {
      name: `${MATERIAL_NAME}.png`,
    }),
    { type: 'material' },
  )) as MaterialUploadResult;
});

afterAll(async () => {
  await browser?.close();
});

function frontLayers(document: DesignDocument): Layer[] {
  return document.views[0]!.layers;
}

/** Presses a key combination and waits for the document to change; answers the new one. */
async function pressForChange(page: Page, keys: string): Promise<DesignDocument> {
  const before = await designChanges(page);
  await page.keyboard.press(keys);
  await expect.poll(() => designChanges(page)).toBeGreaterThan(before);
  return currentDocument(page);
}

function layerById(document: DesignDocument, id: string): Layer {
  const layer = frontLayers(document).find((candidate) => candidate.id === id);
  if (!layer) throw new Error(`layer ${id} missing`);
  return layer;
}

describe('single design editor', () => {
  it('designs on a blank with every hot key, keeps 10 undo steps, saves with print files and mockups', async () => {
    const page = await newPage(browser);
    try {
      await designFlow(page);
    } catch (error) {
      await page.screenshot({ path: screenshotPath('editor-flow-failure'), fullPage: true });
      throw error;
    } finally {
      await page.context().close();
    }
  }, 240_000);

  it('keeps text in sight: a picture placed after it goes under it and is selected', async () => {
    const page = await newPage(browser);
    await recordDesignChanges(page);
    await signInAsDemo(page, baseUrl, `/design/singleDesign?id=${blank.id}`);
    await waitForEditor(page);
    await page.getByRole('tab', { name: '文字' }).click();
    await page.getByLabel('文字内容').fill('Keep me');
    await page.getByRole('button', { name: '添加文字' }).click();
    await expect.poll(async () => frontLayers(await currentDocument(page)).length).toBe(1);

    await page.getByRole('tab', { name: '素材' }).click();
    await page.getByRole('button', { name: '打开素材库' }).click();
    const picker = page.getByRole('dialog', { name: '选择素材' });
    await picker.getByLabel('按名称搜索').fill(MATERIAL_NAME);
    await picker.getByRole('button', { name: '搜索', exact: true }).click();
    const grid = picker.getByRole('listbox', { name: '素材列表' });
    await expect.poll(() => grid.getByRole('option').count()).toBe(1);
    await grid.getByRole('option', { name: MATERIAL_NAME }).click();
    await expect.poll(async () => frontLayers(await currentDocument(page)).length).toBe(2);
    const [bottom, top] = frontLayers(await currentDocument(page));
    expect(bottom).toMatchObject({ kind: 'image', materialId: material.id });
    expect(top).toMatchObject({ kind: 'text', content: 'Keep me' });
    const selected = page.locator(`[data-layer-id="${bottom!.id}"]`);
    expect(await selected.getAttribute('aria-selected')).toBe('true');
    await page.screenshot({ path: screenshotPath('editor-picture-under-text-1280') });
    await page.context().close();
  });

  it('keeps white text on its green buttons when hovered (保存, 添加文字)', async () => {
    const page = await newPage(browser);
    await signInAsDemo(page, baseUrl, `/design/singleDesign?id=${blank.id}`);
    await waitForEditor(page);
    await page.getByRole('tab', { name: '文字' }).click();
    for (const name of [/^保存/, /^添加文字$/]) {
      const button = page.getByTestId('design-editor').getByRole('button', { name }).first();
      await button.hover();
      const colours = await button.evaluate((element) => {
        const style = getComputedStyle(element);
        return { text: style.color, background: style.backgroundColor };
      });
      expect(colours.text, String(name)).toBe('rgb(255, 255, 255)');
      expect(colours.background).not.toBe(colours.text);
    }
    await page.context().close();
  });
});

async function designFlow(page: Page) {
  {
    await recordDesignChanges(page);
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/req/frontend/fonts/')) fontRequests.push(request.url());
    });

    // Open singleDesign on the blank in its second colour.
    const secondColor = blank.colors[1]!;
    const target = `/design/singleDesign?id=${blank.id}&color_id=${secondColor.id}`;
    await signInAsDemo(page, baseUrl, target);
    await waitForEditor(page);
    const editor = page.getByTestId('design-editor');
    expect(await editor.getAttribute('data-color-id')).toBe(String(secondColor.id));
    // Choose the first colour on the product panel.
    await page.getByRole('button', { name: blank.colors[0]!.name, exact: true }).click();
    await expect.poll(() => editor.getAttribute('data-color-id')).toBe(String(blank.colors[0]!.id));

    // The uploaded image from the gallery in pick mode.
    await page.getByRole('tab', { name: '素材' }).click();
    await page.getByRole('button', { name: '打开素材库' }).click();
    // Other browser tests add to the same gallery meanwhile: narrow it to this one picture first,
    // so the grid cannot shift under the click.
    const picker = page.getByRole('dialog', { name: '选择素材' });
    await picker.getByLabel('按名称搜索').fill(MATERIAL_NAME);
    await picker.getByRole('button', { name: '搜索', exact: true }).click();
    const grid = picker.getByRole('listbox', { name: '素材列表' });
    await expect.poll(() => grid.getByRole('option').count()).toBe(1);
    await grid.getByRole('option', { name: MATERIAL_NAME }).click();
    await expect.poll(async () => frontLayers(await currentDocument(page)).length).toBe(1);
    const image = frontLayers(await currentDocument(page))[0] as ImageLayer;
    expect(image).toMatchObject({ kind: 'image', materialId: material.id, pixelWidth: 1200 });

    // A Chinese text: the editor switches to a Chinese font and loads only the needed glyphs.
    await page.getByRole('tab', { name: '文字' }).click();
    await page.getByLabel('文字内容').fill('你好世界');
    await page.getByRole('button', { name: '添加文字' }).click();
    await expect.poll(async () => frontLayers(await currentDocument(page)).length).toBe(2);
    const text = frontLayers(await currentDocument(page))[1]!;
    expect(text).toMatchObject({ kind: 'text', content: '你好世界', fontFamily: 'ZCOOL KuaiLe' });
    const fontList = (await (await fetch(`${baseUrl}/req/frontend/fonts`)).json()).data as Array<{
      family: string;
      faces: unknown[];
    }>;
    const chineseFaces = fontList.find((font) => font.family === 'ZCOOL KuaiLe')!.faces.length;
    const chineseFiles = fontRequests.filter((url) => url.includes('/zcool-kuaile/'));
    expect(chineseFiles.length).toBeGreaterThan(0);
    expect(chineseFiles.length).toBeLessThan(chineseFaces / 4);

    // Every hot key of the table, on the image layer.
    const imageRow = page.locator(`[data-layer-id="${image.id}"]`);
    await imageRow.click();
    await expect.poll(() => editor.getAttribute('data-selected-layer')).toBe(image.id);
    const at = (doc: DesignDocument) => layerById(doc, image.id);
    let doc = await currentDocument(page);
    let before = at(doc);
    doc = await pressForChange(page, 'ArrowUp');
    expect(at(doc).y).toBeCloseTo(before.y - 1);
    doc = await pressForChange(page, 'ArrowDown');
    expect(at(doc).y).toBeCloseTo(before.y);
    doc = await pressForChange(page, 'ArrowLeft');
    expect(at(doc).x).toBeCloseTo(before.x - 1);
    doc = await pressForChange(page, 'ArrowRight');
    expect(at(doc).x).toBeCloseTo(before.x);

    const area = doc.views[0]!.printArea;
    doc = await pressForChange(page, 'Control+B');
    expect(at(doc).width).toBeGreaterThanOrEqual(area.widthMm - 0.01);
    expect(at(doc).height).toBeGreaterThanOrEqual(area.heightMm - 0.01);
    doc = await pressForChange(page, 'Alt+B');
    expect(at(doc).width).toBeLessThanOrEqual(area.widthMm + 0.01);
    expect(at(doc).height).toBeLessThanOrEqual(area.heightMm + 0.01);
    expect(Math.max(at(doc).width / area.widthMm, at(doc).height / area.heightMm)).toBeCloseTo(1);

    doc = await pressForChange(page, 'Alt+V');
    expect((at(doc) as ImageLayer).flipX).toBe(true);
    doc = await pressForChange(page, 'Alt+N');
    expect((at(doc) as ImageLayer).flipY).toBe(true);

    before = at(doc);
    doc = await pressForChange(page, 'Control+Q');
    expect(at(doc).rotation).toBeCloseTo(before.rotation + 90);
    doc = await pressForChange(page, 'Alt+Q');
    expect(at(doc).rotation).toBeCloseTo(before.rotation + 90.5);
    doc = await pressForChange(page, 'Alt+W');
    expect(at(doc).rotation).toBeCloseTo(before.rotation + 135.5);

    doc = await pressForChange(page, 'Control+Z');
    expect(at(doc).rotation).toBeCloseTo(before.rotation + 90.5);
    doc = await pressForChange(page, 'Control+Y');
    expect(at(doc).rotation).toBeCloseTo(before.rotation + 135.5);

    doc = await pressForChange(page, 'Alt+S');
    expect(at(doc)).toMatchObject({ kind: 'tile', mode: 'basic' });
    doc = await pressForChange(page, 'Alt+C');
    expect((at(doc) as TileLayer).mode).toBe('mirror');

    doc = await pressForChange(page, 'Delete');
    expect(frontLayers(doc).map((layer) => layer.id)).toEqual([text.id]);
    doc = await pressForChange(page, 'Control+Z');
    expect(frontLayers(doc)).toHaveLength(2);

    // The host actions open their screens; the browser's own bindings are kept from them.
    await page.keyboard.press('Control+S');
    await page.getByRole('dialog', { name: '保存设计' }).waitFor();
    await page
      .getByRole('dialog', { name: '保存设计' })
      .getByRole('button', { name: '取消' })
      .click();
    await page.keyboard.press('Control+F1');
    await page.getByRole('dialog', { name: '选择产品' }).getByText(blank.name).first().waitFor();
    await page
      .getByRole('dialog', { name: '选择产品' })
      .getByRole('button', { name: '关闭' })
      .click();
    await page.keyboard.press('Control+F2');
    await page.getByRole('dialog', { name: '主题设计' }).getByText('我的主题样式').waitFor();
    await page
      .getByRole('dialog', { name: '主题设计' })
      .getByRole('button', { name: '关闭' })
      .click();
    await page.keyboard.press('Alt+R');
    const confirm = page.getByRole('dialog', { name: '重新设计' });
    await confirm.waitFor();
    const cleared = designChanges(page);
    await confirm.getByRole('button', { name: '清空设计' }).click();
    await expect.poll(() => designChanges(page)).toBeGreaterThan(await cleared);
    expect(frontLayers(await currentDocument(page))).toHaveLength(0);
    doc = await pressForChange(page, 'Control+Z');
    expect(frontLayers(doc)).toHaveLength(2);

    // Twelve single steps, then eleven undos: only ten come back.
    await imageRow.click();
    const startX = at(await currentDocument(page)).x;
    for (let step = 1; step <= 12; step += 1) await pressForChange(page, 'ArrowRight');
    expect(at(await currentDocument(page)).x).toBeCloseTo(startX + 12);
    for (let undo = 1; undo <= 10; undo += 1) await pressForChange(page, 'Control+Z');
    const undoButton = page.getByRole('button', { name: '撤销', exact: true });
    await expect.poll(() => undoButton.isDisabled()).toBe(true);
    const changesBefore = await designChanges(page);
    await page.keyboard.press('Control+Z');
    expect(await designChanges(page)).toBe(changesBefore);
    expect(at(await currentDocument(page)).x).toBeCloseTo(startX + 2);
    for (let redo = 1; redo <= 10; redo += 1) await pressForChange(page, 'Control+Y');
    expect(at(await currentDocument(page)).x).toBeCloseTo(startX + 12);

    await page.screenshot({ path: screenshotPath('editor-single-design-1280'), fullPage: true });

    // Save: two colours × two sizes, then the print files and mockups come.
    await page.keyboard.press('Control+S');
    const saveDialog = page.getByRole('dialog', { name: '保存设计' });
    await saveDialog.getByLabel('商品名称').fill('编辑器流程 T 恤');
    await saveDialog.getByRole('checkbox', { name: blank.colors[1]!.name }).check();
    for (const size of blank.sizes.slice(2))
      await saveDialog.getByRole('checkbox', { name: size.name, exact: true }).uncheck();
    await saveDialog.getByRole('button', { name: /保存（4 个 SKU）/ }).click();
    const status = page.getByTestId('save-status');
    await expect
      .poll(() => status.getAttribute('data-status'), { timeout: 90_000, interval: 500 })
      .toBe('ready');

    const records = await products.listDesigned(demo, { keyword: '编辑器流程' });
    expect(records.data).toHaveLength(1);
    const saved = await products.getDesigned(demo, records.data[0]!.id);
    expect(saved.skus).toHaveLength(4);
    const savedText = (saved.document as unknown as DesignDocument).views[0]!.layers.find(
      (layer) => layer.kind === 'text',
    );
    expect(savedText).toMatchObject({ content: '你好世界', fontFamily: 'ZCOOL KuaiLe' });
    expect(saved.print_files.length).toBe(blank.views.length);
    for (const file of saved.print_files) {
      expect(file.status).toBe('ready');
      const served = await fetch(file.url.startsWith('http') ? file.url : `${baseUrl}${file.url}`);
      expect(served.headers.get('content-type')).toContain('image/png');
    }
    expect(saved.mockups).toHaveLength(blank.views.length * 2);
    expect(saved.mockups.every((mockup) => mockup.status === 'ready' && mockup.url)).toBe(true);
    await page.screenshot({ path: screenshotPath('editor-save-status-1280') });

    // The save dialog goes on to the cart: one dialog with a quantity per colour × size.
    await page.getByRole('button', { name: '加入购物车' }).click();
    const cartDialog = page.getByRole('dialog', { name: '加入购物车：编辑器流程 T 恤' });
    await cartDialog.getByLabel(`${blank.colors[1]!.name} ${blank.sizes[0]!.name} 数量`).waitFor();
    await expect(page.getByTestId('save-status').count()).resolves.toBe(0);
  }
}
