/**
 * Print-file render: one 4500×5400 px view (≈ 381×457 mm at 300 dpi) with 5 layers (three
 * images, one text, one tile), drawn in bands. Prints time and peak memory per band height.
 * Run: pnpm bench:print
 */
import type { DesignView, Layer } from '@podkit/design';
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
      fontFamily: 'sans-serif',
      fontSize: 24,
      fill: '#111827',
      stroke: { color: '#ffffff', widthMm: 0.8 },
      letterSpacing: 0.5,
      lineHeight: 1.2,
      align: 'center',
    },
  ],
};

let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 20);
const rows: Array<Record<string, string>> = [];
for (const bandHeight of [512, 1024, 5400]) {
  peakRss = process.memoryUsage().rss;
  const started = performance.now();
  const png = await renderPrintPng(view, {
    image: (src) => images[src] as unknown as CanvasImageSource,
    bandHeight,
  });
  const seconds = (performance.now() - started) / 1000;
  rows.push({
    'band height (px)': String(bandHeight),
    'time (s)': seconds.toFixed(2),
    'peak RSS (MiB)': (peakRss / 2 ** 20).toFixed(0),
    'PNG (MiB)': (png.length / 2 ** 20).toFixed(1),
  });
}
clearInterval(sampler);
console.log('Print-file render, 4500×5400 px, 5 layers');
console.table(rows);
