// Proves from the Dockerfile and the package files, without Docker, that the image's runtime stage installs only the
// server's and the domain's production dependencies (issue 39: the web app is built in the build stage; its
// dependencies — Mantine, icons, Sentry's browser SDK… — have no place in the image):
// 1. the stage that fills the runtime's node_modules runs exactly one `npm ci`, with --omit=dev, the workspaces
//    @refcheck/server and @refcheck/domain and --include-workspace-root=false (the root's dev tools and pinned Node.js
//    runtimes stay out); no other npm install anywhere after the build stage;
// 2. the runtime stage copies node_modules only from that stage (never from the build stage);
// 3. from package-lock.json: the packages that install brings (the production closure of those two workspaces)
//    include none of the packages the web app, or the root (dev tools, pinned Node.js runtimes), alone declares;
// 4. NPM_CONFIG_UPDATE_NOTIFIER=false in the runtime stage (operator commands print no update notice);
// 5. the Noto Sans JP weights the Dockerfile keeps include every weight the PDF report embeds.
// Usage: node scripts/check-image.mjs   (exit 1 naming each failure). Run by scripts/test-all.sh.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const problems = [];
const fail = (m) => problems.push(m);

/** Dockerfile stages: { name, from, lines } (continuation lines joined). */
export function stages(dockerfile) {
  const joined = dockerfile.replace(/\\\n/g, ' ').split('\n');
  const out = [];
  for (const raw of joined) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) out.push({ name: from[2] ?? `stage${out.length}`, from: from[1], lines: [] });
    else out.at(-1)?.lines.push(line);
  }
  return out;
}

/** The lockfile's packages a production `npm ci -w <workspaces> --include-workspace-root=false` installs. */
export function productionClosure(lock, workspaces) {
  const pkgs = lock.packages;
  const wanted = new Set();
  /** Where node resolves `name` from `dir` (nested node_modules first, then up). */
  const resolve = (dir, name) => {
    for (let d = dir; ; d = d.includes('/node_modules/') ? d.slice(0, d.lastIndexOf('/node_modules/')) : '') {
      const key = `${d ? `${d}/` : ''}node_modules/${name}`;
      if (pkgs[key]) return key;
      if (!d) return null;
    }
  };
  const visit = (key) => {
    if (wanted.has(key)) return;
    wanted.add(key);
    const meta = pkgs[key];
    const target = meta.link ? meta.resolved : key;
    if (meta.link) wanted.add(target);
    const info = pkgs[target] ?? {};
    for (const name of Object.keys({ ...info.dependencies, ...info.optionalDependencies })) {
      const found = resolve(target, name);
      if (found && !pkgs[found].dev) visit(found);
    }
  };
  for (const w of workspaces) visit(w);
  return wanted;
}

const dockerfile = fs.readFileSync(path.join(root, 'Dockerfile'), 'utf8');
const all = stages(dockerfile);
const runtime = all.at(-1);
const copiesModules = runtime.lines.filter((l) => /^COPY\s+--from=/i.test(l));
// The stage the runtime's node_modules come from: the COPY that brings the whole tree or node_modules.
const depsCopy = copiesModules.find((l) =>
  /\s(\/src|\/src\/node_modules|\.\/?|node_modules)\s/.test(`${l} `),
);
const depsStageName = depsCopy && /--from=(\S+)/i.exec(depsCopy)[1];
const depsStage = all.find((s) => s.name === depsStageName);
if (!depsStage) fail('the runtime stage copies its node_modules from no stage of the Dockerfile');
for (const l of copiesModules) {
  const from = /--from=(\S+)/i.exec(l)[1];
  if (from !== depsStageName && /node_modules/.test(l))
    fail(`the runtime stage copies node_modules from ${from}: ${l}`);
  if (from !== depsStageName && /\s\/src\/?\s/.test(`${l} `))
    fail(`the runtime stage copies all of ${from}: ${l}`);
}
for (const stage of [depsStage, runtime].filter(Boolean)) {
  const installs = stage.lines.filter((l) => /\bnpm\s+(ci|install|i)\b/.test(l));
  if (stage === runtime && installs.length)
    fail(`the runtime stage runs npm itself: ${installs.join(' | ')}`);
  if (stage !== depsStage) continue;
  if (installs.length !== 1)
    fail(`stage ${stage.name} runs ${installs.length} npm installs (expected one npm ci)`);
  const ci = installs[0] ?? '';
  if (!/\bnpm\s+ci\b/.test(ci)) fail(`stage ${stage.name} installs without npm ci (the lockfile): ${ci}`);
  if (!/--omit[= ]dev\b/.test(ci)) fail(`stage ${stage.name}: npm ci without --omit=dev`);
  if (!/--include-workspace-root[= ]false\b/.test(ci))
    fail(`stage ${stage.name}: npm ci without --include-workspace-root=false (the root's dependencies)`);
  const named = [...ci.matchAll(/(?:--workspace[= ]|-w\s+)(\S+)/g)].map((m) => m[1]).sort();
  if (named.join(',') !== '@refcheck/domain,@refcheck/server')
    fail(
      `stage ${stage.name}: npm ci workspaces are [${named.join(', ')}], expected @refcheck/server and @refcheck/domain`,
    );
}
if (!runtime.lines.some((l) => /^ENV\b.*\bNPM_CONFIG_UPDATE_NOTIFIER=false\b/.test(l)))
  fail('the runtime stage does not set NPM_CONFIG_UPDATE_NOTIFIER=false');

// What that npm ci installs, from the lockfile, against what only the other workspaces and the root need.
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const workspaceKey = (name) =>
  Object.keys(lock.packages).find((k) => !k.includes('node_modules') && lock.packages[k].name === name);
const image = productionClosure(lock, ['@refcheck/server', '@refcheck/domain'].map(workspaceKey));
const pkgJson = (dir) => JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
const serverSide = new Set(
  ['apps/server', 'packages/domain'].flatMap((d) => Object.keys(pkgJson(d).dependencies ?? {})),
);
// The web app's own dependencies the server and the domain do not declare, and the root's dev tools and runtimes.
const webOnly = [
  ...Object.keys(pkgJson('apps/web').dependencies ?? {}),
  ...Object.keys(pkgJson('apps/web').devDependencies ?? {}),
  ...Object.keys(pkgJson('.').devDependencies ?? {}),
  ...Object.keys(pkgJson('.').optionalDependencies ?? {}),
].filter((n) => !serverSide.has(n));
// A package the web app declares that a server dependency also depends on (e.g. @better-auth/passkey needs
// @simplewebauthn/browser for its client half) is the server's too: it is in the image because the server needs it.
const neededByServerDeps = new Set(
  [...image]
    .filter((k) => k.includes('node_modules/'))
    .flatMap((k) =>
      Object.keys({ ...lock.packages[k]?.dependencies, ...lock.packages[k]?.optionalDependencies }),
    ),
);
const leaked = webOnly.filter((n) => image.has(`node_modules/${n}`) && !neededByServerDeps.has(n));
if (leaked.length)
  fail(`the image installs packages only the web app or the root's tools declare: ${leaked.join(', ')}`);
for (const must of ['fastify', '@electric-sql/pglite', 'tsx', 'zod', 'pg'])
  if (!image.has(`node_modules/${must}`)) fail(`the image lacks ${must} (the server needs it)`);

// The font weights the Dockerfile keeps are those the server's sources name (platform/pdf).
const pdfSources = fs.readFileSync(path.join(root, 'apps/server/src/platform/pdf/index.ts'), 'utf8');
const fontWeights = new Set([...pdfSources.matchAll(/noto-sans-jp\/(\w+)\//g)].map((m) => m[1]));
const prune = depsStage?.lines.find((l) => l.includes('noto-sans-jp'));
if (prune) {
  const kept = new Set([...prune.matchAll(/! -name (\w+)/g)].map((m) => m[1]));
  for (const w of fontWeights)
    if (!kept.has(w)) fail(`the Dockerfile removes the font weight ${w} the PDF report embeds`);
}

if (problems.length) {
  for (const p of problems) console.error(`✗ ${p}`);
  process.exit(1);
}
const installed = [...image].filter((k) => k.includes('node_modules/') && !lock.packages[k].link);
console.log(
  `image: stage ${depsStage.name} installs ${installed.length} packages (server + domain, production, from the ` +
    `lockfile); none of the ${webOnly.length} the web app and the root's tools alone declare (${webOnly.slice(0, 4).join(', ')}…)`,
);
