// JavaScript and CSS a phone downloads to open a page, gzipped, as Debian's Chromium loads it from the real server
// (built web app, fresh data directory): the referee's first page opened from a real referee link (/referee?…, the
// flow entry, which moves on to /referee/instruction). Target: ≤ 120 KiB of gzipped JavaScript (issue 26).
// Usage: npm run build && node bench/page-weight.mjs [--json]   (prints figures; never part of the tests)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { seedRefereeLink, startServer } from './server.mjs';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refcheck-bench-'));
const { base, stop } = await startServer(dataDir);

const link = await seedRefereeLink(base);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
const loaded = [];
page.on('response', async (response) => {
  const type = response.headers()['content-type'] ?? '';
  if (!/javascript|css/.test(type)) return;
  const body = await response.body().catch(() => null);
  if (body)
    loaded.push({ url: new URL(response.url()).pathname, type, raw: body.length, gz: gzipSync(body).length });
});
await page.goto(link);
await page.waitForURL(/\/referee\/instruction$/);
await page.getByTestId('referee-next').waitFor();
await page.waitForLoadState('networkidle');

const sum = (items, key) => items.reduce((s, i) => s + i[key], 0);
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const js = loaded.filter((l) => l.type.includes('javascript'));
const css = loaded.filter((l) => l.type.includes('css'));
if (process.argv.includes('--json')) {
  const k = (n) => Number((n / 1024).toFixed(1));
  console.log(
    JSON.stringify({
      bench: 'page-weight',
      page: '/referee/instruction',
      jsFiles: js.length,
      jsGzKiB: k(sum(js, 'gz')),
      jsRawKiB: k(sum(js, 'raw')),
      cssFiles: css.length,
      cssGzKiB: k(sum(css, 'gz')),
    }),
  );
} else {
  console.log('/referee/instruction on a 390 px viewport');
  for (const l of loaded.sort((a, b) => b.gz - a.gz)) console.log(`  ${kib(l.gz).padStart(10)} gz  ${l.url}`);
  console.log(
    `JavaScript: ${js.length} files, ${kib(sum(js, 'raw'))} raw, ${kib(sum(js, 'gz'))} gzipped (target ≤ 120 KiB)`,
  );
  console.log(`CSS:        ${css.length} files, ${kib(sum(css, 'raw'))} raw, ${kib(sum(css, 'gz'))} gzipped`);
}
await browser.close();
await stop();
fs.rmSync(dataDir, { recursive: true, force: true });
