#!/usr/bin/env node
// Front-door exports used by nobody else (docs/architecture.md, "Server rules": a front door exports its plugin and
// what other modules import, nothing else). Reads every front door (apps/server/src/modules/<name>/index.ts and
// platform/<name>/index.ts), lists the names it exports, and looks for each in the imports (static, `export … from`
// and destructured dynamic `import()`) of every file outside that module: apps/server/src, apps/server/test and
// bench/. A name nobody imports is reported unless it is in UNUSED_BASELINE (today's, to be trimmed; it only
// shrinks: an entry that is used again or gone fails too).
// `node scripts/check-exports.mjs [--list]` exits 1 on a new unused export or a stale baseline entry;
// `--list` prints every front door's unused names and the counts and exits 0.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '..');
const src = join(repo, 'apps/server/src');

/**
 * Unused exports kept for now, `<front door folder>: <name>`. Empty when every front door exports only what others
 * import. Remove an entry when you drop the export (the check fails on an entry that no longer applies).
 */
export const UNUSED_BASELINE = [];

function walk(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'node_modules' && name !== 'migrations') walk(path, out);
    } else if (/\.(ts|tsx|mts|mjs)$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

function stripComments(source) {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** `a, type B, c as d` → the names as the exporter calls them (`as` on the import side: the left one). */
function names(list, side) {
  return list
    .split(',')
    .map((n) => n.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((n) => {
      const [left, right] = n.split(/\s+as\s+/);
      return (side === 'exported' ? (right ?? left) : left).trim();
    });
}

/** The names a front door exports. */
export function exportsOf(text) {
  const out = new Set();
  for (const m of text.matchAll(/\bexport\s+(?:type\s+)?\{([^}]*)\}/g))
    for (const n of names(m[1], 'exported')) out.add(n);
  for (const m of text.matchAll(
    /\bexport\s+(?:declare\s+)?(?:default\s+)?(?:async\s+)?(?:abstract\s+)?(?:const|let|var|function\*?|class|type|interface|enum)\s+([\w$]+)/g,
  ))
    out.add(m[1]);
  return out;
}

function resolveSpec(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const c of [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, join(base, 'index.ts')])
    if (existsSync(c) && statSync(c).isFile()) return c;
  return null;
}

/** Each import of a file: `{ target, names }` (names null: the whole namespace). */
export function importsOf(file, text) {
  const out = [];
  const add = (spec, list) => {
    const target = resolveSpec(file, spec);
    if (target) out.push({ target, names: list });
  };
  for (const m of text.matchAll(/\b(?:import|export)\s+(?:type\s+)?([^'";]*?)\s+from\s+['"]([^'"]+)['"]/g)) {
    const clause = m[1];
    const braces = /\{([^}]*)\}/.exec(clause);
    if (/\*/.test(clause.replace(/\{[^}]*\}/, ''))) add(m[2], null);
    else add(m[2], braces ? names(braces[1], 'imported') : ['default']);
  }
  for (const m of text.matchAll(/\{([^}]*)\}\s*=\s*await\s+import\(\s*['"]([^'"]+)['"]\s*\)/g))
    add(m[2], names(m[1].replace(/:\s*[\w$]+/g, ''), 'imported'));
  for (const m of text.matchAll(/(?<![{]\s*)=\s*await\s+import\(\s*['"]([^'"]+)['"]\s*\)/g)) add(m[1], null);
  return out;
}

/** The module folder a file belongs to (modules/<name>, platform/<name>) or null. */
function frontDoorFolder(file) {
  const rel = relative(src, file).split('\\').join('/');
  const parts = rel.split('/');
  if ((parts[0] === 'modules' || parts[0] === 'platform') && parts.length > 2)
    return `${parts[0]}/${parts[1]}`;
  return null;
}

export function analyse() {
  const doors = new Map(); // folder -> Set of exported names
  for (const kind of ['modules', 'platform']) {
    for (const name of readdirSync(join(src, kind))) {
      const door = join(src, kind, name, 'index.ts');
      if (existsSync(door))
        doors.set(`${kind}/${name}`, exportsOf(stripComments(readFileSync(door, 'utf8'))));
    }
  }
  const used = new Map([...doors.keys()].map((d) => [d, new Set()]));
  const files = [...walk(src), ...walk(join(repo, 'apps/server/test')), ...walk(join(repo, 'bench'))];
  for (const file of files) {
    const own = frontDoorFolder(file);
    const text = stripComments(readFileSync(file, 'utf8'));
    for (const { target, names: list } of importsOf(file, text)) {
      const folder = frontDoorFolder(target);
      if (!folder || folder === own || !doors.has(folder)) continue;
      if (relative(join(src, folder), target) !== 'index.ts') continue;
      for (const n of list ?? doors.get(folder)) used.get(folder).add(n);
    }
  }
  const unused = [];
  let total = 0;
  for (const [folder, exported] of doors) {
    total += exported.size;
    for (const n of [...exported].sort()) if (!used.get(folder).has(n)) unused.push(`${folder}: ${n}`);
  }
  return { doors: doors.size, total, unused };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { doors, total, unused } = analyse();
  if (process.argv.includes('--list')) {
    for (const u of unused) console.log(u);
    console.log(`${doors} front doors export ${total} names; ${unused.length} used by no other module`);
    process.exit(0);
  }
  const fresh = unused.filter((u) => !UNUSED_BASELINE.includes(u));
  const stale = UNUSED_BASELINE.filter((u) => !unused.includes(u));
  for (const u of fresh)
    console.error(
      `${u} is exported by its front door but imported by no other module: drop the export (docs/architecture.md server rules)`,
    );
  for (const u of stale)
    console.error(
      `${u} is in scripts/check-exports.mjs UNUSED_BASELINE but no longer unused: remove the entry`,
    );
  if (fresh.length || stale.length) process.exit(1);
  console.log(`front doors export only what others use: ${doors} front doors, ${total} names`);
}
