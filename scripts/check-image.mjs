// Proves from the Dockerfile and the package files, without Docker, that the image's runtime stage holds only what
// the compiled server needs (issue 39): the bundle and the node_modules of the few packages it cannot bundle
// (scripts/server-runtime.mjs EXTERNALS and their production closure), nothing of the web app's dependencies, of
// the root's dev tools or of the TypeScript sources:
// 1. the stage that fills the runtime's node_modules copies server-runtime.mjs and prune-runtime.mjs, runs exactly
//    one `npm ci` (--omit=dev, the workspaces @refcheck/server and @refcheck/domain, --include-workspace-root=false)
//    and after it `node scripts/prune-runtime.mjs`; the runtime stage runs no npm install;
// 2. the runtime stage copies node_modules and its package.json (runtime-package.json) only from that stage, and
//    from the build stage only the built output (apps/server/dist, apps/server/drizzle, apps/web/dist,
//    apps/server/pglite-template);
// 3. from package-lock.json: what the prune keeps (the externals' closure) is installed by that npm ci, lies in the
//    root node_modules (the one the runtime copies), and includes none of the packages the web app or the root
//    alone declares, nor tsx, esbuild or typescript;
// 4. scripts/build-server.mjs takes what it leaves out of the bundle from server-runtime.mjs (one list);
// 5. NPM_CONFIG_UPDATE_NOTIFIER=false in the runtime stage, and every operator script of the root package.json has
//    its compiled counterpart in the image's package.json;
// 6. the Noto Sans JP weights and PGlite extensions the prune keeps include every one the server's sources use;
// 7. the image's CMD and apps/server's start script run node with the options of npm start (the V8 flags).
// Usage: node scripts/check-image.mjs [Dockerfile]   (exit 1 naming each failure). Run by scripts/test-all.sh.
import fs from 'node:fs';
import path from 'node:path';
import { parseCopy, stages } from './dockerfile.mjs';
import {
  EXTERNALS,
  FONT_WEIGHTS,
  lockClosure,
  PGLITE_EXTENSIONS,
  runtimeClosure,
  runtimePackageJson,
  startNodeOptions,
  workspaceKey,
} from './server-runtime.mjs';

const root = path.resolve(import.meta.dirname, '..');
const read = (rel) => fs.readFileSync(path.join(root, rel), 'utf8');
const problems = [];
const fail = (m) => problems.push(m);

const all = stages(fs.readFileSync(path.resolve(process.argv[2] ?? path.join(root, 'Dockerfile')), 'utf8'));
const runtime = all.at(-1);
const copies = runtime.lines.map(parseCopy).filter(Boolean);
const modulesCopy = copies.find((c) =>
  c.sources.some((s) => /(^|\/)node_modules\/?$|^\/src\/?$|^\.\/?$/.test(s)),
);
const depsStage = modulesCopy && all.find((s) => s.name === modulesCopy.from);
if (!depsStage) fail('the runtime stage copies its node_modules from no stage of the Dockerfile');
const buildOutput = [
  '/src/apps/server/dist',
  '/src/apps/server/drizzle',
  '/src/apps/web/dist',
  '/src/apps/server/pglite-template',
];
for (const c of copies) {
  const what = `COPY ${[...c.flags, ...c.sources, c.dest].join(' ')}`;
  if (!c.from) fail(`the runtime stage copies from the build context: ${what}`);
  else if (c.from === depsStage?.name) {
    const allowed = ['/src/node_modules', '/src/runtime-package.json'];
    const other = c.sources.filter((s) => !allowed.includes(s.replace(/\/$/, '')));
    if (other.length) fail(`the runtime stage copies ${other.join(', ')} from ${c.from}: ${what}`);
    if (c.sources.includes('/src/runtime-package.json') && c.dest !== 'package.json')
      fail(`runtime-package.json must become the image's package.json: ${what}`);
  } else {
    const other = c.sources.filter((s) => !buildOutput.includes(s.replace(/\/$/, '')));
    if (other.length)
      fail(`the runtime stage copies ${other.join(', ')} from ${c.from} (not built output): ${what}`);
  }
}
if (!copies.some((c) => c.from === depsStage?.name && c.sources.includes('/src/runtime-package.json')))
  fail("the runtime stage does not take its package.json from prune-runtime.mjs's runtime-package.json");
for (const out of buildOutput)
  if (!copies.some((c) => c.sources.includes(out))) fail(`the runtime stage does not copy ${out}`);
const runtimeInstalls = runtime.lines.filter((l) => /\bnpm\s+(ci|install|i)\b/.test(l));
if (runtimeInstalls.length) fail(`the runtime stage runs npm itself: ${runtimeInstalls.join(' | ')}`);

if (depsStage) {
  const copied = depsStage.lines.flatMap((l) => parseCopy(l)?.sources ?? []);
  for (const s of ['scripts/server-runtime.mjs', 'scripts/prune-runtime.mjs'])
    if (!copied.includes(s)) fail(`stage ${depsStage.name} does not copy ${s}`);
  const runs = depsStage.lines.filter((l) => /^RUN\s/i.test(l)).join(' && ');
  const installs = [...runs.matchAll(/\bnpm\s+(?:ci|install|i)\b[^&;|]*/g)];
  if (installs.length !== 1)
    fail(`stage ${depsStage.name} runs ${installs.length} npm installs (expected one npm ci)`);
  const ci = installs[0]?.[0] ?? '';
  if (!/\bnpm\s+ci\b/.test(ci)) fail(`stage ${depsStage.name} installs without npm ci (the lockfile): ${ci}`);
  if (!/--omit[= ]dev\b/.test(ci)) fail(`stage ${depsStage.name}: npm ci without --omit=dev`);
  if (!/--include-workspace-root[= ]false\b/.test(ci))
    fail(`stage ${depsStage.name}: npm ci without --include-workspace-root=false (the root's dependencies)`);
  const named = [...ci.matchAll(/(?:--workspace[= ]|-w\s+)(\S+)/g)].map((m) => m[1]).sort();
  if (named.join(',') !== '@refcheck/domain,@refcheck/server')
    fail(
      `stage ${depsStage.name}: npm ci workspaces are [${named.join(', ')}], expected @refcheck/server and @refcheck/domain`,
    );
  const prune = runs.search(/\bnode\s+scripts\/prune-runtime\.mjs\b/);
  if (prune === -1) fail(`stage ${depsStage.name} does not run node scripts/prune-runtime.mjs`);
  else if (installs[0] && prune < installs[0].index)
    fail(`stage ${depsStage.name} runs prune-runtime.mjs before its npm ci`);
}
if (!runtime.lines.some((l) => /^ENV\b.*\bNPM_CONFIG_UPDATE_NOTIFIER=false\b/.test(l)))
  fail('the runtime stage does not set NPM_CONFIG_UPDATE_NOTIFIER=false');

// What the prune keeps, from the lockfile, against what the npm ci installs and what only others need.
const lock = JSON.parse(read('package-lock.json'));
const installed = lockClosure(
  lock,
  ['@refcheck/server', '@refcheck/domain'].map((n) => workspaceKey(lock, n)),
);
const image = runtimeClosure(lock);
const notInstalled = [...image].filter((k) => !installed.has(k));
if (notInstalled.length) fail(`kept but not installed by the npm ci: ${notInstalled.join(', ')}`);
const outsideRoot = [...image].filter((k) => !k.startsWith('node_modules/'));
if (outsideRoot.length)
  fail(
    `kept outside the root node_modules (the runtime copies only /src/node_modules): ${outsideRoot.join(', ')}`,
  );
const pkgJson = (dir) => JSON.parse(read(path.join(dir, 'package.json')));
const serverSide = new Set(
  ['apps/server', 'packages/domain'].flatMap((d) => Object.keys(pkgJson(d).dependencies ?? {})),
);
const webOnly = [
  ...Object.keys(pkgJson('apps/web').dependencies ?? {}),
  ...Object.keys(pkgJson('apps/web').devDependencies ?? {}),
  ...Object.keys(pkgJson('.').devDependencies ?? {}),
  ...Object.keys(pkgJson('.').optionalDependencies ?? {}),
].filter((n) => !serverSide.has(n));
// A package the web app declares that a kept package also depends on is the server's too (kept because it needs it).
const neededByKept = new Set(
  [...image].flatMap((k) =>
    Object.keys({ ...lock.packages[k]?.dependencies, ...lock.packages[k]?.optionalDependencies }),
  ),
);
const leaked = webOnly.filter((n) => image.has(`node_modules/${n}`) && !neededByKept.has(n));
if (leaked.length)
  fail(`the image keeps packages only the web app or the root's tools declare: ${leaked.join(', ')}`);
for (const tool of ['tsx', 'esbuild', 'typescript'])
  if (image.has(`node_modules/${tool}`))
    fail(`the image keeps ${tool} (a build tool: the bundle needs none)`);
for (const name of Object.keys(EXTERNALS))
  if (!image.has(`node_modules/${name}`))
    fail(`the image lacks ${name} (left out of the bundle: it needs it)`);

// One list: the build reads it from server-runtime.mjs.
if (
  !/from '\.\/server-runtime\.mjs'/.test(read('scripts/build-server.mjs')) ||
  /external:\s*\[/.test(read('scripts/build-server.mjs'))
)
  fail(
    'scripts/build-server.mjs does not take what it leaves out of the bundle from scripts/server-runtime.mjs',
  );

// The operator scripts have their compiled counterparts in the image.
const rootScripts = pkgJson('.').scripts ?? {};
const imageScripts = runtimePackageJson(pkgJson('.')).scripts;
for (const [name, command] of Object.entries(rootScripts))
  if (/apps\/server\/src\/cli\//.test(command) && !imageScripts[name])
    fail(
      `npm run ${name} (${command}) has no compiled counterpart in the image (server-runtime.mjs CLI_ENTRIES)`,
    );

// The font weights and PGlite extensions kept are those the server's sources use (read from every server source,
// wherever the code that names them lives; none found is a failure, not a pass).
const sources = fs
  .readdirSync(path.join(root, 'apps/server/src'), { recursive: true })
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
  .map((f) => read(path.join('apps/server/src', f)))
  .join('\n');
const usedWeights = new Set([...sources.matchAll(/noto-sans-jp\/(\w+)\//g)].map((m) => m[1]));
if (usedWeights.size === 0)
  fail('no Noto Sans JP weight found in the server sources: the font check read nothing');
for (const w of usedWeights)
  if (!FONT_WEIGHTS.includes(w)) fail(`the prune removes the font weight ${w} the PDF report embeds`);
const usedExtensions = new Set(
  [...sources.matchAll(/@electric-sql\/pglite\/contrib\/([\w-]+)'/g)].map((m) => m[1]),
);
if (usedExtensions.size === 0)
  fail('no PGlite extension found in the server sources: the extension check read nothing');
for (const e of usedExtensions)
  if (!PGLITE_EXTENSIONS.includes(e)) fail(`the prune removes the PGlite extension ${e} the server loads`);

// The image's CMD and apps/server's start script run node with the options npm start uses (issue 39's V8 flags).
const options = startNodeOptions().join(' ');
const cmdLine = runtime.lines.find((l) => /^CMD\s/i.test(l));
const cmd = cmdLine ? JSON.parse(cmdLine.replace(/^CMD\s+/i, '')) : [];
if (cmd.slice(1, -1).join(' ') !== options)
  fail(`the image's CMD runs node with "${cmd.slice(1, -1).join(' ')}", npm start with "${options}"`);
const serverStart = pkgJson('apps/server').scripts?.start ?? '';
if (!serverStart.startsWith(`node ${options} `))
  fail(`apps/server's start script (${serverStart}) does not run node with npm start's options (${options})`);

if (problems.length) {
  for (const p of problems) console.error(`✗ ${p}`);
  process.exit(1);
}
const kept = [...image].filter((k) => !lock.packages[k].link);
console.log(
  `image: stage ${depsStage.name} installs ${installed.size} lockfile entries (server + domain, production) and ` +
    `keeps ${kept.length} of them (other platforms' native builds included): the ${Object.keys(EXTERNALS).length} packages the bundle leaves out and their closure; ` +
    `none of the ${webOnly.length} the web app and the root's tools alone declare, no tsx/esbuild/typescript`,
);
