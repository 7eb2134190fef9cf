/**
 * Embeds: the gzip sizes of the embed build (loader, shared runtime, each widget chunk with what
 * it imports besides the runtime), and the time from the partner page's script tag to the first
 * paint of a widget in headless Chromium, cold (fresh browser context: nothing cached) and warm
 * (same context: chunks from the HTTP cache, a new one-time code each time). The probe, timed in
 * turns with the cold loads: a script tag loading one small script from another loopback origin
 * that makes one CORS call to the same server (`/req/health`) and then paints into a shadow root,
 * the floor of any embed that must ask the server before it shows anything.
 *
 * Run from the repo root after `pnpm build`: pnpm bench:embed
 * Options (env): BENCH_RUNS (default 7), BENCH_WATERFALL=1 (the requests of one cold load).
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
const WATERFALL = process.env.BENCH_WATERFALL === '1';
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
let probeAssets: http.Server | undefined;
try {
  const operator = await signedInClient(server.baseUrl, 'operator', 'operator123456');
  const demo = await signedInClient(server.baseUrl, 'demo', 'demo123456');

  probeAssets = await listen((_request, response) => {
    response.writeHead(200, {
      'content-type': 'text/javascript; charset=utf-8',
      'access-control-allow-origin': '*',
    });
    response.end(PROBE_SCRIPT(server.baseUrl));
  });
  const probeOrigin = originOf(probeAssets);

  let key = '';
  partner = await listen((request, response) => {
    if (request.url === '/probe') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html><head><meta charset="utf-8" />
<script>window.painted = new Promise(function (resolve) { window.probePainted = resolve; });
window.scriptTagAt = performance.now();</script>
<script src="${probeOrigin}/probe.js" async></script>
</head><body><podkit-probe></podkit-probe></body></html>`);
      return;
    }
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
  const origin = originOf(partner);
  await site.saveSettings(operator, { embed_origins: [origin] });
  key = (await embed.createPartnerKey(demo, { name: 'bench', allowed_origins: [origin] })).key;

  async function paint(context: BrowserContext, path = '/', waterfall = false): Promise<number> {
    const page = await context.newPage();
    await page.goto(origin + path);
    const ms = await page.evaluate(
      () => (window as unknown as { painted: Promise<number> }).painted,
    );
    if (waterfall) console.log(await page.evaluate(requestWaterfall));
    await page.close();
    return ms;
  }

  const fresh = () => browser.newContext({ viewport: { width: 1280, height: 860 } });
  await paint(await fresh()); // warm-up: the server's first answers
  await paint(await fresh(), '/probe');
  const cold: number[] = [];
  const probe: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await fresh();
    cold.push(await paint(context, '/', WATERFALL && i === 0));
    await context.close();
    const probeContext = await fresh();
    probe.push(await paint(probeContext, '/probe'));
    await probeContext.close();
  }
  const warm: number[] = [];
  const cached = await fresh();
  await paint(cached);
  for (let i = 0; i < RUNS; i++) warm.push(await paint(cached));
  await cached.close();
  rows.push(
    ['script tag → first gallery paint, cold cache (median)', `${median(cold).toFixed(0)} ms`],
    [
      'probe: script tag → one CORS call → paint, cold (median)',
      `${median(probe).toFixed(0)} ms (gallery ${(median(cold) / median(probe)).toFixed(2)}× the probe)`,
    ],
    ['script tag → first gallery paint, warm cache (median)', `${median(warm).toFixed(0)} ms`],
  );
} finally {
  await browser.close();
  partner?.close();
  probeAssets?.close();
  await server.stop();
}

async function listen(handler: http.RequestListener): Promise<http.Server> {
  const listening = http.createServer(handler);
  await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
  return listening;
}

function originOf(listening: http.Server): string {
  return `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
}

/** The probe's script: one CORS call to the server, then one line in a shadow root. */
function PROBE_SCRIPT(serverUrl: string): string {
  return `fetch(${JSON.stringify(`${serverUrl}/req/health`)}).then(function (response) { return response.json(); }).then(function (body) {
  var root = document.querySelector('podkit-probe').attachShadow({ mode: 'open' });
  root.innerHTML = '<div style="padding:16px">' + body.status_code + '</div>';
  requestAnimationFrame(function () { window.probePainted(performance.now() - window.scriptTagAt); });
});`;
}

/** Each request of the page after the script tag: start → end in ms, and what it fetched. */
function requestWaterfall(): string {
  const at = (window as unknown as { scriptTagAt: number }).scriptTagAt;
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry as PerformanceResourceTiming)
    .map((entry) => {
      const name = entry.name.replace(/^https?:\/\/[^/]+/, '');
      return `${(entry.startTime - at).toFixed(0).padStart(5)} → ${(entry.responseEnd - at).toFixed(0).padStart(5)} ms  ${name}`;
    })
    .join('\n');
}

const width = Math.max(...rows.map(([what]) => what.length));
console.log(`| ${'measure'.padEnd(width)} | result |`);
console.log(`| ${'-'.repeat(width)} | ------ |`);
for (const [what, result] of rows) console.log(`| ${what.padEnd(width)} | ${result} |`);
