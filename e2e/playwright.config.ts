import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { serverProcess } from './server.ts';

/**
 * Builds nothing itself (the test command builds the web app first); starts the real server on a free port with a
 * fresh data directory and drives Debian's Chromium. The server runs from its sources, or with E2E_SERVER_DIR from
 * an image's directory (server.ts).
 */
const port = Number(process.env.E2E_PORT ?? 20000 + Math.floor(Math.random() * 20000));
process.env.E2E_PORT = String(port); // workers re-evaluate this file: keep one port
const server = serverProcess();
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'refcheck-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const baseURL = `http://127.0.0.1:${port}`;

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  outputDir: '../.test-results/e2e-artifacts',
  // A test's time limit is a guard against a hang, not a speed check (tests never assert wall-clock time). Under the
  // whole suite (two browsers, the server and PostgreSQL on 2 cores) a flow of several page loads ran past 60 s:
  // 3 min for each test, longer only where a test sets its own.
  timeout: 180_000,
  // A page's first paint after its chunks arrive can take 7 s of script on a 2-core machine running the suite, the
  // server and two browsers at once (measured from a trace at load 11): assertions wait up to 20 s.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  use: {
    baseURL,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    // No trace: recording one (its screencast above all) took a third of the suite's time on 2 cores, and CI keeps no
    // artifacts. A failure prints its call log and the page's ARIA snapshot, and keeps a screenshot; for a trace, run
    // the failing test again with --trace on.
    trace: 'off',
    screenshot: 'only-on-failure',
    video: 'off',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
      },
    },
  ],
  webServer: {
    // Each argument quoted: the command goes through a shell, and a checkout's path may hold a space.
    command: ['node', ...server.args].map((a) => JSON.stringify(a)).join(' '),
    cwd: server.cwd,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '1',
      JOB_POLL_SECONDS: '0.5',
      // The ATS push test's receiver answers 503 twice: retry after 1 s, then 2 s.
      ATS_RETRY_DELAY_SECONDS: '1',
      // Every test signs in from 127.0.0.1; the limits are tested by the API tests.
      AUTH_SIGN_IN_LIMIT_PER_MINUTE: '1000',
      AUTH_API_LIMIT_PER_MINUTE: '1000',
      AUTH_CODE_LIMIT_PER_MINUTE: '1000',
      AUTH_ACCOUNT_LIMIT_PER_MINUTE: '1000',
      // Parallel tests sign the same demo users in; the per-number resend throttle is tested by the API tests.
      SMS_CODE_RESEND_SECONDS: '0',
      // The bot check runs for real (solved by the browser); a lighter challenge keeps it quick on a shared machine
      // (the production difficulty is measured by bench/bot-check.mjs).
      BOT_CHECK_MAX_NUMBER: '10000',
      // The IP allow-list test sends X-Forwarded-For; the server listens on loopback only, so no one else can.
      TRUST_PROXY: '127.0.0.1',
    },
  },
});
