/**
 * Print-file render: one 4500×5400 px view (≈ 381×457 mm at 300 dpi) with 5 layers (three
 * images, one Chinese text in a design font, one tile), drawn in bands. Every measure runs in its
 * own process, so its peak RSS (getrusage maxrss) is its own, in turns with the probe: sharp
 * encoding the same 4500×5400 RGBA pixels, already in memory, as a PNG at the same level.
 * Run: pnpm bench:print  (BENCH_TURNS, BENCH_BANDS, BENCH_PRINTFILES_DIR: see bench/README.md)
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { DesignView, Layer } from '../packages/design/src/index.js';
import type * as PrintfilesModule from '../packages/server/src/modules/printfiles/index.js';

type Printfiles = typeof PrintfilesModule;
/** Another checkout's print renderer (its own Konva and canvas) for before/after pairs. */
const printfilesDir = path.resolve(
  process.env.BENCH_PRINTFILES_DIR ??
    fileURLToPath(new URL('../packages/server/src/modules/printfiles', import.meta.url)),
);
const { napi, printSizePx, renderPrintPng } = (await import(
  pathToFileURL(path.join(printfilesDir, 'index.ts')).href
)) as Printfiles;

function artwork(size: number, from: string, to: string) {
  const canvas = napi.createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  const fill = ctx.createRadialGradient(size / 2, size / 2, 0, size / 2, size / 2, size / 2);
  fill.addColorStop(0, from);
  fill.addColorStop(1, to);
  ctx.fillStyle = fill;
  ctx.fillRect(0, 0, size, size);
  return canvas;
}

const images: Record<string, ReturnType<typeof artwork>> = {
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

/** CPU time of every thread of the process (main, libuv's pool, sharp's), in seconds. */
const cpuSeconds = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1e6;

/** One render in this process: its time, peak RSS and PNG size, as JSON on stdout. */
async function measure(bandHeight: number) {
  const rssBeforeMiB = process.memoryUsage().rss / 2 ** 20;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const png = await renderPrintPng(view, {
    image: (src) => images[src] as unknown as CanvasImageSource,
    bandHeight,
  });
  return {
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: cpuSeconds(process.cpuUsage(cpuBefore)),
    peakRssMiB: process.resourceUsage().maxRSS / 1024,
    rssBeforeMiB,
    pngMiB: png.length / 2 ** 20,
  };
}

/**
 * The probe: the print's own pixels (rendered once per run, kept raw in a temporary file), encoded
 * by sharp as the PNG was before.
 */
async function probe(rawPath: string) {
  const { default: sharp } = await import(
    pathToFileURL(path.join(printfilesDir, '../../../node_modules/sharp/dist/index.mjs')).href
  );
  const { width, height } = printSizePx(view);
  const info = { width, height, channels: 4 as const };
  if (!fs.existsSync(rawPath)) {
    const printed = await renderPrintPng(view, {
      image: (src) => images[src] as unknown as CanvasImageSource,
    });
    fs.writeFileSync(rawPath, await sharp(printed).raw().toBuffer());
  }
  const data = fs.readFileSync(rawPath);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const png: Buffer = await sharp(data, { raw: info }).png({ compressionLevel: 6 }).toBuffer();
  return {
    seconds: (performance.now() - started) / 1000,
    cpuSeconds: cpuSeconds(process.cpuUsage(cpuBefore)),
    pngMiB: png.length / 2 ** 20,
  };
}

const probeRawPath = path.join(os.tmpdir(), `podkit-print-probe-${process.pid}.raw`);

function run(arg: string): Record<string, number> {
  const output = execFileSync(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url), arg, probeRawPath],
    { encoding: 'utf8' },
  );
  return JSON.parse(output.trim().split('\n').at(-1)!) as Record<string, number>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const range = (values: number[], digits: number) =>
  `${Math.min(...values).toFixed(digits)} – ${Math.max(...values).toFixed(digits)}`;

const arg = process.argv[2];
if (arg === 'probe') {
  console.log(JSON.stringify(await probe(process.argv[3]!)));
} else if (arg) {
  console.log(JSON.stringify(await measure(Number(arg))));
} else {
  const turns = Number(process.env.BENCH_TURNS ?? 3);
  const bands = (process.env.BENCH_BANDS ?? '512,1024,5400').split(',').map(Number);
  const rows: Array<Record<string, string>> = [];
  for (const bandHeight of bands) {
    const renders: Array<Record<string, number>> = [];
    const probes: Array<Record<string, number>> = [];
    // In turns, so that render and probe meet the same neighbours on a shared machine.
    for (let turn = 0; turn < turns; turn += 1) {
      renders.push(run(String(bandHeight)));
      probes.push(run('probe'));
    }
    const ratio = (key: string) =>
      median(renders.map((render, turn) => render[key]! / probes[turn]![key]!)).toFixed(2);
    rows.push({
      'band height (px)': String(bandHeight),
      'render (s)': range(
        renders.map((r) => r.seconds!),
        2,
      ),
      'probe (s)': range(
        probes.map((p) => p.seconds!),
        2,
      ),
      'time ÷ probe': ratio('seconds'),
      'render CPU (s)': range(
        renders.map((r) => r.cpuSeconds!),
        2,
      ),
      'probe CPU (s)': range(
        probes.map((p) => p.cpuSeconds!),
        2,
      ),
      'CPU ÷ probe': ratio('cpuSeconds'),
      'RSS before (MiB)': median(renders.map((r) => r.rssBeforeMiB!)).toFixed(0),
      'peak RSS (MiB)': range(
        renders.map((r) => r.peakRssMiB!),
        0,
      ),
      'PNG (MiB)': renders[0]!.pngMiB!.toFixed(1),
    });
  }
  fs.rmSync(probeRawPath, { force: true });
  console.log(`Print-file render, 4500×5400 px, 5 layers (${printfilesDir})`);
  console.table(rows);
}
