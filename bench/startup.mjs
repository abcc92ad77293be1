// Cold start time and resident memory of the server on an empty and on an existing data directory, the way
// `npm start` runs it (builds already up to date). Usage: node bench/startup.mjs   (prints figures; never tested)
// BENCH_SERVER=tsx node bench/startup.mjs measures the former tsx start.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServer } from './server.mjs';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'refcheck-bench-'));

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

async function run(label) {
  const { child, seconds, stop } = await startServer(dataDir);
  await new Promise((r) => setTimeout(r, 1000));
  const rss = tree(child.pid).reduce((sum, pid) => sum + rssMiB(pid), 0);
  console.log(`${label.padEnd(28)} ready in ${seconds.toFixed(2)} s, RSS ${rss.toFixed(0)} MiB`);
  await stop();
}

await run('empty data directory');
await run('existing data directory');
fs.rmSync(dataDir, { recursive: true, force: true });
