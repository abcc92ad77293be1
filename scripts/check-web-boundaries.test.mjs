// The web boundary check's own tests: each fixture under fixtures/web-boundaries breaks one rule of
// docs/architecture.md (or none), and the check must fail naming that rule. Run: node --test scripts/check-web-boundaries.test.mjs
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const check = (fixture) =>
  spawnSync(
    process.execPath,
    [join(here, 'check-web-boundaries.mjs'), '--root', join(here, 'fixtures/web-boundaries', fixture)],
    {
      encoding: 'utf8',
    },
  );

test('a tree that keeps the rules passes', () => {
  const run = check('ok');
  assert.equal(run.status, 0, run.stderr);
  assert.match(run.stdout, /web boundaries hold/);
});

test('ui/ importing a feature fails with rule W1', () => {
  const run = check('ui-imports-feature');
  assert.equal(run.status, 1);
  assert.match(
    run.stderr,
    /ui\/menu\.ts:1 imports '\.\.\/features\/a\/helper\.ts': ui\/ must not import features\//,
  );
  assert.match(run.stderr, /docs\/architecture\.md, rule W1/);
});

test('lib/ importing routes/ (even a type) fails with rule W1', () => {
  const run = check('lib-imports-routes');
  assert.equal(run.status, 1);
  assert.match(run.stderr, /lib\/ must not import routes\/ \(docs\/architecture\.md, rule W1/);
});

test('an import cycle (a type-only import closes it) fails with rule W3', () => {
  const run = check('cycle');
  assert.equal(run.status, 1);
  assert.match(run.stderr, /import cycle between .*ui\/a\.ts, .*ui\/b\.ts \(docs\/architecture\.md, rule W3/);
});

test("a feature importing another feature's internals fails with rule W2", () => {
  const run = check('cross-feature');
  assert.equal(run.status, 1);
  assert.match(
    run.stderr,
    /features\/b reaches into features\/a's internals \(docs\/architecture\.md, rule W2/,
  );
});

test('the flow entry reaching TanStack Router (through a lazy page and ui/) fails with rule W4', () => {
  const run = check('flow-imports-company');
  assert.equal(run.status, 1);
  assert.match(run.stderr, /ui\/link\.tsx:1 imports '@tanstack\/react-router'/);
  assert.match(
    run.stderr,
    /flow-main\.tsx → .*flow\/app\.tsx → .*features\/referee-flow\/page\.tsx → .*ui\/link\.tsx/,
  );
  assert.match(run.stderr, /docs\/architecture\.md, rule W4/);
  // A type-only import of routes/ is no load: only the package import is reported.
  assert.doesNotMatch(run.stderr, /routes\/tree\.ts is reached/);
});

test('the web app itself keeps the rules', () => {
  const run = spawnSync(process.execPath, [join(here, 'check-web-boundaries.mjs')], { encoding: 'utf8' });
  assert.equal(run.status, 0, run.stderr);
});
