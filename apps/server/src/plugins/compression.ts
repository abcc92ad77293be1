import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** Answers smaller than this are sent as they are (compression would cost more than it saves). */
const THRESHOLD = 1024;
const COMPRESSIBLE = /^(application\/(json|problem\+json|xml|javascript)|text\/)/;
/**
 * The compressor's output chunk: under 4 KiB, so that the answer (usually 1–4 KB compressed) is a slice of Node's
 * shared 8 KiB buffer pool rather than of a 16 KiB buffer of its own (zlib's default chunk), allocated and freed
 * with the C allocator for every answer: at 50 connections those buffers fragmented the process heap by about
 * 40 MiB of RSS (issue 39, bench/memory-probe.mjs). Longer outputs are joined from several chunks.
 */
const CHUNK = 4000;
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 }, chunkSize: CHUNK };
const GZIP = { level: 6, chunkSize: CHUNK };
/** Answers up to this size are encoded into one reused buffer before compression (the compression is synchronous). */
const SCRATCH = 256 * 1024;
let scratch: Buffer | undefined;

/** The payload's bytes: a string is written into the reused scratch buffer when it fits (no allocation per answer). */
function bytesOf(payload: string | Buffer): Buffer {
  if (Buffer.isBuffer(payload)) return payload;
  if (payload.length * 3 > SCRATCH) return Buffer.from(payload);
  scratch ??= Buffer.allocUnsafe(SCRATCH);
  return scratch.subarray(0, scratch.write(payload));
}

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
    reply.header('vary', appendVary(reply.getHeader('vary')));
    if (Buffer.byteLength(payload) < THRESHOLD) return payload;
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    const body = bytesOf(payload);
    return encoding === 'br' ? brotliCompressSync(body, BROTLI) : gzipSync(body, GZIP);
  });
});

function appendVary(current: unknown): string {
  const value = current === undefined ? '' : String(current);
  if (/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(value)) return value;
  return value ? `${value}, Accept-Encoding` : 'Accept-Encoding';
}
