// Lighthouse (mobile, its default simulated throttling) on the referee's first page, opened from a real referee
// link, with Debian's Chromium, against the real server (built web app, fresh data directory). Prints the
// performance score (target ≥ 95) and its metrics, the median score of `--runs` runs (3). A run Lighthouse could
// not measure (runtimeError, missing metric) or a Chromium that does not start (CHROME_PATH, default
// /usr/bin/chromium) ends the bench with `not measured: <reason>` and exit 1, never with zeros.
// Usage: npm run build && node bench/lighthouse.mjs [--runs 3] [--json]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { notMeasured } from './fail.mjs';
import { readRun } from './lighthouse-read.mjs';
import { seedRefereeLink, startServer } from './server.mjs';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '3' }, json: { type: 'boolean', default: false } },
});
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refcheck-lighthouse-'));
let server;
let chrome;
const cleanup = async () => {
  await chrome?.kill();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
};
const runs = [];
try {
  server = await startServer(dataDir);
  try {
    chrome = await chromeLauncher.launch({
      chromePath,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });
  } catch (e) {
    throw new Error(`Chromium (${chromePath}) did not start: ${e instanceof Error ? e.message : e}`);
  }
  for (let i = 0; i < Number(args.runs); i++) {
    const url = await seedRefereeLink(server.base);
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { run, error } = readRun(result.lhr);
    if (error) throw new Error(`run ${i + 1}: ${error}`);
    runs.push(run);
  }
} catch (e) {
  await notMeasured(e instanceof Error ? e.message : e, cleanup);
}
await cleanup();
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
  console.log(`median of ${runs.length} runs:`);
  console.log(`median performance ${median.score} (target ≥ 95)`);
  console.log(`median LCP ${median.lcpMs} ms (target ≤ 2500 ms)`);
  console.log(`median CLS ${median.cls} (target ≤ 0.1)`);
}
