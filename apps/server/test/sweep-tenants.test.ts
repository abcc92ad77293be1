/**
 * Tenant isolation sweep, generated from the OpenAPI document: every operation is sent with tenant A's objects
 * (in params, query and body) by tenant B's callers (main account, sub-account, candidate flow, referee flow, API key) and
 * signed out. An operation addressing A's objects must answer 401/403/404; none may answer 5xx or return any of A's
 * texts; A's data must read the same afterwards. Registering a route: test/sweeps/registry.ts.
 */
import { describe, expect, it } from 'vitest';
import { dbKind, type TestApp } from './helpers.ts';
import { send } from './sweeps/operations.ts';
import { type SweepContext, useSweep } from './sweeps/setup.ts';
import type { Caller, Tenant } from './sweeps/world.ts';

const CALLERS: Caller[] = ['owner', 'staff', 'talent', 'referee', 'regainTrust', 'apiKey', 'public'];

/** What tenant A's main account, candidate and referee read of their own data. */
async function snapshotOf(t: TestApp, a: Tenant): Promise<string> {
  const reads: [string, string][] = [
    [a.cookies.owner, `/api/talents/${a.talentId}`],
    [a.cookies.owner, `/api/talents/${a.checkTalentId}`],
    [a.cookies.owner, '/api/company/sub-accounts'],
    [a.cookies.owner, '/api/company/settings'],
    [a.cookies.owner, '/api/account/profile'],
    [a.cookies.owner, '/api/company/ip-rules'],
    [a.cookies.owner, '/api/company/sso'],
    [a.cookies.referee, '/api/referee-flow/answers'],
    [a.cookies.talent, '/api/talent-flow/me'],
    [a.cookies.owner, `/api/templates/${a.templateId}`],
    [a.cookies.regainTrust, '/api/regain-trust/me'],
  ];
  const answers = await Promise.all(
    reads.map(async ([cookie, url]) => {
      const res = await t.app.inject({ url, headers: { cookie } });
      // The current IP the ip-rules page shows is the caller's, not data.
      return `${url} ${res.statusCode} ${res.body}`;
    }),
  );
  return answers.join('\n');
}

/** The answer without its `instance` (the request's own URL, which carries A's ids by construction). */
function answerText(text: string): string {
  try {
    const json = JSON.parse(text) as Record<string, unknown>;
    if (json && typeof json === 'object' && !Array.isArray(json)) delete json.instance;
    return JSON.stringify(json);
  } catch {
    return text;
  }
}

describe(`tenant isolation sweep (${dbKind})`, () => {
  const ctx = useSweep();

  it("B's callers never reach A's objects, never get A's texts, never change A's data", async () => {
    const { t, world, baseUrl, ops }: SweepContext = ctx;
    const { a, b } = world;
    const failures: string[] = [];
    let requests = 0;
    const statuses: Record<number, number> = {};
    let swept = 0;
    for (const op of ops) {
      const entry = op.entry;
      if (!entry || entry.devOnly) continue;
      swept++;
      const cross = entry.cross?.(a, b);
      const req = cross ?? {
        params: entry.params?.(a),
        query: entry.query?.(a),
        body: entry.body?.(a),
      };
      const targetsA = !entry.page && (op.pathParams.length > 0 || cross !== undefined);
      const before = await snapshotOf(t, a);
      for (const caller of CALLERS) {
        const res = await send(t.app, op, { cookie: b.cookies[caller], ...req }, baseUrl);
        requests++;
        statuses[res.status] = (statuses[res.status] ?? 0) + 1;
        const label = `${op.key} as B's ${caller}: ${res.status}`;
        if (res.status >= 500) failures.push(`${label} (server error)`);
        else if (targetsA && ![401, 403, 404].includes(res.status))
          failures.push(`${label} (expected 401/403/404)`);
        const text = answerText(res.text);
        for (const marker of a.markers)
          if (text.includes(marker)) failures.push(`${label} leaks "${marker}"`);
      }
      const after = await snapshotOf(t, a);
      if (after !== before) failures.push(`${op.key}: A's data changed`);
    }
    console.log(
      `tenant sweep (${dbKind}): ${swept} operations × ${CALLERS.length} callers of another company = ${requests} requests; answers ${JSON.stringify(statuses)}`,
    );
    expect(failures).toEqual([]);
  }, 600_000);
});
