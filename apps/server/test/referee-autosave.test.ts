import { isNewerRevision } from '@refcheck/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, talents } from '../src/db/schema/index.ts';
import { findUserByEmail } from '../src/modules/seed/demo.ts';
import { seedReferenceCheck } from '../src/modules/seed/reference-check.ts';
import { createTestApp, eventually, type TestApp } from './helpers.ts';
import { refereeBrowser } from './referee-helpers.ts';

let t: TestApp;
let companyId: string;
beforeAll(async () => {
  t = await createTestApp();
  companyId = (await findUserByEmail(t.database.db, 'owner@acme.test'))!.companyId!;
});
afterAll(() => t.close());

let phoneSeq = 0;
/** A referee who opened the link and verified a phone: ready to autosave. */
async function verifiedReferee() {
  const seeded = await seedReferenceCheck(t.database.db, { companyId, referees: [{ name: '推薦 保存' }] });
  const call = refereeBrowser(t.app);
  const r = seeded.referees[0]!;
  expect(
    (
      await call('POST', '/api/referee-flow/session', {
        company: companyId,
        talent: seeded.talentId,
        token: r.token,
      })
    ).statusCode,
  ).toBe(200);
  expect((await call('POST', '/api/referee-flow/consent')).statusCode).toBe(200);
  const national = `0907${String(7000000 + phoneSeq++).padStart(7, '0')}`;
  const e164 = `+81${national.slice(1)}`;
  expect(
    (await call('POST', '/api/referee-flow/phone', { countryCode: '+81', phoneNumber: national })).statusCode,
  ).toBe(200);
  const code = await eventually(async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(e164)}` });
    const sms = res.json().find((m: { channel: string }) => m.channel === 'sms');
    return sms ? (/(\d{6})/.exec(sms.text)?.[1] ?? undefined) : undefined;
  });
  expect((await call('POST', '/api/referee-flow/phone/verify', { code })).statusCode).toBe(200);
  const me = (await call('GET', '/api/referee-flow/me')).json();
  const description = me.questions.find((q: { kind: string }) => q.kind === 'description').key as string;
  const selection = me.questions.find((q: { kind: string }) => q.kind === 'selection')?.key as
    | string
    | undefined;
  return { call, seeded, description, selection };
}

const put = (call: ReturnType<typeof refereeBrowser>, key: string, body: unknown) =>
  call('PUT', `/api/referee-flow/answers/${key}`, body);

describe('ordered autosave of a referee answer', () => {
  it('keeps the newer text when the older of two saves arrives last, and says so', async () => {
    const { call, description } = await verifiedReferee();
    const newer = await put(call, description, { text: '新しい回答の全文', rev: 2_000 });
    expect(newer.statusCode, newer.body).toBe(200);
    expect(newer.json()).toEqual({ ok: true, applied: true, rev: 2_000 });
    const older = await put(call, description, { text: '新しい', rev: 1_000 });
    expect(older.statusCode).toBe(200);
    expect(older.json()).toEqual({ ok: true, applied: false, rev: 2_000 });
    // A retry of the same save changes nothing either.
    expect((await put(call, description, { text: '新しい回答の全文', rev: 2_000 })).json().applied).toBe(
      false,
    );
    const stored = (await call('GET', '/api/referee-flow/answers')).json();
    expect(stored.descriptions[description]).toBe('新しい回答の全文');
    expect(stored.revisions[description]).toBe(2_000);
  });

  it('ends with the newest of many concurrent saves whatever order they run in', async () => {
    const { call, description } = await verifiedReferee();
    const revs = Array.from({ length: 24 }, (_, i) => i + 1).sort(() => Math.random() - 0.5);
    const results = await Promise.all(revs.map((rev) => put(call, description, { text: `版 ${rev}`, rev })));
    for (const r of results) expect(r.statusCode).toBe(200);
    expect((await call('GET', '/api/referee-flow/answers')).json().descriptions[description]).toBe('版 24');
  });

  it('orders selection saves too and stores the score of the newest level', async () => {
    const { call, selection, seeded } = await verifiedReferee();
    if (!selection) return;
    expect((await put(call, selection, { level: 5, rev: 20 })).json().applied).toBe(true);
    expect((await put(call, selection, { level: 1, rev: 10 })).json().applied).toBe(false);
    const [row] = await t.database.db.select().from(answers).where(eq(answers.talentId, seeded.talentId));
    expect(row?.level).toBe(5);
    expect([2, 10]).toContain(row?.score);
    expect((await call('GET', '/api/referee-flow/answers')).json().selections[selection]).toBe(5);
  });

  it('the SQL function and the domain rule isNewerRevision agree on the same cases', async () => {
    // [stored revision (null: nothing stored yet), incoming revision]; large values near 2^53 included.
    const cases: [number | null, number][] = [
      [null, 0],
      [null, 1],
      [0, 0],
      [0, 1],
      [5, 4],
      [5, 5],
      [5, 6],
      [1_767_225_600_000_000, 1_767_225_600_000_001],
      [1_767_225_600_000_001, 1_767_225_600_000_000],
      [Number.MAX_SAFE_INTEGER - 1, Number.MAX_SAFE_INTEGER],
      [Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
    ];
    for (const [stored, incoming] of cases) {
      const { call, description } = await verifiedReferee();
      if (stored !== null)
        expect((await put(call, description, { text: '保存済み', rev: stored })).statusCode).toBe(200);
      const res = await put(call, description, { text: '新しい', rev: incoming });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().applied, `stored ${stored}, incoming ${incoming}`).toBe(
        isNewerRevision(incoming, stored),
      );
      expect(res.json().rev).toBe(isNewerRevision(incoming, stored) ? incoming : stored);
    }
  });

  it('still accepts a save without a revision (it counts as made when it arrives)', async () => {
    const { call, description } = await verifiedReferee();
    const res = await put(call, description, { text: '旧クライアント' });
    expect(res.statusCode).toBe(200);
    expect(res.json().applied).toBe(true);
    expect(res.json().rev).toBeGreaterThan(Date.now() * 1000 - 60_000_000);
    // An edit made before it (an older revision) no longer overwrites it.
    expect((await put(call, description, { text: '古い', rev: 5 })).json().applied).toBe(false);
  });

  it('rejects a bad revision or value with a problem', async () => {
    const { call, description, selection } = await verifiedReferee();
    for (const rev of [-1, 1.5, '3', Number.MAX_SAFE_INTEGER + 2]) {
      const res = await put(call, description, { text: 'x', rev });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    const missing = await put(call, description, { rev: 1 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().code).toBe('validation.descriptionAnswerRequired');
    if (selection) {
      const bad = await put(call, selection, { level: 9, rev: 1 });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('validation.selectionAnswerRequired');
    }
    expect((await put(call, 'no_such_question', { text: 'x', rev: 1 })).statusCode).toBe(404);
  });

  it('answers 404 signed out, 403 before the phone is verified, 403 after the deadline', async () => {
    const { call, description, seeded } = await verifiedReferee();
    const signedOut = await t.app.inject({
      method: 'PUT',
      url: `/api/referee-flow/answers/${description}`,
      payload: { text: 'x', rev: 1 },
    });
    expect(signedOut.statusCode).toBe(404);
    const unverified = refereeBrowser(t.app);
    for (const [k, v] of call.jar) if (k !== 'rc_referee_verified') unverified.jar.set(k, v);
    expect((await put(unverified, description, { text: 'x', rev: 1 })).statusCode).toBe(403);

    await t.database.db
      .update(talents)
      .set({ deadline: new Date(Date.now() - 1000) })
      .where(eq(talents.id, seeded.talentId));
    const closed = await put(call, description, { text: 'x', rev: 1 });
    expect(closed.statusCode).toBe(403);
    expect(closed.json().code).toBe('referee.deadlinePassed');
  });

  it("never writes into another company's candidate (a deleted candidate answers 404)", async () => {
    const { call, description, seeded } = await verifiedReferee();
    await t.database.db.update(talents).set({ deletedAt: new Date() }).where(eq(talents.id, seeded.talentId));
    expect((await put(call, description, { text: 'x', rev: 1 })).statusCode).toBe(404);
    const rows = await t.database.db.select().from(answers).where(eq(answers.talentId, seeded.talentId));
    expect(rows).toHaveLength(0);
  });
});
