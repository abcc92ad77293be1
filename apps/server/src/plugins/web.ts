import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Serves the built web app; unknown non-API GETs fall back to index.html (the SPA decides: its 404 page). */
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
  app.decorate('spaIndex', indexHtml);
});

export const webDistExists = (dist: string) => fs.existsSync(path.join(dist, 'index.html'));

declare module 'fastify' {
  interface FastifyInstance {
    spaIndex?: string;
  }
}
