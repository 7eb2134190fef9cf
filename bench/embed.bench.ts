/**
 * Embeds: the gzip sizes of the embed build (loader, shared runtime, each widget chunk with what
 * it imports besides the runtime), and the time from the partner page's script tag to the first
 * paint of a widget in headless Chromium, cold (fresh browser context: nothing cached) and warm
 * (same context: chunks from the HTTP cache, a new one-time code each time).
 *
 * Run from the repo root after `pnpm build`: pnpm bench:embed
 * Options (env): BENCH_RUNS (default 7).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { embed, PODKIT_SNIPPET, site } from '../packages/sdk-core/src/index.js';
import type { BrowserContext } from 'playwright-core';
import { BUDGETS } from '../scripts/check-size-budgets-values.mjs';
import { embedSizes } from '../scripts/embed-sizes.mjs';
import { signedInClient } from '../tests/support/api-client.js';
import { launchChromium } from '../tests/support/browser.js';
import { startBuiltServer } from '../tests/support/built-server.js';
import { askCode } from '../tests/support/partner-site.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const kB = (bytes: number) => `${(bytes / 1024).toFixed(2)} kB`;
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const sizes = embedSizes();
const rows: Array<[string, string]> = [
  ['podkit.js (loader), gzip', `${kB(sizes.loader.gzip)} (budget ${kB(BUDGETS.loader)})`],
  ['shared runtime, gzip', `${kB(sizes.runtime.gzip)} (budget ${kB(BUDGETS.runtime)})`],
  ...Object.entries(sizes.widgets).map(([name, { gzip }]): [string, string] => [
    `${name} widget chunk, gzip`,
    `${kB(gzip)} (budget ${kB(name === 'editor' ? BUDGETS.editor : BUDGETS.widget)})`,
  ]),
];

const server = await startBuiltServer();
const browser = await launchChromium();
let partner: http.Server | undefined;
try {
  const operator = await signedInClient(server.baseUrl, 'operator', 'operator123456');
  const demo = await signedInClient(server.baseUrl, 'demo', 'demo123456');

  let key = '';
  partner = http.createServer((_request, response) => {
    void askCode(server.baseUrl, key, origin).then(({ code }) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html><head><meta charset="utf-8" />
<script>${PODKIT_SNIPPET}
podkit('init', { code: ${JSON.stringify(code)} });
window.painted = new Promise(function (resolve) {
  podkit('on', 'ready', function () { requestAnimationFrame(function () { resolve(performance.now() - window.scriptTagAt); }); });
});
window.scriptTagAt = performance.now();</script>
<script src="${server.baseUrl}/embed/podkit.js" async></script>
</head><body><podkit-gallery></podkit-gallery></body></html>`);
    });
  });
  await new Promise<void>((resolve) => partner!.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
  await site.saveSettings(operator, { embed_origins: [origin] });
  key = (await embed.createPartnerKey(demo, { name: 'bench', allowed_origins: [origin] })).key;

  async function paint(context: BrowserContext): Promise<number> {
    const page = await context.newPage();
    await page.goto(origin);
    const ms = await page.evaluate(
      () => (window as unknown as { painted: Promise<number> }).painted,
    );
    await page.close();
    return ms;
  }

  const fresh = () => browser.newContext({ viewport: { width: 1280, height: 860 } });
  await paint(await fresh()); // warm-up: the server's first answers
  const cold: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await fresh();
    cold.push(await paint(context));
    await context.close();
  }
  const warm: number[] = [];
  const cached = await fresh();
  await paint(cached);
  for (let i = 0; i < RUNS; i++) warm.push(await paint(cached));
  await cached.close();
  rows.push(
    ['script tag → first gallery paint, cold cache (median)', `${median(cold).toFixed(0)} ms`],
    ['script tag → first gallery paint, warm cache (median)', `${median(warm).toFixed(0)} ms`],
  );
} finally {
  await browser.close();
  partner?.close();
  await server.stop();
}

const width = Math.max(...rows.map(([what]) => what.length));
console.log(`| ${'measure'.padEnd(width)} | result |`);
console.log(`| ${'-'.repeat(width)} | ------ |`);
for (const [what, result] of rows) console.log(`| ${what.padEnd(width)} | ${result} |`);
