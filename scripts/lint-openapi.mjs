// Lints the OpenAPI documents the server publishes with `redocly lint` (the recommended ruleset, redocly.yaml):
// builds the app in-process on a PGlite database in a temp dir, fetches /api/docs/json and, when the route exists,
// /api/v1/openapi.json, writes them to temp files and lints each one. Exits non-zero on any error or warning.
// Usage: node scripts/lint-openapi.mjs [--keep]   (--keep leaves the documents in the temp dir and prints its path)
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const keep = process.argv.includes('--keep');
const DOCUMENTS = [
  { url: '/api/docs/json', file: 'openapi.json' },
  { url: '/api/v1/openapi.json', file: 'openapi-v1.json' },
];

register();
const { createTestApp } = await import(path.join(root, 'apps/server/test/helpers.ts'));

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'refcheck-openapi-'));
// The PGlite data and the app's files live in the temp dir too; no seed: the documents do not depend on data.
const t = await createTestApp({ seed: false, env: { DATA_DIR: path.join(dir, 'data') } });
const files = [];
try {
  for (const doc of DOCUMENTS) {
    const res = await t.app.inject({ method: 'GET', url: doc.url });
    if (res.statusCode === 404) {
      console.log(`${doc.url}: no such route (404), skipped`);
      continue;
    }
    if (res.statusCode !== 200) throw new Error(`${doc.url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    const file = path.join(dir, doc.file);
    fs.writeFileSync(file, `${JSON.stringify(res.json(), null, 2)}\n`);
    files.push({ url: doc.url, file });
  }
} finally {
  await t.close();
}

let failed = false;
const redocly = path.join(root, 'node_modules/@redocly/cli/bin/cli.js');
const lint = (file, format) =>
  spawnSync(
    process.execPath,
    [
      redocly,
      'lint',
      file,
      '--config',
      path.join(root, 'redocly.yaml'),
      '--format',
      format,
      '--max-problems',
      '1000',
    ],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    },
  );
for (const { url, file } of files) {
  console.log(`\n== redocly lint ${url}`);
  // The counts from the JSON report (redocly exits 0 on warnings alone, which fail this check as well).
  const run = lint(file, 'json');
  let totals;
  try {
    totals = JSON.parse(run.stdout).totals;
  } catch {
    process.stdout.write(`${run.stdout}${run.stderr}`);
    console.log(`${url}: FAILED (redocly exited ${run.status} without a report)`);
    failed = true;
    continue;
  }
  if (totals.errors + totals.warnings > 0) {
    const readable = lint(file, 'codeframe');
    process.stdout.write(`${readable.stdout}${readable.stderr}`);
    failed = true;
  }
  console.log(`${url}: ${totals.errors} errors, ${totals.warnings} warnings`);
}
if (keep) console.log(`documents kept in ${dir}`);
else fs.rmSync(dir, { recursive: true, force: true });
process.exit(failed ? 1 : 0);
