import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The link pages of the referee and the candidate (/referee…, /talent…): the web build's flow entry (flow.html, a
 * small shell of its own for phones on slow networks); every other page is the company app's index.html.
 */
export function isFlowPage(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return /^\/(referee|talent)(\/|$)/.test(pathname);
}

/** Serves the built web app; unknown non-API GETs fall back to index.html or flow.html (the page decides: 404). */
export const webPlugin = fp(async (app: FastifyInstance, opts: { dist: string }) => {
  await app.register(fastifyStatic, {
    root: opts.dist,
    wildcard: false,
    index: false,
    // The build writes .br and .gz next to each asset (apps/web/precompress.ts): served without compressing again.
    preCompressed: true,
    setHeaders(res, file) {
      if (file.includes(`${path.sep}assets${path.sep}`)) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });
  const indexHtml = fs.readFileSync(path.join(opts.dist, 'index.html'), 'utf8');
  const flowFile = path.join(opts.dist, 'flow.html');
  const flowHtml = fs.existsSync(flowFile) ? fs.readFileSync(flowFile, 'utf8') : indexHtml;
  app.decorate('spaPage', (url: string) => (isFlowPage(url) ? flowHtml : indexHtml));
});

export const webDistExists = (dist: string) => fs.existsSync(path.join(dist, 'index.html'));

declare module 'fastify' {
  interface FastifyInstance {
    /** The HTML of a page URL: flow.html for the link pages, index.html for the rest. */
    spaPage?: (url: string) => string;
  }
}
