import type { Browser, BrowserContext, Page } from 'playwright-core';

const LIMIT = 15;
const logs = new WeakMap<Page, string[]>();

/** What a page did lately: its /req calls (with the envelope's refusal) and its errors. */
export function recentActivity(page: Page): string[] {
  return logs.get(page) ?? [];
}

function note(page: Page, line: string) {
  const lines = logs.get(page) ?? [];
  lines.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
  if (lines.length > LIMIT) lines.shift();
  logs.set(page, lines);
}

function watchPage(page: Page) {
  page.on('response', (response) => {
    const request = response.request();
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/req/')) return;
    const call = `${response.status()} ${request.method()} ${url.pathname}${url.search}`;
    if (request.method() === 'GET' && response.status() < 400) {
      note(page, call);
      return;
    }
    response
      .json()
      .then(
        (body: { status_code?: number; msg?: string }) =>
          note(page, `${call} → ${body.status_code ?? '?'} ${body.msg ?? ''}`),
        () => note(page, call),
      )
      .catch(() => {});
  });
  page.on('requestfailed', (request) =>
    note(page, `FAILED ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`),
  );
  page.on('pageerror', (error) => note(page, `pageerror ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') note(page, `console.error ${message.text().slice(0, 300)}`);
  });
}

function watchContext(context: BrowserContext) {
  context.pages().forEach(watchPage);
  context.on('page', watchPage);
}

/** Records every page the browser opens from now on (see recentActivity). */
export function watchBrowser(browser: Browser): void {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const context = await newContext(...args);
    watchContext(context);
    return context;
  };
}
