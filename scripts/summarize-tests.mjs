// Adds up the JSON reports of Vitest and Playwright into one closing line: "N passed, N failed, N skipped".
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '.test-results';
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
console.log(`${passed} passed, ${failed + missing.length} failed, ${skipped} skipped`);
process.exit(failed > 0 || missing.length > 0 ? 1 : 0);
