import type { MenuEntry } from '@podkit/sdk-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/browser.js';
import { apiToken, DEMO, newPage, signInAsDemo } from '../support/pages.js';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const NOT_FOUND = '抱歉，你访问的页面不存在或仍在开发中';
const FORBIDDEN = '抱歉，你无权访问该页面';
/** Issue 15's screens outside 账户设置 that the sweep covers too. */
const ALSO = new Set(['vipLevel', 'payGroupLevel', 'definitionTags', 'myClass']);

const flat = (entries: MenuEntry[]): MenuEntry[] =>
  entries.flatMap((entry) => [entry, ...flat(entry.children ?? [])]);

describe('menu sweep of issue 15 (账户设置, 会员等级, 标签管理, 分类管理)', () => {
  it('opens every screen the menu offers there, none of them the not-found page', async () => {
    const token = await apiToken(baseUrl, DEMO.username, DEMO.password);
    const res = await fetch(`${baseUrl}/req/distribution/user/getPermissions`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { menus } = ((await res.json()) as { data: { menus: MenuEntry[] } }).data;
    const settings = menus.find((group) => group.name === '账户设置');
    expect(settings, '账户设置 menu group').toBeDefined();
    const screens = [
      ...flat(settings!.children ?? []),
      ...flat(menus).filter((entry) => ALSO.has(entry.component)),
      // What the menu shows (screens reached from another, like 购买会员等级, have their own tests).
    ].filter((entry) => entry.is_menu === 1 && entry.http_url && entry.component);
    const unique = [...new Map(screens.map((s) => [s.http_url, s])).values()];
    expect(unique.map((s) => s.component)).toEqual(
      expect.arrayContaining(['acSecurity', 'createRole', 'vipLevel', 'definitionTags', 'myClass']),
    );

    const page = await newPage(browser);
    await signInAsDemo(page, baseUrl);
    const broken: string[] = [];
    for (const screen of unique) {
      await page.goto(`${baseUrl}${screen.http_url}`);
      await page.locator('.workbench-header').waitFor();
      // A screen's title, or an error page's result.
      const opened = await page
        .locator('h2, .ant-result-subtitle')
        .first()
        .waitFor({ timeout: 15_000 })
        .then(
          () => true,
          () => false,
        );
      if (!opened) broken.push(`${screen.name}（${screen.http_url}）：没有打开`);
      for (const text of [NOT_FOUND, FORBIDDEN])
        if ((await page.getByText(text).count()) > 0)
          broken.push(`${screen.name}（${screen.http_url}）：${text}`);
    }
    expect(broken).toEqual([]);
    await page.context().close();
  }, 180_000);
});
