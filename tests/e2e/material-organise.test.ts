import {
  auth,
  materials,
  uploadFile,
  type Client,
  type MaterialUploadResult,
} from '@podkit/sdk-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { artPng, namedBlob } from '../support/designs.js';
import { newPage, signInAt, buttonName } from '../support/pages.js';
import { registerReseller, sdkClient } from '../support/resellers.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let reseller: Awaited<ReturnType<typeof registerReseller>>;
let pictures: number[];

beforeAll(async () => {
  browser = await launchChromium();
  const operator = sdkClient(baseUrl);
  await auth.login(operator, { username: 'operator', password: 'operator123456' });
  reseller = await registerReseller(baseUrl, operator, 'tidy');
  pictures = [];
  for (const name of ['海浪.png', '椰树.png', '墨镜.png']) {
    const stored = (await uploadFile(reseller.client, namedBlob(artPng(), name, 'image/png'), {
      type: 'material',
    })) as MaterialUploadResult;
    pictures.push(stored.material_id);
  }
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

// antd spaces two-character labels ('保 存'); a button that was loading keeps the icon in its name.

async function tagCounts(client: Client) {
  const tags = await materials.listTags(client);
  return Object.fromEntries(tags.map((tag) => [tag.name, tag.material_count]));
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 860 });
    await page.screenshot({ path: screenshotPath(`${name}-${width}`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 860 });
}

describe('标签管理 and 分类管理', () => {
  it('merges one tag into another, renames and deletes tags, each with its material count', async () => {
    const summer = await materials.createTag(reseller.client, { name: '夏季' });
    const hot = await materials.createTag(reseller.client, { name: '夏天' });
    await materials.setTags(reseller.client, { ids: pictures.slice(0, 2), tag_ids: [hot.id] });
    await materials.setTags(reseller.client, { ids: [pictures[2]!], tag_ids: [summer.id] });

    const page = await newPage(browser);
    await signInAt(page, baseUrl, reseller, '/material/definitionTags');
    await page.getByRole('heading', { name: '标签管理', level: 2 }).waitFor();
    const row = (name: string) => page.getByRole('row').filter({ hasText: name });
    await expect.poll(() => row('夏天').innerText()).toContain('2');

    await row('夏天')
      .getByRole('button', { name: buttonName('合并') })
      .click();
    const merge = page.getByRole('dialog', { name: '合并标签「夏天」' });
    await merge.getByText('「夏天」的 2 个素材将加上所选标签').waitFor();
    await merge.getByRole('combobox').click();
    await page.locator('.ant-select-item-option', { hasText: '夏季（1）' }).click();
    await merge.getByRole('button', { name: buttonName('合并') }).click();
    await page.getByText('已合并到「夏季」').waitFor();
    await expect.poll(() => tagCounts(reseller.client)).toEqual({ 夏季: 3 });
    await expect.poll(() => row('夏季').innerText()).toContain('3');

    await row('夏季').getByRole('button', { name: '重命名' }).click();
    const rename = page.getByRole('dialog', { name: '重命名标签' });
    await rename.getByLabel('标签名称').fill('夏日');
    await rename.getByRole('button', { name: buttonName('保存') }).click();
    await row('夏日').waitFor();

    await page.getByRole('button', { name: '新建标签' }).click();
    const create = page.getByRole('dialog', { name: '新建标签' });
    await create.getByLabel('标签名称').fill('夏日');
    await create.getByRole('button', { name: buttonName('保存') }).click();
    await page.getByText('标签「夏日」已存在').waitFor();
    await create.getByLabel('标签名称').fill('复古');
    await create.getByRole('button', { name: buttonName('保存') }).click();
    await row('复古').waitFor();
    await expect.poll(() => tagCounts(reseller.client)).toEqual({ 夏日: 3, 复古: 0 });
    await shoot(page, 'definition-tags');

    await row('复古')
      .getByRole('button', { name: buttonName('删除') })
      .click();
    await page.getByText('0 个素材将去掉这个标签，素材本身保留。').waitFor();
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: buttonName('删除') })
      .click();
    await expect.poll(() => tagCounts(reseller.client)).toEqual({ 夏日: 3 });
    await page.context().close();
  });

  it('adds a sub-category, merges a category into another and drags one to the top level', async () => {
    const clothes = await materials.createCategory(reseller.client, { name: '服装' });
    const tops = await materials.createCategory(reseller.client, {
      name: '上衣',
      parent_id: clothes.id,
    });
    const extras = await materials.createCategory(reseller.client, { name: '配件' });
    await materials.setCategories(reseller.client, { ids: pictures, category_ids: [tops.id] });

    const page = await newPage(browser);
    await signInAt(page, baseUrl, reseller, '/material/myClass');
    await page.getByRole('heading', { name: '分类管理', level: 2 }).waitFor();
    const tree = page.locator('.materials-tree');
    await tree.getByText('上衣').waitFor();

    await tree.getByText('配件').click();
    await page.getByText('已选：配件（0 个素材）').waitFor();
    await page.getByRole('button', { name: '添加下级分类' }).click();
    const create = page.getByRole('dialog', { name: '在「配件」下新建分类' });
    await create.getByLabel('分类名称').fill('包袋');
    await create.getByRole('button', { name: buttonName('保存') }).click();
    await tree.getByText('包袋').waitFor();

    await tree.getByText('上衣').click();
    await page.getByRole('button', { name: buttonName('合并') }).click();
    const merge = page.getByRole('dialog', { name: '合并分类「上衣」' });
    await merge.getByRole('combobox').click();
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: /^配件$/ })
      .click();
    await merge.getByRole('button', { name: buttonName('合并') }).click();
    await page.getByText('分类已合并').waitFor();
    const shape = async () =>
      (await materials.listCategories(reseller.client)).map((node) => [
        node.name,
        node.material_count,
        node.children.map((child) => child.name),
      ]);
    await expect.poll(shape).toEqual([
      ['服装', 0, []],
      ['配件', 3, ['包袋']],
    ]);
    await tree.getByText('配件').locator('xpath=..').getByText('3').waitFor();

    // Dragging 包袋 onto the gap above 服装 makes it the first top-level category.
    await tree.getByText('包袋').dragTo(tree.getByText('服装'), { targetPosition: { x: 4, y: 1 } });
    await expect.poll(shape).toEqual([
      ['包袋', 0, []],
      ['服装', 0, []],
      ['配件', 3, []],
    ]);
    expect(extras.id).toBeGreaterThan(clothes.id);
    await shoot(page, 'my-class');
    await page.context().close();
  });
});
