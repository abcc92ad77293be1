// Which load grows the server's memory (issue 39)? The scale bench's loads on an existing database (wrk at
// `--connections`), one by one, with the server's RSS and its own breakdown (heap used/total, external, array
// buffers, V8 spaces; again after a full GC) after each. The server runs as bench/server.mjs starts it, with
// bench/memory-report.mjs preloaded (BENCH_NODE_ARGS). Not in `npm run bench`: a diagnosis tool.
// Usage: node bench/memory-probe.mjs --db hmem_alone [--seconds 10] [--connections 50] [--only list,detail]
//   [--snapshots dir] [--gc]   (--gc: --expose-gc, each report also after a full GC; --snapshots: heap snapshots
//   after sign-in and at the end; --encoding: the loads' Accept-Encoding, default "br, gzip"). MALLOC_ARENA_MAX etc.
//   pass through the environment.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { POSTGRES_ADMIN_URL } from './postgres.mjs';
import { BENCH_AUTH_SECRET } from './referee-cookie.mjs';
import { answerSaves, scaleLoads } from './scale-loads.mjs';
import { startServer } from './server.mjs';
import { ensureWrk, memoryMiB, wrkLoad } from './wrk.mjs';

const { values: args } = parseArgs({
  options: {
    db: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    only: { type: 'string' },
    snapshots: { type: 'string' },
    gc: { type: 'boolean', default: false },
    encoding: { type: 'string', default: 'br, gzip' },
  },
});
if (!args.db) throw new Error('--db <database> (a copy of bench_scale_alone_10000)');
const SECONDS = Number(args.seconds);
const CONNECTIONS = Number(args.connections);

ensureWrk();
const url = new URL(POSTGRES_ADMIN_URL);
url.pathname = `/${args.db}`;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'refcheck-memory-'));
const reportFile = path.join(dir, 'memory.json');
process.env.BENCH_NODE_ARGS = [
  process.env.BENCH_NODE_ARGS ?? '',
  `--import=${path.join(import.meta.dirname, 'memory-report.mjs')}`,
  args.gc ? '--expose-gc' : '',
].join(' ');
const server = await startServer(dir, {
  DATABASE_URL: url.href,
  AUTH_SECRET: BENCH_AUTH_SECRET,
  JOB_POLL_SECONDS: '1',
  BENCH_MEMORY_FILE: reportFile,
});

/** The server's own breakdown (and a heap snapshot to `snapshot`), read through SIGUSR2. */
async function report(snapshot) {
  fs.rmSync(reportFile, { force: true });
  fs.writeFileSync(`${reportFile}.cmd`, snapshot ? `snapshot ${snapshot}` : '');
  server.child.kill('SIGUSR2');
  for (let i = 0; i < 600 && !fs.existsSync(reportFile); i++) await new Promise((r) => setTimeout(r, 100));
  await new Promise((r) => setTimeout(r, 100));
  return JSON.parse(fs.readFileSync(reportFile, 'utf8'));
}
/** The server's RSS by kind of mapping (/proc/pid/smaps): glibc's main heap ([heap]), anonymous mappings (V8's
 *  pages, malloc's thread arenas, mmapped allocations), files (node's binary, libraries). */
function smaps(pid) {
  const out = { heap: 0, anon: 0, file: 0 };
  let kind = 'anon';
  for (const l of fs.readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const m = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(l);
    if (m) kind = m[1] === '[heap]' ? 'heap' : m[1] === '' || m[1].startsWith('[') ? 'anon' : 'file';
    else if (l.startsWith('Rss:')) out[kind] += Number(/\d+/.exec(l)[0]) / 1024;
  }
  return `brk ${out.heap.toFixed(0)}, anon ${out.anon.toFixed(0)}, file ${out.file.toFixed(0)}`;
}
const line = (name, r, rss) => {
  const b = r.before;
  const g = r.afterGc;
  const s = b.spaces;
  console.log(
    `${name.padEnd(26)} RSS ${rss.rss.toFixed(0).padStart(4)} (peak ${rss.peak.toFixed(0)}; ${smaps(server.child.pid)}) | heap used ${b.heapUsed} / total ${b.heapTotal}, old ${s.old_space}, new ${s.new_space}, code ${s.code_space}, lo ${s.large_object_space} | external ${b.external}, arrayBuffers ${b.arrayBuffers}` +
      (g ? ` | after GC: used ${g.heapUsed} / total ${g.heapTotal}, RSS ${g.rss}` : ''),
  );
};
const snap = (name) => (args.snapshots ? path.resolve(args.snapshots, `${name}.heapsnapshot`) : undefined);

try {
  const { base } = server;
  await new Promise((r) => setTimeout(r, 1000));
  line('ready', await report(), memoryMiB(server.child.pid));
  const { get, operator, loads, billingExport } = await scaleLoads(base);
  line('signed in, cursors read', await report(snap('warm')), memoryMiB(server.child.pid));
  const only = args.only?.split(',');
  for (const [name, , load] of loads) {
    if (only && !only.includes(name)) continue;
    const headers = { 'Accept-Encoding': args.encoding, ...load.headers };
    const r = await wrkLoad(base, {
      connections: CONNECTIONS,
      seconds: SECONDS,
      warmup: 3,
      ...load,
      headers,
    }).catch((e) => ({ error: e.message }));
    const how = r.error ? r.error : `${r.rate.toFixed(0)} req/s, p99 ${r.p99.toFixed(1)} ms`;
    line(`${name} (${how})`, await report(), memoryMiB(server.child.pid));
  }
  if (!only || only.includes('saves')) {
    await answerSaves(base, get, SECONDS);
    line('answer saves', await report(), memoryMiB(server.child.pid));
  }
  if (!only || only.includes('billing')) {
    for (let i = 0; i < 6; i++) await get(billingExport, operator);
    line('billing export ×6', await report(), memoryMiB(server.child.pid));
  }
  await new Promise((r) => setTimeout(r, 3000));
  line('end (+3 s idle)', await report(snap('end')), memoryMiB(server.child.pid));
} finally {
  await server.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
