#!/usr/bin/env node
// Web layer boundaries (docs/architecture.md, "Web: rules the lint step holds"). Reads every import specifier under a
// source root (default apps/web/src) with a regex, resolves the relative ones, and checks:
//   W1  ui/, api/, i18n/, session/, lib/ never import features/, routes/ or app/.
//   W2  a feature imports another feature only through its front door (features/<name>/index.ts).
//   W3  no import cycle between files (type-only imports included: they tie the files together just the same).
//   W4  the flow entry (flow-main.tsx: the referee's and the candidate's link pages) reaches, through its runtime
//       imports (lazy ones included), only flow/, features/referee-flow, features/talent-flow and the lower layers;
//       never app/, routes/, session/, another feature, the company catalogs (i18n/index.ts, i18n/locales/*/index.ts)
//       or TanStack Router/Query.
// Usage: node scripts/check-web-boundaries.mjs [--root dir] [--report]
//   --report prints the import map numbers and exits 0 (used to measure before/after a refactor).
// Exits 1 with one line per violation naming the rule when any rule is broken.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const rootArg = args.includes('--root') ? args[args.indexOf('--root') + 1] : join(here, '../apps/web/src');
const root = resolve(rootArg);
const reportOnly = args.includes('--report');

const DOC = 'docs/architecture.md';
const LOWER_LAYERS = ['ui', 'api', 'i18n', 'session', 'lib'];
const UPPER_LAYERS = ['features', 'routes', 'app'];

function listFiles(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...listFiles(path));
    else if (/\.(tsx?|mts)$/.test(name) && !/\.d\.ts$/.test(name)) out.push(path);
  }
  return out;
}

const SPECIFIER =
  /(?:import|export)\s+(?:type\s+)?(?:[\w*{}\s,$]+\s+from\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function stripComments(source) {
  return source
    .replace(/\/\*[\s\S]*?\*\//g, (c) => c.replace(/[^\n]/g, ' '))
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

function resolveSpecifier(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = resolve(dirname(from), spec);
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    try {
      if (statSync(candidate).isFile()) return candidate;
    } catch {}
  }
  return null; // css modules and other assets are not part of the graph
}

/** Layer of a file: 'ui', 'features/candidates', 'routes', ... ('main' for the entry file). */
function layerOf(file) {
  const parts = relative(root, file).split(/[\\/]/);
  if (parts.length === 1) return 'main';
  if (parts[0] === 'features') return `features/${parts[1]}`;
  if (parts[0] === 'app' && parts[1] === 'layout') return 'app/layout';
  return parts[0];
}

function isFrontDoor(file) {
  const parts = relative(root, file).split(/[\\/]/);
  return parts[0] === 'features' && parts.length === 3 && /^index\.tsx?$/.test(parts[2]);
}

const files = listFiles(root);
const edges = new Map(); // file -> [{ to, spec, line, typeOnly }]
const packages = new Map(); // file -> [{ spec, line, typeOnly }] (bare specifiers)
for (const file of files) {
  const source = stripComments(readFileSync(file, 'utf8'));
  const list = [];
  for (const match of source.matchAll(SPECIFIER)) {
    const spec = match[1] ?? match[2];
    const to = resolveSpecifier(file, spec);
    const line = source.slice(0, match.index).split('\n').length;
    const typeOnly = /^(?:import|export)\s+type\s/.test(match[0]);
    if (!to) {
      if (!spec.startsWith('.'))
        (packages.get(file) ?? packages.set(file, []).get(file)).push({ spec, line, typeOnly });
      continue;
    }
    list.push({ to, spec, line, typeOnly });
  }
  edges.set(file, list);
}

const violations = [];
const rel = (f) => relative(process.cwd(), f);
let crossFeature = 0;
let crossFeatureInternal = 0;
let lowerToUpper = 0;
const layerArrows = new Set();
for (const [from, list] of edges) {
  const fromLayer = layerOf(from);
  for (const { to, spec, line } of list) {
    const toLayer = layerOf(to);
    if (fromLayer !== toLayer) layerArrows.add(`${fromLayer} -> ${toLayer}`);
    const fromTop = fromLayer.split('/')[0];
    const toTop = toLayer.split('/')[0];
    if (LOWER_LAYERS.includes(fromTop) && UPPER_LAYERS.includes(toTop)) {
      lowerToUpper++;
      violations.push(
        `${rel(from)}:${line} imports '${spec}': ${fromTop}/ must not import ${toTop}/ ` +
          `(${DOC}, rule W1: ui/, api/, i18n/, session/ and lib/ never import features, routes or app)`,
      );
    }
    if (fromTop === 'features' && toTop === 'features' && fromLayer !== toLayer) {
      crossFeature++;
      if (!isFrontDoor(to)) {
        crossFeatureInternal++;
        violations.push(
          `${rel(from)}:${line} imports '${spec}': ${fromLayer} reaches into ${toLayer}'s internals ` +
            `(${DOC}, rule W2: a feature imports another feature only through its index.ts)`,
        );
      }
    }
  }
}

// W3: strongly connected components of the file graph (Tarjan, iterative enough for a few hundred files).
const index = new Map();
const low = new Map();
const onStack = new Set();
const stack = [];
const cycles = [];
let counter = 0;
function strongConnect(v) {
  index.set(v, counter);
  low.set(v, counter);
  counter++;
  stack.push(v);
  onStack.add(v);
  for (const { to } of edges.get(v) ?? []) {
    if (!index.has(to)) {
      strongConnect(to);
      low.set(v, Math.min(low.get(v), low.get(to)));
    } else if (onStack.has(to)) low.set(v, Math.min(low.get(v), index.get(to)));
  }
  if (low.get(v) === index.get(v)) {
    const component = [];
    let w;
    do {
      w = stack.pop();
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    const selfLoop = (edges.get(v) ?? []).some((e) => e.to === v);
    if (component.length > 1 || selfLoop) cycles.push(component);
  }
}
for (const file of files) if (!index.has(file)) strongConnect(file);
for (const component of cycles) {
  violations.push(
    `import cycle between ${component.map(rel).sort().join(', ')} ` +
      `(${DOC}, rule W3: no import cycles; move the shared piece down a layer)`,
  );
}

// W4: what the flow entry reaches at run time.
const FLOW_ENTRY = join(root, 'flow-main.tsx');
const FLOW_FEATURES = ['features/referee-flow', 'features/talent-flow'];
const FLOW_LAYERS = ['flow', 'ui', 'api', 'i18n', 'lib'];
const FLOW_PACKAGES = /^@tanstack\/react-(router|query)/;
const COMPANY_CATALOGS = /^i18n[\\/](index\.ts|locales[\\/][^\\/]+[\\/]index\.ts)$/;
let flowFiles = 0;
if (edges.has(FLOW_ENTRY)) {
  const seen = new Set([FLOW_ENTRY]);
  const todo = [FLOW_ENTRY];
  const why = (file, chain) =>
    `${rel(file)} is reached from ${rel(FLOW_ENTRY)} (${chain.map(rel).join(' → ')}): the flow entry must not ` +
    `load company-app code (${DOC}, rule W4: the flow entry imports only flow/, features/referee-flow, ` +
    `features/talent-flow and the lower layers, never app/, routes/, session/, the company catalogs or TanStack Router/Query)`;
  const parent = new Map();
  const chainOf = (file) => {
    const chain = [file];
    while (parent.has(chain[0])) chain.unshift(parent.get(chain[0]));
    return chain;
  };
  while (todo.length) {
    const file = todo.pop();
    flowFiles++;
    const layer = layerOf(file);
    const inFlow =
      file === FLOW_ENTRY ||
      FLOW_FEATURES.includes(layer) ||
      (FLOW_LAYERS.includes(layer.split('/')[0]) && !COMPANY_CATALOGS.test(relative(root, file)));
    if (!inFlow) {
      violations.push(why(file, chainOf(file)));
      continue;
    }
    for (const { spec, line, typeOnly } of packages.get(file) ?? []) {
      if (!typeOnly && FLOW_PACKAGES.test(spec))
        violations.push(`${rel(file)}:${line} imports '${spec}'; ${why(file, chainOf(file))}`);
    }
    for (const { to, typeOnly } of edges.get(file) ?? []) {
      if (typeOnly || seen.has(to)) continue;
      seen.add(to);
      parent.set(to, file);
      todo.push(to);
    }
  }
}

// Layer-level knot: strongly connected groups of layers (ui, routes, features/x, ...).
const layerGraph = new Map();
for (const arrow of layerArrows) {
  const [a, b] = arrow.split(' -> ');
  if (!layerGraph.has(a)) layerGraph.set(a, new Set());
  layerGraph.get(a).add(b);
}
function reach(start) {
  const seen = new Set([start]);
  const todo = [start];
  while (todo.length) {
    for (const n of layerGraph.get(todo.pop()) ?? []) {
      if (!seen.has(n)) {
        seen.add(n);
        todo.push(n);
      }
    }
  }
  return seen;
}
const layers = [...new Set([...layerArrows].flatMap((a) => a.split(' -> ')))];
const reachable = new Map(layers.map((l) => [l, reach(l)]));
const knot = layers.filter((a) =>
  layers.some((b) => a !== b && reachable.get(a).has(b) && reachable.get(b).has(a)),
);

if (reportOnly) {
  console.log(
    JSON.stringify(
      {
        files: files.length,
        layers: layers.length,
        layerArrows: layerArrows.size,
        lowerLayerToUpperImports: lowerToUpper,
        crossFeatureImports: crossFeature,
        crossFeatureInternalImports: crossFeatureInternal,
        fileCycles: cycles.length,
        filesInCycles: cycles.reduce((n, c) => n + c.length, 0),
        layersInKnot: knot.length,
        knot: knot.sort(),
      },
      null,
      2,
    ),
  );
  process.exit(0);
}
if (violations.length) {
  for (const v of violations) console.error(v);
  console.error(`\n${violations.length} web boundary violation(s); see ${DOC}.`);
  process.exit(1);
}
console.log(
  `web boundaries hold (${files.length} files${flowFiles ? `, ${flowFiles} reached by the flow entry` : ''}, ${DOC} rules W1-W4)`,
);
