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

/** Signs in from the login page and, unless asked not to, closes the login notice dialog. */
export async function signInAsDemo(
  page: Page,
  baseUrl: string,
  redirect = '',
  options: { keepNotices?: boolean } = {},
) {
  await page.goto(
    `${baseUrl}/user/login${redirect ? `?redirect=${encodeURIComponent(redirect)}` : ''}`,
  );
  await signIn(page, 'demo', 'demo123456');
  await waitForPath(page, redirect ? redirect : /^\/views\/main$/);
  if (!options.keepNotices) await dismissLoginNotices(page);
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
