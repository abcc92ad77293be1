// Preloaded into the server by bench/memory-probe.mjs (node --import, through BENCH_NODE_ARGS): on SIGUSR2 the server
// writes its memory breakdown (process.memoryUsage, V8's heap spaces, and after a full GC when node runs with
// --expose-gc) as one JSON line to BENCH_MEMORY_FILE, and a heap snapshot there too when BENCH_MEMORY_FILE.cmd says
// "snapshot <path>". A bench tool only: the server itself never loads it.
import fs from 'node:fs';
import v8 from 'node:v8';

const file = process.env.BENCH_MEMORY_FILE;
const MiB = (n) => Math.round((n / 1048576) * 10) / 10;
const usage = () => {
  const m = process.memoryUsage();
  const spaces = Object.fromEntries(
    v8.getHeapSpaceStatistics().map((s) => [s.space_name, MiB(s.space_used_size)]),
  );
  return {
    rss: MiB(m.rss),
    heapTotal: MiB(m.heapTotal),
    heapUsed: MiB(m.heapUsed),
    external: MiB(m.external),
    arrayBuffers: MiB(m.arrayBuffers),
    spaces,
  };
};
if (file)
  process.on('SIGUSR2', () => {
    let cmd = '';
    try {
      cmd = fs.readFileSync(`${file}.cmd`, 'utf8').trim();
    } catch {}
    const before = usage();
    let afterGc = null;
    if (globalThis.gc) {
      globalThis.gc();
      afterGc = usage();
    }
    if (cmd.startsWith('snapshot ')) v8.writeHeapSnapshot(cmd.slice(9));
    fs.writeFileSync(file, `${JSON.stringify({ before, afterGc })}\n`);
  });
