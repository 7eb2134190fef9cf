/**
 * Mockup render: the design package's mockup function (print drawn by the scene builder, bent
 * along the picture's points and shaded by it) per mockup at 469 px and 1000 px, and the 3D
 * composition (1200 × 1100), for a flat T-shirt, the hoodie's 3 × 3 mesh and the mug's 9 × 3
 * cylinder mesh; on the server (Konva on @napi-rs/canvas) and in headless Chromium (previews).
 * Median of BENCH_RUNS (9) after one warm-up. Run: pnpm bench:mockup
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  drawMockup,
  drawMockup3d,
  type DesignView,
  type MockupPicture,
} from '../packages/design/src/index.js';
import { drawBlankSvg } from '../packages/server/src/modules/catalog/seed/blank-art.js';
import { demoBlanks } from '../packages/server/src/modules/catalog/seed/demo-blanks.js';
import { renderPng } from '../packages/server/src/modules/catalog/seed/render-png.js';
import { Konva, napi } from '../packages/server/src/modules/printfiles/konva-node.js';
import { launchChromium } from '../tests/support/browser.js';
import { bundleForBrowser } from '../tests/support/bundle.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 9);

function artwork(size: number, hue: number): napi.Canvas {
  const canvas = napi.createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  const fill = ctx.createLinearGradient(0, 0, size, size);
  fill.addColorStop(0, `hsl(${hue}, 80%, 55%)`);
  fill.addColorStop(1, `hsl(${hue + 140}, 80%, 40%)`);
  ctx.fillStyle = fill;
  ctx.fillRect(0, 0, size, size);
  return canvas;
}
const art = { 'a.png': artwork(2000, 10), 'b.png': artwork(800, 200) };

/** Five layers over the view's print area: two images, a tile, a Chinese and a Latin text. */
function designFor(widthMm: number, heightMm: number, dpi: number): DesignView {
  const box = { visible: true, locked: false };
  return {
    viewId: 1,
    printArea: { widthMm, heightMm, dpi },
    layers: [
      {
        kind: 'tile',
        id: 'bg',
        ...box,
        x: 0,
        y: 0,
        width: widthMm,
        height: heightMm,
        rotation: 0,
        materialId: 2,
        src: 'b.png',
        pixelWidth: 800,
        pixelHeight: 800,
        mode: 'mirror',
        halfDrop: false,
        paddingX: 2,
        paddingY: 2,
        scale: 0.3,
        patternRotation: 0,
      },
      ...[0, 1].map((i) => ({
        kind: 'image' as const,
        id: `img${i}`,
        ...box,
        x: widthMm * (0.1 + i * 0.4),
        y: heightMm * 0.1,
        width: widthMm * 0.4,
        height: widthMm * 0.4,
        rotation: i * 15,
        materialId: 1,
        src: 'a.png',
        pixelWidth: 2000,
        pixelHeight: 2000,
        crop: { x: 0, y: 0, width: 1, height: 1 },
        flipX: false,
        flipY: false,
        opacity: 1,
      })),
      ...(['ZCOOL KuaiLe', 'Hanalei Fill'] as const).map((fontFamily, i) => ({
        kind: 'text' as const,
        id: `t${i}`,
        ...box,
        x: widthMm * 0.05,
        y: heightMm * (0.6 + i * 0.18),
        width: widthMm * 0.9,
        height: heightMm * 0.16,
        rotation: 0,
        content: i === 0 ? '按需印刷 定制好物' : 'PodKit Studio',
        fontFamily,
        fontSize: heightMm * 0.1,
        fill: '#111827',
        stroke: null,
        letterSpacing: 0,
        lineHeight: 1.2,
        align: 'center' as const,
      })),
    ],
  };
}

const cases = await Promise.all(
  (
    [
      ['TSHIRT-001', 'T 恤（平铺）', '#FFFFFF'],
      ['HOODIE-001', '卫衣（3×3 网格）', '#111827'],
      ['MUG-001', '马克杯（9×3 柱面网格）', '#FFFFFF'],
    ] as const
  ).map(async ([code, label, colour]) => {
    const blank = demoBlanks.find((b) => b.code === code)!;
    const v = blank.views[0]!;
    const png = await renderPng(drawBlankSvg(blank.shape, v.side, colour), 1000);
    const picture: Omit<MockupPicture, 'image'> = {
      canvasWidth: 1000,
      canvasHeight: 1000,
      area: v.area,
      warp: v.points ? { points: v.points, ...(v.columns ? { columns: v.columns } : {}) } : null,
    };
    return {
      label,
      png,
      picture,
      view: designFor(v.widthMm, v.heightMm, v.dpi),
      is3d: blank.is3d === 1,
    };
  }),
);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

type Width = 469 | 1000 | '3d';
const rows: Array<Record<string, string>> = [];

// Server: Konva on @napi-rs/canvas, as the render job draws them.
for (const c of cases) {
  const picture = {
    ...c.picture,
    image: (await napi.loadImage(c.png)) as unknown as CanvasImageSource,
  };
  const image = (src: string) => art[src as keyof typeof art] as unknown as CanvasImageSource;
  const widths: Width[] = c.is3d ? [469, 1000, '3d'] : [469, 1000];
  for (const width of widths) {
    const times: number[] = [];
    for (let i = 0; i <= runs; i += 1) {
      const started = performance.now();
      const out =
        width === '3d'
          ? drawMockup3d(Konva, [{ view: c.view, picture }], { image })
          : drawMockup(Konva, c.view, picture, { width, image });
      (out as unknown as napi.Canvas).getContext('2d').getImageData(0, 0, 1, 1);
      if (i > 0) times.push(performance.now() - started);
    }
    rows.push({
      side: '服务器',
      mockup: c.label,
      'width (px)': String(width === '3d' ? '3D 1200×1100' : width),
      'median (ms)': median(times).toFixed(0),
    });
  }
}

// Browser: the editor's previews draw with the same function in Chromium.
const script = await bundleForBrowser(path.join(here, 'pages/mockup.page.ts'));
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  await page.setContent('<!doctype html><body></body>');
  await page.addScriptTag({ content: script });
  const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;
  const artUrls = Object.fromEntries(
    Object.entries(art).map(([k, c]) => [k, dataUrl(c.toBuffer('image/png'))]),
  );
  for (const c of cases) {
    const widths: Width[] = c.is3d ? [469, 1000, '3d'] : [469, 1000];
    for (const width of widths) {
      const times = await page.evaluate(
        ([input, urls, w, n]) =>
          (
            window as unknown as { mockupBench: (...a: unknown[]) => Promise<number[]> }
          ).mockupBench(input, urls, w, n),
        [
          { view: c.view, pictureUrl: dataUrl(c.png), picture: c.picture },
          artUrls,
          width,
          runs + 1,
        ] as const,
      );
      rows.push({
        side: 'Chromium',
        mockup: c.label,
        'width (px)': String(width === '3d' ? '3D 1200×1100' : width),
        'median (ms)': median(times.slice(1)).toFixed(0),
      });
    }
  }
} finally {
  await browser.close();
}
console.log(
  `Mockup render, median of ${runs} runs (5 layers; print drawn, bent and shaded per mockup)`,
);
console.table(rows);
