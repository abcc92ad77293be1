/**
 * Requests from candidates and referees (issue 23 item 3): the code flow, the disclosure, the erasure request, the
 * company's answer (purge with a tombstone, or a reason from the list), the escalation and the outcome message.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray, isNull, like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answers,
  auditLog,
  consentRecords,
  files,
  messages,
  privacyRequests,
  privacySessions,
  provisionRecords,
  referees,
  talents,
} from '../src/db/schema/index.ts';
import { ErasureRequests } from '../src/modules/privacy-requests/index.ts';
import { type SeededReferenceCheck, seedReferenceCheck } from '../src/modules/seed/reference-check.ts';
import { createTestApp, eventually, type TestApp } from './helpers.ts';
import { refereeBrowser, uploadIdentificationAs } from './referee-helpers.ts';
import { ALL_DEMO, openDemoApp } from './support/demo-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
let t: TestApp;
let acme: string, light: string;
let owner: string, staff: string, lightOwner: string, admin: string;
let phone = 1000;

beforeAll(async () => {
  ({ t, acmeId: acme, lightId: light, owner, staff, light: lightOwner, admin } = await openDemoApp(ALL_DEMO));
});
afterAll(() => t.close());

/** A reference check whose referees verified their phone, uploaded an image and answered. */
async function check(companyId: string, talentEmail: string, talentName: string, refereeEmails: string[]) {
  const seeded = await seedReferenceCheck(t.database.db, {
    companyId,
    talentEmail,
    talentName,
    talentPhoneNumber: `0907777${String(phone++)}`,
    referees: refereeEmails.map((email, i) => ({ name: `推薦 ${talentName} ${i + 1}`, email })),
  });
  for (let i = 0; i < refereeEmails.length; i++) {
    const call = await uploadIdentificationAs(t.app, companyId, seeded, i, `0906666${String(phone++)}`);
    const saved = await call('PUT', '/api/referee-flow/answers/description_1', {
      text: `${talentName}さんは誠実な方です`,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  // A mail to the candidate's address, as the invitation would be.
  await t.app.services.outbox.sendMail('talentInvitation', {
    to: talentEmail,
    language: 'jp',
    companyId,
    data: {
      talentName,
      companyName: 'テスト',
      deadline: '2026年12月01日',
      link: 'https://refcheck.example/talent?token=x',
    } as never,
  });
  return seeded;
}

/** A browser on /privacy/request: keeps the rc_privacy cookie. */
function person() {
  return refereeBrowser(t.app);
}

async function latestMailCode(to: string) {
  return eventually(async () => {
    const [m] = await t.app.services.outbox.list({ to, limit: 1 });
    return m?.template === 'privacyRequestCode' ? /\b(\d{6})\b/.exec(m.text)?.[1] : undefined;
  });
}

async function verifiedAs(email: string) {
  const call = person();
  const sent = await call('POST', '/api/privacy-request/code', { channel: 'mail', email, language: 'jp' });
  expect(sent.statusCode, sent.body).toBe(200);
  const code = await latestMailCode(email.toLowerCase());
  const ok = await call('POST', '/api/privacy-request/verify', { code });
  expect(ok.statusCode, ok.body).toBe(200);
  return call;
}

describe('proving who one is', () => {
  it('answers the same for an unknown address and sends no code', async () => {
    const call = person();
    const res = await call('POST', '/api/privacy-request/code', {
      channel: 'mail',
      email: 'nobody-here@example.jp',
      language: 'jp',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, minutes: 10 });
    expect(call.jar.has('rc_privacy')).toBe(true);
    expect(await t.app.services.outbox.list({ to: 'nobody-here@example.jp', limit: 1 })).toEqual([]);
    // A guess is just a wrong code.
    const guess = await call('POST', '/api/privacy-request/verify', { code: '000000' });
    expect(guess.statusCode).toBe(400);
  });

  it('refuses a malformed address and a wrong code, stops after 5 wrong codes, and hashes what it stores', async () => {
    const bad = await person()('POST', '/api/privacy-request/code', {
      channel: 'mail',
      email: 'not-an-address',
      language: 'jp',
    });
    expect(bad.statusCode).toBe(400);

    await check(acme, 'code-flow@example.jp', '符号 太郎', []);
    const call = person();
    await call('POST', '/api/privacy-request/code', {
      channel: 'mail',
      email: 'Code-Flow@example.jp',
      language: 'en',
    });
    const code = await latestMailCode('code-flow@example.jp');
    const [mail] = await t.app.services.outbox.list({ to: 'code-flow@example.jp', limit: 1 });
    expect(mail!.language).toBe('en');
    const rows = await t.database.db
      .select()
      .from(privacySessions)
      .where(eq(privacySessions.contact, 'code-flow@example.jp'));
    expect(rows.at(-1)!.codeHash).not.toContain(code);
    expect(JSON.stringify(rows)).not.toContain(call.jar.get('rc_privacy'));

    const wrong = code === '111111' ? '222222' : '111111';
    const first = await call('POST', '/api/privacy-request/verify', { code: wrong });
    expect(first.statusCode).toBe(400);
    expect(first.json().code).toBe('privacy.wrongCode');
    for (let i = 0; i < 4; i++) await call('POST', '/api/privacy-request/verify', { code: wrong });
    const locked = await call('POST', '/api/privacy-request/verify', { code });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().code).toBe('privacy.codeExpired');
    expect((await call('GET', '/api/privacy-request/me')).statusCode).toBe(404);
  });

  it('refuses an expired code', async () => {
    await check(acme, 'expired@example.jp', '期限 太郎', []);
    const call = person();
    await call('POST', '/api/privacy-request/code', {
      channel: 'mail',
      email: 'expired@example.jp',
      language: 'jp',
    });
    const code = await latestMailCode('expired@example.jp');
    await t.database.db
      .update(privacySessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(privacySessions.contact, 'expired@example.jp'));
    const res = await call('POST', '/api/privacy-request/verify', { code });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('privacy.codeExpired');
  });

  it('sends the code by SMS to a known phone number', async () => {
    const seeded = await seedReferenceCheck(t.database.db, {
      companyId: acme,
      talentEmail: 'sms-person@example.jp',
      talentPhoneNumber: '09055554444',
      referees: [],
    });
    expect(seeded.talentId).toBeTruthy();
    const call = person();
    const sent = await call('POST', '/api/privacy-request/code', {
      channel: 'sms',
      countryCode: '+81',
      phoneNumber: '09055554444',
      language: 'jp',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const code = await eventually(async () => {
      const [m] = await t.app.services.outbox.list({ to: '+819055554444', limit: 1 });
      return m?.template === 'privacy-code' ? /(\d{6})/.exec(m.text)?.[1] : undefined;
    });
    expect((await call('POST', '/api/privacy-request/verify', { code })).statusCode).toBe(200);
    const me = await call('GET', '/api/privacy-request/me');
    expect(me.json()).toMatchObject({ channel: 'sms', contact: '+819055554444' });

    // An erasure asked by phone is answered by SMS, in the person's language, with the note of "other".
    expect((await call('POST', '/api/privacy-request/erasure', {})).json()).toEqual({ count: 1 });
    const [req] = await t.database.db
      .select()
      .from(privacyRequests)
      .where(and(eq(privacyRequests.companyId, acme), eq(privacyRequests.channel, 'sms')));
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/company/privacy-requests/${req!.id}/decline`,
      headers: { cookie: owner },
      payload: { reason: 'other', note: '選考中のため' },
    });
    expect(declined.statusCode, declined.body).toBe(200);
    const outcome = await eventually(async () => {
      const [m] = await t.app.services.outbox.list({ to: '+819055554444', limit: 1 });
      return m?.template === 'privacy-outcome' ? m : undefined;
    });
    expect(outcome.channel).toBe('sms');
    expect(outcome.text).toContain('その他 (選考中のため)');
  });

  it('rate-limits the code and verify endpoints per client address', async () => {
    const limited = await createTestApp({ env: { AUTH_CODE_LIMIT_PER_MINUTE: '3' }, seed: false });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/privacy-request/verify',
          payload: { code: '123456' },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.slice(0, 3)).not.toContain(429);
      expect(statuses.at(-1)).toBe(429);
      const code = await limited.app.inject({
        method: 'POST',
        url: '/api/privacy-request/code',
        payload: { channel: 'mail', email: 'x@example.jp', language: 'jp' },
      });
      expect(code.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('disclosure', () => {
  let mine: SeededReferenceCheck;
  beforeAll(async () => {
    mine = await check(acme, 'disclose-me@example.jp', '開示 花子', ['ref-a@example.co.jp']);
    const other = await check(acme, 'someone-else@example.jp', '他人 次郎', ['ref-b@example.co.jp']);
    // Her consent and the record of the report's provision to the company, and the other candidate's.
    const db = t.database.db;
    const [consent] = await db
      .insert(consentRecords)
      .values({
        subjectKind: 'candidate',
        consentKind: 'candidatePrivacy',
        companyId: acme,
        talentId: mine.talentId,
        textVersion: 'c'.repeat(64),
        language: 'jp',
      })
      .returning({ id: consentRecords.id });
    const provision = (talentId: string, candidateName: string, candidateEmail: string) => ({
      companyId: acme,
      companyName: '株式会社アクメ',
      talentId,
      candidateName,
      candidateEmail,
      providers: [`推薦 ${candidateName} 1`],
      dataItems: ['answers', 'grades'],
      consentRecordId: consent!.id,
      channel: 'report' as const,
    });
    await db
      .insert(provisionRecords)
      .values([
        provision(mine.talentId, '開示 花子', 'disclose-me@example.jp'),
        provision(other.talentId, '他人 次郎', 'someone-else@example.jp'),
      ]);
  });

  it("holds the candidate's data and the answers about them, and nothing of other candidates", async () => {
    const call = await verifiedAs('disclose-me@example.jp');
    const res = await call('GET', '/api/privacy-request/disclosure');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('attachment');
    const body = res.json();
    expect(body.asCandidate).toHaveLength(1);
    expect(body.asCandidate[0].candidate).toMatchObject({
      name: '開示 花子',
      email: 'disclose-me@example.jp',
    });
    expect(body.asCandidate[0].referees[0].name).toBe('推薦 開示 花子 1');
    expect(body.asCandidate[0].referees[0].answers[0].text).toBe('開示 花子さんは誠実な方です');
    // The records of provision about her (APPI Art. 33(5)) and her consent, with its text version.
    expect(body.provisionRecords).toEqual([
      expect.objectContaining({
        recipient: '株式会社アクメ',
        person: '開示 花子',
        providers: ['推薦 開示 花子 1'],
        dataItems: ['answers', 'grades'],
      }),
    ]);
    expect(body.consentRecords).toEqual([
      expect.objectContaining({
        consentKind: 'candidatePrivacy',
        textVersion: 'c'.repeat(64),
        language: 'jp',
      }),
    ]);
    // The referee's contact details are not the candidate's data.
    expect(res.body).not.toContain('ref-a@example.co.jp');
    expect(res.body).not.toContain('他人');
    expect(res.body).not.toContain('someone-else');
    expect(res.body).not.toContain(mine.referees[0]!.token);
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'privacyRequest.disclosed'), eq(auditLog.companyId, acme)));
    expect(audited.length).toBeGreaterThan(0);
  });

  it("gives a referee their own row and answers, not the candidate's data", async () => {
    const call = await verifiedAs('ref-a@example.co.jp');
    const body = (await call('GET', '/api/privacy-request/disclosure')).json();
    expect(body.asCandidate).toEqual([]);
    expect(body.asReferee).toHaveLength(1);
    expect(body.asReferee[0]).toMatchObject({ candidateName: '開示 花子' });
    expect(body.asReferee[0].answers[0].text).toBe('開示 花子さんは誠実な方です');
    expect(body.asReferee[0].files).toHaveLength(1);
    // The provision of the report they gave answers to concerns them as a provider; their own consent (given in
    // the referee flow) is theirs, the candidate's is not.
    expect(body.provisionRecords).toEqual([expect.objectContaining({ person: '開示 花子' })]);
    expect(body.consentRecords).toEqual([expect.objectContaining({ consentKind: 'refereePrivacy' })]);
    expect(JSON.stringify(body)).not.toContain('disclose-me@example.jp');
  });

  it('is also a readable PDF, audited', async () => {
    const call = await verifiedAs('disclose-me@example.jp');
    const res = await call('GET', '/api/privacy-request/disclosure.pdf?lang=en');
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'privacyRequest.disclosedPdf'), eq(auditLog.companyId, acme)));
    expect(audited.length).toBeGreaterThan(0);
  }, 60_000);

  it('needs a verified session', async () => {
    const res = await person()('GET', '/api/privacy-request/disclosure');
    expect(res.statusCode).toBe(404);
    expect((await person()('GET', '/api/privacy-request/disclosure.pdf')).statusCode).toBe(404);
  });
});

describe('erasure', () => {
  let acmeCheck: SeededReferenceCheck;
  let lightCheck: SeededReferenceCheck;
  let acmeRequest: string;
  let lightRequest: string;
  const email = 'erase-me@example.jp';

  beforeAll(async () => {
    acmeCheck = await check(acme, email, '削除 一郎', ['erase-ref@example.co.jp']);
    lightCheck = await check(light, email, '削除 一郎', ['light-ref@example.co.jp']);
    const call = await verifiedAs(email);
    const res = await call('POST', '/api/privacy-request/erasure', { message: '削除してください' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ count: 2 });
    const rows = await t.database.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.message, '削除してください'));
    acmeRequest = rows.find((r) => r.companyId === acme)!.id;
    lightRequest = rows.find((r) => r.companyId === light)!.id;
    // Asking again while pending adds nothing.
    expect((await call('POST', '/api/privacy-request/erasure', {})).json()).toEqual({ count: 0 });
  });

  it('reaches each company as a request due in 14 days, in its own queue only', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/company/privacy-requests',
      headers: { cookie: staff },
    });
    expect(list.statusCode).toBe(200);
    const row = list.json().find((r: { id: string }) => r.id === acmeRequest);
    expect(row).toMatchObject({ status: 'pending', message: '削除してください' });
    expect(row.candidates).toEqual([{ id: acmeCheck.talentId, name: '削除 一郎' }]);
    expect(new Date(row.dueAt).getTime() - new Date(row.createdAt).getTime()).toBe(14 * DAY_MS);
    expect(list.json().map((r: { id: string }) => r.id)).not.toContain(lightRequest);
  });

  it("refuses another company's request (404), a sub-account (403) and an operator (403)", async () => {
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/company/privacy-requests/${acmeRequest}/approve`,
      headers: { cookie: lightOwner },
    });
    expect(other.statusCode).toBe(404);
    const sub = await t.app.inject({
      method: 'POST',
      url: `/api/company/privacy-requests/${acmeRequest}/approve`,
      headers: { cookie: staff },
    });
    expect(sub.statusCode).toBe(403);
    const op = await t.app.inject({
      method: 'GET',
      url: '/api/company/privacy-requests',
      headers: { cookie: admin },
    });
    expect(op.statusCode).toBe(403);
    const anon = await t.app.inject({ method: 'GET', url: '/api/company/privacy-requests' });
    expect(anon.statusCode).toBe(401);
  });

  it('declines only with a reason from the list', async () => {
    for (const payload of [{}, { reason: 'becauseWeSaySo' }, { reason: 'other' }]) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/company/privacy-requests/${lightRequest}/decline`,
        headers: { cookie: lightOwner },
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/company/privacy-requests/${lightRequest}/decline`,
      headers: { cookie: lightOwner },
      payload: { reason: 'legalRetention' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.id, lightRequest));
    expect(row).toMatchObject({
      status: 'declined',
      declineReason: 'legalRetention',
      contact: null,
      message: null,
    });
    // The light company's data stays.
    expect(
      await t.database.db.select().from(talents).where(eq(talents.id, lightCheck.talentId)),
    ).toHaveLength(1);
    const outcome = await eventually(async () => {
      const list = await t.app.services.outbox.list({ to: email, limit: 5 });
      return list.find((m) => m.template === 'privacyRequestOutcome' && m.companyId === light);
    });
    expect(outcome.text).toContain('法令上の保存義務がある');
    // Answered once only.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/company/privacy-requests/${lightRequest}/approve`,
      headers: { cookie: lightOwner },
    });
    expect(again.statusCode).toBe(409);
  });

  it('on approval leaves no row, file or message body of the person, only the tombstone', async () => {
    const db = t.database.db;
    const stored = await db.select().from(files).where(eq(files.talentId, acmeCheck.talentId));
    expect(stored.length).toBe(1);
    const paths = stored.map((f) => path.join(t.config.DATA_DIR, 'files', f.storageKey));
    expect(paths.every((p) => fs.existsSync(p))).toBe(true);
    // A record of provision of the candidate's report: kept (3 years, no answers in it).
    const [kept] = await db
      .insert(provisionRecords)
      .values({
        companyId: acme,
        companyName: '株式会社アクメ',
        talentId: acmeCheck.talentId,
        candidateName: '削除 一郎',
        candidateEmail: email,
        providers: ['推薦 削除 一郎 1'],
        dataItems: ['answers'],
        channel: 'report',
      })
      .returning({ id: provisionRecords.id });

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/company/privacy-requests/${acmeRequest}/approve`,
      headers: { cookie: owner },
    });
    expect(res.statusCode, res.body).toBe(200);

    expect(await db.select().from(talents).where(eq(talents.id, acmeCheck.talentId))).toEqual([]);
    expect(await db.select().from(referees).where(eq(referees.talentId, acmeCheck.talentId))).toEqual([]);
    expect(await db.select().from(answers).where(eq(answers.talentId, acmeCheck.talentId))).toEqual([]);
    expect(await db.select().from(files).where(eq(files.talentId, acmeCheck.talentId))).toEqual([]);
    expect(await db.select().from(provisionRecords).where(eq(provisionRecords.id, kept!.id))).toHaveLength(1);
    await eventually(async () => (paths.every((p) => !fs.existsSync(p)) ? true : undefined));
    // No message body to the person (or their referees) at this company, except the outcome.
    const left = await db
      .select()
      .from(messages)
      .where(
        and(
          or(eq(messages.companyId, acme), isNull(messages.companyId)),
          or(like(messages.text, '%削除 一郎%'), inArray(messages.to, [email, 'erase-ref@example.co.jp'])),
        ),
      );
    expect(left.filter((m) => m.template !== 'privacyRequestOutcome')).toEqual([]);
    const outcome = left.find((m) => m.template === 'privacyRequestOutcome' && m.companyId === acme);
    expect(outcome?.text).toContain('承認');
    const [tomb] = await db.select().from(privacyRequests).where(eq(privacyRequests.id, acmeRequest));
    expect(tomb).toMatchObject({ status: 'approved', contact: null, message: null, subjects: null });
    expect(tomb!.contactHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(tomb)).not.toContain('erase-me');
    // The other company's data is untouched.
    expect(await db.select().from(talents).where(eq(talents.id, lightCheck.talentId))).toHaveLength(1);
    const steps = (
      await db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.target, acmeRequest))
    ).map((a) => a.action);
    expect(steps).toEqual(
      expect.arrayContaining([
        'privacyRequest.erasureRequested',
        'privacyRequest.approved',
        'privacyRequest.purged',
        'privacyRequest.outcomeSent',
      ]),
    );
  });

  it("erases a referee's own row, answers and files but not the candidate", async () => {
    const seeded = await check(acme, 'keeps-me@example.jp', '残る 三郎', ['only-ref@example.co.jp']);
    const call = await verifiedAs('only-ref@example.co.jp');
    expect((await call('POST', '/api/privacy-request/erasure', {})).json()).toEqual({ count: 1 });
    const [req] = await t.database.db
      .select()
      .from(privacyRequests)
      .where(and(eq(privacyRequests.companyId, acme), eq(privacyRequests.status, 'pending')));
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/company/privacy-requests/${req!.id}/approve`,
      headers: { cookie: owner },
    });
    expect(res.statusCode, res.body).toBe(200);
    const db = t.database.db;
    expect(await db.select().from(referees).where(eq(referees.id, seeded.referees[0]!.id))).toEqual([]);
    expect(await db.select().from(answers).where(eq(answers.refereeId, seeded.referees[0]!.id))).toEqual([]);
    expect(await db.select().from(files).where(eq(files.talentId, seeded.talentId))).toEqual([]);
    expect(await db.select().from(talents).where(eq(talents.id, seeded.talentId))).toHaveLength(1);
  });
});

describe('escalation', () => {
  it('escalates an unanswered request at its due date, once, and lists it for the operator', async () => {
    await check(acme, 'late@example.jp', '遅延 四郎', []);
    const call = await verifiedAs('late@example.jp');
    await call('POST', '/api/privacy-request/erasure', {});
    const [req] = await t.database.db
      .select()
      .from(privacyRequests)
      .where(and(eq(privacyRequests.companyId, acme), eq(privacyRequests.status, 'pending')));
    const erasure = new ErasureRequests({
      db: t.database.db,
      outbox: t.app.services.outbox,
      adminNotifyMail: 'privacy-ops@refcheck.test',
      publicUrl: 'https://refcheck.example',
    } as never);
    const created = req!.createdAt.getTime();
    expect(await erasure.escalateDue(new Date(created + 13 * DAY_MS))).toBe(0);
    expect(await erasure.escalateDue(new Date(created + 14 * DAY_MS + 1000))).toBe(1);
    expect(await erasure.escalateDue(new Date(created + 15 * DAY_MS))).toBe(0);
    // The operator is mailed once, with the count and the company, never the person.
    const told = (await t.app.services.outbox.list({ limit: 50 })).filter(
      (m) => m.template === 'adminPrivacyEscalated',
    );
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toBe('【Refcheck】期限を過ぎた削除のご請求が1件あります');
    expect(told[0]!.text).toContain('https://refcheck.example/admin/privacy-requests');
    expect(told[0]!.text).not.toContain('late@example.jp');
    expect(told[0]!.text).not.toContain('遅延');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/privacy-requests',
      headers: { cookie: admin },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toContainEqual(
      expect.objectContaining({ id: req!.id, companyId: acme, status: 'pending' }),
    );
    expect(JSON.stringify(list.json())).not.toContain('late@example.jp');
    const byClient = await t.app.inject({
      method: 'GET',
      url: '/api/admin/privacy-requests',
      headers: { cookie: owner },
    });
    expect(byClient.statusCode).toBe(403);
    const queue = await t.app.inject({
      method: 'GET',
      url: '/api/company/privacy-requests',
      headers: { cookie: owner },
    });
    expect(queue.json().find((r: { id: string }) => r.id === req!.id).escalatedAt).toBeTruthy();
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'privacyRequest.escalated'), eq(auditLog.target, req!.id)));
    expect(audited).toBeTruthy();
  });

  it('is scheduled as a durable pg-boss job', async () => {
    const schedules = await t.app.services.jobs.getSchedules();
    expect(schedules).toContainEqual(expect.objectContaining({ name: 'privacy-request-escalation' }));
  });
});
