import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flushErrorReports, scrubText } from '../src/lib/error-reporting.ts';
import { createTestApp, eventually, signIn, type TestApp } from './helpers.ts';

/** A local Sentry-compatible endpoint: records every envelope posted to /api/<project>/envelope/. */
const envelopes: string[] = [];
const receiver = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const body = Buffer.concat(chunks);
    if (req.url?.startsWith('/api/1/envelope/')) {
      envelopes.push((req.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8'));
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  t = await createTestApp({
    env: { SENTRY_DSN: `http://publickey@127.0.0.1:${port}/1` },
    beforeReady: (app) => {
      app.get('/api/test/boom', { preHandler: app.requireUser() }, async () => {
        throw new Error('boom while mailing owner@acme.test at +81 90-1234-5678');
      });
    },
  });
});
afterAll(async () => {
  await t.close();
  receiver.close();
});

/** The event items (not transactions) of the envelopes received so far. */
function events() {
  return envelopes.flatMap((envelope) => {
    const lines = envelope.split('\n').filter(Boolean);
    const items: Array<Record<string, unknown>> = [];
    for (let i = 1; i + 1 < lines.length; i += 2) {
      const header = JSON.parse(lines[i]!) as { type: string };
      if (header.type === 'event') items.push(JSON.parse(lines[i + 1]!));
    }
    return items;
  });
}

describe('error reporting', () => {
  it('sends one event per server error with the request id and ids only, no personal data', async () => {
    const cookie = await signIn(t.app, 'owner');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/test/boom?email=owner@acme.test',
      headers: { cookie, 'x-request-id': 'req-boom-1' },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('internal');
    await flushErrorReports();
    const [event, ...more] = await eventually(async () => (events().length > 0 ? events() : undefined));
    expect(more).toHaveLength(0);
    const e = event as {
      tags: Record<string, string>;
      user: Record<string, unknown>;
      exception: { values: Array<{ value: string }> };
    };
    expect(e.tags.request_id).toBe('req-boom-1');
    expect(e.tags.company_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Object.keys(e.user)).toEqual(['id']);
    expect(e.exception.values[0]!.value).toBe('boom while mailing [email] at [phone]');
    const sent = envelopes.join('\n');
    for (const secret of ['owner@acme.test', '1234-5678', cookie.split('=')[1]!.slice(0, 12)]) {
      expect(sent).not.toContain(secret);
    }
  });

  it('does not report what the client got wrong (4xx)', async () => {
    const before = events().length;
    expect((await t.app.inject({ method: 'GET', url: '/api/test/boom' })).statusCode).toBe(401);
    await flushErrorReports();
    expect(events()).toHaveLength(before);
  });

  it('masks addresses and phone numbers in text', () => {
    expect(scrubText('a.b+c@example.co.jp called 090-1234-5678 and +819012345678')).toBe(
      '[email] called [phone] and [phone]',
    );
  });

  it('gives the web app its public DSN, or null', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/error-reporting' });
    expect(res.json()).toEqual({ dsn: null });
  });
});
