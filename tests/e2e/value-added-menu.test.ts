import { auth, user, type MenuEntry } from '@podkit/sdk-core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium } from '../support/browser.js';
import { DEMO, newPage, openInApp, signInAt } from '../support/pages.js';
import { sdkClient } from '../support/resellers.js';

const NOT_FOUND = '抱歉，你访问的页面不存在或仍在开发中';
const baseUrl = inject('baseUrl');
let browser: Browser;
let group: MenuEntry;

beforeAll(async () => {
  browser = await launchChromium();
  const demo = sdkClient(baseUrl);
  await auth.login(demo, DEMO);
  group = (await user.getPermissions(demo)).menus.find((entry) => entry.name === '增值服务')!;
}, 180_000);

afterAll(async () => {
  await browser?.close();
});

describe('增值服务: every entry of the menu', () => {
  it('opens all five entries as working screens, none showing the not-found text', async () => {
    const entries = group.children;
    expect(entries.map((entry) => entry.component).sort()).toEqual(
      [
        'serviceDesign',
        'valueAddedServices',
        'valueAddedServicesDesign',
        'valueAddedServicesGallery',
        'valueAddedServicesHouse',
      ].sort(),
    );
    const page = await newPage(browser, 1280);
    await signInAt(page, baseUrl, DEMO, entries[0]!.http_url);
    const failures: string[] = [];
    for (const entry of entries) {
      await openInApp(page, entry.http_url);
      try {
        await page.getByRole('heading', { level: 2 }).first().waitFor({ timeout: 15_000 });
      } catch {
        failures.push(`${entry.http_url}: no heading`);
      }
      if ((await page.getByText(NOT_FOUND).count()) > 0) failures.push(`${entry.http_url}: 404`);
    }
    expect(failures).toEqual([]);
    await page.context().close();
  }, 180_000);
});
