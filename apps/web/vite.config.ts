import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { flowMessages } from './flow-messages.ts';
import { type FlowPreload, flowPreloads } from './flow-preloads.ts';
import { precompress } from './precompress.ts';

const small = (file: string) => path.resolve(import.meta.dirname, 'src/i18n/small', file);

const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/**
 * The flow entry's texts in two chunks per language, not four: the shared namespaces (`jp`: common, layout) and the
 * flow's own (`referee-jp`: its namespace and its domain texts). A phone on a slow network pays a round trip per
 * request, six at a time over HTTP/1.1 (flow/routes.ts keeps the page chunks few for the same reason).
 */
function flowTextChunk(id: string): string | null {
  const own = /[\\/]locales[\\/](jp|en|cn)[\\/](referee-pages|talent-flow)\.ts$/.exec(id);
  if (own) return `${own[2] === 'talent-flow' ? 'talent' : 'referee'}-${own[1]}`;
  const domain = /flow-messages[\\/](referee|talent)[\\/](jp|en|cn)$/.exec(id);
  if (domain) return `${domain[1]}-${domain[2]}`;
  return /[\\/]locales[\\/](jp|en|cn)[\\/](common|layout)\.ts$/.exec(id)?.[1] ?? null;
}

/**
 * What each flow page loads first beyond flow.html, named in its HTML by the server (flow-preloads.ts): the page's
 * chunk (flow/routes.ts) and the flow's texts in Japanese, the language of a phone that never chose one.
 */
const texts = (flow: 'referee' | 'talent') => [
  'src/i18n/locales/jp/common.ts',
  `src/i18n/locales/jp/${flow === 'referee' ? 'referee-pages' : 'talent-flow'}.ts`,
  `flow-messages/${flow}/jp`,
];
const FLOW_PAGES: FlowPreload[] = [
  {
    match: '^/referee(/instruction)?/?$',
    modules: ['src/features/referee-flow/pages/first-pages.ts', ...texts('referee')],
  },
  { match: '^/referee/', modules: ['src/features/referee-flow/pages/later-pages.ts', ...texts('referee')] },
  { match: '^/talent(/|$)', modules: ['src/features/talent-flow/pages.tsx', ...texts('talent')] },
];

/**
 * Two pages, built one after the other (`npm run build`: `vite build && vite build --mode flow`): the company app
 * (index.html) and the flow entry (flow.html: the referee's and the candidate's link pages, served by the server
 * for /referee… and /talent…). The flow build resolves i18next and react-i18next to their small versions
 * (src/i18n/small/) and adds its files to dist/ next to the company app's. `vite` (dev) serves both pages.
 */
export default defineConfig(({ mode }) => ({
  plugins: [react(), flowMessages(), ...(mode === 'flow' ? [flowPreloads(FLOW_PAGES)] : []), precompress()],
  resolve:
    mode === 'flow'
      ? {
          alias: [
            { find: /^i18next$/, replacement: small('i18next.ts') },
            { find: /^react-i18next$/, replacement: small('react-i18next.tsx') },
          ],
        }
      : {},
  build: {
    outDir: 'dist',
    emptyOutDir: mode !== 'flow',
    rolldownOptions: {
      input: (mode === 'flow' ? { flow: 'flow.html' } : { main: 'index.html' }) as Record<string, string>,
      output: {
        // Name the framework chunks every page loads (stable names, long-lived cache). Mantine and icons stay
        // split by the bundler per route, so the referee flow never downloads the dashboard's components.
        codeSplitting: {
          groups: [
            { name: 'react', test: REACT },
            // Router and query only: the virtualizer (dashboard only) stays in the chunks of the pages that use it.
            { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/](?!(react-)?virtual)/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
            ...(mode === 'flow' ? [{ name: flowTextChunk }] : []),
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false },
    },
  },
}));
