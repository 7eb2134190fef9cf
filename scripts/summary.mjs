// Prints the plain closing line 'N passed, N failed, N skipped' from one or more of vitest's JSON
// reports (the browser flows run in a vitest of their own beside the rest), after the name and
// first message line of each failed test: CI shows only the tail of the log. Above them, the time
// each step of the run took and the slowest test files, so the next change to CI's length starts
// from figures (a server file appears once per database).
import fs from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const fileSeconds = [];
for (const file of process.argv.slice(2)) {
  if (!fs.existsSync(file)) {
    console.log(`vitest: no report at ${file} (that run did not finish)`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  for (const suite of report.testResults ?? []) {
    if (suite.startTime && suite.endTime)
      fileSeconds.push([
        (suite.endTime - suite.startTime) / 1000,
        suite.name.replace(process.cwd() + '/', ''),
      ]);
    for (const test of suite.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      const message = (test.failureMessages?.[0] ?? '').split('\n')[0].slice(0, 300);
      failures.push(
        `✗ ${suite.name.replace(process.cwd() + '/', '')} > ${test.fullName}\n    ${message}`,
      );
    }
    if (suite.status === 'failed' && !(suite.assertionResults ?? []).length) {
      failures.push(
        `✗ ${suite.name.replace(process.cwd() + '/', '')}\n    ${(suite.message ?? '').split('\n')[0]}`,
      );
    }
  }
}
const steps = process.env.CI_STEP_TIMES;
if (steps && fs.existsSync(steps))
  console.log(`Steps (s): ${fs.readFileSync(steps, 'utf8').trim().split('\n').join(', ')}`);
const byPackage = new Map();
for (const [seconds, name] of fileSeconds) {
  const group = name.split('/').slice(0, 2).join('/');
  byPackage.set(group, (byPackage.get(group) ?? 0) + seconds);
}
if (byPackage.size > 0)
  console.log(
    `File time by package (s): ${[...byPackage].map(([group, s]) => `${group} ${s.toFixed(0)}`).join(', ')}`,
  );
const slowest = fileSeconds.sort((a, b) => b[0] - a[0]).slice(0, 15);
if (slowest.length > 0)
  console.log(
    `Slowest files (s): ${slowest.map(([s, name]) => `${name} ${s.toFixed(0)}`).join(', ')}`,
  );
for (const line of failures) console.log(line);
console.log(`vitest: ${passed} passed, ${failed} failed, ${skipped} skipped`);
