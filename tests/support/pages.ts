import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';

/** A page in a fresh context; `timezoneId` sets the browser's own zone (the machine's by default). */
export async function newPage(
  browser: Browser,
  width = 1280,
  options: { timezoneId?: string } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width, height: 860 },
    locale: 'zh-CN',
    ...options,
  });
  return context.newPage();
}

/** Client-side redirects can land before a navigation listener starts: poll the path instead. */
export async function waitForPath(page: Page, pathAndQuery: string | RegExp) {
  await expect
    .poll(
      () => {
        const url = new URL(page.url());
        return url.pathname + url.search;
      },
      { timeout: 15_000 },
    )
    .toMatch(pathAndQuery);
}

export async function signIn(page: Page, username: string, password: string) {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="password"]').press('Enter');
}

/** Acknowledges the login notice dialog when it opens (it covers the page until then). */
export async function dismissLoginNotices(page: Page) {
  try {
    await page.getByRole('button', { name: '我知道了' }).click({ timeout: 2500 });
  } catch {
    // No unacknowledged login notice.
  }
}

export interface Account {
  username: string;
  password: string;
}

/**
 * Signs in from the login page on its way to `path`, waits until the token is saved for the whole
 * browser, and, unless asked not to, closes the login notice dialog.
 */
export async function signInAt(
  page: Page,
  baseUrl: string,
  account: Account,
  path: string,
  options: { keepNotices?: boolean } = {},
) {
  await page.goto(`${baseUrl}/user/login?redirect=${encodeURIComponent(path)}`);
  await signIn(page, account.username, account.password);
  await waitForPath(page, path);
  await waitForStoredToken(page, baseUrl);
  if (!options.keepNotices) await dismissLoginNotices(page);
}

/** Signs in as the demo reseller, to the workbench or to `redirect`. */
export async function signInAsDemo(
  page: Page,
  baseUrl: string,
  redirect = '',
  options: { keepNotices?: boolean } = {},
) {
  if (redirect) {
    await signInAt(page, baseUrl, DEMO, redirect, options);
    return;
  }
  await page.goto(`${baseUrl}/user/login`);
  await signIn(page, DEMO.username, DEMO.password);
  await waitForPath(page, /^\/views\/main$/);
  await waitForStoredToken(page, baseUrl);
  if (!options.keepNotices) await dismissLoginNotices(page);
}

export const DEMO: Account = { username: 'demo', password: 'demo123456' };
export const OPERATOR: Account = { username: 'operator', password: 'operator123456' };

/**
 * Chromium hands a page's localStorage writes to the rest of the browser a moment later (longer
 * while the page is busy), and a typed URL may open in a new renderer process that does not see
 * them yet. Before a test types the next URL, wait until another page of the browser sees the token.
 */
export async function waitForStoredToken(page: Page, baseUrl: string) {
  await expect.poll(() => tokenSeenByAnotherPage(page, baseUrl)).toBe(true);
}

async function tokenSeenByAnotherPage(page: Page, baseUrl: string): Promise<boolean> {
  const other = await page.context().newPage();
  try {
    await other.goto(`${baseUrl}/req/health`);
    return await other.evaluate(() => localStorage.getItem('access_token') !== null);
  } finally {
    await other.close();
  }
}

/** Signs in over the API and returns the bearer token. */
export async function apiToken(
  baseUrl: string,
  username: string,
  password: string,
): Promise<string> {
  const res = await fetch(`${baseUrl}/req/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await res.json()) as { data: { token: string } };
  return body.data.token;
}

/** Waits until every image on the page has loaded (before a screenshot). */
export async function waitForImages(page: Page) {
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
}
