// `npm run bench`: runs every bench of bench/registry.mjs (those needing PostgreSQL only when it answers) one after
// the other, shows their output as it comes, then prints one table: figure, target, measured.
// Usage: npm run bench [-- name...]   (only the benches named)
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { buildIfChanged } from '../scripts/build-if-changed.mjs';
import { benches } from './registry.mjs';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);

async function postgresReachable() {
  const client = new pg.Client({
    connectionString: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    connectionTimeoutMillis: 2000,
  });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

function run(command) {
  return new Promise((resolve) => {
    const child = spawn(command[0] === 'node' ? process.execPath : command[0], command.slice(1), {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      process.stderr.write(d);
    });
    child.stderr.on('data', (d) => process.stderr.write(d));
    child.on('exit', (code) => resolve({ code, out }));
  });
}

await buildIfChanged();
const hasPostgres = await postgresReachable();
const rows = [];
for (const bench of benches) {
  if (only.length && !only.includes(bench.name)) continue;
  if (bench.needs === 'postgres' && !hasPostgres) {
    for (const f of bench.figures) rows.push([f.figure, f.target, 'skipped (no PostgreSQL)', '']);
    continue;
  }
  process.stderr.write(`\n── ${bench.name}: ${bench.command.join(' ')}\n`);
  const { code, out } = await run(bench.command);
  for (const f of bench.figures) {
    const m = f.read.exec(out);
    if (!m) {
      rows.push([f.figure, f.target, code === 0 ? 'not printed' : `failed (exit ${code})`, '✗']);
      continue;
    }
    const value = Number(m[1]);
    const ok =
      f.limit !== undefined ? value <= f.limit : f.atLeast !== undefined ? value >= f.atLeast : undefined;
    rows.push([f.figure, f.target, `${m[1]} ${f.unit}`, ok === undefined ? '' : ok ? '✓' : '✗']);
  }
}

const header = ['figure', 'target', 'measured', 'met'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
const line = (r) => `| ${r.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
console.log(`\n${line(header)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const r of rows) console.log(line(r));
