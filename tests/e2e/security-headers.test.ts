import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { products, uploadFile, type Client } from '@podkit/sdk-core';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { demoClient } from '../support/demo-client.js';
import { waitForEditor } from '../support/editor.js';
import {
  dismissLoginNotices,
  newPage,
  signIn,
  waitForPath,
  waitForStoredToken,
} from '../support/pages.js';

const baseUrl = inject('baseUrl');
let browser: Browser;
let demo: Client;
let blankId: number;
const MATERIAL_NAME = `CSP素材${Date.now().toString(36)}`;

// A 2×1 PNG: the editor draws it from /files on its canvas.
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAIAAAB7QOjdAAAAD0lEQVR4nGP4z8DAwMAAAA0BAf8bBEwAAAAASUVORK5CYII=',
  'base64',
);

beforeAll(async () => {
  browser = await launchChromium();
  demo = await demoClient(baseUrl);
  const list = await products.listBasic(demo, { page_size: 20 });
  blankId = (list.data.find((row) => row.name.includes('T 恤')) ?? list.data[0]!).id;
  await uploadFile(
    demo,
    Object.assign(new Blob([new Uint8Array(tinyPng)], { type: 'image/png' }), {
      name: `${MATERIAL_NAME}.png`,
    }),
    { type: 'material' },
  );
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Everything the page's Content-Security-Policy refused: `securitypolicyviolation` events (in
 * every frame, from before the page's own scripts) and the console errors Chromium writes for them.
 */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('Content Security Policy'))
      fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} refused ${event.blockedURI || '(inline)'}`),
    );
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [],
    )),
  ];
}

describe('the Content-Security-Policy', () => {
  it('refuses nothing the portal does: home, login, workbench, editor, API docs', async () => {
    const page = await newPage(browser);
    const violations = await recordViolations(page);
    const seen: string[] = [];
    const visit = async (where: string) =>
      seen.push(...(await violations()).map((v) => `${where}: ${v}`));
    try {
      await page.goto(`${baseUrl}/home/homePage`);
      await page.waitForLoadState('networkidle');
      await visit('home');

      await page.goto(`${baseUrl}/user/login`);
      await page.locator('input[name="username"]').waitFor();
      await visit('login');
      await signIn(page, 'demo', 'demo123456');
      await waitForPath(page, /^\/views\/main$/);
      await waitForStoredToken(page, baseUrl);
      await dismissLoginNotices(page);
      await page.getByText('你好，demo').waitFor();
      await page.waitForLoadState('networkidle');
      await visit('workbench');

      await page.goto(`${baseUrl}/design/singleDesign?id=${blankId}`);
      await waitForEditor(page);
      // A Chinese text (its font files load) and a picture from the gallery (drawn on the canvas).
      await page.getByRole('tab', { name: '文字' }).click();
      await page.getByLabel('文字内容').fill('内容安全');
      await page.getByRole('button', { name: '添加文字' }).click();
      await page.getByRole('tab', { name: '素材' }).click();
      await page.getByRole('button', { name: '打开素材库' }).click();
      const picker = page.getByRole('dialog', { name: '选择素材' });
      await picker.getByLabel('按名称搜索').fill(MATERIAL_NAME);
      await picker.getByRole('button', { name: '搜索', exact: true }).click();
      await picker.getByRole('option', { name: MATERIAL_NAME }).click();
      await page.waitForLoadState('networkidle');
      await visit('editor');
      await page.screenshot({ path: screenshotPath('csp-editor') });

      await page.goto(`${baseUrl}/req/docs/`);
      await page.locator('.swagger-ui .info').waitFor();
      await visit('api docs');
    } finally {
      await page.context().close();
    }
    expect(seen).toEqual([]);
  });

  it('is the one the server sends: own scripts only, inline styles for antd', async () => {
    const res = await fetch(`${baseUrl}/views/main`);
    const csp = res.headers.get('content-security-policy') ?? '';
    const directives = new Map(
      csp.split(';').map((d) => {
        const [name, ...sources] = d.trim().split(/\s+/);
        return [name, sources.join(' ')] as const;
      }),
    );
    expect(directives.get('script-src')).toBe("'self'");
    expect(directives.get('style-src')).toBe("'self' 'unsafe-inline'");
    expect(directives.get('object-src')).toBe("'none'");
    expect(directives.get('frame-ancestors')?.startsWith("'self'")).toBe(true);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
