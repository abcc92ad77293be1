// What the compiled server needs at run time besides its bundle (apps/server/dist), in one place for
// scripts/build-server.mjs (what stays out of the bundle), scripts/prune-runtime.mjs (what the image keeps of
// node_modules) and scripts/check-image.mjs (issue 39: the image's size). Node.js built-ins only: the Dockerfile's
// prod-deps stage runs it with nothing else installed.
import fs from 'node:fs';
import path from 'node:path';

// esbuild bundles every npm package the server imports except these, which cannot work from a bundle. Their
// production closure (their own dependencies, from package-lock.json) is all the image keeps of node_modules, and
// the bundle imports those dependencies from node_modules too (one copy, not a second one inside the bundle).
export const EXTERNALS = {
  '@node-rs/argon2': 'native addon: a prebuilt .node file per platform (@node-rs/argon2-linux-x64-gnu…)',
  sharp: "native addon: libvips and sharp's .node file per platform (@img/sharp-linux-x64…)",
  '@electric-sql/pglite':
    'reads pglite.wasm, pglite.data and the extension tarballs next to its own files (new URL(…, import.meta.url))',
  pdfkit:
    "loads its standard fonts through its package.json imports (createRequire(import.meta.url)('#standard-fonts/…')) " +
    'and its ICC profile by path; @react-pdf/renderer and platform/pdf/pdfkit-fonts.ts must share its one copy',
  '@expo-google-fonts/noto-sans-jp':
    'no code: the font files platform/pdf/fonts.ts finds with require.resolve (two weights kept)',
  '@fastify/swagger-ui': "serves swagger-ui's static/ directory from its own __dirname (GET /api/docs)",
};

/**
 * Bundled packages that mention __dirname / __filename (the ESM bundle defines neither: a use would throw), each
 * checked: the use is never reached by the server. scripts/build-server.mjs fails on any other such package, so a
 * dependency update that starts reading its own files is seen at build time, not in production.
 */
export const DIRNAME_REVIEWED = {
  pino: 'lib/transport.js: only for log transports in worker threads (the server configures none)',
  'thread-stream': "the worker threads of pino's transports (none configured)",
  '@fastify/swagger':
    'lib/util/read-package-json.js: its package.json in a try/catch, for default info (the server sets its own)',
};

/** The operator commands, compiled as entry points next to server.js (apps/server/dist/<name>.js). */
export const CLI_ENTRIES = {
  operator: 'apps/server/src/cli/operator.ts',
  secrets: 'apps/server/src/cli/secrets.ts',
};

/** Noto Sans JP weights the PDFs embed (platform/pdf/fonts.ts; check-image.mjs checks they match). */
export const FONT_WEIGHTS = ['400Regular', '700Bold'];

/** PGlite extensions the server loads (db/client.ts; check-image.mjs checks): the other tarballs are removed. */
export const PGLITE_EXTENSIONS = ['pg_trgm'];

/** The lockfile key node reaches for `name` from the package at `from` (nested node_modules first, then up). */
export function resolveInLock(lock, from, name) {
  for (let dir = from; ; ) {
    const key = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (lock.packages[key]) return key;
    if (!dir) return null;
    // From a workspace folder (apps/server) or a top-level package, the root's node_modules is next.
    const i = dir.lastIndexOf('/node_modules/');
    dir = i === -1 ? '' : dir.slice(0, i);
  }
}

/** Lockfile keys of `starts` and of everything they need in production (dependencies and optional ones). */
export function lockClosure(lock, starts) {
  const pkgs = lock.packages;
  const wanted = new Set();
  const visit = (key) => {
    if (wanted.has(key)) return;
    wanted.add(key);
    const meta = pkgs[key];
    const target = meta.link ? meta.resolved : key;
    if (meta.link) wanted.add(target);
    const info = pkgs[target] ?? {};
    for (const name of Object.keys({ ...info.dependencies, ...info.optionalDependencies })) {
      const found = resolveInLock(lock, target, name);
      if (found && !pkgs[found].dev) visit(found);
    }
  };
  for (const start of starts) visit(start);
  return wanted;
}

/** The lockfile key of the workspace named `name` (e.g. @refcheck/server → apps/server). */
export const workspaceKey = (lock, name) =>
  Object.keys(lock.packages).find((k) => !k.includes('node_modules') && lock.packages[k].name === name);

/** What the image keeps of node_modules: the EXTERNALS as the server resolves them, and their closure. */
export function runtimeClosure(lock) {
  const server = workspaceKey(lock, '@refcheck/server');
  const starts = Object.keys(EXTERNALS).map((name) => {
    const key = resolveInLock(lock, server, name);
    if (!key) throw new Error(`${name} (scripts/server-runtime.mjs EXTERNALS) is not in package-lock.json`);
    return key;
  });
  return lockClosure(lock, starts);
}

/**
 * The image's package.json: the root's operator scripts (`npm run operator:create …`, tsx on the sources in a
 * checkout) run the compiled commands instead; "type": "module" for apps/server/dist's .js files.
 */
export function runtimePackageJson(rootPackage) {
  const scripts = {};
  for (const [name, command] of Object.entries(rootPackage.scripts ?? {})) {
    for (const [entry, source] of Object.entries(CLI_ENTRIES)) {
      const prefix = `tsx ${source}`;
      if (command === prefix || command.startsWith(`${prefix} `))
        scripts[name] = `node apps/server/dist/${entry}.js${command.slice(prefix.length)}`;
    }
  }
  return { name: rootPackage.name, private: true, type: 'module', scripts };
}

/**
 * The node options of package.json's start script (`node <options> scripts/start.mjs`, the V8 flags of issue 39):
 * bench/server.mjs runs the server with them; check-image.mjs checks the image's CMD and apps/server's start script
 * give the same.
 */
export function startNodeOptions() {
  const start = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../package.json'), 'utf8')).scripts
    .start;
  const m = /^node((?:\s+--\S+)*)\s+scripts\/start\.mjs$/.exec(start);
  if (!m)
    throw new Error(`package.json's start script is not "node [--options] scripts/start.mjs": ${start}`);
  return m[1].trim().split(/\s+/).filter(Boolean);
}
