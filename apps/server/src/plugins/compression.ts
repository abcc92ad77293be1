import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Compresses JSON and other compressible answers over 1 KiB (brotli at a fast level, or gzip): a page of the
 * candidate list shrinks about fivefold. Static assets are pre-compressed at build and served as they are
 * (plugins/web.ts); server-sent events are written raw (hijacked) and never buffered here.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
});
