/**
 * Observability (issue 21, item 6): the request id reaches the outbox row and the delivery job's log; with
 * OTEL_EXPORTER_OTLP_ENDPOINT set, spans for the HTTP server, the SQL statements and outgoing HTTP reach an
 * OTLP/HTTP collector (a loopback stub here), without query strings, bodies or SQL parameters.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../src/db/schema/index.ts';
import { tracing } from '../src/lib/observability/tracing.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/modules/seed/demo.ts';
import { createTestApp, eventually, signIn, type TestApp } from './helpers.ts';
import { candidateBody } from './talent-helpers.ts';

interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}

const SERVER = 2;
const CLIENT = 3;

const received: string[] = [];
const logLines: Record<string, unknown>[] = [];
let stub: http.Server;
let base: string;
let t: TestApp;

function spans(): OtlpSpan[] {
  return received.flatMap((body) =>
    (JSON.parse(body).resourceSpans ?? []).flatMap((r: { scopeSpans: { spans: OtlpSpan[] }[] }) =>
      r.scopeSpans.flatMap((s) => s.spans),
    ),
  );
}

function attr(span: OtlpSpan, key: string): string | number | undefined {
  const value = span.attributes.find((a) => a.key === key)?.value;
  return value?.stringValue ?? (value?.intValue === undefined ? undefined : Number(value.intValue));
}

beforeAll(async () => {
  // The collector (POST /v1/traces, OTLP/HTTP JSON) and a Twilio-style SMS API on one loopback server.
  stub = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      if (req.url === '/v1/traces') {
        received.push(body);
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } else {
        res.writeHead(201, { 'content-type': 'application/json' }).end('{"sid":"SM1"}');
      }
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  const logs = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logLines.push(JSON.parse(line));
      done();
    },
  });
  t = await createTestApp({
    env: {
      OTEL_EXPORTER_OTLP_ENDPOINT: base,
      SMS_API_URL: `${base}/sms`,
      SMS_API_USER: 'u',
      SMS_API_PASSWORD: 'p',
    },
    logger: { level: 'info', stream: logs },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => stub.close(resolve));
});

describe('request ids', () => {
  it('reach the outbox row of an SMS and the log of the job that delivered it', async () => {
    await signIn(t.app, 'owner', { 'x-request-id': 'obs-sms-request-1' });
    const [row] = await t.database.db
      .select()
      .from(messages)
      .where(eq(messages.requestId, 'obs-sms-request-1'));
    expect(row?.template).toBe('login-code');
    const sent = await eventually(async () =>
      logLines.find((l) => l.msg === 'message sent' && l.reqId === 'obs-sms-request-1'),
    );
    expect(sent).toMatchObject({ messageId: row!.id, transport: 'sms-api' });
    expect(logLines.some((l) => l.msg === 'job done' && l.reqId === 'obs-sms-request-1')).toBe(true);
    // Fastify's own request lines carry the same id.
    expect(logLines.some((l) => l.reqId === 'obs-sms-request-1' && l.msg === 'request completed')).toBe(true);
  });
});

describe('OpenTelemetry over OTLP/HTTP', () => {
  it('exports spans of one request (server, SQL) and of outgoing HTTP, with no query string, body or parameter values', async () => {
    const owner = await signIn(t.app, 'owner');
    const secretName = '秘密 花子';
    const secretSearch = 'zzsecretsearch';
    const body = candidateBody({
      name: secretName,
      email: 'hanako.secret@example.jp',
      phoneNumber: '09087654321',
    });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/talents',
      headers: { cookie: owner },
      payload: body,
    });
    expect(created.statusCode).toBe(201);
    const listed = await t.app.inject({
      url: `/api/talents?search=${secretSearch}&limit=5`,
      headers: { cookie: owner, 'x-request-id': 'obs-list-1' },
    });
    expect(listed.statusCode).toBe(200);
    await tracing()!.flush();

    const all = await eventually(async () => {
      const list = spans();
      return list.some((s) => attr(s, 'refcheck.request_id') === 'obs-list-1') &&
        list.some((s) => attr(s, 'url.path') === '/sms/Messages.json')
        ? list
        : undefined;
    });
    const server = all.find((s) => attr(s, 'refcheck.request_id') === 'obs-list-1')!;
    expect(server).toMatchObject({ kind: SERVER, name: 'GET /api/talents' });
    expect(attr(server, 'http.route')).toBe('/api/talents');
    expect(attr(server, 'http.response.status_code')).toBe(200);
    const sql = all.filter((s) => s.traceId === server.traceId && attr(s, 'db.system.name') === 'postgresql');
    expect(sql.length).toBeGreaterThan(0);
    expect(sql.every((s) => s.kind === CLIENT && typeof attr(s, 'db.query.text') === 'string')).toBe(true);
    expect(all.some((s) => s.name === 'POST /api/talents' && s.kind === SERVER)).toBe(true);

    const outgoing = all.find((s) => attr(s, 'url.path') === '/sms/Messages.json')!;
    expect(outgoing).toMatchObject({ kind: CLIENT, name: 'POST' });
    expect(attr(outgoing, 'http.response.status_code')).toBe(201);
    expect(attr(outgoing, 'server.address')).toBe('127.0.0.1');

    const exported = received.join('\n');
    for (const secret of [
      DEMO_ACCOUNTS.owner.email,
      DEMO_ACCOUNTS.owner.phone,
      DEMO_PASSWORD,
      secretSearch,
      secretName,
      body.email,
      body.phoneNumber,
      'refcheck-demo',
      'search=',
    ]) {
      expect(exported).not.toContain(secret);
    }
    // The SMS codes sent during sign-in never appear in a span's name or attributes either (ids and timestamps are
    // long digit runs, so only the texts are searched).
    const texts = spans()
      .flatMap((s) => [s.name, ...s.attributes.map((a) => String(a.value.stringValue ?? ''))])
      .join('\n');
    const codes = (await t.app.services.outbox.list({ limit: 50 })).flatMap(
      (m) => /\b(\d{6})\b/.exec(m.text)?.[1] ?? [],
    );
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(texts).not.toContain(code);
  });
});
