// Starts the real server (tsx, apps/server/src/server.ts) on a random loopback port for a benchmark.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** Resolves once /api/health answers; `seconds` is the time it took. */
export async function startServer(dataDir) {
  const port = 30000 + Math.floor(Math.random() * 10000);
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'apps/server/src/server.ts'],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    },
  );
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  const seconds = (performance.now() - started) / 1000;
  const stop = async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.on('exit', r));
  };
  return { child, base, seconds, stop };
}
