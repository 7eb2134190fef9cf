// Prints the plain closing line 'N passed, N failed, N skipped' from one or more of vitest's JSON
// reports (the browser flows run in a vitest of their own beside the rest).
import fs from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
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
}
console.log(`vitest: ${passed} passed, ${failed} failed, ${skipped} skipped`);
