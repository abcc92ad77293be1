/**
 * Issue 36: the demo data (`npm start`) tells a true story on /company/funnel: every referee who got further passed
 * every earlier step, so the counts never grow from one step to the next, and each referee's steps come in the
 * order a real referee takes them.
 */
import { REFEREE_FUNNEL_STEPS } from '@refcheck/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stepEvents } from '../src/db/schema/index.ts';
import { findUserByEmail } from '../src/modules/seed/demo.ts';
import { seedDemoChecks } from '../src/modules/seed/demo-checks.ts';
import { createTestApp, dbKind, signIn, type TestApp } from './helpers.ts';

let t: TestApp;
let owner: string;
let acme: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signIn(t.app, 'owner');
  acme = (await findUserByEmail(t.database.db, 'owner@acme.test'))!.companyId!;
  await seedDemoChecks(t.database.db, acme);
});
afterAll(() => t.close());

describe(`the demo company's funnel (${dbKind})`, () => {
  it('never increases from one step to the next', async () => {
    const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/company/funnel?from=2026-01-01&to=${today}`,
      headers: { cookie: owner },
    });
    expect(res.statusCode, res.body).toBe(200);
    const steps: { step: string; count: number }[] = res.json().steps;
    expect(steps.map((s) => s.step)).toEqual([...REFEREE_FUNNEL_STEPS]);
    // The demo's four referees: all invited; three opened and consented (one has not opened yet); of those, two
    // completed and one is half way through its answers.
    expect(Object.fromEntries(steps.map((s) => [s.step, s.count]))).toEqual({
      invited: 4,
      opened: 3,
      consented: 3,
      phoneVerified: 3,
      firstAnswer: 3,
      completed: 2,
    });
    for (let i = 1; i < steps.length; i++) {
      expect(steps[i]!.count, `${steps[i]!.step} after ${steps[i - 1]!.step}`).toBeLessThanOrEqual(
        steps[i - 1]!.count,
      );
    }
  });

  it("records each referee's steps in the order a referee takes them", async () => {
    const rows = await t.database.db
      .select({ refereeId: stepEvents.refereeId, step: stepEvents.step, at: stepEvents.at })
      .from(stepEvents)
      .where(and(eq(stepEvents.companyId, acme), isNotNull(stepEvents.refereeId)));
    const byReferee = new Map<string, Map<string, number>>();
    for (const r of rows) {
      const steps = byReferee.get(r.refereeId!) ?? new Map<string, number>();
      steps.set(r.step, new Date(r.at).getTime());
      byReferee.set(r.refereeId!, steps);
    }
    expect(byReferee.size).toBe(4);
    for (const steps of byReferee.values()) {
      const taken = REFEREE_FUNNEL_STEPS.filter((s) => steps.has(s));
      // A referee who reached a step passed every earlier one…
      expect(taken).toEqual(REFEREE_FUNNEL_STEPS.slice(0, taken.length));
      // …and in that order.
      const times = taken.map((s) => steps.get(s)!);
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
  });
});
