/**
 * sonar's per-minute budget is shared by every instance: two rate windows on one database (on PostgreSQL two
 * connection pools, as two server processes have) never let more requests through than the limit, and a push
 * that finds no free slot waits for one instead of failing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { SonarRateWindow } from '../src/modules/ats/index.ts';
import { findUserByEmail } from '../src/modules/seed/demo.ts';
import { createTestApp, eventually, signIn, type TestApp } from './helpers.ts';
import { startSonarStub } from './support/ats-receiver.ts';
import { createTalent } from './talent-helpers.ts';

const KEY = 'rate-test-key-0001';
const LIMIT = 2;

let t: TestApp;
let second: Database;
let stub: Awaited<ReturnType<typeof startSonarStub>>;
let owner: string;

beforeAll(async () => {
  stub = await startSonarStub([KEY]);
  t = await createTestApp({
    env: { SONAR_REQUESTS_PER_MINUTE: String(LIMIT), ATS_RETRY_DELAY_SECONDS: '1' },
  });
  // The second "instance": its own connection pool on PostgreSQL; PGlite has one owner, so the same handle.
  second =
    t.database.kind === 'postgres'
      ? await openDatabase({ kind: 'postgres', url: t.database.connectionString! })
      : t.database;
  owner = await signIn(t.app, 'owner');
  const acmeId = (await findUserByEmail(t.database.db, 'owner@acme.test'))!.companyId!;
  const admin = await signIn(t.app, 'admin');
  const saved = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/companies/${acmeId}/sonar-settings`,
    headers: { cookie: admin },
    payload: { baseUrl: stub.baseUrl, primaryKey: KEY, secondaryKey: '' },
  });
  expect(saved.statusCode, saved.body).toBe(200);
}, 120_000);
afterAll(async () => {
  if (second !== t.database) await second.close();
  await t.close();
  await stub.close();
});

describe('the shared sonar request budget', () => {
  it('lets at most the limit through per endpoint across two instances taking slots at once', async () => {
    const a = new SonarRateWindow(t.database.db, 3);
    const b = new SonarRateWindow(second.db, 3);
    const endpoint = 'https://sonar.example/partner/results';
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? a : b).take(endpoint)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(3);
    for (const r of results) {
      if (!r.ok) {
        expect(r.waitMs).toBeGreaterThan(0);
        expect(r.waitMs).toBeLessThanOrEqual(60_000);
      }
    }
    // Still full a moment later, from either instance; another endpoint has its own budget.
    expect((await b.take(endpoint)).ok).toBe(false);
    expect((await a.take(endpoint)).ok).toBe(false);
    expect((await a.take('https://other.example/partner/results')).ok).toBe(true);
  });

  it('a push beyond the limit waits for a slot (queued, no attempt) instead of failing', async () => {
    const ids = await Promise.all(
      ['枠 一郎', '枠 二郎', '枠 三郎'].map(async (name) => (await createTalent(t.app, owner, { name })).id),
    );
    stub.received.length = 0;
    const pushed: string[] = [];
    for (const id of ids) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/talents/${id}/ats`,
        headers: { cookie: owner },
      });
      expect(res.statusCode, res.body).toBe(202);
      pushed.push(res.json().id);
    }
    const state = async (talentId: string, deliveryId: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/talents/${talentId}/ats`,
        headers: { cookie: owner },
      });
      return (res.json().deliveries as { id: string; status: string; attempts: unknown[] }[]).find(
        (d) => d.id === deliveryId,
      )!;
    };
    await eventually(async () => (stub.received.length >= LIMIT ? true : undefined), 30_000);
    // Several job polls later nothing more went out; the third is still queued with no attempt recorded.
    await new Promise((r) => setTimeout(r, 3000));
    expect(stub.received).toHaveLength(LIMIT);
    const states = await Promise.all(ids.map((id, i) => state(id, pushed[i]!)));
    expect(states.filter((s) => s.status === 'delivered')).toHaveLength(LIMIT);
    const waiting = states.filter((s) => s.status === 'queued');
    expect(waiting).toHaveLength(1);
    expect(waiting[0]!.attempts).toEqual([]);
  });
});
