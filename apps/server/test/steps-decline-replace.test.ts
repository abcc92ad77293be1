/**
 * Issue 36: a referee declines (`declineAsReferee`: state, step, mail to the candidate, `referee.declined`
 * webhook), the candidate replaces the referee (`replaceReferee`: new invitation, old link 404, validations,
 * limits), and nobody else may: another company's candidate, the candidate of another check.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stepEvents, webhookMessages } from '../src/db/schema/index.ts';
import { type SeededReferenceCheck, seedReferenceCheck } from '../src/modules/seed/reference-check.ts';
import { eventually, type TestApp } from './helpers.ts';
import { refereeBrowser } from './referee-helpers.ts';
import { openDemoApp } from './support/demo-app.ts';

let t: TestApp;
let owner: string;
let acme: string;
let lightCompany: string;

beforeAll(async () => {
  ({ t, owner, acmeId: acme, lightId: lightCompany } = await openDemoApp(['owner']));
});
afterAll(() => t.close());

const card = (n: number, overrides: Record<string, unknown> = {}) => ({
  name: `代わり ${n}`,
  email: `replacement${n}-${Math.random().toString(36).slice(2, 7)}@corp.example.jp`,
  belongs: { company: '株式会社サンプル', title: '部長' },
  phoneNumber: `0903333000${n}`,
  timeToBeginWorkingTogether: '2019-04',
  workingTogether: true,
  jobCategory: { major: 'sales', minor: 'corporateSales' },
  language: 'jp',
  ...overrides,
});

async function seed(companyId: string, email = 'cand@example.jp') {
  return seedReferenceCheck(t.database.db, {
    companyId,
    talentEmail: email,
    talentPhoneNumber: '09055550000',
    invitedAt: new Date(Date.now() - 60_000),
    deadline: new Date(Date.now() + 7 * 86_400_000),
    referees: [
      { name: '辞退 一郎', phoneNumber: '+819011110001' },
      { name: '回答 二郎', phoneNumber: '+819011110002' },
    ],
  });
}

/** The candidate's browser on the candidate flow (the seeded link exchanged for the flow cookie). */
async function candidate(seeded: SeededReferenceCheck) {
  const query = new URLSearchParams(seeded.talentLink.split('?')[1]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/talent-flow/session',
    payload: { company: query.get('company'), token: query.get('token') },
  });
  expect(res.statusCode).toBe(200);
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? [])[0]!.split(';')[0]!;
  return (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as never, headers: { cookie, 'accept-language': 'ja' } });
}

async function openReferee(companyId: string, talentId: string, token: string) {
  const call = refereeBrowser(t.app);
  const res = await call('POST', '/api/referee-flow/session', {
    company: companyId,
    talent: talentId,
    token,
  });
  return { call, res };
}

const outbox = async (to: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` })).json() as {
    channel: string;
    subject: string;
    text: string;
  }[];

describe('declineAsReferee', () => {
  it('declines with a reason: state, step, company row, mail to the candidate, webhook; then only thanks', async () => {
    const seeded = await seed(acme, 'decline-cand@example.jp');
    const r0 = seeded.referees[0]!;
    const { call, res } = await openReferee(acme, seeded.talentId, r0.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().state).toBe('instruction');

    // Validation: an unknown reason, and その他 without a text, are refused with the localized message.
    const bad = await call(
      'POST',
      '/api/referee-flow/decline',
      { reason: 'bored' },
      { 'accept-language': 'ja' },
    );
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('辞退の理由を選択してください');
    const noText = await call('POST', '/api/referee-flow/decline', { reason: 'other', text: ' ' });
    expect(noText.statusCode).toBe(400);
    // Without the flow cookie: 404.
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/referee-flow/decline',
      payload: { reason: 'noTime' },
    });
    expect(anon.statusCode).toBe(404);

    const ok = await call('POST', '/api/referee-flow/decline', {
      reason: 'other',
      text: '転職して接点がありません',
    });
    expect(ok.statusCode).toBe(200);
    const me = await call('GET', '/api/referee-flow/me');
    expect(me.json().state).toBe('declined');
    // Declined: no second decline, no consent, no answers.
    expect((await call('POST', '/api/referee-flow/decline', { reason: 'noTime' })).statusCode).toBe(409);
    expect((await call('POST', '/api/referee-flow/consent')).statusCode).toBe(409);
    // The link opened again shows the thank-you state only.
    const again = await openReferee(acme, seeded.talentId, r0.token);
    expect(again.res.json().state).toBe('declined');

    const steps = await t.database.db
      .select({ step: stepEvents.step })
      .from(stepEvents)
      .where(and(eq(stepEvents.talentId, seeded.talentId), eq(stepEvents.refereeId, r0.id)));
    expect(steps.map((s) => s.step).sort()).toEqual(['declined', 'invited', 'opened']);

    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/talents/${seeded.talentId}`,
      headers: { cookie: owner },
    });
    const row = detail.json().referees.find((r: { id: string }) => r.id === r0.id);
    expect(row).toMatchObject({ tag: 'declined', tagColor: 'gray' });

    const mails = await eventually(async () => {
      const list = await outbox('decline-cand@example.jp');
      return list.length > 0 ? list : undefined;
    });
    expect(mails[0]!.subject).toContain('推薦者の差し替えのお願い');
    expect(mails[0]!.text).toContain('辞退 一郎');
    expect(mails[0]!.text).toContain('/talent/instruction?');

    const hooks = await t.database.db
      .select()
      .from(webhookMessages)
      .where(and(eq(webhookMessages.companyId, acme), eq(webhookMessages.type, 'referee.declined')));
    expect(hooks.some((h) => h.subjectId === r0.id)).toBe(true);
  });
});

describe('replaceReferee', () => {
  it('replaces a declined referee in the same slot: invited at once, old link 404, limits, validations', async () => {
    const seeded = await seed(acme, 'replace-cand@example.jp');
    const [r0, r1] = seeded.referees;
    const { call } = await openReferee(acme, seeded.talentId, r0!.token);
    expect((await call('POST', '/api/referee-flow/decline', { reason: 'noTime' })).statusCode).toBe(200);

    const cand = await candidate(seeded);
    const me = (await cand('GET', '/api/talent-flow/me')).json();
    const shown = (id: string) => me.referees.find((r: { id: string }) => r.id === id);
    expect(shown(r0!.id).replaceable).toEqual({ reason: 'declined', left: 2 });
    expect(shown(r0!.id).declinedAt).not.toBeNull();
    // Invited a minute ago and not opened: not replaceable before the company's 3 days.
    expect(shown(r1!.id).replaceable).toBeNull();
    const early = await cand('POST', `/api/talent-flow/referees/${r1!.id}/replace`, { referee: card(1) });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('steps.replaceNotYet');

    // Validations: free mail, a phone already in the check, a missing name.
    const free = await cand('POST', `/api/talent-flow/referees/${r0!.id}/replace`, {
      referee: card(2, { email: 'someone@gmail.com' }),
    });
    expect(free.statusCode).toBe(400);
    const phone = await cand('POST', `/api/talent-flow/referees/${r0!.id}/replace`, {
      referee: card(2, { phoneNumber: '09011110002' }),
    });
    expect(phone.statusCode).toBe(400);
    expect(JSON.stringify(phone.json())).toContain('phoneNumber');
    const noName = await cand('POST', `/api/talent-flow/referees/${r0!.id}/replace`, {
      referee: card(2, { name: '' }),
    });
    expect(noName.statusCode).toBe(400);

    const first = card(3);
    const replaced = await cand('POST', `/api/talent-flow/referees/${r0!.id}/replace`, { referee: first });
    expect(replaced.statusCode).toBe(200);
    const { refereeId: newId, url } = replaced.json();
    expect(url).toContain('/referee?');
    // The new referee is invited at once; the old link is gone.
    const mail = await eventually(async () => (await outbox(first.email))[0]);
    expect(mail.subject).toBeTruthy();
    expect((await openReferee(acme, seeded.talentId, r0!.token)).res.statusCode).toBe(404);
    const after = (await cand('GET', '/api/talent-flow/me')).json();
    expect(after.referees.map((r: { id: string }) => r.id)).toEqual([r1!.id, newId]);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/api/talents/${seeded.talentId}`,
      headers: { cookie: owner },
    });
    const newRow = detail.json().referees.find((r: { id: string }) => r.id === newId);
    // Same slot as the declined referee.
    expect(newRow).toMatchObject({
      relationship: 'directSupervisor',
      timeWorkingTogether: 'currentJub',
      tag: 'unanswered',
    });
    // Replacing the old one again: already replaced.
    const twice = await cand('POST', `/api/talent-flow/referees/${r0!.id}/replace`, { referee: card(4) });
    expect(twice.statusCode).toBe(409);

    // The slot's limit (2): the replacement declines, is replaced once more, that one declines: no third.
    const token = (u: string) => new URLSearchParams(u.split('?')[1]).get('token')!;
    const second = await openReferee(acme, seeded.talentId, token(url));
    expect(
      (await second.call('POST', '/api/referee-flow/decline', { reason: 'companyPolicy' })).statusCode,
    ).toBe(200);
    expect(
      (await cand('GET', '/api/talent-flow/me')).json().referees.find((r: { id: string }) => r.id === newId)
        .replaceable,
    ).toEqual({ reason: 'declined', left: 1 });
    const again = await cand('POST', `/api/talent-flow/referees/${newId}/replace`, { referee: card(5) });
    expect(again.statusCode).toBe(200);
    const third = await openReferee(acme, seeded.talentId, token(again.json().url));
    expect((await third.call('POST', '/api/referee-flow/decline', { reason: 'unfamiliar' })).statusCode).toBe(
      200,
    );
    const over = await cand('POST', `/api/talent-flow/referees/${again.json().refereeId}/replace`, {
      referee: card(6),
    });
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('steps.replaceLimitReached');

    const replacedSteps = await t.database.db
      .select()
      .from(stepEvents)
      .where(and(eq(stepEvents.talentId, seeded.talentId), eq(stepEvents.step, 'replaced')));
    expect(replacedSteps).toHaveLength(2);
  });

  it("refuses the candidate of another check and another company's referee; without the cookie 404", async () => {
    const a = await seed(acme, 'a-cand@example.jp');
    const b = await seed(acme, 'b-cand@example.jp');
    const { call } = await openReferee(acme, a.talentId, a.referees[0]!.token);
    expect((await call('POST', '/api/referee-flow/decline', { reason: 'noTime' })).statusCode).toBe(200);
    const candB = await candidate(b);
    const res = await candB('POST', `/api/talent-flow/referees/${a.referees[0]!.id}/replace`, {
      referee: card(7),
    });
    expect(res.statusCode).toBe(404);
    if (lightCompany) {
      const other = await seed(lightCompany, 'other-cand@example.jp');
      const candOther = await candidate(other);
      const cross = await candOther('POST', `/api/talent-flow/referees/${a.referees[0]!.id}/replace`, {
        referee: card(8),
      });
      expect(cross.statusCode).toBe(404);
    }
    const anon = await t.app.inject({
      method: 'POST',
      url: `/api/talent-flow/referees/${a.referees[0]!.id}/replace`,
      payload: { referee: card(9) },
    });
    expect(anon.statusCode).toBe(404);
  });
});
