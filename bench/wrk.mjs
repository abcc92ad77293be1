// The benches' HTTP load generator: wrk (Debian's package, C, epoll), so that the figures describe the server and
// not a Node.js generator sharing its cores (issue 39: the Node generator reported the list at 612 req/s, p99
// 157 ms where wrk measured 2,044 req/s, p99 42 ms). A Lua script per load (written to a temp file) cycles through
// the request paths, sets the headers (the session cookie), builds the bodies (the answer saves: a new rev each) and
// prints wrk's own figures as one JSON line. Before it measures, each load runs `warmup` seconds uncounted (wrk
// connects before its first request, so the figures are those of open connections).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Installs wrk from Debian when it is missing (as scripts/install-system-deps.sh does for Chromium). */
export function ensureWrk() {
  if (spawnSync('wrk', ['--version']).error === undefined) return;
  console.error('Installing wrk with apt (Debian package)…');
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (...args) =>
    execFileSync(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), ...args], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt('update', '-qq');
  apt('install', '-y', '-qq', '--no-install-recommends', 'wrk');
}

const lua = (v) => JSON.stringify(v); // a JSON string is a valid Lua string literal for our ASCII/UTF-8 text

/** The Lua script of one load. `body`: a Lua expression of `n` (the request's number in its thread) and `rev`. */
function script({ paths, headers, method, body }) {
  return `
local paths = { ${paths.map(lua).join(', ')} }
local headers = { ${Object.entries(headers)
    .map(([k, v]) => `[${lua(k)}] = ${lua(v)}`)
    .join(', ')} }
local n = 0
local threads = {}
function setup(thread)
  thread:set("thread_no", #threads)
  table.insert(threads, thread)
end
function init(args)
  n = (thread_no or 0) * 7919
end
function request()
  n = n + 1
  local rev = ${Date.now() * 1000} + (thread_no or 0) * 100000000 + n
  ${body ? `return wrk.format(${lua(method)}, paths[(n % #paths) + 1], headers, ${body})` : `return wrk.format(${lua(method)}, paths[(n % #paths) + 1], headers)`}
end
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('WRK {"requests":%d,"us":%d,"p50":%d,"p99":%d,"max":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99), latency.max,
    e.connect, e.read, e.write, e.status, e.timeout))
end
`;
}

function runWrk(base, { connections, threads, seconds, file }) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'wrk',
      [
        `-t${Math.min(threads, connections)}`,
        `-c${connections}`,
        `-d${seconds}s`,
        '--timeout',
        '10s',
        '-s',
        file,
        base,
      ],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.on('error', reject);
    child.on('close', (code) => {
      const line = /^WRK (.+)$/m.exec(out);
      if (code !== 0 || !line) reject(new Error(`wrk exited with ${code}: ${out.trim().split('\n').at(-1)}`));
      else resolve(JSON.parse(line[1]));
    });
  });
}

/**
 * `connections` keep-alive connections (over `threads` wrk threads) requesting `paths` in turn for `seconds`
 * (after `warmup` uncounted seconds): { count, rate, p50, p99, max (ms), failures (non-2xx/3xx, socket errors,
 * timeouts) }.
 * @param {string} base
 * @param {{ connections: number, seconds: number, paths: string[], headers?: Record<string, string>,
 *   method?: string, body?: string, threads?: number, warmup?: number }} options
 */
export async function wrkLoad(base, options) {
  const {
    connections,
    seconds,
    paths,
    headers = {},
    method = 'GET',
    body,
    threads = 2,
    warmup = 0,
  } = options;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'refcheck-wrk-'));
  const file = path.join(dir, 'load.lua');
  const allHeaders = {
    'Accept-Encoding': 'br, gzip',
    ...(body ? { 'Content-Type': 'application/json' } : {}),
    ...headers,
  };
  fs.writeFileSync(file, script({ paths, headers: allHeaders, method, body }));
  try {
    if (warmup > 0) await runWrk(base, { connections, threads, seconds: warmup, file });
    const r = await runWrk(base, { connections, threads, seconds, file });
    // No answer within the run is no figure (never a rate or a latency of 0).
    if (r.requests === 0 || r.us === 0)
      throw new Error(
        `wrk: no answer within ${seconds} s at ${connections} connections (${method} ${paths[0]})`,
      );
    const elapsed = r.us / 1e6;
    return {
      count: r.requests,
      rate: r.requests / elapsed,
      p50: r.p50 / 1000,
      p99: r.p99 / 1000,
      max: r.max / 1000,
      failures: r.connect + r.read + r.write + r.status + r.timeout,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** A list of `count` paths from a generator (wrk cycles through them). */
export function pathsOf(next, count = 300) {
  return Array.from({ length: count }, () => next());
}

/** Resident memory of a process and its descendants (MiB): now (VmRSS) and its peak (VmHWM). */
export function memoryMiB(pid) {
  const tree = (p) => {
    let children = [];
    try {
      children = fs
        .readFileSync(`/proc/${p}/task/${p}/children`, 'utf8')
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map(Number);
    } catch {}
    return [p, ...children.flatMap(tree)];
  };
  let rss = 0;
  let peak = 0;
  for (const p of tree(pid)) {
    try {
      const status = fs.readFileSync(`/proc/${p}/status`, 'utf8');
      rss += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
      peak += Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    } catch {}
  }
  return { rss, peak };
}
