import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { auth, user, type Client, type MenuEntry } from '@podkit/sdk-core';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { startBuiltServer, type BuiltServer } from '../support/built-server.js';
import { buttonName, newPage, openInApp, signInAsDemo } from '../support/pages.js';
import { sdkClient } from '../support/resellers.js';
import { seededDataDir } from '../support/seeded-data-dir.js';

const NOT_FOUND = '抱歉，你访问的页面不存在或仍在开发中';

let server: BuiltServer;
let browser: Browser;
let demo: Client;
let menus: MenuEntry[];
let publishGroup: MenuEntry;

beforeAll(async () => {
  server = await startBuiltServer({}, { dataDir: await seededDataDir('publish-screens') });
  browser = await launchChromium();
  demo = sdkClient(server.baseUrl);
  await auth.login(demo, { username: 'demo', password: 'demo123456' });
  menus = (await user.getPermissions(demo)).menus;
  publishGroup = menus.find((group) => group.name === '刊登中心')!;
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function shoot(page: Page, name: string, height = 860) {
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: screenshotPath(`${name}-${width}`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height });
}

/**
 * Links of an open menu that cannot be clicked: after scrolling the menu itself to one, its box
 * must lie inside the window and be what a click at its centre hits. The menu is the
 * `.group-links` holding a link to `firstHref` (a closing popover of another group may linger).
 */
function unclickableLinks(page: Page, firstHref: string) {
  return page.evaluate((href) => {
    const menu = [...document.querySelectorAll<HTMLElement>('.group-links')].find(
      (candidate) =>
        candidate.getBoundingClientRect().height > 0 &&
        !candidate.closest('.ant-popover-hidden') &&
        candidate.querySelector(`a[href="${href}"]`),
    );
    if (!menu) return ['(menu not open)'];
    return [...menu.querySelectorAll<HTMLAnchorElement>('a')]
      .filter((link) => {
        link.scrollIntoView({ block: 'nearest', inline: 'nearest' });
        const box = link.getBoundingClientRect();
        const inside =
          box.width > 0 &&
          // Sub-pixel layout may end a box a fraction past the edge.
          box.top >= -1 &&
          box.left >= -1 &&
          box.bottom <= window.innerHeight + 1 &&
          box.right <= window.innerWidth + 1;
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return !inside || !hit || !link.contains(hit);
      })
      .map((link) => link.getAttribute('aria-label') ?? link.textContent ?? '');
  }, firstHref);
}

describe('刊登中心: every screen of the menu', () => {
  it('opens every publishing entry of the menu as its screen, none showing the not-found text', async () => {
    const entries = publishGroup.children.filter((entry) => entry.is_menu === 1);
    // 导入模板, 模板记录, 价格模板 and three screens for each of 16 marketplaces.
    expect(entries).toHaveLength(3 + 16 * 3);
    expect(entries.map((entry) => entry.component)).toEqual(
      expect.arrayContaining([
        'woocommerceLibrary',
        'woocommerceProTemp',
        'woocommerceRelease',
        'amazonLibrary',
        'amazonProTemp',
        'amazonRelease',
      ]),
    );
    const page = await newPage(browser, 1280);
    await signInAsDemo(page, server.baseUrl, entries[0]!.http_url);
    const failures: string[] = [];
    for (const entry of entries) {
      await openInApp(page, entry.http_url);
      const heading = page.getByRole('heading', { level: 2, name: entry.name, exact: true });
      try {
        await heading.waitFor({ timeout: 15_000 });
      } catch {
        failures.push(`${entry.http_url}: no heading「${entry.name}」`);
      }
      if ((await page.getByText(NOT_FOUND).count()) > 0) failures.push(`${entry.http_url}: 404`);
    }
    expect(failures).toEqual([]);
    await page.context().close();
  }, 300_000);

  it('keeps every link of every top-menu popover clickable at 1280×720', async () => {
    const page = await newPage(browser, 1280);
    await page.setViewportSize({ width: 1280, height: 720 });
    await signInAsDemo(page, server.baseUrl);
    const menuBar = page.getByRole('navigation', { name: '工作台菜单' });
    await menuBar.getByRole('button', { name: '刊登中心' }).waitFor();
    const groups = menus.filter((group) => group.is_menu === 1);
    expect(groups.map((group) => group.name)).toContain('刊登中心');
    for (const group of groups) {
      const first = group.children.find((entry) => entry.is_menu === 1)!;
      const button = menuBar.getByRole('button', { name: group.name, exact: true });
      const open = async () => {
        await page.mouse.move(640, 700);
        await button.hover();
      };
      await open();
      await page.locator(`.ant-popover a[href="${first.http_url}"]`).first().waitFor();
      // Polled: while the popover zooms in, antd keeps pointer events off it; and a header that
      // renders again as the workbench finishes loading may close it, so it is opened again.
      await expect
        .poll(
          async () => {
            const unclickable = await unclickableLinks(page, first.http_url);
            if (unclickable[0] === '(menu not open)') await open();
            return unclickable;
          },
          { message: group.name, timeout: 15_000 },
        )
        .toEqual([]);
      if (group.name === '刊登中心')
        await page.screenshot({ path: screenshotPath('publish-popover-1280x720') });
    }
    // The last entry of the menu, Amazon 刊登, is reached from the popover.
    await page.mouse.move(640, 700);
    await menuBar.getByRole('button', { name: '刊登中心' }).hover();
    await page.getByRole('link', { name: 'Amazon 刊登' }).click();
    await page.getByRole('heading', { level: 2, name: 'Amazon 刊登' }).waitFor();
    await page.context().close();
  });

  it('keeps every 刊登中心 link clickable in the phone menu at 375 px', async () => {
    const page = await newPage(browser, 375);
    await page.setViewportSize({ width: 375, height: 720 });
    await signInAsDemo(page, server.baseUrl);
    await page.getByRole('button', { name: '打开菜单' }).click();
    const drawer = page.getByRole('dialog', { name: '菜单' });
    await drawer.getByRole('button', { name: /刊登中心/ }).click();
    await drawer.getByRole('link', { name: 'Shopee 产品模板' }).waitFor();
    await expect.poll(() => unclickableLinks(page, publishGroup.children[0]!.http_url)).toEqual([]);
    await drawer.getByRole('link', { name: 'Temu 托管 刊登' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('publish-menu-drawer-375') });
    await drawer.getByRole('link', { name: 'Temu 托管 刊登' }).click();
    await page.getByRole('heading', { level: 2, name: 'Temu 托管 刊登' }).waitFor();
    // Temu lists a hosted store's goods itself: the screen says so and where the work is instead.
    await page.getByText('Temu 托管店铺的商品由 Temu 上架，不通过 API 刊登').waitFor();
    await page.context().close();
  });

  it('shows empty release screens, the dj notice, and a marketplace’s own template fields', async () => {
    const page = await newPage(browser, 1280);
    await signInAsDemo(page, server.baseUrl, '/publish/shopeeRelease');
    await page.getByRole('heading', { level: 2, name: 'Shopee 刊登' }).waitFor();
    await page.getByText('还没有刊登记录').waitFor();
    // Shopee publishes through its API (publishing-shopee.test.ts): no "not supported" notice.
    expect(await page.getByText('暂不支持通过 API 刊登到 Shopee').count()).toBe(0);
    await shoot(page, 'publish-shopee-release');
    await page.goto(`${server.baseUrl}/publish/shopeeLibrary`);
    await page.getByRole('heading', { level: 2, name: 'Shopee 商品库' }).waitFor();
    await page.getByText('还没有商品').waitFor();
    await shoot(page, 'publish-shopee-library');
    await page.goto(`${server.baseUrl}/publish/djRelease`);
    // A dj release lists the product for the store front's open API (store-dj.test.ts publishes one).
    await page
      .getByText('刊登到 DJ 店铺后，店铺前台通过 PodKit 开放接口读取商品并推送订单')
      .waitFor();
    expect(await page.getByRole('button', { name: '刊登商品' }).isEnabled()).toBe(true);

    await page.goto(`${server.baseUrl}/publish/etsyProTemp`);
    await page.getByRole('button', { name: '新建产品模板' }).click();
    const dialog = page.getByRole('dialog', { name: '新建 Etsy 产品模板' });
    await dialog.getByLabel('模板名称').fill('Etsy 手工');
    await dialog.getByRole('button', { name: buttonName('保存') }).click();
    await dialog.getByText('请填写类目 taxonomy_id').waitFor();
    await dialog.getByRole('textbox', { name: '类目 taxonomy_id' }).fill('482');
    await dialog.getByRole('combobox', { name: '制作者 who_made' }).click();
    await page.locator('.ant-select-item-option', { hasText: 'i_did' }).click();
    await dialog.getByRole('combobox', { name: '制作时间 when_made' }).click();
    await page.locator('.ant-select-item-option', { hasText: 'made_to_order' }).click();
    await dialog.getByRole('textbox', { name: '运费模板 shipping_profile_id' }).fill('777');
    await dialog.getByText('请填写运费模板 shipping_profile_id').waitFor({ state: 'hidden' });
    await dialog.getByRole('textbox', { name: '备货模板 readiness_state_id' }).fill('888');
    await shoot(page, 'publish-etsy-template-dialog');
    await dialog.getByRole('button', { name: buttonName('保存') }).click();
    await page.getByRole('cell', { name: 'Etsy 手工' }).waitFor();
    await page.getByRole('button', { name: '编辑' }).first().click();
    const editing = page.getByRole('dialog', { name: '编辑「Etsy 手工」' });
    expect(
      await editing.getByRole('textbox', { name: '运费模板 shipping_profile_id' }).inputValue(),
    ).toBe('777');
    await editing.getByRole('button', { name: buttonName('取消') }).click();
    await shoot(page, 'publish-etsy-template');
    await page.context().close();
  });

  it('imports templates from a sheet, records the import, and shows them on the template screen', async () => {
    const page = await newPage(browser, 1280);
    await signInAsDemo(page, server.baseUrl, '/publish/intoTemplate');
    await page.getByRole('heading', { level: 2, name: '导入模板' }).waitFor();
    await page.getByRole('combobox', { name: '平台' }).fill('Ozon');
    await page.locator('.ant-select-item-option', { hasText: 'Ozon' }).click();
    const csv = [
      '模板名称,标题模板,类目 description_category_id,商品类型 type_id,标签',
      'Ozon 卫衣,{name} Hoodie,17028922,93228,"hoodie,winter"',
      'Ozon 缺类型,{name},17028922,,',
    ].join('\n');
    await page.locator('input[type=file]').setInputFiles({
      name: 'ozon-templates.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    const result = page.getByTestId('template-import-result');
    await result.getByText('ozon-templates.csv：导入 1 个模板，1 行有错误（未导入）').waitFor();
    await result.getByRole('cell', { name: '请填写商品类型 type_id' }).waitFor();
    expect(await result.getByRole('cell', { name: '3', exact: true }).count()).toBe(1);
    await shoot(page, 'publish-into-template');

    await result.getByRole('link', { name: '查看模板记录' }).click();
    await page.getByRole('heading', { level: 2, name: '模板记录' }).waitFor();
    const row = page.locator('.ant-table-tbody tr', { hasText: 'ozon-templates.csv' });
    await row.getByText('导入').waitFor();
    await row.getByRole('button', { name: '1 / 1' }).click();
    await page.getByRole('cell', { name: '请填写商品类型 type_id' }).waitFor();
    const download = await row
      .getByRole('link', { name: 'ozon-templates.csv' })
      .getAttribute('href');
    const file = await fetch(new URL(download!, server.baseUrl));
    expect(file.status).toBe(200);
    expect(await file.text()).toBe(csv);
    await shoot(page, 'publish-template-record');

    await page.goto(`${server.baseUrl}/publish/ozonProTemp`);
    await page.getByRole('cell', { name: 'Ozon 卫衣' }).waitFor();
    expect(await page.getByRole('cell', { name: 'Ozon 缺类型' }).count()).toBe(0);
    await page.context().close();
  });
});
