// Cold start time and resident memory of the server on an empty and on an existing data directory.
// Usage: node bench/startup.mjs   (prints figures; never part of the tests)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refcheck-bench-'));

function rssMiB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

async function run(label) {
  const port = 30000 + Math.floor(Math.random() * 10000);
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
      const r = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (r.ok) break;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  const seconds = (performance.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, 1000));
  // tsx runs the server in a child of its own: measure the whole tree.
  const pids = [
    child.pid,
    ...fs
      .readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number),
  ];
  const rss = pids.reduce((sum, pid) => sum + rssMiB(pid), 0);
  console.log(`${label.padEnd(28)} ready in ${seconds.toFixed(2)} s, RSS ${rss.toFixed(0)} MiB`);
  child.kill('SIGTERM');
  await new Promise((r) => child.on('exit', r));
}

await run('empty data directory');
await run('existing data directory');
fs.rmSync(dataDir, { recursive: true, force: true });
