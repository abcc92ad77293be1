/**
 * Vite plugin (flow build): writes dist/.vite/flow-preloads.json, the chunks and styles each flow page needs beyond
 * what flow.html already loads, so the server can name them in the page's HTML (apps/server/src/plugins/web.ts).
 * Without it a phone learns of the page's chunk and its texts only after the entry has downloaded and run: one more
 * round trip, in a row, on a slow network.
 */
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';

/** A page pattern (a regular expression on the pathname) and the modules it loads first, by the end of their id. */
export interface FlowPreload {
  match: string;
  modules: string[];
}

export interface FlowPreloadsFile {
  pages: { match: string; js: string[]; css: string[] }[];
}

export const FLOW_PRELOADS_FILE = '.vite/flow-preloads.json';

export function flowPreloads(pages: FlowPreload[]): Plugin {
  return {
    name: 'refcheck-flow-preloads',
    apply: 'build',
    generateBundle(_options, bundle: OutputBundle) {
      const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const closure = (roots: OutputChunk[]) => {
        const seen = new Set<OutputChunk>();
        const todo = [...roots];
        for (let c = todo.pop(); c; c = todo.pop()) {
          if (seen.has(c)) continue;
          seen.add(c);
          for (const file of c.imports) todo.push(byFile.get(file)!);
        }
        return seen;
      };
      // What flow.html names already (the entry and its static imports).
      const loaded = closure(chunks.filter((c) => c.isEntry));
      const file: FlowPreloadsFile = {
        pages: pages.map(({ match, modules }) => {
          const roots = modules.map((m) => {
            const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(m)));
            if (!chunk) throw new Error(`flow-preloads: no chunk holds a module ending in ${m}`);
            return chunk;
          });
          const needed = [...closure(roots)].filter((c) => !loaded.has(c));
          return {
            match,
            js: needed.map((c) => `/${c.fileName}`),
            css: needed.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])].map((f) => `/${f}`)),
          };
        }),
      };
      this.emitFile({ type: 'asset', fileName: FLOW_PRELOADS_FILE, source: JSON.stringify(file, null, 1) });
    },
  };
}
