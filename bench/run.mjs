// `npm run bench`: runs every bench of bench/registry.mjs (those needing PostgreSQL only when it answers) one after
// the other, shows their output as it comes, then prints one table: figure, target, measured (bench/table.mjs: a
// figure a step did not produce is ✗ "not measured (reason)", never a number). Exits 1 when any step failed (exited
// non-zero or left a figure unmeasured); a measured figure that misses its target is ✗ in the table only.
// Usage: npm run bench [-- name...] [-- --bench-args]   (only the benches named; `npm run bench -- scale --size 200,20000`
// passes the arguments after a bench's name to that bench; they also pick among entries of one name, as
// `npm run bench -- scale --db pglite` picks the PGlite scale bench)
import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { buildIfChanged } from '../scripts/build-if-changed.mjs';
import { benches, picked } from './registry.mjs';
import { figureRows, formatTable, stepFailed } from './table.mjs';

const root = path.resolve(import.meta.dirname, '..');
// Bench names, each optionally followed by arguments for it (those starting with --, and their values).
const only = [];
const extra = new Map();
for (const a of process.argv.slice(2)) {
  if (benches.some((b) => b.name === a)) {
    only.push(a);
    extra.set(a, []);
  } else if (only.length) extra.get(only.at(-1)).push(a);
  else throw new Error(`unknown bench ${a} (one of: ${benches.map((b) => b.name).join(', ')})`);
}

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
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
      process.stderr.write(d);
    });
    child.stderr.on('data', (d) => {
      err += d;
      process.stderr.write(d);
    });
    child.on('error', (e) => {
      err += `\nError: ${e.message}`;
    });
    child.on('close', (code) => resolve({ code, out, err }));
  });
}

await buildIfChanged();
const hasPostgres = await postgresReachable();
const rows = [];
const failed = [];
for (const bench of benches) {
  if (only.length ? !only.includes(bench.name) : bench.onlyByName) continue;
  if (!picked(bench, extra.get(bench.name))) continue;
  if (bench.needs === 'postgres' && !hasPostgres) {
    rows.push(...figureRows(bench, null, 'no PostgreSQL'));
    continue;
  }
  const command = [...bench.command, ...(extra.get(bench.name) ?? [])];
  process.stderr.write(`\n── ${bench.name}: ${command.join(' ')}\n`);
  const result = await run(command);
  rows.push(...figureRows(bench, result));
  if (stepFailed(bench, result)) failed.push(`${bench.name} (exit ${result.code})`);
}

console.log(`\n${formatTable(rows)}`);
if (failed.length) {
  console.log(`\n✗ failed steps: ${failed.join(', ')}`);
  process.exitCode = 1;
}
