/** The operations of the OpenAPI document, joined with their sweep entries, and how to call one. */
import type { TestApp } from '../helpers.ts';
import { type SweepEntry, sweepRegistry } from './registry.ts';

type App = TestApp['app'];
type Json = Record<string, unknown>;

export interface Operation {
  key: string;
  method: string;
  /** OpenAPI path, e.g. '/api/talents/{id}'. */
  path: string;
  pathParams: string[];
  query: { name: string; schema: Json }[];
  body: Json | undefined;
  entry: SweepEntry | undefined;
}

export function listOperations(app: App): Operation[] {
  const doc = app.swagger() as unknown as { paths: Record<string, Record<string, Json>> };
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const parameters = (op.parameters ?? []) as { in: string; name: string; schema: Json }[];
      const content = (op.requestBody as { content?: Record<string, { schema: Json }> } | undefined)?.content;
      const key = `${method.toUpperCase()} ${path}`;
      ops.push({
        key,
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, schema: p.schema })),
        body: content?.['application/json']?.schema,
        entry: sweepRegistry[key],
      });
    }
  }
  // Operations that end a session or spend an object run last, so the others still find theirs.
  return ops.sort((x, y) => Number(!!x.entry?.destructive) - Number(!!y.entry?.destructive));
}

/** Why an operation cannot be filled (no entry, a path param or the JSON body without a filler), or null. */
export function unfillable(
  op: Operation,
  probe: Parameters<NonNullable<SweepEntry['params']>>[0],
): string | null {
  const entry = op.entry;
  if (!entry) return 'no entry in test/sweeps/registry.ts';
  const params = entry.params?.(probe) ?? {};
  const missing = op.pathParams.filter((p) => params[p] === undefined);
  if (missing.length > 0) return `no value for path param(s) ${missing.join(', ')}`;
  if (op.body && !entry.body && !entry.multipart) return 'a JSON body without a `body` filler';
  return null;
}

/**
 * `encodeURIComponent`, except that a lone surrogate (which it refuses to encode) becomes its raw, invalid UTF-8
 * bytes — what a hostile client can put on the wire; the server must answer that with a 400, never fail.
 */
function encodePathValue(value: string): string {
  return Array.from(value, (ch) => {
    try {
      return encodeURIComponent(ch);
    } catch {
      const c = ch.charCodeAt(0);
      const bytes = [0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f)];
      return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    }
  }).join('');
}

export function buildUrl(
  path: string,
  params: Record<string, string> = {},
  query: Record<string, string> = {},
) {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodePathValue(params[name] ?? ''));
  const qs = new URLSearchParams(query).toString();
  return qs ? `${filled}?${qs}` : filled;
}

export interface Sent {
  status: number;
  contentType: string;
  text: string;
}

export interface Request {
  /** The caller's credential: a cookie header, or an API key (`rck_…`, sent as `Authorization: Bearer`). */
  cookie: string;
  params?: Record<string, string>;
  query?: Record<string, string>;
  /** A JSON value (sent as application/json). */
  body?: unknown;
  /** A raw payload with its content type (malformed JSON, wrong media types). */
  raw?: { payload: string; contentType: string };
  /** An already encoded URL (bad percent-encoding). */
  url?: string;
}

/** Sends one request; streams go over HTTP to `baseUrl` and are closed once their headers arrived. */
export async function send(app: App, op: Operation, req: Request, baseUrl?: string): Promise<Sent> {
  const url = req.url ?? buildUrl(op.path, req.params, req.query);
  const headers: Record<string, string> = !req.cookie
    ? {}
    : req.cookie.startsWith('rck_')
      ? { authorization: `Bearer ${req.cookie}` }
      : { cookie: req.cookie };
  if (op.entry?.stream) {
    const controller = new AbortController();
    const res = await fetch(`${baseUrl}${url}`, { method: op.method, headers, signal: controller.signal });
    const contentType = res.headers.get('content-type') ?? '';
    const text = contentType.includes('event-stream') ? '' : await res.text();
    controller.abort();
    return { status: res.status, contentType, text };
  }
  const payload = req.raw
    ? { payload: req.raw.payload, headers: { ...headers, 'content-type': req.raw.contentType } }
    : req.body !== undefined
      ? { payload: JSON.stringify(req.body), headers: { ...headers, 'content-type': 'application/json' } }
      : { headers };
  const res = await app.inject({ method: op.method as 'GET', url, ...payload });
  return { status: res.statusCode, contentType: String(res.headers['content-type'] ?? ''), text: res.body };
}

/**
 * A digest per table of every row of every table but the ones each request may touch (sessions' last use, the login
 * history, the audit log and, on PostgreSQL, the rate limiter's counters, which count refused calls too): equal
 * before and after means no row changed.
 */
export async function digest(app: App): Promise<Record<string, string>> {
  const skip = new Set(['session', 'auth_events', 'audit_log', 'rate_limit_counters']);
  const { rows } = await app.services.database.executeSql(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
    [],
  );
  const tables = (rows as { table_name: string }[]).map((r) => r.table_name).filter((n) => !skip.has(n));
  const parts = tables.map(
    (n) =>
      `select '${n}' as name, (select coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') from "${n}" t) as d`,
  );
  const { rows: result } = await app.services.database.executeSql(parts.join(' union all '), []);
  return Object.fromEntries((result as { name: string; d: string }[]).map((r) => [r.name, r.d]));
}

/** The tables whose rows differ between two digests. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}

/** The digest once background work (mail delivery, jobs) has settled: two equal reads 800 ms apart (the job poll is 500 ms). */
export async function settledDigest(app: App, timeoutMs = 10_000): Promise<Record<string, string>> {
  const until = Date.now() + timeoutMs;
  let last = await digest(app);
  for (;;) {
    await new Promise((r) => setTimeout(r, 800));
    const next = await digest(app);
    if (changedTables(last, next).length === 0 || Date.now() > until) return next;
    last = next;
  }
}
