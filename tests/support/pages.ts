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

/**
 * Moves the open portal to another of its routes the way its own links do (history and the
 * router's popstate), without loading the page again: a walk over many screens then pays for the
 * bundle and the sign-in once.
 */
export async function openInApp(page: Page, pathAndQuery: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, pathAndQuery);
  await waitForPath(page, pathAndQuery);
}

/** Client-side redirects can land before a navigation listener starts: poll the path instead. */
export async function waitForPath(page: Page, pathAndQuery: string | RegExp) {
  await expect
    .poll(
      () => {
        const url = new URL(page.url());
        return url.pathname + url.search;
      },
      { timeout: 30_000 },
    )
    .toMatch(pathAndQuery);
}

export async function signIn(page: Page, username: string, password: string) {
  await page.locator('input[name="username"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('input[name="password"]').press('Enter');
}

/**
 * Acknowledges the workbench's login notice dialog when the reseller has unacknowledged ones. It asks
 * the server rather than waiting a fixed time: on a busy machine the dialog can open seconds after
 * the page, over whatever the test clicks next.
 */
export async function dismissLoginNotices(page: Page) {
  // The operator console has no login notice dialog.
  if (new URL(page.url()).pathname.startsWith('/admin')) return;
  const pending = await page.evaluate(async () => {
    const stored = localStorage.getItem('access_token');
    if (!stored) return 0;
    const token = (JSON.parse(stored) as { value: string }).value;
    const response = await fetch('/req/distribution/systemNotice/getAlterNotices', {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as { data?: unknown };
    return Array.isArray(body.data) ? body.data.length : 0;
  });
  if (pending === 0) return;
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: '我知道了' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

export interface Account {
  username: string;
  password: string;
}

/**
 * Signs in on the way to `path`. The login form has its own tests (sign-in.test.ts); every other
 * flow starts signed in, as a returning reseller does: the token comes from the API and is stored
 * the way the portal stores it, and the login notices are acknowledged over the API unless the test
 * wants them (then it goes through the form and the workbench's notice dialog).
 */
export async function signInAt(
  page: Page,
  baseUrl: string,
  account: Account,
  path: string,
  options: { keepNotices?: boolean } = {},
) {
  if (options.keepNotices) {
    await signInThroughForm(page, baseUrl, account, path);
    return;
  }
  const token = await apiToken(baseUrl, account.username, account.password);
  await acknowledgeLoginNotices(baseUrl, token);
  await page.context().setStorageState({
    cookies: [],
    origins: [{ origin: baseUrl, localStorage: [storedToken(token)] }],
  });
  await page.goto(`${baseUrl}${path || '/views/main'}`);
  await waitForPath(page, path || /^\/views\/main$/);
}

/** Signs in as the demo reseller, to the workbench or to `redirect`. */
export async function signInAsDemo(
  page: Page,
  baseUrl: string,
  redirect = '',
  options: { keepNotices?: boolean } = {},
) {
  await signInAt(page, baseUrl, DEMO, redirect, options);
}

async function signInThroughForm(page: Page, baseUrl: string, account: Account, path: string) {
  await page.goto(
    path ? `${baseUrl}/user/login?redirect=${encodeURIComponent(path)}` : `${baseUrl}/user/login`,
  );
  await signIn(page, account.username, account.password);
  await waitForPath(page, path || /^\/views\/main$/);
  await waitForStoredToken(page, baseUrl);
}

/** The token as sdk-core's token store keeps it (token-store.ts): the value and when it expires. */
function storedToken(token: string): { name: string; value: string } {
  const weekMs = 604_800_000;
  return {
    name: 'access_token',
    value: JSON.stringify({ value: token, expire: Date.now() + weekMs }),
  };
}

/** What the notice dialog's 我知道了 does, for each login notice the account has not acknowledged. */
async function acknowledgeLoginNotices(baseUrl: string, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const res = await fetch(`${baseUrl}/req/distribution/systemNotice/getAlterNotices`, { headers });
  const body = (await res.json()) as { data?: Array<{ id: number | string }> };
  for (const notice of body.data ?? []) {
    await fetch(`${baseUrl}/req/distribution/systemNotice/${notice.id}/read`, {
      method: 'PUT',
      headers,
    });
  }
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

/**
 * The same browser opened again later, as a returning reseller does: a new context holding the
 * token the page stored. Unlike a URL typed right away into the same context, it does not depend on
 * when Chromium hands the page's localStorage write to other renderer processes.
 */
export async function reopenSignedIn(page: Page, baseUrl: string): Promise<Page> {
  const stored = await page.evaluate(() => localStorage.getItem('access_token'));
  if (!stored) throw new Error('the page holds no token');
  const browser = page.context().browser();
  if (!browser) throw new Error('the page has no browser');
  const viewport = page.viewportSize();
  await page.context().close();
  const context = await browser.newContext({
    viewport,
    locale: 'zh-CN',
    storageState: {
      cookies: [],
      origins: [{ origin: baseUrl, localStorage: [{ name: 'access_token', value: stored }] }],
    },
  });
  return context.newPage();
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

/**
 * A button's accessible name as antd gives it: a space between two Chinese characters ("保 存"),
 * after the names of its icons ("plus", and "loading" while, and in places after, it was loading).
 */
export function buttonName(text: string): RegExp {
  return new RegExp(`^(?:[a-z][a-z-]*\\s*)*${[...text].join('\\s?')}$`);
}
