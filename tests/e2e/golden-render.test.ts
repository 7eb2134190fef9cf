import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as napi from '@napi-rs/canvas';
import type { DesignView } from '@podkit/design';
import pixelmatch from 'pixelmatch';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { renderPrintPng } from '../../packages/server/src/modules/printfiles/render-view.js';
import { launchChromium, screenshotPath } from '../support/browser.js';
import { bundleForBrowser } from '../support/bundle.js';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The built server: its pages' origin, and the fonts the editor loads from it. */
const baseUrl = inject('baseUrl');
/** 150 dpi: the browser's px per mm and the print's are the same scale. */
const DPI = 150;
const PX_PER_MM = DPI / 25.4;

/** A picture with edges, a gradient and a transparent corner, so any offset or scale shows. */
function artwork(): Buffer {
  const canvas = napi.createCanvas(320, 240);
  const ctx = canvas.getContext('2d');
  const fill = ctx.createLinearGradient(0, 0, 320, 240);
  fill.addColorStop(0, '#e11d48');
  fill.addColorStop(1, '#2563eb');
  ctx.fillStyle = fill;
  ctx.fillRect(0, 0, 320, 240);
  ctx.fillStyle = '#facc15';
  ctx.beginPath();
  ctx.arc(110, 120, 70, 0, Math.PI * 2);
  ctx.fill();
  ctx.clearRect(250, 0, 70, 60);
  return canvas.toBuffer('image/png');
}

function tile(): Buffer {
  const canvas = napi.createCanvas(60, 40);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#0f766e';
  ctx.fillRect(0, 0, 60, 40);
  ctx.fillStyle = '#fde68a';
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.lineTo(60, 20);
  ctx.lineTo(0, 40);
  ctx.fill();
  return canvas.toBuffer('image/png');
}

const box = { visible: true, locked: false };
const view: DesignView = {
  viewId: 1,
  printArea: { widthMm: 120, heightMm: 100, dpi: DPI },
  layers: [
    {
      kind: 'tile',
      id: 'ground',
      ...box,
      x: 0,
      y: 60,
      width: 120,
      height: 40,
      rotation: 0,
      materialId: 2,
      src: 'tile.png',
      pixelWidth: 60,
      pixelHeight: 40,
      mode: 'mirror',
      halfDrop: true,
      paddingX: 1,
      paddingY: 1,
      scale: 1,
      patternRotation: 0,
    },
    {
      kind: 'image',
      id: 'art',
      ...box,
      x: 8,
      y: 6,
      width: 64,
      height: 48,
      rotation: 12,
      materialId: 1,
      src: 'art.png',
      pixelWidth: 320,
      pixelHeight: 240,
      crop: { x: 0.05, y: 0, width: 0.9, height: 1 },
      flipX: true,
      flipY: false,
      opacity: 0.9,
    },
    {
      kind: 'text',
      id: 'chinese',
      ...box,
      x: 70,
      y: 8,
      width: 46,
      height: 50,
      rotation: 0,
      content: '你好世界，印花设计工作室',
      fontFamily: 'ZCOOL KuaiLe',
      fontSize: 9,
      fill: '#111827',
      stroke: { color: '#f97316', widthMm: 0.4 },
      letterSpacing: 0.3,
      lineHeight: 1.3,
      align: 'center',
    },
    {
      kind: 'text',
      id: 'latin',
      ...box,
      x: 10,
      y: 64,
      width: 100,
      height: 20,
      rotation: 0,
      content: 'PodKit Studio',
      fontFamily: 'Hanalei Fill',
      fontSize: 12,
      fill: '#7c3aed',
      stroke: null,
      letterSpacing: 0,
      lineHeight: 1.2,
      align: 'left',
    },
  ],
};

const pictures: Record<string, Buffer> = { 'art.png': artwork(), 'tile.png': tile() };

/** RGBA pixels of a PNG laid on white (the page behind the stage is white). */
async function onWhite(png: Buffer, width: number, height: number): Promise<Uint8ClampedArray> {
  const canvas = napi.createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(await napi.loadImage(png), 0, 0);
  return ctx.getImageData(0, 0, width, height).data;
}

let browser: Browser;
let bundle: string;

beforeAll(async () => {
  bundle = await bundleForBrowser(path.resolve(here, '../support/golden/page.ts'));
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

describe('golden render', () => {
  it('draws the same document in the browser and on the server within 1% of pixels', async () => {
    const page = await browser.newPage({
      viewport: { width: 1000, height: 800 },
      deviceScaleFactor: 1,
    });
    await page.route(`${baseUrl}/__golden/**`, async (route) => {
      const name = new URL(route.request().url()).pathname.slice('/__golden/'.length);
      if (name === '')
        return route.fulfill({
          contentType: 'text/html',
          body:
            '<!doctype html><html><head><meta charset="utf-8">' +
            '<style>body{margin:0;background:#fff}</style></head>' +
            '<body><div id="stage"></div><script src="/__golden/page.js"></script></body></html>',
        });
      if (name === 'page.js')
        return route.fulfill({ contentType: 'text/javascript', body: bundle });
      const picture = pictures[name];
      return picture ? route.fulfill({ contentType: 'image/png', body: picture }) : route.abort();
    });
    await page.goto(`${baseUrl}/__golden/`);
    const size = await page.evaluate(
      (input) =>
        (
          window as unknown as {
            drawGolden: (i: typeof input) => Promise<{ width: number; height: number }>;
          }
        ).drawGolden(input),
      {
        view,
        pxPerMm: PX_PER_MM,
        images: { 'art.png': '/__golden/art.png', 'tile.png': '/__golden/tile.png' },
        apiBase: `${baseUrl}/req`,
      },
    );
    const browserPng = await page.locator('#stage canvas').screenshot({
      path: screenshotPath('golden-browser'),
    });
    await page.close();

    const decoded = new Map<string, CanvasImageSource>();
    for (const [src, bytes] of Object.entries(pictures))
      decoded.set(src, (await napi.loadImage(bytes)) as unknown as CanvasImageSource);
    const serverPng = await renderPrintPng(view, {
      image: (src) => decoded.get(src),
      bandHeight: 256,
    });
    fs.writeFileSync(screenshotPath('golden-server'), serverPng);

    const { width, height } = size;
    expect({ width, height }).toEqual({ width: 709, height: 591 });
    const [fromBrowser, fromServer] = await Promise.all([
      onWhite(browserPng, width, height),
      onWhite(serverPng, width, height),
    ]);
    const diff = new Uint8ClampedArray(width * height * 4);
    const differing = pixelmatch(fromBrowser, fromServer, diff, width, height, { threshold: 0.1 });
    const diffCanvas = napi.createCanvas(width, height);
    diffCanvas.getContext('2d').putImageData(new napi.ImageData(diff, width, height), 0, 0);
    fs.writeFileSync(screenshotPath('golden-diff'), diffCanvas.toBuffer('image/png'));
    // Something was drawn on both sides (a blank page would match a blank print).
    const inked = (pixels: Uint8ClampedArray) => {
      let count = 0;
      for (let i = 0; i < pixels.length; i += 4)
        if (pixels[i]! < 250 || pixels[i + 2]! < 250) count += 1;
      return count / (width * height);
    };
    expect(inked(fromBrowser)).toBeGreaterThan(0.3);
    expect(inked(fromServer)).toBeGreaterThan(0.3);
    expect(differing / (width * height)).toBeLessThan(0.01);
  });
});
