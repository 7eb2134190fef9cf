// Size budgets of the embeds (issue 7), in gzip bytes; fails the build when one is over.
import { BUDGETS } from './check-size-budgets-values.mjs';
import { embedSizes } from './embed-sizes.mjs';

const KB = 1024;

const sizes = embedSizes();
const rows = [
  ['podkit.js (loader)', sizes.loader.gzip, BUDGETS.loader],
  ['shared runtime', sizes.runtime.gzip, BUDGETS.runtime],
  ...Object.entries(sizes.widgets).map(([name, { gzip }]) => [
    `${name} widget`,
    gzip,
    name === 'editor' ? BUDGETS.editor : BUDGETS.widget,
  ]),
];
const failures = [];
for (const [what, gzip, budget] of rows) {
  const ok = gzip <= budget;
  if (!ok) failures.push(what);
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${what.padEnd(22)} ${(gzip / KB).toFixed(2).padStart(7)} kB gzip  (budget ${budget / KB} kB)`,
  );
}
// podkit.js is a classic <script async>: a static import or export would break it.
if (/(^|[;}\s])(import\s*[{*"']|export\s)/.test(sizes.loader.code)) {
  failures.push('podkit.js has a static import or export');
  console.log('FAIL podkit.js must be a classic script without static imports or exports');
}
if (failures.length > 0) {
  console.error(`Size budgets failed: ${failures.join(', ')}`);
  process.exit(1);
}
