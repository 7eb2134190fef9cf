/**
 * Editor drag with 200 layers: the editor core (createEditor/EditorStage, Konva) in headless
 * Chromium; real pointer drags of layers through Chromium's input pipeline while a
 * requestAnimationFrame recorder notes every frame. Prints frame-time statistics.
 * Run: pnpm bench:editor (options: BENCH_DRAGS=10, BENCH_STEPS=60)
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '../tests/support/browser.js';
import { bundleForBrowser } from '../tests/support/bundle.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const drags = Number(process.env.BENCH_DRAGS ?? 10);
const steps = Number(process.env.BENCH_STEPS ?? 60);

const script = await bundleForBrowser(path.join(here, 'pages/editor-drag.page.ts'));
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1000, height: 1000 } });
  await page.setContent('<!doctype html><body style="margin:0"><div id="stage"></div></body>');
  await page.addScriptTag({ content: script });
  type Bench = {
    layerCount(): number;
    centreOf(id: string): { x: number; y: number };
    start(): void;
    stop(): number[];
    boxOf(id: string): { x: number; y: number };
  };
  const bench = <T>(fn: (b: Bench, arg: string) => T, arg = '') =>
    page.evaluate(
      ([source, a]) =>
        new Function('b', 'a', `return (${source})(b, a)`)(
          (window as unknown as { bench: Bench }).bench,
          a,
        ) as T,
      [fn.toString(), arg] as const,
    );
  const layers = await bench((b) => b.layerCount());
  const intervals: number[] = [];
  let moved = 0;
  for (let d = 0; d < drags; d += 1) {
    // Topmost layers first: they are the ones a pointer reaches under the others.
    const id = `l${199 - d * 3}`;
    const before = await bench((b, i) => b.boxOf(i), id);
    const from = await bench((b, i) => b.centreOf(i), id);
    await page.mouse.move(from.x, from.y);
    await bench((b) => b.start());
    await page.mouse.down();
    await page.mouse.move(from.x + 120, from.y + 60, { steps });
    await page.mouse.up();
    const drag = await bench((b) => b.stop());
    intervals.push(...drag);
    const after = await bench((b, i) => b.boxOf(i), id);
    if (after.x !== before.x || after.y !== before.y) moved += 1;
  }
  intervals.sort((a, b) => a - b);
  const at = (q: number) =>
    intervals[Math.min(intervals.length - 1, Math.floor(q * intervals.length))]!;
  const mean = intervals.reduce((s, v) => s + v, 0) / intervals.length;
  console.log(
    `Editor drag, ${layers} layers, ${drags} drags × ${steps} pointer moves (${moved} layers moved)`,
  );
  console.table([
    {
      frames: intervals.length,
      'mean frame (ms)': mean.toFixed(1),
      'median (ms)': at(0.5).toFixed(1),
      'p95 (ms)': at(0.95).toFixed(1),
      'max (ms)': intervals.at(-1)!.toFixed(1),
      'fps (mean)': (1000 / mean).toFixed(0),
      'frames over 33 ms': intervals.filter((v) => v > 33.4).length,
    },
  ]);
} finally {
  await browser.close();
}
