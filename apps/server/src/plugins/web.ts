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
  const flowPages = flowPagesWithPreloads(opts.dist, flowHtml);
  app.decorate('spaPage', (url: string) => {
    if (!isFlowPage(url)) return indexHtml;
    const pathname = url.split('?')[0] ?? '';
    return flowPages.find((p) => p.match.test(pathname))?.html ?? flowHtml;
  });
});

/**
 * flow.html for each flow page pattern of the build's dist/.vite/flow-preloads.json (apps/web/flow-preloads.ts),
 * with that page's chunks and styles named in its head: the browser fetches them with the entry, not after it ran.
 */
function flowPagesWithPreloads(dist: string, flowHtml: string): { match: RegExp; html: string }[] {
  const file = path.join(dist, '.vite', 'flow-preloads.json');
  if (!fs.existsSync(file)) return [];
  const { pages } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    pages: { match: string; js: string[]; css: string[] }[];
  };
  return pages.map(({ match, js, css }) => {
    const links = [
      ...css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
      ...js.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ];
    return {
      match: new RegExp(match),
      html: flowHtml.replace('</head>', `  ${links.join('\n    ')}\n  </head>`),
    };
  });
}

export const webDistExists = (dist: string) => fs.existsSync(path.join(dist, 'index.html'));

declare module 'fastify' {
  interface FastifyInstance {
    /** The HTML of a page URL: flow.html for the link pages, index.html for the rest. */
    spaPage?: (url: string) => string;
  }
}
