// Lighthouse (mobile, its default simulated throttling) on the referee's first page, opened from a real referee
// link, with Debian's Chromium, against the real server (built web app, fresh data directory). Prints the
// performance score (target ≥ 95) and its metrics; `--runs n` takes the median score of n runs.
// Usage: npm run build && node bench/lighthouse.mjs [--runs 1] [--json]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { seedRefereeLink, startServer } from './server.mjs';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '1' }, json: { type: 'boolean', default: false } },
});
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refcheck-lighthouse-'));
const { base, stop } = await startServer(dataDir);
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const runs = [];
try {
  for (let i = 0; i < Number(args.runs); i++) {
    const url = await seedRefereeLink(base);
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    const lhr = result.lhr;
    const ms = (id) => Math.round(lhr.audits[id]?.numericValue ?? 0);
    runs.push({
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcpMs: ms('first-contentful-paint'),
      lcpMs: ms('largest-contentful-paint'),
      tbtMs: ms('total-blocking-time'),
      cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
      speedIndexMs: ms('speed-index'),
    });
  }
} finally {
  await chrome.kill();
  await stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
// The run with the median score, its LCP and CLS with it (one page load's figures belong together).
const median = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)];
if (args.json)
  console.log(
    JSON.stringify({ bench: 'lighthouse', page: '/referee (link) → /referee/instruction', ...median, runs }),
  );
else {
  for (const r of runs)
    console.log(
      `referee first page, Lighthouse mobile: performance ${r.score} (FCP ${r.fcpMs} ms, LCP ${r.lcpMs} ms, TBT ${r.tbtMs} ms, CLS ${r.cls}, SI ${r.speedIndexMs} ms)`,
    );
  console.log(`median performance ${median.score} (target ≥ 95)`);
  console.log(`median LCP ${median.lcpMs} ms (target ≤ 2500 ms)`);
  console.log(`median CLS ${median.cls} (target ≤ 0.1)`);
}
