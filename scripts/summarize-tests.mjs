// Adds up the JSON reports of Vitest and Playwright into one closing line: "N passed, N failed, N skipped".
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.test-results';
/** Steps that failed without a test report of their own (lint, typecheck, build) count as one failure each. */
const failedSteps = Number(process.argv[3] ?? 0);
const required = ['domain.json', 'api-pglite.json', 'e2e.json'];
const missing = required.filter((f) => !fs.existsSync(path.join(dir, f)));
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
  } else if (report.stats) {
    const s = report.stats;
    passed += s.expected + (s.flaky ?? 0);
    failed += s.unexpected;
    skipped += s.skipped;
    console.log(`${file}: ${s.expected + (s.flaky ?? 0)} passed, ${s.unexpected} failed`);
  }
}
for (const f of missing) console.log(`${f}: missing (that suite did not report)`);
const reported = failed + missing.length;
// Lint, typecheck or build failures leave no failing test behind: never print "0 failed" for a failed run.
console.log(`${passed} passed, ${reported > 0 ? reported : failedSteps} failed, ${skipped} skipped`);
process.exit(reported > 0 || failedSteps > 0 ? 1 : 0);
