import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this are sent as they are (compression would cost more than it saves). */
const THRESHOLD = 1024;
const COMPRESSIBLE = /^(application\/(json|problem\+json|xml|javascript)|text\/)/;
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/** The encoding to answer with: brotli when the client takes it, else gzip, else none. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name!.trim(), q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/**
 * Compresses JSON and text answers over 1 KiB (brotli at a fast level, or gzip), in one synchronous call on the
 * payload the route produced: a page of the candidate list (12 KB) shrinks about sevenfold for well under a
 * millisecond, without the per-answer stream pipeline a streaming compressor sets up. Streams (files, PDFs) and
 * answers that already carry an encoding are left alone; static assets are pre-compressed at build and served as
 * they are (plugins/web.ts); server-sent events are written raw (hijacked) and never pass here.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (request.method === 'HEAD' || reply.hasHeader('content-encoding')) return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!COMPRESSIBLE.test(type)) return payload;
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    reply.header('vary', appendVary(reply.getHeader('vary')));
    if (body.length < THRESHOLD) return payload;
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return encoding === 'br' ? brotliCompressSync(body, BROTLI) : gzipSync(body, { level: 6 });
  });
});

function appendVary(current: unknown): string {
  const value = current === undefined ? '' : String(current);
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(value)) return value;
  return value ? `${value}, Accept-Encoding` : 'Accept-Encoding';
}
