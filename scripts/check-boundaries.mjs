#!/usr/bin/env node
// The server's import boundaries (docs/architecture.md, "Server rules"). Reads every import/export-from specifier of
// apps/server/src with a regex (TS 7 native has no JS compiler API), dynamic `import('…')` included, builds the file
// and module graphs and reports:
//   rule 1  no import cycle (static or dynamic imports), at file level or at module level;
//   rule 2  a file that registers a route (`app.get('/…'`, `app.route({`, whatever its name) never imports
//           drizzle-orm or db/schema: its SQL lives in the module's service;
//   rule 3  a module imports another module only through its front door (modules/<name>/index.ts);
//   rule 4  platform/ never imports a feature module (modules/).
// `node scripts/check-boundaries.mjs [root]` prints the violations and exits 1 when there is one;
// `--map` prints the import map (modules, arrows, arrows back up, cycles) instead.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const RULES = {
  cycle: 'docs/architecture.md server rule 1 (no import cycle)',
  routeSql: 'docs/architecture.md server rule 2 (route files hold no SQL: no drizzle-orm, no db/schema)',
  internals: 'docs/architecture.md server rule 3 (import another module only through its index.ts)',
  stale: 'scripts/check-boundaries.mjs ALLOWED_BACK_UP / ROUTE_SQL_DEBT (remove the entry)',
  platform: 'docs/architecture.md server rule 4 (platform never imports a feature module)',
};

/**
 * Arrows back up the map keeps (none now), each `{ from, to, why }`; they are left out of the cycle and front-door
 * checks and listed by `--map`. Remove an entry when its reason is gone (the check fails on an entry that no longer
 * occurs).
 */
export const ALLOWED_BACK_UP = [];

/**
 * The files that put modules together and so may reach past a front door: app.ts (routes, services) and
 * pdf-worker.ts (the PDF worker thread's entry: it loads only the modules' renderers, not their front doors, which
 * would bring their services and SQL into the worker).
 */
const COMPOSITION_ROOTS = ['app', 'pdf-worker'];

/**
 * Route files that still run SQL themselves (rule 2's debt, issue 19 item 3): empty since every route file's SQL
 * moved into its module's service. It only shrinks; the check fails on an entry that no longer needs it.
 */
export const ROUTE_SQL_DEBT = [];

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'migrations' && name !== 'node_modules') walk(path, out);
    } else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
      out.push(path);
  }
  return out;
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/**
 * A call registering a route: `<x>.get('/…', …` (any HTTP verb, a path literal then more arguments: a map's
 * `get('/a')` is not one) or `<x>.route({`.
 */
const ROUTE_REGISTRATION =
  /\b[\w$]+\s*\.\s*(?:get|post|put|patch|delete|head|options|all)\s*(?:<[^>()]*>)?\s*\(\s*(['"`])\/[^'"`\n]*\1\s*,|\b[\w$]+\s*\.\s*route\s*\(\s*\{/;

/** The text without its comments (a commented-out import or route is neither). */
function stripComments(source) {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
}

/** Whether a file registers a route (rule 2 applies to it whatever its name). */
export function registersRoute(text) {
  return ROUTE_REGISTRATION.test(stripComments(text));
}

/** The module a file (path relative to src) belongs to: modules/<name>, platform/<name>, or its top-level folder. */
export function moduleOf(rel) {
  const parts = rel.split('/');
  if ((parts[0] === 'modules' || parts[0] === 'platform') && parts.length > 2)
    return `${parts[0]}/${parts[1]}`;
  if (parts.length > 1) return parts[0];
  return rel.replace(/\.tsx?$/, '');
}

function resolveImport(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const candidate of [
    base,
    base.replace(/\.js$/, '.ts'),
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Strongly connected components with more than one node, or a node importing itself (Tarjan). */
function cycles(nodes, edges) {
  let index = 0;
  const stack = [];
  const info = new Map();
  const out = [];
  const visit = (v) => {
    info.set(v, { index, low: index, onStack: true });
    index++;
    stack.push(v);
    for (const w of edges.get(v) ?? []) {
      if (!info.has(w)) {
        visit(w);
        info.get(v).low = Math.min(info.get(v).low, info.get(w).low);
      } else if (info.get(w).onStack) info.get(v).low = Math.min(info.get(v).low, info.get(w).index);
    }
    if (info.get(v).low === info.get(v).index) {
      const scc = [];
      let w;
      do {
        w = stack.pop();
        info.get(w).onStack = false;
        scc.push(w);
      } while (w !== v);
      if (scc.length > 1 || edges.get(v)?.has(v)) out.push(scc.sort());
    }
  };
  for (const v of nodes) if (!info.has(v)) visit(v);
  return out;
}

/** Arrows back up: a small set of arrows whose removal leaves no cycle (greedy feedback arc set, Eades et al.). */
function arrowsBackUp(nodes, edges) {
  const remaining = new Set(nodes);
  const outDeg = (v) => [...(edges.get(v) ?? [])].filter((w) => remaining.has(w) && w !== v).length;
  const inDeg = (v) => [...remaining].filter((u) => u !== v && edges.get(u)?.has(v)).length;
  const left = [];
  const right = [];
  while (remaining.size) {
    let changed = true;
    while (changed) {
      changed = false;
      for (const v of [...remaining]) {
        if (outDeg(v) === 0) {
          right.unshift(v);
          remaining.delete(v);
          changed = true;
        } else if (inDeg(v) === 0) {
          left.push(v);
          remaining.delete(v);
          changed = true;
        }
      }
    }
    if (!remaining.size) break;
    const best = [...remaining].sort(
      (a, b) => outDeg(b) - inDeg(b) - (outDeg(a) - inDeg(a)) || a.localeCompare(b),
    )[0];
    left.push(best);
    remaining.delete(best);
  }
  const order = new Map([...left, ...right].map((v, i) => [v, i]));
  const back = [];
  for (const [v, ws] of edges)
    for (const w of ws) if (v !== w && order.get(w) < order.get(v)) back.push(`${v} → ${w}`);
  return back.sort();
}

export function analyse(srcRoot, allowed = ALLOWED_BACK_UP, routeSqlDebt = ROUTE_SQL_DEBT) {
  const debtSeen = new Set();
  const files = walk(srcRoot);
  const fileEdges = new Map();
  const moduleEdges = new Map();
  const crossImports = [];
  const violations = [];
  const rel = (p) => relative(srcRoot, p).split('\\').join('/');
  for (const file of files) {
    const from = rel(file);
    const fromModule = moduleOf(from);
    const text = stripComments(readFileSync(file, 'utf8'));
    const routeFile = /(^|\/)routes\.ts$|-routes\.ts$/.test(from) || registersRoute(text);
    fileEdges.set(from, new Set());
    for (const match of text.matchAll(IMPORT)) {
      const spec = match[1] ?? match[2];
      if (routeFile) {
        if (
          spec === 'drizzle-orm' ||
          spec.startsWith('drizzle-orm/') ||
          /(^|\/)db\/schema(\/|$)/.test(spec)
        ) {
          if (routeSqlDebt.includes(from)) debtSeen.add(from);
          else violations.push({ rule: 'routeSql', message: `${from} imports ${spec}` });
        }
      }
      const target = resolveImport(file, spec);
      if (!target?.startsWith(srcRoot)) continue;
      const to = rel(target);
      const allowance = allowed.find((a) => a.from === from && a.to === to);
      if (allowance) {
        allowance.seen = true;
        continue;
      }
      fileEdges.get(from).add(to);
      const toModule = moduleOf(to);
      if (toModule === fromModule) continue;
      if (!moduleEdges.has(fromModule)) moduleEdges.set(fromModule, new Set());
      moduleEdges.get(fromModule).add(toModule);
      if (toModule.startsWith('modules/') || toModule.startsWith('platform/')) {
        crossImports.push({ from, to });
        if (!COMPOSITION_ROOTS.includes(fromModule) && to !== `${toModule}/index.ts`) {
          violations.push({ rule: 'internals', message: `${from} imports ${to} (not ${toModule}/index.ts)` });
        }
      }
      if (fromModule.startsWith('platform/') && toModule.startsWith('modules/')) {
        violations.push({ rule: 'platform', message: `${from} imports the feature ${toModule} (${to})` });
      }
    }
  }
  for (const a of allowed) {
    if (!a.seen)
      violations.push({ rule: 'stale', message: `allowed arrow ${a.from} → ${a.to} no longer occurs` });
  }
  for (const d of routeSqlDebt) {
    if (!debtSeen.has(d))
      violations.push({ rule: 'stale', message: `${d} holds no SQL any more: drop its debt entry` });
  }
  const fileCycles = cycles([...fileEdges.keys()], fileEdges);
  for (const c of fileCycles) violations.push({ rule: 'cycle', message: `file cycle: ${c.join(', ')}` });
  const moduleNodes = [...new Set([...files.map((f) => moduleOf(rel(f)))])];
  const moduleCycles = cycles(moduleNodes, moduleEdges);
  for (const c of moduleCycles) violations.push({ rule: 'cycle', message: `module cycle: ${c.join(', ')}` });
  const features = moduleNodes.filter((m) => m.startsWith('modules/') || m.startsWith('platform/'));
  const featureEdges = new Map(
    features.map((m) => [m, new Set([...(moduleEdges.get(m) ?? [])].filter((t) => features.includes(t)))]),
  );
  return {
    files: files.length,
    modules: features.length,
    arrows: [...featureEdges.values()].reduce((n, s) => n + s.size, 0),
    backUp: arrowsBackUp(features, featureEdges),
    fileCycles,
    moduleCycles,
    crossImports,
    internalTargets: new Set(crossImports.filter((c) => !c.to.endsWith('/index.ts')).map((c) => c.to)).size,
    frontDoors: features.filter((m) => existsSync(join(srcRoot, m, 'index.ts'))).length,
    violations,
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const root = resolve(args.find((a) => !a.startsWith('--')) ?? 'apps/server/src');
  const result = args.includes('--no-exceptions') ? analyse(root, [], []) : analyse(root);
  if (args.includes('--map')) {
    console.log(`files ${result.files}, modules ${result.modules} (with index.ts: ${result.frontDoors})`);
    console.log(`arrows between modules ${result.arrows}, arrows back up ${result.backUp.length}`);
    for (const a of result.backUp) console.log(`  back up: ${a}`);
    console.log(`route files still running SQL (rule 2 debt): ${ROUTE_SQL_DEBT.length}`);
    for (const a of ALLOWED_BACK_UP) console.log(`  allowed back up: ${a.from} → ${a.to} (${a.why})`);
    console.log(`module cycles ${result.moduleCycles.length}, file cycles ${result.fileCycles.length}`);
    for (const c of result.moduleCycles) console.log(`  module cycle: ${c.join(' ')}`);
    for (const c of result.fileCycles) console.log(`  file cycle: ${c.join(' ')}`);
    const internal = result.crossImports.filter((c) => !c.to.endsWith('/index.ts'));
    console.log(`imports between modules ${result.crossImports.length}; into internals ${internal.length}`);
    console.log(`  landing on ${result.internalTargets} internal files`);
  } else {
    for (const v of result.violations) console.error(`${v.message}\n  breaks ${RULES[v.rule]}`);
    if (result.violations.length) {
      console.error(
        `\n${result.violations.length} boundary violation(s) in ${relative(process.cwd(), root)}`,
      );
      process.exit(1);
    }
    console.log(`boundaries hold: ${result.files} files, ${result.modules} modules, ${result.arrows} arrows`);
  }
}
