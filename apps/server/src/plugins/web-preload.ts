/**
 * The pages people open from a mail on a phone load their page chunks only after the app's entry has run and its
 * router has matched (a waterfall of round trips on a slow network). For those first pages the served index.html
 * names the chunks at once (`<link rel="modulepreload">`, CSS preloads), read from the build's manifest, so they
 * download in parallel with the entry.
 */
import fs from 'node:fs';
import path from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

const FLOW_LAYOUT = 'src/ui/layout/flow-layout.tsx';
const REFEREE = 'src/features/referee-flow/pages';
/** A link's first page → the page modules it shows first (the referee link's choice page goes on to the instruction). */
const FIRST_PAGES: ReadonlyArray<readonly [RegExp, readonly string[]]> = [
  [/^\/referee\/?$/, [FLOW_LAYOUT, `${REFEREE}/choice-page.tsx`, `${REFEREE}/instruction-page.tsx`]],
  [/^\/referee\/instruction\/?$/, [FLOW_LAYOUT, `${REFEREE}/instruction-page.tsx`]],
  [/^\/talent(\/instruction)?\/?$/, [FLOW_LAYOUT, 'src/features/talent-flow/pages.tsx']],
  [/^\/regain_trust\/instruction\/?$/, [FLOW_LAYOUT, 'src/features/regain-trust/pages.tsx']],
];

/** Reads dist/.vite/manifest.json; null when the build has none (then no hints, nothing else changes). */
export function readManifest(dist: string): Manifest | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

/** The chunks the entry already loads (index.html names them itself). */
function entryClosure(manifest: Manifest): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return seen;
}

/** `<link>` tags for the modules (and their static imports and CSS) that `pathname`'s first paint needs. */
export function preloadLinks(manifest: Manifest, modules: readonly string[]): string {
  const skip = entryClosure(manifest);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || skip.has(key) || scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const next of chunk.imports ?? []) visit(next);
  };
  for (const module of modules) visit(module);
  return [
    // Fetched early, applied when the page's chunk asks for them (as Vite's loader does): never render-blocking.
    ...[...styles].map((file) => `<link rel="preload" as="style" href="/${file}">`),
    ...[...scripts].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('');
}

/** index.html for each first page that has hints (computed once at start-up), the plain one for the rest. */
export function spaIndexFor(indexHtml: string, manifest: Manifest | null): (pathname: string) => string {
  if (!manifest) return () => indexHtml;
  const variants = FIRST_PAGES.map(
    ([pattern, modules]) =>
      [pattern, indexHtml.replace('</head>', `${preloadLinks(manifest, modules)}</head>`)] as const,
  );
  return (pathname) => variants.find(([pattern]) => pattern.test(pathname))?.[1] ?? indexHtml;
}
