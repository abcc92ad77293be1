/**
 * `/prod-api` alias sweep (issue 27), generated from the OpenAPI document: every operation is sent under the spec's
 * base path `/prod-api` and under `/api`, and must answer the same — signed out with no input (the guards and the
 * validation), and, for every GET, as its own caller with tenant A's objects filled in (the same status and the same
 * body). A route added under /api is covered by the alias without any registration here.
 */
import { describe, expect, it } from 'vitest';
import { rewriteProdApi } from '../src/lib/prod-api-alias.ts';
import { dbKind } from './helpers.ts';
import { type Operation, type Sent, send } from './sweeps/operations.ts';
import { type SweepContext, useSweep } from './sweeps/setup.ts';

/** The operation as the spec's clients call it: the same path under /prod-api. */
const alias = (op: Operation): Operation => ({ ...op, path: op.path.replace(/^\/api(?=\/|$)/, '/prod-api') });

/**
 * Answers that differ between two calls by design, compared by status and keys only: a fresh proof-of-work
 * challenge per call, and the dev outbox, whose queued mails the mail job sends between the two calls.
 */
const RANDOM = new Set(['GET /api/bot-check/challenge', 'GET /api/dev/outbox']);

/** An answer without what differs per request by construction (the request's own URL, random challenges). */
function comparable(res: Sent, key = ''): string {
  if (!res.contentType.includes('json')) return `${res.status} ${res.contentType}`;
  try {
    const json = JSON.parse(res.text) as Record<string, unknown>;
    if (json && typeof json === 'object' && !Array.isArray(json)) delete json.instance;
    if (RANDOM.has(key))
      return `${res.status} ${Array.isArray(json) ? 'array' : Object.keys(json).sort().join(',')}`;
    return `${res.status} ${JSON.stringify(json)}`;
  } catch {
    return `${res.status} ${res.text}`;
  }
}

describe('rewriteProdApi', () => {
  it('maps /prod-api and only it onto /api', () => {
    expect(rewriteProdApi('/prod-api/talents?limit=5')).toBe('/api/talents?limit=5');
    expect(rewriteProdApi('/prod-api')).toBe('/api');
    expect(rewriteProdApi('/prod-api?x=1')).toBe('/api?x=1');
    expect(rewriteProdApi('/prod-apix/talents')).toBe('/prod-apix/talents');
    expect(rewriteProdApi('/api/talents')).toBe('/api/talents');
    expect(rewriteProdApi('/company/prod-api/x')).toBe('/company/prod-api/x');
  });
});

describe(`/prod-api alias sweep (${dbKind})`, () => {
  const ctx = useSweep();

  it('answers every operation the same under /prod-api as under /api', async () => {
    const { t, world, baseUrl, ops }: SweepContext = ctx;
    const { a } = world;
    const failures: string[] = [];
    let signedOut = 0;
    let asCaller = 0;
    for (const op of ops) {
      const entry = op.entry;
      if (!entry) continue;
      // Signed out, no input: the guard or the validation answers, identically.
      const params = Object.fromEntries(
        op.pathParams.map((p) => [p, '00000000-0000-4000-8000-000000000000']),
      );
      const viaApi = await send(t.app, op, { cookie: '', params }, baseUrl);
      const viaAlias = await send(t.app, alias(op), { cookie: '', params }, baseUrl);
      signedOut++;
      if (viaAlias.status >= 500) failures.push(`${op.key} via /prod-api signed out: ${viaAlias.status}`);
      if (comparable(viaApi, op.key) !== comparable(viaAlias, op.key))
        failures.push(`${op.key} signed out: /api ${comparable(viaApi)} ≠ /prod-api ${comparable(viaAlias)}`);

      // Reads as their own caller with A's objects: the same status and body.
      if (op.method !== 'GET' || entry.destructive) continue;
      const req = {
        cookie: a.cookies[entry.caller],
        params: entry.params?.(a),
        query: entry.query?.(a),
      };
      const own = await send(t.app, op, req, baseUrl);
      const ownAlias = await send(t.app, alias(op), req, baseUrl);
      asCaller++;
      if (ownAlias.status >= 500)
        failures.push(`${op.key} via /prod-api as ${entry.caller}: ${ownAlias.status}`);
      if (own.status !== ownAlias.status)
        failures.push(`${op.key} as ${entry.caller}: /api ${own.status} ≠ /prod-api ${ownAlias.status}`);
      else if (
        !entry.stream &&
        own.contentType.includes('json') &&
        comparable(own, op.key) !== comparable(ownAlias, op.key)
      )
        failures.push(`${op.key} as ${entry.caller}: bodies differ`);
    }
    console.log(
      `/prod-api sweep (${dbKind}): ${signedOut} operations signed out, ${asCaller} reads as their caller, each under both prefixes`,
    );
    expect(signedOut).toBe(ops.filter((op) => op.entry).length);
    expect(asCaller).toBeGreaterThan(30);
    expect(failures).toEqual([]);
  }, 600_000);
});
