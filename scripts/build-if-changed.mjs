// Builds what `npm start` runs, only when its sources changed since the last build (a content hash kept next to
// the output): the web app (Vite, apps/web/dist) and the server compiled to JavaScript (esbuild, apps/server/dist;
// Node 20 cannot strip TypeScript types itself). Usage: node scripts/build-if-changed.mjs [web|server]...
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const rel = (...p) => path.join(root, ...p);

function files(dir) {
  if (!fs.existsSync(dir)) return [];
  const stat = fs.statSync(dir);
  if (!stat.isDirectory()) return [dir];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.name !== 'node_modules' && e.name !== 'dist' && !e.name.startsWith('.'))
    .flatMap((e) => files(path.join(dir, e.name)))
    .sort();
}

function hashOf(inputs) {
  const hash = createHash('sha256');
  for (const file of inputs.flatMap((i) => files(rel(i)))) {
    hash.update(path.relative(root, file));
    hash.update(fs.readFileSync(file));
  }
  return hash.digest('hex');
}

const lock = ['package-lock.json'];
export const targets = {
  web: {
    inputs: [
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/flow.html',
      'apps/web/flow-messages.ts',
      'apps/web/public',
      'apps/web/vite.config.ts',
      'apps/web/precompress.ts',
      'apps/web/package.json',
      'packages/domain/src',
      ...lock,
    ],
    stamp: 'apps/web/dist/.build-hash',
    build: () => {
      // The company app, then the flow entry (apps/web/vite.config.ts).
      for (const mode of [[], ['--mode', 'flow']]) {
        const r = spawnSync(process.execPath, [rel('node_modules/vite/bin/vite.js'), 'build', ...mode], {
          cwd: rel('apps/web'),
          stdio: 'inherit',
        });
        if (r.status !== 0) throw new Error('web build failed');
      }
    },
  },
  server: {
    inputs: [
      'apps/server/src',
      'apps/server/package.json',
      'packages/domain/src',
      'scripts/build-server.mjs',
      'scripts/server-runtime.mjs',
      ...lock,
    ],
    stamp: 'apps/server/dist/.build-hash',
    build: async () => (await import('./build-server.mjs')).buildServer(),
  },
  // The embedded database's starting point (scripts/pglite-template.mjs), in a process of its own: PGlite's initdb
  // peaks at ~630 MiB, which the server then never needs.
  'pglite-template': {
    inputs: ['scripts/pglite-template.mjs', ...lock],
    stamp: 'apps/server/pglite-template/.build-hash',
    build: () => {
      const r = spawnSync(process.execPath, [rel('scripts/pglite-template.mjs')], {
        cwd: root,
        stdio: 'inherit',
      });
      if (r.status !== 0) throw new Error('PGlite template failed');
    },
  },
};

/** Builds the targets whose sources changed; returns the names built. */
export async function buildIfChanged(names = ['web', 'server', 'pglite-template']) {
  const built = [];
  for (const name of names) {
    const target = targets[name];
    const hash = hashOf(target.inputs);
    const stamp = rel(target.stamp);
    if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === hash) continue;
    console.log(`Building ${name} (sources changed)…`);
    await target.build();
    fs.mkdirSync(path.dirname(stamp), { recursive: true });
    fs.writeFileSync(stamp, hash);
    built.push(name);
  }
  return built;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const names = process.argv.slice(2);
  await buildIfChanged(names.length ? names : undefined);
}
