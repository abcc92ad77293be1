// Compiles the server to JavaScript in apps/server/dist (esbuild): our TypeScript and @refcheck/domain bundled,
// every npm package left external, dynamic imports (PDF renderer, sharp) split into chunks loaded on first use.
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

export async function buildServer() {
  const outdir = path.join(root, 'apps/server/dist');
  fs.rmSync(outdir, { recursive: true, force: true });
  await esbuild.build({
    // The PDF worker thread's entry too (platform/pdf/worker.ts starts dist/pdf-worker.js).
    entryPoints: [
      path.join(root, 'apps/server/src/server.ts'),
      path.join(root, 'apps/server/src/pdf-worker.ts'),
    ],
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-packages',
        setup(build) {
          // Bare imports stay imports of node_modules, except our own workspace package (TypeScript sources).
          build.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@refcheck/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  await esbuild.stop();
}
