import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BasicProduct, BasicProductSummary, Paginator } from '@podkit/sdk-core';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { bundleForBrowser } from '../support/bundle.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const baseUrl = inject('baseUrl');
let browser: Browser;
let mug: BasicProduct;

async function blank(code: string): Promise<BasicProduct> {
  const list = (await (
    await fetch(`${baseUrl}/req/frontend/basicProduct?keyword=${code}`)
  ).json()) as { data: Paginator<BasicProductSummary> };
  const id = list.data.data.find((row) => row.code === code)!.id;
  return (
    (await (await fetch(`${baseUrl}/req/frontend/basicProduct/${id}`)).json()) as {
      data: BasicProduct;
    }
  ).data;
}

beforeAll(async () => {
  browser = await launchChromium();
  mug = await blank('MUG-001');
});
afterAll(async () => {
  await browser?.close();
});

/** Opens the previews page on the server's origin (its pictures stay readable on a canvas). */
async function openPreviews(
  preact: boolean,
  width: number,
  options: { fakeClock?: boolean } = {},
): Promise<Page> {
  const script = await bundleForBrowser(path.resolve(here, '../support/golden/previews.page.tsx'), {
    preact,
  });
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.route(`${baseUrl}/__previews`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body:
        '<!doctype html><html><head><meta charset="utf-8"></head>' +
        '<body style="margin:0;padding:12px;font-family:sans-serif"><div id="previews"></div>' +
        `<script>${script.replace(/<\/script/g, '<\\/script')}</script></body></html>`,
    }),
  );
  if (options.fakeClock) await page.clock.install();
  await page.goto(`${baseUrl}/__previews`);
  return page;
}

async function waitForPass(page: Page, pass: number) {
  await page.waitForSelector(`[data-testid="mockup-previews"][data-drawn="${pass}"]`);
}

/** RGB of a tile's canvas at a point of the 1000 px picture canvas. */
function pixelAt(page: Page, tile: string, x: number, y: number) {
  return page.evaluate(
    ([key, px, py]) => {
      const canvas = document.querySelector<HTMLCanvasElement>(`[data-preview="${key}"] canvas`)!;
      const scale = canvas.width / 1000;
      const data = canvas
        .getContext('2d')!
        .getImageData(Math.round(px * scale), Math.round(py * scale), 1, 1).data;
      return [data[0]!, data[1]!, data[2]!];
    },
    [tile, x, y] as const,
  );
}

const isRed = ([r, g, b]: number[]) => r! > 150 && g! < 90 && b! < 90;

describe.each([
  ['React', false],
  ['Preact', true],
])('mockup previews under %s', (_name, preact) => {
  it('draws every view × colour bent on the mug, redraws after a change, and opens large and 3D', async () => {
    const colorIds = mug.colors.slice(0, 2).map((c) => c.id);
    const page = await openPreviews(preact, 1280);
    await page.evaluate(
      ([b, ids]) =>
        (
          window as unknown as { previews: { start(b: unknown, ids: number[]): void } }
        ).previews.start(b, ids),
      [mug, colorIds] as const,
    );
    await waitForPass(page, 1);
    const view = mug.views[0]!;
    const tiles = await page
      .locator('[data-preview]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-preview')));
    expect(tiles).toEqual([
      `${view.view_id}:${colorIds[0]}`,
      `${view.view_id}:${colorIds[1]}`,
      `3d:${colorIds[0]}`,
      `3d:${colorIds[1]}`,
    ]);
    expect(await page.locator('[data-preview] div').allTextContents()).toContain(
      `${mug.colors[0]!.name} · 3D`,
    );

    // The art (red, a blue square in its middle) covers the print's left half: on the mug's
    // mesh, an eighth across is red and seven eighths across is the mug.
    const picture = mug.show_images_design.find(
      (p) => p.view_id === view.view_id && p.color_id === colorIds[0],
    )!;
    const { points, columns } = picture.point_origin_config!;
    const meshAt = (u: number) => points[1 * columns! + Math.round((columns! - 1) * u)]!;
    const tile = `${view.view_id}:${colorIds[0]}`;
    expect(isRed(await pixelAt(page, tile, meshAt(0.125).x, meshAt(0.125).y))).toBe(true);
    expect(isRed(await pixelAt(page, tile, meshAt(0.875).x, meshAt(0.875).y))).toBe(false);

    // Moving the layer to the right half redraws every tile once the edits stop.
    await page.evaluate(
      (x) =>
        (
          window as unknown as { previewsControl: { setLayerX(x: number): void } }
        ).previewsControl.setLayerX(x),
      view.print_area.width_mm / 2,
    );
    await waitForPass(page, 2);
    expect(isRed(await pixelAt(page, tile, meshAt(0.125).x, meshAt(0.125).y))).toBe(false);
    expect(isRed(await pixelAt(page, tile, meshAt(0.875).x, meshAt(0.875).y))).toBe(true);
    await page.screenshot({ path: screenshotPath(`previews-${preact ? 'preact' : 'react'}-1280`) });

    // A click opens the 1000 px large preview; Escape closes it.
    await page.locator(`[data-preview="${tile}"]`).click();
    await waitForPass(page, 3);
    const large = page.locator(`[data-large-preview="${tile}"]`);
    expect(await large.evaluate((c: HTMLCanvasElement) => [c.width, c.height])).toEqual([
      1000, 1000,
    ]);
    await page.keyboard.press('Escape');
    await expect.poll(() => large.count()).toBe(0);

    // The 3D view is the 1200 × 1100 composition.
    await page.locator(`[data-preview="3d:${colorIds[0]}"]`).click();
    await waitForPass(page, 4);
    const large3d = page.locator(`[data-large-preview="3d:${colorIds[0]}"]`);
    expect(await large3d.evaluate((c: HTMLCanvasElement) => [c.width, c.height])).toEqual([
      1200, 1100,
    ]);
    await page.screenshot({ path: screenshotPath(`previews-${preact ? 'preact' : 'react'}-3d`) });
    await page.close();
  });
});

describe('mockup previews while editing', () => {
  it('redraw once, 300 ms after the last of several quick changes', async () => {
    const previews = await openPreviews(false, 1280, { fakeClock: true });
    const drawn = () =>
      previews.locator('[data-testid="mockup-previews"]').getAttribute('data-drawn');
    const setLayerX = (x: number) =>
      previews.evaluate(
        (value) =>
          (
            window as unknown as { previewsControl: { setLayerX(x: number): void } }
          ).previewsControl.setLayerX(value),
        x,
      );
    await previews.evaluate(
      (b) =>
        (
          window as unknown as { previews: { start(b: unknown, ids: number[]): void } }
        ).previews.start(b, [b.colors[0]!.id]),
      mug,
    );
    await previews.clock.runFor(300);
    await previews.clock.resume();
    await waitForPass(previews, 1);

    await previews.clock.pauseAt(Date.now() + 60_000);
    for (const x of [10, 20, 30]) {
      await setLayerX(x);
      await previews.clock.runFor(200);
    }
    // 299 ms after the last change nothing has been redrawn; at 300 ms it is, once.
    await previews.clock.runFor(99);
    expect(await drawn()).toBe('1');
    await previews.clock.runFor(1);
    await previews.clock.resume();
    await waitForPass(previews, 2);
    await previews.clock.runFor(1000);
    expect(await drawn()).toBe('2');
    await previews.close();
  });
});

describe('mockup previews on a phone', () => {
  it('wrap their tiles in a narrow column', async () => {
    const page = await openPreviews(false, 375);
    await page.evaluate(
      (b) =>
        (
          window as unknown as { previews: { start(b: unknown, ids: number[]): void } }
        ).previews.start(b, [b.colors[0]!.id]),
      mug,
    );
    await waitForPass(page, 1);
    const widths = await page
      .locator('[data-preview]')
      .evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().right));
    expect(Math.max(...widths)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: screenshotPath('previews-375'), fullPage: true });
    await page.close();
  });
});
