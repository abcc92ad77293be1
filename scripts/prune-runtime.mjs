// The image's node_modules (issue 39): run in the Dockerfile's prod-deps stage after its `npm ci --omit=dev` of the
// server and the domain. The compiled server (apps/server/dist) bundles every npm package except the EXTERNALS of
// scripts/server-runtime.mjs; this keeps only those and what they need (their production closure in
// package-lock.json), removes from them what the server never loads (source maps, type declarations, PGlite's
// other extensions, the unused Noto Sans JP weights), and writes the image's package.json (runtime-package.json:
// the operator scripts on the compiled commands). Node.js built-ins only.
// Usage: node scripts/prune-runtime.mjs [dir]   (dir: where npm ci ran, default the current directory)
import fs from 'node:fs';
import path from 'node:path';
import { FONT_WEIGHTS, PGLITE_EXTENSIONS, runtimeClosure, runtimePackageJson } from './server-runtime.mjs';

/** Files no kept package needs at run time, by package (`*`: every one). */
export const PRUNED_FILES = [
  // Source maps and type declarations: node loads neither.
  { pkg: '*', file: /\.(map|d\.ts|d\.mts|d\.cts)$/ },
  // The extensions the server does not load (PGLITE_EXTENSIONS): 10 MB of tarballs.
  { pkg: '@electric-sql/pglite', file: (rel) => /^dist\/[^/]+\.tar\.gz$/.test(rel) && !keptExtension(rel) },
  // Seven of the nine weights (5.4 MB each): the PDF report embeds FONT_WEIGHTS.
  {
    pkg: '@expo-google-fonts/noto-sans-jp',
    file: (rel) => /^\d{3}\w+\//.test(rel) && !FONT_WEIGHTS.some((w) => rel.startsWith(`${w}/`)),
  },
  // pdfkit's browser builds, unreferenced old builds and the Yarn release it ships (node imports js/pdfkit.node.mjs).
  { pkg: 'pdfkit', file: /^(\.yarn\/|js\/pdfkit\.(browser|standalone|old)\b)/ },
];
const keptExtension = (rel) => PGLITE_EXTENSIONS.some((e) => rel === `dist/${e}.tar.gz`);

/** Every installed package directory under `dir` as a lockfile key (node_modules/a, node_modules/a/node_modules/b…). */
function installedPackages(dir) {
  const found = [];
  const scan = (modulesRel) => {
    const abs = path.join(dir, modulesRel);
    if (!fs.existsSync(abs)) return;
    for (const entry of fs.readdirSync(abs)) {
      if (entry.startsWith('.')) continue; // .bin, .package-lock.json: removed below
      const names = entry.startsWith('@')
        ? fs.readdirSync(path.join(abs, entry)).map((n) => `${entry}/${n}`)
        : [entry];
      for (const name of names) {
        const key = `${modulesRel}/${name}`;
        found.push(key);
        // A workspace's link (node_modules/@refcheck/server → apps/server): its folder is not a package's.
        if (!fs.lstatSync(path.join(dir, key)).isSymbolicLink()) scan(`${key}/node_modules`);
      }
    }
  };
  scan('node_modules');
  // Workspaces' own node_modules (npm nests a version there when the root holds another one).
  for (const ws of ['apps', 'packages'])
    for (const name of fs.existsSync(path.join(dir, ws)) ? fs.readdirSync(path.join(dir, ws)) : [])
      scan(`${ws}/${name}/node_modules`);
  return found;
}

function walk(abs, rel, out) {
  for (const entry of fs.readdirSync(abs, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue; // nested packages are packages of their own
    const childRel = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) walk(path.join(abs, entry.name), childRel, out);
    else out.push(childRel);
  }
  return out;
}

export function pruneRuntime(dir) {
  const lock = JSON.parse(fs.readFileSync(path.join(dir, 'package-lock.json'), 'utf8'));
  const keep = runtimeClosure(lock);
  const removed = [];
  // Deepest first, so a kept package's nested node_modules is visited before its parent is judged.
  for (const key of installedPackages(dir).sort((a, b) => b.length - a.length)) {
    if (keep.has(key)) continue;
    fs.rmSync(path.join(dir, key), { recursive: true, force: true });
    removed.push(key);
  }
  let files = 0;
  let bytes = 0;
  for (const key of keep) {
    const pkgDir = path.join(dir, key);
    if (!key.includes('node_modules/') || !fs.existsSync(pkgDir)) continue; // optional, other platform
    const name = key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
    for (const rel of walk(pkgDir, '', [])) {
      const rule = PRUNED_FILES.find(
        (r) =>
          (r.pkg === '*' || r.pkg === name) && (r.file instanceof RegExp ? r.file.test(rel) : r.file(rel)),
      );
      if (!rule) continue;
      bytes += fs.statSync(path.join(pkgDir, rel)).size;
      fs.rmSync(path.join(pkgDir, rel));
      files++;
    }
  }
  // npm's bookkeeping and the executables' links (the server runs none); empty scope and workspace folders.
  for (const modules of ['node_modules', 'apps/server/node_modules', 'packages/domain/node_modules']) {
    fs.rmSync(path.join(dir, modules, '.bin'), { recursive: true, force: true });
    fs.rmSync(path.join(dir, modules, '.package-lock.json'), { force: true });
  }
  removeEmptyDirs(path.join(dir, 'node_modules'));
  const rootPackage = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  fs.writeFileSync(
    path.join(dir, 'runtime-package.json'),
    `${JSON.stringify(runtimePackageJson(rootPackage), null, 2)}\n`,
  );
  return { kept: [...keep].filter((k) => fs.existsSync(path.join(dir, k))), removed, files, bytes };
}

function removeEmptyDirs(abs) {
  if (!fs.existsSync(abs) || !fs.statSync(abs).isDirectory()) return;
  for (const entry of fs.readdirSync(abs)) removeEmptyDirs(path.join(abs, entry));
  if (fs.readdirSync(abs).length === 0) fs.rmdirSync(abs);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = path.resolve(process.argv[2] ?? '.');
  const r = pruneRuntime(dir);
  console.log(
    `prune-runtime: kept ${r.kept.filter((k) => k.includes('node_modules/')).length} packages (the externals' ` +
      `closure), removed ${r.removed.length}; removed ${r.files} unused files (${(r.bytes / 1048576).toFixed(1)} MiB)`,
  );
}
