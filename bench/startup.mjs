// Cold start time and resident memory of the server on an empty and on an existing data directory.
// Usage: node bench/startup.mjs   (prints figures; never part of the tests)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './server.mjs';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refcheck-bench-'));

function rssMiB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

async function run(label) {
  const { child, seconds, stop } = await startServer(dataDir);
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
  await stop();
}

await run('empty data directory');
await run('existing data directory');
fs.rmSync(dataDir, { recursive: true, force: true });
