import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { flowMessages } from './flow-messages.ts';
import { precompress } from './precompress.ts';

export default defineConfig({
  plugins: [react(), flowMessages(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // Two pages: the company app (index.html) and the flow entry (flow.html: the referee's and the candidate's
      // link pages, served by the server for /referee… and /talent…), each with only what it imports.
      input: { main: 'index.html', flow: 'flow.html' },
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
});
