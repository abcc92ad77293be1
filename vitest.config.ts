import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // A migrated template database each test app copies (test/global-setup.ts).
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // The files share one module graph (importing the server's took 2-3 s per file); each file still builds
          // its own app and database. Nothing in src/ keeps state between apps at module level.
          isolate: false,
        },
      },
      {
        test: {
          // The web app's own infrastructure (ordered autosave, the small query cache, the small i18n of the flow
          // entry) in a browser-like DOM: a regression there fails in seconds, not in an e2e run.
          name: 'web',
          root: './apps/web',
          include: ['test/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
    ],
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['**/*.test.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});
