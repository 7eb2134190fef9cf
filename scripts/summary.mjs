// Prints the plain closing line 'N passed, N failed, N skipped' from one or more of vitest's JSON
// reports (the browser flows run in a vitest of their own beside the rest), after the name and
// first message line of each failed test: CI shows only the tail of the log.
import fs from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
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
for (const line of failures) console.log(line);
console.log(`vitest: ${passed} passed, ${failed} failed, ${skipped} skipped`);
