import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { screenshotPath } from './browser.js';
import { buttonName, newPage, OPERATOR, signInAt } from './pages.js';

/** Full-page screenshots at 1280 px and 375 px, the viewport back at 1280 px after. */
export async function shootBothWidths(page: Page, name: string) {
  await page.screenshot({ path: screenshotPath(`${name}-1280`), fullPage: true });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: screenshotPath(`${name}-375`), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 860 });
}

/**
 * The operator enables a store platform in 站点设置 → 店铺平台 with the site's own app (`fields`:
 * label → value), and the card is photographed as `shot`. A flow's retry finds the platform
 * enabled by its first attempt and leaves it so.
 */
export async function enablePlatformInConsole(
  browser: Browser,
  baseUrl: string,
  name: string,
  fields: Record<string, string>,
  shot: string,
) {
  const page = await newPage(browser, 1280);
  await signInAt(page, baseUrl, OPERATOR, '/admin/site');
  const card = page.locator('.store-platforms-card');
  const row = card.locator('tr', { has: page.getByRole('cell', { name, exact: true }) });
  await row
    .getByText(/未开通|已开通/)
    .first()
    .waitFor();
  if (await row.getByText('未开通').isVisible()) {
    await row.getByRole('button', { name: buttonName('设置') }).click();
    const dialog = page.getByRole('dialog', { name: `${name} 店铺授权设置` });
    await dialog.getByRole('switch').click();
    for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
    await dialog.getByRole('button', { name: buttonName('保存') }).click();
  }
  await row.getByText('已开通').waitFor();
  expect(await row.innerText()).toContain('本站应用');
  await card.scrollIntoViewIfNeeded();
  await shootBothWidths(page, shot);
  await page.context().close();
}

/**
 * 授权 <label> 店铺 on the store screen, the dialog's fields filled (label → value), then
 * 前往授权 once the dialog's form has mounted (a loaded CI machine clicked it before, and nothing
 * was sent: the button submits the form), answering when the page has left for the platform.
 */
export async function leaveToAuthorize(
  page: Page,
  label: string,
  fields: Record<string, string> = {},
) {
  await page.getByRole('button', { name: buttonName(`授权 ${label} 店铺`) }).click();
  // Its title names the platform in full (TikTok → TikTok Shop).
  const dialog = page.getByRole('dialog', { name: new RegExp(`^授权 ${label}`) });
  await dialog.getByLabel('店铺名称（选填）').waitFor();
  for (const [field, value] of Object.entries(fields)) await dialog.getByLabel(field).fill(value);
  await Promise.all([
    page.waitForEvent('framenavigated', { timeout: 30_000 }),
    dialog.getByRole('button', { name: buttonName('前往授权') }).click(),
  ]);
}
