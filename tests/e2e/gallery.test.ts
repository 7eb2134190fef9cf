import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  auth,
  createClient,
  createMemoryNotifier,
  createMemoryStorage,
  createTokenStore,
  materials,
  uploadFile,
  type Client,
  type MaterialCategoryNode,
} from '@podkit/sdk-core';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { apiToken, newPage, signInAsDemo, waitForImages, waitForPath } from '../support/pages.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let demo: Client;

/** Empties the demo reseller's gallery, so the flow below starts from what a new reseller sees. */
async function emptyDemoGallery() {
  for (;;) {
    const page = await materials.list(demo, { page: 1, page_size: 100 });
    if (page.data.length === 0) break;
    await materials.deleteMany(demo, { ids: page.data.map((row) => row.id) });
  }
  const top = await materials.listCategories(demo);
  const all = (nodes: MaterialCategoryNode[]): number[] =>
    nodes.flatMap((node) => [node.id, ...all(node.children)]);
  for (const id of all(top).reverse()) await materials.deleteCategory(demo, id);
  for (const tag of await materials.listTags(demo)) await materials.deleteTag(demo, tag.id);
}

beforeAll(async () => {
  browser = await launchChromium();
  demo = createClient({
    baseURL: `${baseUrl}/req`,
    tokenStore: createTokenStore({ storage: createMemoryStorage() }),
    notifier: createMemoryNotifier(),
    reload: () => {},
  });
  await auth.login(demo, { username: 'demo', password: 'demo123456' });
  await emptyDemoGallery();
});
afterAll(async () => {
  await browser?.close();
});

type Pattern = 'stripes' | 'rings' | 'checker';

/** A picture drawn by the page itself (nothing is downloaded), as PNG or JPEG bytes. */
async function drawPicture(page: Page, pattern: Pattern, size: number, type = 'image/png') {
  const base64 = await page.evaluate(
    ({ pattern, size, type }) => {
      const canvas = document.createElement('canvas');
      canvas.width = size;
      canvas.height = size;
      const g = canvas.getContext('2d')!;
      const unit = size / 8;
      g.fillStyle = '#ffffff';
      g.fillRect(0, 0, size, size);
      if (pattern === 'stripes') {
        g.fillStyle = '#1d4ed8';
        for (let i = 0; i < 8; i += 2) g.fillRect(i * unit, 0, unit, size);
      } else if (pattern === 'rings') {
        for (let r = 4; r > 0; r--) {
          g.fillStyle = r % 2 ? '#dc2626' : '#fde68a';
          g.beginPath();
          g.arc(size / 2, size / 2, r * unit, 0, Math.PI * 2);
          g.fill();
        }
      } else {
        g.fillStyle = '#111827';
        for (let y = 0; y < 8; y++)
          for (let x = 0; x < 8; x++) if ((x + y) % 2) g.fillRect(x * unit, y * unit, unit, unit);
      }
      // Noise keeps the files large enough for progress to be seen on a throttled link.
      const pixels = g.getImageData(0, 0, size, size);
      for (let i = 0; i < pixels.data.length; i += 4) {
        const n = (Math.random() - 0.5) * 24;
        for (let c = 0; c < 3; c++)
          pixels.data[i + c] = Math.max(0, Math.min(255, pixels.data[i + c]! + n));
      }
      g.putImageData(pixels, 0, 0);
      return canvas.toDataURL(type, 0.85).split(',')[1]!;
    },
    { pattern, size, type },
  );
  return Buffer.from(base64, 'base64');
}

/** The path of a workbench screen, from the server menu the reseller gets. */
async function screenPath(component: string): Promise<string> {
  const token = await apiToken(baseUrl, 'demo', 'demo123456');
  const res = await fetch(`${baseUrl}/req/distribution/user/getPermissions`, {
    headers: { authorization: `Bearer ${token}` },
  });
  type Entry = { component: string; http_url: string; children?: Entry[] };
  const { data } = (await res.json()) as { data: { menus: Entry[] } };
  const find = (entries: Entry[]): Entry | undefined =>
    entries.map((e) => (e.component === component ? e : find(e.children ?? []))).find(Boolean);
  const entry = find(data.menus);
  if (!entry) throw new Error(`${component} is not in the menu`);
  return entry.http_url;
}

function gallery(page: Page) {
  const root = page.getByTestId('my-gallery');
  const grid = root.getByRole('listbox', { name: '素材列表' });
  return {
    root,
    grid,
    bulk: root.getByRole('toolbar', { name: '批量操作' }),
    cards: grid.getByRole('option'),
    card: (name: string) => grid.getByRole('option', { name, exact: true }),
    dialog: (name: string) => root.getByRole('dialog', { name }),
    categoryNames: () =>
      root.getByRole('navigation', { name: '素材分类' }).locator('.pk-cat-name').allTextContents(),
  };
}

async function cardNames(cards: Locator) {
  return cards.evaluateAll((elements) => elements.map((e) => e.getAttribute('aria-label')));
}

async function cardIds(cards: Locator) {
  return cards.evaluateAll((elements) => elements.map((e) => Number(e.getAttribute('data-id'))));
}

describe('myGallery', () => {
  it('uploads, tags, sorts categories, renames, finds by image and deletes', async () => {
    const page = await newPage(browser);
    const path = await screenPath('myGallery');
    expect(path).toBe('/material/myGallery');
    await signInAsDemo(page, baseUrl, path);
    await waitForPath(page, path);
    const g = gallery(page);
    await g.root.getByText(/还没有素材/).waitFor();

    // Upload three pictures at once, on a slow link so each file's progress shows.
    const pictures = {
      条纹: await drawPicture(page, 'stripes', 512),
      圆环: await drawPicture(page, 'rings', 512),
      棋盘: await drawPicture(page, 'checker', 512),
    };
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 400 * 1024,
    });
    const chooser = page.waitForEvent('filechooser');
    await g.root.getByRole('button', { name: '上传素材' }).click();
    await (
      await chooser
    ).setFiles(
      Object.entries(pictures).map(([name, buffer]) => ({
        name: `${name}.png`,
        mimeType: 'image/png',
        buffer,
      })),
    );
    const bars = g.root.getByRole('progressbar');
    await expect.poll(() => bars.count()).toBe(3);
    const seen = new Set<string>();
    await expect
      .poll(
        async () => {
          for (const value of await bars.evaluateAll((all) =>
            all.map((bar) => bar.getAttribute('aria-valuenow') ?? ''),
          ))
            seen.add(value);
          return [...seen].some((value) => Number(value) > 0 && Number(value) < 100);
        },
        { timeout: 30_000, interval: 50 },
      )
      .toBe(true);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    for (const name of Object.keys(pictures)) {
      await expect
        .poll(
          () =>
            g.root
              .getByRole('progressbar', { name: `${name}.png 上传进度` })
              .getAttribute('aria-valuenow'),
          {
            timeout: 30_000,
          },
        )
        .toBe('100');
    }
    await expect.poll(() => g.cards.count()).toBe(3);
    expect((await cardNames(g.cards)).sort()).toEqual(Object.keys(pictures).sort());
    const idOf = Object.fromEntries(
      await Promise.all(
        Object.keys(pictures).map(async (name) => [
          name,
          Number(await g.card(name).getAttribute('data-id')),
        ]),
      ),
    ) as Record<keyof typeof pictures, number>;

    // Tag two of them with a new tag, then filter by its chip.
    await g.card('条纹').click();
    await g.card('圆环').click({ modifiers: ['ControlOrMeta'] });
    await g.root.getByText('已选 2 项').waitFor();
    await g.bulk.getByRole('button', { name: '设置标签' }).click();
    const tagDialog = g.dialog('设置标签（2 项）');
    await tagDialog.getByPlaceholder('新标签名称').fill('节日');
    await tagDialog.getByRole('button', { name: '新建标签' }).click();
    await expect
      .poll(() => tagDialog.getByRole('checkbox', { name: '节日' }).isChecked())
      .toBe(true);
    await tagDialog.getByRole('button', { name: '保存标签' }).click();
    await tagDialog.waitFor({ state: 'hidden' });
    await expect.poll(() => g.card('条纹').locator('.pk-tag').allTextContents()).toEqual(['节日']);
    await g.root
      .getByRole('group', { name: '按标签筛选' })
      .getByRole('button', { name: '节日' })
      .click();
    await expect
      .poll(async () => (await cardNames(g.cards)).sort())
      .toEqual(['圆环', '条纹'].sort());
    await g.root.getByRole('button', { name: '全部标签' }).click();
    await expect.poll(() => g.cards.count()).toBe(3);

    // A category tree: two top-level categories and a child, then reorder the top level.
    const addCategory = async (opener: Locator, title: string, name: string) => {
      await opener.click();
      const dialog = g.dialog(title);
      await dialog.getByLabel('分类名称').fill(name);
      await dialog.getByLabel('分类名称').press('Enter');
      await dialog.waitFor({ state: 'hidden' });
      await g.root.getByRole('button', { name, exact: true }).waitFor();
    };
    await addCategory(g.root.getByRole('button', { name: '新建分类' }), '新建分类', '动物');
    await addCategory(g.root.getByRole('button', { name: '新建分类' }), '新建分类', '风景');
    await addCategory(
      g.root.getByRole('button', { name: '在 动物 下新建子分类' }),
      '新建子分类',
      '猫',
    );
    expect(await g.categoryNames()).toEqual(['全部素材', '未分类', '动物', '猫', '风景']);
    await g.root.getByRole('button', { name: '上移 风景' }).click();
    await expect
      .poll(() => g.categoryNames())
      .toEqual(['全部素材', '未分类', '风景', '动物', '猫']);
    // Drag and drop puts 动物 back in front of 风景.
    const rowOf = (name: string) =>
      g.root.locator('.pk-cat-row', { has: page.getByRole('button', { name, exact: true }) });
    await rowOf('动物')
      .first()
      .dragTo(rowOf('风景'), { targetPosition: { x: 20, y: 3 } });
    await expect
      .poll(() => g.categoryNames())
      .toEqual(['全部素材', '未分类', '动物', '猫', '风景']);
    await g.root.getByRole('button', { name: '下移 动物' }).click();
    await expect
      .poll(() => g.categoryNames())
      .toEqual(['全部素材', '未分类', '风景', '动物', '猫']);
    // The order was saved: it survives a reload.
    await page.reload();
    await expect
      .poll(() => g.categoryNames())
      .toEqual(['全部素材', '未分类', '风景', '动物', '猫']);
    await expect.poll(() => g.cards.count()).toBe(3);

    // Bulk rename all three (Ctrl+A in the grid): prefix + number in grid order.
    await g.cards.first().click();
    await g.cards.first().press('ControlOrMeta+a');
    await g.root.getByText('已选 3 项').waitFor();
    const order = await cardIds(g.cards);
    await g.bulk.getByRole('button', { name: '重命名' }).click();
    const renameDialog = g.dialog('批量重命名（3 项）');
    await renameDialog.getByLabel('名称前缀').fill('夏季-');
    await renameDialog.getByText('预览：夏季-1、夏季-2、夏季-3').waitFor();
    await renameDialog.getByRole('button', { name: '重命名' }).click();
    await renameDialog.waitFor({ state: 'hidden' });
    await expect.poll(() => cardNames(g.cards)).toEqual(['夏季-1', '夏季-2', '夏季-3']);
    expect(await cardIds(g.cards)).toEqual(order);
    const nameOf = (id: number) => `夏季-${order.indexOf(id) + 1}`;

    // Search by image with a smaller JPEG copy of the rings: they come first, with the distance.
    await g.root.getByRole('button', { name: '以图搜图' }).click();
    const searchDialog = g.dialog('以图搜图');
    const searchChooser = page.waitForEvent('filechooser');
    await searchDialog.getByRole('button', { name: '选择图片' }).click();
    await (
      await searchChooser
    ).setFiles({
      name: '查找.jpg',
      mimeType: 'image/jpeg',
      buffer: await drawPicture(page, 'rings', 200, 'image/jpeg'),
    });
    const matches = searchDialog.getByRole('list', { name: '相似素材' }).getByRole('listitem');
    await matches.first().waitFor();
    const first = (await matches.first().textContent()) ?? '';
    expect(first).toContain(nameOf(idOf['圆环']));
    expect(first).toMatch(/差异值 \d+/);
    await page.screenshot({ path: screenshotPath('gallery-image-search-1280') });
    await searchDialog.press('Escape');
    await searchDialog.waitFor({ state: 'hidden' });

    await waitForImages(page);
    await page.screenshot({ path: screenshotPath('gallery-1280'), fullPage: true });

    // Delete one with the Delete key, after confirming.
    const doomed = nameOf(idOf['棋盘']);
    await g.card(doomed).click();
    await g.card(doomed).press('Delete');
    const confirm = g.dialog('删除素材');
    await confirm.getByText('确定删除选中的 1 个素材吗？删除后不能恢复。').waitFor();
    await confirm.getByRole('button', { name: '删除' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => g.cards.count()).toBe(2);
    expect(await cardNames(g.cards)).not.toContain(doomed);
    await g.root.getByText('共 2 条').waitFor();

    await page.setViewportSize({ width: 375, height: 812 });
    await waitForImages(page);
    await page.screenshot({ path: screenshotPath('gallery-375'), fullPage: true });
    await page.context().close();
  });

  it('refuses a file outside the extension list before sending it', async () => {
    const page = await newPage(browser);
    await signInAsDemo(page, baseUrl, '/material/myGallery');
    const g = gallery(page);
    await g.root.getByRole('button', { name: '上传素材' }).waitFor();
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('upload'))
        uploads.push(request.url());
    });
    const chooser = page.waitForEvent('filechooser');
    await g.root.getByRole('button', { name: '上传素材' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'setup.exe',
      mimeType: 'application/octet-stream',
      buffer: Buffer.from('MZ'),
    });
    await g.root
      .getByText('未上传：不支持 .exe 文件，仅支持 png、jpg、jpeg、bmp、gif、webp、psd、svg、tiff')
      .waitFor();
    expect(uploads).toEqual([]);
    await page.context().close();
  });
});

// A 2×1 PNG (one red, one green pixel).
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGP4z8DAwMAAAA0BAf8bBEwAAAAASUVORK5CYII=',
  'base64',
);

describe('openGallery', () => {
  it('shows what a reseller shared, read-only, with a download link', async () => {
    const shared = `分享图${Date.now()}`;
    await uploadFile(
      demo,
      Object.assign(new Blob([new Uint8Array(tinyPng)], { type: 'image/png' }), {
        name: `${shared}.png`,
      }),
      { type: 'material' },
    );
    const page = await newPage(browser);
    await signInAsDemo(page, baseUrl, '/material/myGallery');
    const g = gallery(page);
    await g.root.getByRole('searchbox', { name: '按名称搜索' }).fill(shared);
    await g.root.getByRole('searchbox', { name: '按名称搜索' }).press('Enter');
    await expect.poll(() => cardNames(g.cards)).toEqual([shared]);
    await g.card(shared).click();
    await g.bulk.getByRole('button', { name: '分享' }).click();
    const dialog = g.dialog('分享素材');
    await dialog.getByRole('button', { name: '分享' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await g.card(shared).getByText('已分享').waitFor();

    const path = await screenPath('openGallery');
    await page.goto(`${baseUrl}${path}`);
    const open = page.getByTestId('open-gallery');
    const item = open.getByRole('option', { name: shared, exact: true });
    await item.waitFor();
    expect(await item.getByRole('link', { name: '下载原图' }).getAttribute('href')).toMatch(
      /\/files\//,
    );
    expect(await open.getByRole('button', { name: '上传素材' }).count()).toBe(0);
    expect(await open.getByRole('navigation', { name: '素材分类' }).count()).toBe(0);
    await page.context().close();
  });
});
