/**
 * Print-file render: one 4500×5400 px view (≈ 381×457 mm at 300 dpi) with 5 layers (three
 * images, one Chinese text in a design font, one tile), drawn in bands. Each band height runs in
 * its own process, so its peak RSS (getrusage maxrss) is its own. Run: pnpm bench:print
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { DesignView, Layer } from '../packages/design/src/index.js';
import { napi } from '../packages/server/src/modules/printfiles/konva-node.js';
import { renderPrintPng } from '../packages/server/src/modules/printfiles/render-view.js';

function artwork(size: number, from: string, to: string): napi.Canvas {
  const canvas = napi.createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  const fill = ctx.createRadialGradient(size / 2, size / 2, 0, size / 2, size / 2, size / 2);
  fill.addColorStop(0, from);
  fill.addColorStop(1, to);
  ctx.fillStyle = fill;
  ctx.fillRect(0, 0, size, size);
  return canvas;
}

const images: Record<string, napi.Canvas> = {
  a: artwork(3000, '#ff5a36', '#1e3a8a'),
  b: artwork(2000, '#16a34a', '#facc15'),
  c: artwork(1200, '#9333ea', '#f472b6'),
};
const box = { rotation: 0, visible: true, locked: false };
const image = (id: string, src: string, x: number, y: number, w: number, rotation = 0): Layer => ({
  kind: 'image',
  id,
  ...box,
  rotation,
  x,
  y,
  width: w,
  height: w,
  materialId: 1,
  src,
  pixelWidth: images[src]!.width,
  pixelHeight: images[src]!.height,
  crop: { x: 0, y: 0, width: 1, height: 1 },
  flipX: false,
  flipY: false,
  opacity: 1,
});
const mm = (px: number) => (px / 300) * 25.4;
const view: DesignView = {
  viewId: 1,
  printArea: { widthMm: mm(4500), heightMm: mm(5400), dpi: 300 },
  layers: [
    {
      kind: 'tile',
      id: 'bg',
      ...box,
      x: 0,
      y: 0,
      width: mm(4500),
      height: mm(5400),
      materialId: 1,
      src: 'c',
      pixelWidth: 1200,
      pixelHeight: 1200,
      mode: 'mirror',
      halfDrop: false,
      paddingX: 5,
      paddingY: 5,
      scale: 0.5,
      patternRotation: 0,
    },
    image('a', 'a', 40, 40, 300),
    image('b', 'b', 120, 200, 180, 20),
    image('c', 'c', 20, 300, 120, 45),
    {
      kind: 'text',
      id: 't',
      ...box,
      x: 30,
      y: 380,
      width: 320,
      height: 60,
      content: '按需印刷 · PodKit 定制',
      fontFamily: 'ZCOOL KuaiLe',
      fontSize: 24,
      fill: '#111827',
      stroke: { color: '#ffffff', widthMm: 0.8 },
      letterSpacing: 0.5,
      lineHeight: 1.2,
      align: 'center',
    },
  ],
};

/** One render in this process: its time, peak RSS and PNG size, as JSON on stdout. */
async function measure(bandHeight: number) {
  const rssBeforeMiB = process.memoryUsage().rss / 2 ** 20;
  const started = performance.now();
  const png = await renderPrintPng(view, {
    image: (src) => images[src] as unknown as CanvasImageSource,
    bandHeight,
  });
  return {
    seconds: (performance.now() - started) / 1000,
    peakRssMiB: process.resourceUsage().maxRSS / 1024,
    rssBeforeMiB,
    pngMiB: png.length / 2 ** 20,
  };
}

const band = process.argv[2];
if (band) {
  console.log(JSON.stringify(await measure(Number(band))));
} else {
  const rows: Array<Record<string, string>> = [];
  for (const bandHeight of [512, 1024, 5400]) {
    const output = execFileSync(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url), String(bandHeight)],
      { encoding: 'utf8' },
    );
    const result = JSON.parse(output.trim().split('\n').at(-1)!) as Awaited<
      ReturnType<typeof measure>
    >;
    rows.push({
      'band height (px)': String(bandHeight),
      'time (s)': result.seconds.toFixed(2),
      'RSS before (MiB)': result.rssBeforeMiB.toFixed(0),
      'peak RSS (MiB)': result.peakRssMiB.toFixed(0),
      'PNG (MiB)': result.pngMiB.toFixed(1),
    });
  }
  console.log('Print-file render, 4500×5400 px, 5 layers');
  console.table(rows);
}
