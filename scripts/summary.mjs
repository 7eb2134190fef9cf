// Prints the plain closing line 'N passed, N failed, N skipped' from vitest's JSON report.
import fs from 'node:fs';

const report = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const skipped = report.numPendingTests + (report.numTodoTests ?? 0);
console.log(
  `vitest: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${skipped} skipped`,
);
