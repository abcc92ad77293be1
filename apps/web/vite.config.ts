import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { flowMessages } from './flow-messages.ts';
import { precompress } from './precompress.ts';

const small = (file: string) => path.resolve(import.meta.dirname, 'src/i18n/small', file);

/**
 * Two pages, built one after the other (`npm run build`: `vite build && vite build --mode flow`): the company app
 * (index.html) and the flow entry (flow.html: the referee's and the candidate's link pages, served by the server
 * for /referee… and /talent…). The flow build resolves i18next and react-i18next to their small versions
 * (src/i18n/small/) and adds its files to dist/ next to the company app's. `vite` (dev) serves both pages.
 */
export default defineConfig(({ mode }) => ({
  plugins: [react(), flowMessages(), precompress()],
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
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            // Router and query only: the virtualizer (dashboard only) stays in the chunks of the pages that use it.
            { name: 'tanstack', test: /node_modules[\\/]@tanstack[\\/](?!(react-)?virtual)/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/ },
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
