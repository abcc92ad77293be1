// Starts the real server the way `npm start` does (scripts/start.mjs: the compiled server, built beforehand when
// its sources changed) on a random loopback port for a benchmark. BENCH_SERVER=tsx runs the TypeScript sources
// through tsx instead (how `npm start` ran before the compiled build). BENCH_PROFILE=dir profiles the server.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { buildIfChanged } from '../scripts/build-if-changed.mjs';
import { startNodeOptions } from '../scripts/server-runtime.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** Resolves once /api/health answers; `seconds` is the time it took. `env` adds to the server's environment. */
export async function startServer(dataDir, env = {}) {
  const viaTsx = process.env.BENCH_SERVER === 'tsx';
  if (!viaTsx) await buildIfChanged();
  const port = 30000 + Math.floor(Math.random() * 10000);
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const args = viaTsx
    ? [path.join(root, 'node_modules/tsx/dist/cli.mjs'), 'apps/server/src/server.ts']
    : // As package.json's start script runs it, with its node options (the V8 flags of docs/decisions.md, issue 39).
      [...startNodeOptions(), path.join(root, 'scripts/start.mjs')];
  // BENCH_PROFILE=dir writes a CPU profile of the server (node --cpu-prof) there when it stops.
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_PROFILE)}`]
    : [];
  // BENCH_NODE_ARGS: more node options, space-separated (bench/memory-probe.mjs: its memory reporter, --expose-gc).
  const extra = process.env.BENCH_NODE_ARGS?.split(/\s+/).filter(Boolean) ?? [];
  // BENCH_NODE=path runs the server on another Node.js binary (bench/startup.mjs: the previous runtime).
  const child = spawn(process.env.BENCH_NODE ?? process.execPath, [...profile, ...extra, ...args], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // The end of what the server printed on stderr: the reason when it exits.
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr = (stderr + d).slice(-2000);
  });
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (child.exitCode !== null)
      throw new Error(
        `server exited with ${child.exitCode}: ${stderr.trim().split('\n').slice(-5).join(' / ')}`,
      );
    await new Promise((r) => setTimeout(r, 50));
  }
  const seconds = (performance.now() - started) / 1000;
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => child.on('exit', r));
  };
  return { child, base, seconds, stop };
}

/** A reference check with one referee (the dev-only seeding endpoint): its link, as the referee's mail gives it. */
export async function seedRefereeLink(base) {
  const seeded = await (
    await fetch(`${base}/api/dev/reference-checks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ talentName: '候補 次郎', referees: [{ name: '推薦 一郎', language: 'jp' }] }),
    })
  ).json();
  return new URL(seeded.referees[0].link, base).href;
}
