// Checks that package-lock.json is complete for every platform a developer may use, so that `npm ci` on Linux
// (x64, arm64), macOS or Windows installs from the lockfile alone: every optional dependency of every locked
// package (the native builds of esbuild, sharp, Biome, rolldown, the Node.js runtime, …) has its own entry, and the
// root package.json's dependencies are all locked. Prints what is missing and exits 1; run by the test command.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const packages = lock.packages;

/** Where Node's resolution would find `name` when required from the package at `from` (a lockfile key). */
function resolves(from, name) {
  let dir = from;
  for (;;) {
    const key = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[key]) return key;
    if (!dir) return null;
    const i = dir.lastIndexOf('/node_modules/');
    // Workspace folders (apps/server) resolve from the root next.
    dir = i === -1 ? '' : dir.slice(0, i);
  }
}

const missing = [];
for (const [key, pkg] of Object.entries(packages)) {
  if (pkg.link) continue;
  const kinds =
    key === '' || !key.includes('node_modules/')
      ? ['dependencies', 'devDependencies', 'optionalDependencies']
      : ['dependencies', 'optionalDependencies'];
  for (const kind of kinds) {
    for (const name of Object.keys(pkg[kind] ?? {})) {
      if (!resolves(key, name)) missing.push(`${key || '(root)'} → ${name} (${kind})`);
    }
  }
}

if (missing.length > 0) {
  console.error(`package-lock.json is incomplete: ${missing.length} dependencies have no entry:`);
  for (const m of missing) console.error(`  ${m}`);
  console.error('Run `npm install` (npm 11) and commit package-lock.json.');
  process.exit(1);
}
console.log(
  `package-lock.json: ${Object.keys(packages).length} entries, every platform's optional packages locked`,
);
