// Adds up the JSON reports of Vitest and Playwright into one closing line: "N passed, N failed, N skipped", after the
// name and the first lines of the error of every failed test (a CI log shows its end: the failures must be there, not
// only in the middle of a suite's own output).
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const dir = process.argv[2] ?? '.test-results';
/** Steps that failed without a test report of their own (lint, typecheck, build) count as one failure each. */
const failedSteps = Number(process.argv[3] ?? 0);
const required = ['domain.json', 'web.json', 'api-pglite.json', 'e2e.json'];
const missing = required.filter((f) => !fs.existsSync(path.join(dir, f)));
let passed = 0;
let failed = 0;
let skipped = 0;
/** @type {{ suite: string, name: string, error: string }[]} */
const failures = [];
const firstLines = (text) =>
  stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .slice(0, 12)
    .join('\n      ');
/** Playwright nests suites (file, describe blocks); each spec holds one test per project. */
function playwrightFailures(suite, suiteFile, trail) {
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected') continue;
      const last = test.results?.at(-1);
      failures.push({
        suite: suiteFile,
        name: `${spec.file}:${spec.line} ${[...trail, spec.title].join(' › ')}`,
        error: firstLines(last?.error?.message ?? last?.status),
      });
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, suiteFile, [...trail, child.title]);
}
for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
    for (const result of report.testResults ?? []) {
      const where = path.relative(process.cwd(), result.name ?? '');
      const failedTests = (result.assertionResults ?? []).filter((t) => t.status === 'failed');
      for (const t of failedTests) {
        failures.push({
          suite: file,
          name: `${where} › ${t.fullName}`,
          error: firstLines(t.failureMessages?.[0]),
        });
      }
      // A file that failed outside its tests (an import error, a failing hook) has a message and no failed test.
      if (result.status === 'failed' && failedTests.length === 0) {
        failures.push({ suite: file, name: where, error: firstLines(result.message) });
      }
    }
  } else if (report.stats) {
    const s = report.stats;
    passed += s.expected + (s.flaky ?? 0);
    failed += s.unexpected;
    skipped += s.skipped;
    console.log(`${file}: ${s.expected + (s.flaky ?? 0)} passed, ${s.unexpected} failed`);
    for (const suite of report.suites ?? []) playwrightFailures(suite, file, []);
  }
}
if (failures.length > 0) {
  console.log('\nFailed tests:');
  for (const f of failures) console.log(`  [${f.suite}] ${f.name}\n      ${f.error}`);
  console.log('');
}
for (const f of missing) console.log(`${f}: missing (that suite did not report)`);
const reported = failed + missing.length;
// Lint, typecheck or build failures leave no failing test behind: never print "0 failed" for a failed run.
console.log(`${passed} passed, ${reported > 0 ? reported : failedSteps} failed, ${skipped} skipped`);
process.exit(reported > 0 || failedSteps > 0 ? 1 : 0);
