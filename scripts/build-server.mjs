// Compiles the server to JavaScript in apps/server/dist (esbuild): our TypeScript, @refcheck/domain and the npm
// packages the server imports in one ESM bundle, so the image needs no node_modules beyond the few packages that
// cannot be bundled (scripts/server-runtime.mjs EXTERNALS, and what they depend on). Entry points: server.js and the
// operator commands (operator.js, secrets.js). Dynamic imports (the PDF renderer, react-email's mail rendering,
// sharp, error reporting) stay separate chunks loaded on first use.
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { CLI_ENTRIES, DIRNAME_REVIEWED, runtimeClosure } from './server-runtime.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'apps/server/dist');

/** The package a node_modules path belongs to: `node_modules/@scope/name` or `…/node_modules/name`, or null. */
export function packageKey(file) {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const m = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)/.exec(rel);
  return m ? m[1] : null;
}

export async function buildServer() {
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  // The packages the image keeps that a bare import from apps/server/dist reaches (top-level node_modules).
  const kept = new Set([...runtimeClosure(lock)].filter((k) => /^node_modules\/(@[^/]+\/)?[^/]+$/.test(k)));
  fs.rmSync(outdir, { recursive: true, force: true });
  const result = await esbuild.build({
    // The server, the PDF worker thread's entry (platform/pdf/worker.ts starts dist/pdf-worker.js) and the operator
    // commands.
    entryPoints: [
      { in: path.join(root, 'apps/server/src/server.ts'), out: 'server' },
      { in: path.join(root, 'apps/server/src/pdf-worker.ts'), out: 'pdf-worker' },
      ...Object.entries(CLI_ENTRIES).map(([out, src]) => ({ in: path.join(root, src), out })),
    ],
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    // Whitespace and comments out, names kept (stack traces name their functions): a third less source for V8 to
    // hold, and one byte per character where a comment had the only non-Latin-1 one (issue 39, memory at ready).
    // The maps stay next to the files here (node --enable-source-maps); the image leaves them out (Dockerfile).
    minifyWhitespace: true,
    minifySyntax: true,
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'warning',
    // CommonJS packages in an ESM bundle call require() (esbuild's shim looks for one in scope): Node's, made here.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    plugins: [
      {
        name: 'runtime-externals',
        setup(build) {
          build.onResolve({ filter: /^[^./]/ }, async (args) => {
            if (args.pluginData === 'resolving' || args.path.startsWith('@refcheck/')) return undefined;
            const found = await build.resolve(args.path, {
              kind: args.kind,
              resolveDir: args.resolveDir,
              importer: args.importer,
              pluginData: 'resolving',
            });
            if (found.errors.length || found.external) return undefined;
            // Left external when the file it resolves to is in a package the image keeps, the same copy node will
            // find from apps/server/dist; bundled otherwise.
            const key = found.path && packageKey(found.path);
            return key && kept.has(key) ? { path: args.path, external: true } : undefined;
          });
        },
      },
    ],
  });
  await esbuild.stop();
  checkDirnameUses(result.metafile);
  return result.metafile;
}

/** Fails the build when a bundled package not reviewed in DIRNAME_REVIEWED uses __dirname or __filename. */
function checkDirnameUses(metafile) {
  const unreviewed = new Map();
  for (const file of Object.keys(metafile.inputs)) {
    const key = packageKey(path.resolve(root, file));
    if (!key) continue;
    const name = key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
    if (DIRNAME_REVIEWED[name]) continue;
    const text = fs.readFileSync(path.resolve(root, file), 'utf8');
    if (/\b__(dirname|filename)\b/.test(text)) unreviewed.set(name, file);
  }
  if (unreviewed.size) {
    const lines = [...unreviewed].map(([name, file]) => `  ${name} (${file})`);
    throw new Error(
      `Bundled packages use __dirname/__filename, undefined in the ESM bundle: make each external or review it ` +
        `(scripts/server-runtime.mjs EXTERNALS or DIRNAME_REVIEWED):\n${lines.join('\n')}`,
    );
  }
}
