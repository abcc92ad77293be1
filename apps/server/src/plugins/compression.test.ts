import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { compressionPlugin, pickEncoding } from './compression.ts';

describe('pickEncoding', () => {
  it('prefers brotli, falls back to gzip, honours q=0 and the wildcard', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});

describe('compressionPlugin', () => {
  it('answers every size the same bytes once decoded (one output chunk, several, past the reused buffer)', async () => {
    const app = Fastify();
    await app.register(compressionPlugin);
    // Japanese text (3 bytes a character) and random hex (compresses to several 4 KB output chunks).
    const bodies = [2_000, 40_000, 400_000].map((n) => ({
      text: '候補者の回答'.repeat(n / 60),
      noise: randomBytes(n / 4).toString('hex'),
    }));
    app.get('/:i', async (req) => bodies[Number((req.params as { i: string }).i)]);
    for (const [i, body] of bodies.entries()) {
      for (const [encoding, decode] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const res = await app.inject({ url: `/${i}`, headers: { 'accept-encoding': encoding } });
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(JSON.parse(decode(res.rawPayload).toString('utf8'))).toEqual(body);
      }
    }
    await app.close();
  });
});
