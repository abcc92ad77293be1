// The bench table never shows a figure a step did not produce (issue 39): node --test bench/table.test.mjs
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readRun } from './lighthouse-read.mjs';
import { benches, picked } from './registry.mjs';
import { failureReason, figureRows, formatTable, stepFailed } from './table.mjs';

const lighthouse = benches.find((b) => b.name === 'lighthouse');
const measured = [
  'median of 3 runs:',
  'median performance 96 (target ≥ 95)',
  'median LCP 2300 ms (target ≤ 2500 ms)',
  'median CLS 0.02 (target ≤ 0.1)',
].join('\n');

test('a failed step shows ✗ "not measured (reason)" for each of its figures, and fails', () => {
  const result = {
    code: 1,
    out: 'not measured: Chromium (/bin/false) did not start: connect ECONNREFUSED 127.0.0.1:41234\n',
    err: '',
  };
  const rows = figureRows(lighthouse, result);
  assert.equal(rows.length, lighthouse.figures.length);
  for (const [, , value, met] of rows) {
    assert.equal(
      value,
      'not measured (Chromium (/bin/false) did not start: connect ECONNREFUSED 127.0.0.1:41234)',
    );
    assert.equal(met, '✗');
  }
  assert.equal(stepFailed(lighthouse, result), true);
  assert.match(formatTable(rows), /✗/);
  assert.doesNotMatch(formatTable(rows), /\| 0 ms/);
});

test('the reason falls back to the last error the step threw, then to its exit code', () => {
  assert.equal(
    failureReason({
      code: 1,
      out: '',
      err: 'file:///x.mjs:3\nError: PostgreSQL not reachable\n    at x.mjs:3',
    }),
    'PostgreSQL not reachable',
  );
  assert.equal(failureReason({ code: 134, out: 'half a line', err: '' }), 'exit 134');
});

test('a step that exits 0 but leaves a figure out fails; the figure is not measured, not zero', () => {
  const result = { code: 0, out: 'median performance 96 (target ≥ 95)\n', err: '' };
  const rows = figureRows(lighthouse, result);
  assert.deepEqual(rows[0].slice(2), ['96', '✓']);
  assert.deepEqual(rows[1].slice(2), ['not measured (the step did not print it)', '✗']);
  assert.equal(stepFailed(lighthouse, result), true);
});

test('a printed NaN is not a figure', () => {
  const startup = benches.find((b) => b.name === 'startup');
  const rows = figureRows(startup, { code: 0, out: 'empty data directory ready in NaN s, RSS NaN MiB' });
  assert.match(rows[0][2], /^not measured/);
});

test('a measured step passes; a missed target is ✗ in the table but not a failed step', () => {
  assert.equal(stepFailed(lighthouse, { code: 0, out: measured }), false);
  const missed = measured.replace('LCP 2300', 'LCP 2900');
  const rows = figureRows(lighthouse, { code: 0, out: missed });
  assert.deepEqual(rows[1].slice(2), ['2900 ms', '✗']);
  assert.equal(stepFailed(lighthouse, { code: 0, out: missed }), false);
});

test('a skipped step is neither measured nor failed', () => {
  const rows = figureRows(lighthouse, null, 'no PostgreSQL');
  assert.equal(rows[0][2], 'skipped (no PostgreSQL)');
  assert.equal(stepFailed(lighthouse, null), false);
});

test("Lighthouse's runtimeError and missing metrics are reasons, never zeros", () => {
  const audits = {
    'first-contentful-paint': { numericValue: 1200 },
    'largest-contentful-paint': { numericValue: 2300 },
    'total-blocking-time': { numericValue: 10 },
    'cumulative-layout-shift': { numericValue: 0.0123 },
    'speed-index': { numericValue: 1500 },
  };
  const ok = readRun({ categories: { performance: { score: 0.96 } }, audits });
  assert.deepEqual(ok.run, {
    score: 96,
    fcpMs: 1200,
    lcpMs: 2300,
    tbtMs: 10,
    cls: 0.012,
    speedIndexMs: 1500,
  });
  const failed = readRun({
    runtimeError: { code: 'NO_FCP', message: 'The page did not paint any content.' },
    categories: { performance: { score: null } },
    audits: {},
  });
  assert.equal(failed.error, 'Lighthouse: NO_FCP: The page did not paint any content.');
  const noLcp = readRun({
    categories: { performance: { score: 0.5 } },
    audits: { ...audits, 'largest-contentful-paint': { errorMessage: 'NO_LCP' } },
  });
  assert.equal(noLcp.error, 'Lighthouse measured no largest-contentful-paint: NO_LCP');
  assert.equal(
    readRun({ categories: { performance: { score: null } }, audits }).error,
    'Lighthouse gave no performance score',
  );
});

test('the scale bench reads its funnel ratios and the seeding rate, from a fresh or a kept database', () => {
  const scale = benches.find((b) => b.name === 'scale');
  const row = (rows, figure) => rows.find((r) => r[0] === figure);
  const funnels = [
    'funnel (company) p99:               alone 20.0 ms | at scale 23.0 ms | ratio 1.15×',
    'operator: funnel p99:               alone 10.0 ms | at scale 250.0 ms | ratio 25.00×',
  ];
  const seeded =
    'seeding time (at scale): 161.3 s: 201 client companies, 50002 candidates, 200004 referees, 955464 answers (1234 candidates/s for the other companies)';
  const rows = figureRows(scale, { code: 0, out: [seeded, ...funnels].join('\n') });
  assert.deepEqual(row(rows, 'scale: funnel (company) p99, at scale over alone').slice(2), ['1.15 ×', '✓']);
  assert.deepEqual(row(rows, 'scale: operator: funnel p99, at scale over alone').slice(2), ['25.00 ×', '✗']);
  assert.deepEqual(row(rows, 'scale: seeding rate (the other companies)').slice(2), [
    '1234 candidates/s',
    '',
  ]);
  const kept = seeded.replace('161.3 s:', '161.3 s (an earlier run):');
  const keptRows = figureRows(scale, { code: 0, out: kept });
  assert.equal(row(keptRows, 'scale: seeding rate (the other companies)')[2], '1234 candidates/s');
  // A seeding line without its rate: not measured, never a number.
  const old = kept.replace(/ \(1234 .*\)$/, '');
  assert.match(
    row(figureRows(scale, { code: 0, out: old }), 'scale: seeding rate (the other companies)')[2],
    /^not measured/,
  );
});

test('`scale --db pglite` picks the PGlite scale bench, with its own figures and targets', () => {
  const [postgres, pglite] = benches.filter((b) => b.name === 'scale');
  assert.equal(picked(postgres, ['--seconds', '5', '--keep']), true);
  assert.equal(picked(pglite, ['--seconds', '5', '--keep']), false);
  for (const args of [
    ['--db', 'pglite', '--keep'],
    ['--seconds', '5', '--db=pglite'],
  ]) {
    assert.equal(picked(pglite, args), true);
    assert.equal(picked(postgres, args), false);
  }
  assert.equal(pglite.needs, undefined);
  assert.equal(postgres.needs, 'postgres');
  const out = [
    'seeding time (at scale): 300.5 s: 500 client companies, 100002 candidates, 400008 referees, 1 answers (400 candidates/s for the other companies)',
    '  at scale: server memory after the loads: RSS 380 MiB, peak 420 MiB (target ≤ 400 MiB)',
    'detail p99:                         alone 20.0 ms | at scale 22.0 ms | ratio 1.10×',
    'not measured: retention job run: the job was active (null)',
  ].join('\n');
  const rows = figureRows(pglite, { code: 1, out });
  const row = (figure) => rows.find((r) => r[0] === figure).slice(1);
  assert.deepEqual(row('scale (PGlite): detail p99, at scale over alone'), ['≤ 1.2×', '1.10 ×', '✓']);
  assert.deepEqual(row('scale (PGlite): server RSS after the loads (existing data)'), [
    '≤ 400 MiB',
    '380 MiB',
    '✓',
  ]);
  assert.deepEqual(row('scale (PGlite): retention job run, at scale over alone'), [
    '≤ 1.2×',
    'not measured (retention job run: the job was active (null))',
    '✗',
  ]);
  assert.equal(stepFailed(pglite, { code: 1, out }), true);
});
