/**
 * Fuzz sweep, generated from the OpenAPI document: every operation, called by its own caller with valid values
 * filled in, then with invalid ones. Inputs the API must refuse (NUL in any param, query or body text, texts over
 * their schema's maxLength, malformed JSON, a wrong content type) → 4xx problem+json and no row changed; hostile
 * inputs from fast-check (wrong types, huge, unicode, injection strings, random JSON) → never 5xx, problem+json
 * when refused. Fixed seed; `SWEEP_RUNS=500 SWEEP_SEED=…` for a long run. Registering a route:
 * test/sweeps/registry.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dbKind } from './helpers.ts';
import {
  changedTables,
  digest,
  type Operation,
  type Request,
  type Sent,
  send,
  settledDigest,
} from './sweeps/operations.ts';
import { useSweep } from './sweeps/setup.ts';

const SEED = Number(process.env.SWEEP_SEED ?? 20261123);
const RUNS = Number(process.env.SWEEP_RUNS ?? 6);

type Json = Record<string, unknown>;
type Path = (string | number)[];

/** Every string in `value` with the maxLength its schema gives (walking objects and arrays alongside). */
function stringLeaves(
  value: unknown,
  schema: Json | undefined,
  path: Path = [],
): { path: Path; max?: number }[] {
  if (typeof value === 'string') {
    const max = typeof schema?.maxLength === 'number' ? schema.maxLength : undefined;
    return [{ path, ...(max !== undefined ? { max } : {}) }];
  }
  if (Array.isArray(value)) {
    const items = schema?.items as Json | undefined;
    return value.flatMap((item, i) => stringLeaves(item, items, [...path, i]));
  }
  if (value && typeof value === 'object') {
    const props = (schema?.properties ?? {}) as Record<string, Json>;
    return Object.entries(value).flatMap(([k, v]) => stringLeaves(v, props[k], [...path, k]));
  }
  return [];
}

/** All paths of `value` (objects and arrays, leaves included), the root as []. */
function allPaths(value: unknown, path: Path = []): Path[] {
  const children =
    value && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) =>
          allPaths(v, [...path, Array.isArray(value) ? Number(k) : k]),
        )
      : [];
  return [path, ...children];
}

function setAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = replacement;
  return copy;
}

const injections = [
  "' OR '1'='1",
  "'; drop table talents; --",
  '<script>alert(1)</script>',
  '{{7*7}}',
  '../../../../etc/passwd',
  '%00',
  '\\u0000',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a log4j-style injection string, on purpose
  '${jndi:ldap://x}',
  '𠮷野家🍣\u200b\u202e',
  '\ud800',
];
/** Hostile values: wrong types, huge, unicode, injection strings, random JSON. */
const hostile = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary', maxLength: 50 }),
  fc.constantFrom(...injections),
  fc.constant('x'.repeat(100_000)),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything(), { maxLength: 3 }),
  fc.object({ maxDepth: 2 }),
);
const hostileText = fc.oneof(
  fc.string({ minLength: 1 }),
  fc.constantFrom(...injections),
  fc.constant('x'.repeat(300)),
);

const hasBody = (op: Operation) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(op.method);
const isProblem = (res: Sent) => res.contentType.includes('application/problem+json');

describe(`fuzz sweep (${dbKind})`, () => {
  const ctx = useSweep();

  it('refuses invalid input with 4xx problem+json without changing a row, and never answers 5xx', async () => {
    const failures: string[] = [];
    let mustCases = 0;
    let mayCases = 0;
    const { t, world, baseUrl, ops } = ctx;
    const a = world.a;
    const validOf = (op: Operation): Request => ({
      cookie: a.cookies[op.entry!.caller],
      params: op.entry!.params?.(a) ?? {},
      query: op.entry!.query?.(a) ?? {},
      body: op.entry!.body?.(a),
    });
    const swept = ops.filter((op) => op.entry);

    // Pass 1, inputs the API must refuse, before anything else ran (so no background work changes rows meanwhile).
    let before = await settledDigest(t.app);
    for (const op of swept) {
      const entry = op.entry!;
      const valid = validOf(op);
      const must: [string, Request][] = [];
      for (const name of Object.keys(valid.params!))
        must.push([
          `NUL in param ${name}`,
          { ...valid, params: { ...valid.params, [name]: `${valid.params![name]}\u0000` } },
        ]);
      for (const q of op.query)
        must.push([`NUL in query ${q.name}`, { ...valid, query: { ...valid.query, [q.name]: 'a\u0000' } }]);
      for (const leaf of stringLeaves(valid.body, op.body)) {
        must.push([
          `NUL in body ${leaf.path.join('.')}`,
          { ...valid, body: setAt(valid.body, leaf.path, 'a\u0000b') },
        ]);
        if (leaf.max !== undefined && leaf.max < 100_000)
          must.push([
            `over maxLength ${leaf.max} in body ${leaf.path.join('.')}`,
            { ...valid, body: setAt(valid.body, leaf.path, 'あ'.repeat(leaf.max + 1)) },
          ]);
      }
      if (hasBody(op) && !entry.stream) {
        must.push([
          'malformed JSON',
          { ...valid, body: undefined, raw: { payload: '{"a": ', contentType: 'application/json' } },
        ]);
        must.push([
          'text/xml body',
          { ...valid, body: undefined, raw: { payload: '<a/>', contentType: 'text/xml' } },
        ]);
      }
      for (const [what, req] of must) {
        const res = await send(t.app, op, req, baseUrl);
        mustCases++;
        if (res.status < 400 || res.status >= 500 || !isProblem(res))
          failures.push(`${op.key} ${what}: ${res.status} ${res.contentType} ${res.text.slice(0, 120)}`);
      }
      const after = await digest(t.app);
      const changed = changedTables(before, after);
      if (changed.length > 0)
        failures.push(`${op.key}: a refused request changed rows of ${changed.join(', ')}`);
      before = after;
    }

    // Pass 2, hostile inputs: anything but a server error.
    for (const [index, op] of swept.entries()) {
      const entry = op.entry!;
      const valid = validOf(op);
      const seed = SEED + index;
      const bodyPaths = valid.body !== undefined ? allPaths(valid.body) : [[]];
      const cases = fc.sample(
        fc.record({
          where: fc.constantFrom('body', 'param', 'query', 'unknownQuery') as fc.Arbitrary<string>,
          path: fc.constantFrom(...bodyPaths),
          value: hostile,
          text: hostileText,
        }),
        { seed, numRuns: RUNS },
      );
      for (const c of cases) {
        let req: Request = valid;
        const names = Object.keys(valid.params!);
        if (c.where === 'param' && names.length > 0) {
          const name = names[c.text.length % names.length]!;
          req = { ...valid, params: { ...valid.params, [name]: c.text } };
        } else if (c.where === 'query' && op.query.length > 0) {
          const q = op.query[c.text.length % op.query.length]!;
          req = { ...valid, query: { ...valid.query, [q.name]: c.text } };
        } else if (c.where === 'unknownQuery') {
          req = { ...valid, query: { ...valid.query, [`x${c.text.length}`]: c.text } };
        } else if (hasBody(op) && !entry.multipart && !entry.stream) {
          req = { ...valid, body: setAt(valid.body ?? {}, c.path, c.value) };
        } else {
          req = { ...valid, query: { ...valid.query, q: c.text } };
        }
        let res: Sent;
        try {
          res = await send(t.app, op, req, baseUrl);
        } catch (error) {
          failures.push(`${op.key} ${c.where}: request failed ${String(error)}`);
          continue;
        }
        mayCases++;
        if (res.status >= 500)
          failures.push(`${op.key} ${c.where} ${JSON.stringify(req).slice(0, 200)}: ${res.status}`);
        else if (res.status >= 400 && !isProblem(res) && !entry.stream)
          failures.push(`${op.key} ${c.where}: ${res.status} not problem+json (${res.contentType})`);
      }
    }
    console.log(
      `fuzz sweep (${dbKind}, seed ${SEED}, ${RUNS} runs): ${ops.length} operations × cases = ${mustCases} refused inputs + ${mayCases} hostile inputs`,
    );
    expect(failures).toEqual([]);
  }, 900_000);
});
