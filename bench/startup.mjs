// Cold start time and resident memory of the server on an empty and on an existing data directory (PGlite), and on
// an empty and an existing PostgreSQL database when one answers on 127.0.0.1:5432, the way `npm start` runs it
// (builds already up to date), on the Node.js running this script (under npm: the project's, see README). Then the
// same on the system's Node.js when it is another one (the runtime before issue 21), for comparison.
// Usage: node bench/startup.mjs   (prints figures; never tested). BENCH_SERVER=tsx measures the former tsx start.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresDatabase } from './postgres.mjs';
import { startServer } from './server.mjs';
import { memoryMiB } from './wrk.mjs';

function rssMiB(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

/** The process and all its descendants. */
function tree(pid) {
  let children = [];
  try {
    children = fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {}
  return [pid, ...children.flatMap(tree)];
}

async function run(label, dataDir, env) {
  const { child, seconds, stop } = await startServer(dataDir, env);
  await new Promise((r) => setTimeout(r, 1000));
  const rss = tree(child.pid).reduce((sum, pid) => sum + rssMiB(pid), 0);
  // The peak (VmHWM) since the process started: creating a fresh PGlite data directory runs initdb (issue 39).
  const { peak } = memoryMiB(child.pid);
  console.log(
    `${label.padEnd(44)} ready in ${seconds.toFixed(2)} s, RSS ${rss.toFixed(0)} MiB, peak ${peak.toFixed(0)} MiB`,
  );
  await stop();
}

async function measure(prefix) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refcheck-bench-'));
  await run(`${prefix}empty data directory`, dataDir);
  await run(`${prefix}existing data directory`, dataDir);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const pg = await postgresDatabase();
  if (!pg) return;
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refcheck-bench-'));
  try {
    await run(`${prefix}empty PostgreSQL database`, filesDir, { DATABASE_URL: pg.url });
    await run(`${prefix}existing PostgreSQL database`, filesDir, { DATABASE_URL: pg.url });
  } finally {
    await pg.drop();
    fs.rmSync(filesDir, { recursive: true, force: true });
  }
}

/** The first `node` on PATH outside node_modules (the system's). */
function systemNode() {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const bin = path.join(dir, 'node');
    if (!dir.includes('node_modules') && fs.existsSync(bin)) return fs.realpathSync(bin);
  }
  return null;
}

console.log(`Node.js ${process.version}`);
await measure('');
const previous = systemNode();
if (previous && previous !== fs.realpathSync(process.execPath)) {
  const version = execFileSync(previous, ['--version'], { encoding: 'utf8' }).trim();
  process.env.BENCH_NODE = previous;
  await measure(`system Node.js ${version}: `);
}
