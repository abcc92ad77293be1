import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defaultQuestions, evaluateSelections, type SelectionAnswers } from '@refcheck/domain';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, files, referees, smsCodes, talents } from '../src/db/schema/index.ts';
import { findUserByEmail } from '../src/modules/seed/demo.ts';
import { seedReferenceCheck } from '../src/modules/seed/reference-check.ts';
import { IMAGE_MAX_SIDE } from '../src/platform/files/reencode.ts';
import { LocalFileStorage } from '../src/platform/files/storage.ts';
import { issueLinkToken } from '../src/platform/links/tokens.ts';
import { createTestApp, eventually, signIn, type TestApp } from './helpers.ts';
import { PNG, refereeBrowser } from './referee-helpers.ts';

let t: TestApp;
let companyId: string;
let otherCompanyId: string;
beforeAll(async () => {
  t = await createTestApp();
  companyId = (await findUserByEmail(t.database.db, 'owner@acme.test'))!.companyId!;
  otherCompanyId = (await findUserByEmail(t.database.db, 'owner@light.test'))!.companyId!;
});
afterAll(() => t.close());

type Seeded = Awaited<ReturnType<typeof seedReferenceCheck>>;
/** A browser: keeps the cookies the API sets. */
function browser() {
  const call = refereeBrowser(t.app);
  return { call, jar: call.jar };
}

async function open(seeded: Seeded, index = 0) {
  const b = browser();
  const r = seeded.referees[index]!;
  const res = await b.call('POST', '/api/referee-flow/session', {
    company: companyId,
    talent: seeded.talentId,
    token: r.token,
  });
  expect(res.statusCode).toBe(200);
  return { b, state: res.json().state as string, session: res.json() };
}

async function lastCode(to: string) {
  return eventually(async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}` });
    const sms = res.json().find((m: { channel: string }) => m.channel === 'sms');
    return sms ? (/(\d{6})/.exec(sms.text)?.[1] ?? undefined) : undefined;
  });
}

async function verify(b: ReturnType<typeof browser>, phone: string, e164: string) {
  expect((await b.call('POST', '/api/referee-flow/consent')).statusCode).toBe(200);
  const sent = await b.call('POST', '/api/referee-flow/phone', { countryCode: '+81', phoneNumber: phone });
  expect(sent.statusCode, sent.body).toBe(200);
  const code = await lastCode(e164);
  expect((await b.call('POST', '/api/referee-flow/phone/verify', { code })).statusCode).toBe(200);
}

async function answerAll(b: ReturnType<typeof browser>, levels: (i: number) => number) {
  const me = (await b.call('GET', '/api/referee-flow/me')).json();
  let i = 0;
  for (const q of me.questions) {
    const body = q.kind === 'description' ? { text: `回答 ${q.key}` } : { level: levels(i++) };
    const res = await b.call('PUT', `/api/referee-flow/answers/${q.key}`, body);
    expect(res.statusCode, res.body).toBe(200);
  }
}

describe('referee flow', () => {
  it('exchanges a link, keeps referees apart and answers 404 for bad links', async () => {
    const seeded = await seedReferenceCheck(t.database.db, {
      companyId,
      referees: [{ name: '推薦 一郎' }, { name: '推薦 二郎' }],
    });
    const other = await seedReferenceCheck(t.database.db, { companyId, referees: [{ name: '別 三郎' }] });
    const { b, state, session } = await open(seeded);
    expect(state).toBe('instruction');
    const me = (await b.call('GET', '/api/referee-flow/me')).json();
    // The exchange answers what GET /me answers right after it (the first page needs no second round trip).
    expect(session.me).toEqual(me);
    expect(me.refereeName).toBe('推薦 一郎');
    expect(me.talentName).toBe('候補 太郎');
    expect(me.questionsCount).toBe(24);
    expect(me.estimatedMinutes).toBe(20);
    // Wrong talent, wrong company, another referee's token with this talent, garbage: all 404.
    const bad = [
      { company: companyId, talent: other.talentId, token: seeded.referees[0]!.token },
      { company: otherCompanyId, talent: seeded.talentId, token: seeded.referees[0]!.token },
      { company: companyId, talent: seeded.talentId, token: other.referees[0]!.token },
      { company: 'x', talent: 'y', token: 'z' },
    ];
    for (const body of bad) {
      expect((await browser().call('POST', '/api/referee-flow/session', body)).statusCode).toBe(404);
    }
    // No cookie: 404; a forged cookie: 404.
    expect((await browser().call('GET', '/api/referee-flow/me')).statusCode).toBe(404);
    const forged = browser();
    forged.jar.set('rc_referee', `${b.jar.get('rc_referee')!.split('.')[0]}x.sig`);
    expect((await forged.call('GET', '/api/referee-flow/me')).statusCode).toBe(404);
    // Answers need the phone verification of this browser.
    expect((await b.call('GET', '/api/referee-flow/answers')).statusCode).toBe(403);
  });

  it('verifies the phone: wrong codes are counted, 5 wrong tries kill the code, duplicates refused', async () => {
    const seeded = await seedReferenceCheck(t.database.db, {
      companyId,
      talentPhoneNumber: '09055550000',
      referees: [{ name: 'A', phoneNumber: '+819012340001' }, { name: 'B' }],
    });
    const { b } = await open(seeded, 1);
    expect(
      (await b.call('POST', '/api/referee-flow/phone', { countryCode: '+81', phoneNumber: '09012340002' }))
        .statusCode,
    ).toBe(403);
    await b.call('POST', '/api/referee-flow/consent');
    const invalid = await b.call('POST', '/api/referee-flow/phone', {
      countryCode: '+81',
      phoneNumber: '12',
    });
    expect(invalid.statusCode).toBe(400);
    for (const taken of ['09055550000', '09012340001']) {
      const res = await b.call('POST', '/api/referee-flow/phone', { countryCode: '+81', phoneNumber: taken });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('referee.numberIsAlreadyRegistered');
    }
    expect(
      (await b.call('POST', '/api/referee-flow/phone', { countryCode: '+81', phoneNumber: '09012340002' }))
        .statusCode,
    ).toBe(200);
    const code = await lastCode('+819012340002');
    // Resending at once is throttled.
    const again = await b.call('POST', '/api/referee-flow/phone', {
      countryCode: '+81',
      phoneNumber: '09012340002',
    });
    expect(again.statusCode).toBe(429);
    expect(again.headers['retry-after']).toBeDefined();
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await b.call('POST', '/api/referee-flow/phone/verify', { code: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('referee.wrongAuthorizationCode');
    const [row] = await t.database.db
      .select()
      .from(smsCodes)
      .where(eq(smsCodes.subjectId, seeded.referees[1]!.id));
    expect(row!.attempts).toBe(1);
    expect(row!.codeHash).not.toContain(code);
    for (let i = 0; i < 4; i++) await b.call('POST', '/api/referee-flow/phone/verify', { code: wrong });
    const dead = await b.call('POST', '/api/referee-flow/phone/verify', { code });
    expect(dead.json().code).toBe('referee.codeExpired');

    // A stored number: the code goes to it without a body; single use.
    const a = (await open(seeded, 0)).b;
    await a.call('POST', '/api/referee-flow/consent');
    const storedSent = await a.call('POST', '/api/referee-flow/phone/resend');
    expect(storedSent.body).toMatch(/0001"/);
    const storedCode = await lastCode('+819012340001');
    expect((await a.call('POST', '/api/referee-flow/phone/verify', { code: storedCode })).statusCode).toBe(
      200,
    );
    expect((await a.call('POST', '/api/referee-flow/phone/verify', { code: storedCode })).statusCode).toBe(
      400,
    );
    expect((await a.call('GET', '/api/referee-flow/answers')).statusCode).toBe(200);
    // Reopening the link asks for the phone again, going straight to authentication.
    const reopened = await open(seeded, 0);
    expect(reopened.state).toBe('authentication');
    expect((await reopened.b.call('GET', '/api/referee-flow/answers')).statusCode).toBe(403);
  });

  it('refuses a candidate token, stores the language, the interest email and the reminder opt-out', async () => {
    const seeded = await seedReferenceCheck(t.database.db, { companyId, referees: [{ name: '設定 四郎' }] });
    const talentToken = await issueLinkToken(t.database.db, {
      companyId,
      talentId: seeded.talentId,
      purpose: 'talent',
      expiresAt: new Date(Date.now() + 60_000),
    });
    const candidate = await browser().call('POST', '/api/referee-flow/session', {
      company: companyId,
      talent: seeded.talentId,
      token: talentToken,
    });
    expect(candidate.statusCode).toBe(404);

    const { b } = await open(seeded);
    expect((await b.call('PUT', '/api/referee-flow/language', { language: 'cn' })).statusCode).toBe(200);
    const me = (await b.call('GET', '/api/referee-flow/me')).json();
    expect(me.language).toBe('cn');
    expect(me.questions[0].text).toMatch(/[\u4e00-\u9fff]/);
    expect(me.deadlineText).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const badEmail = await b.call('POST', '/api/referee-flow/interest-email', { email: 'nope' });
    expect(badEmail.statusCode).toBe(400);
    expect(
      (await b.call('POST', '/api/referee-flow/interest-email', { email: 'me@example.com' })).statusCode,
    ).toBe(200);
    const unsubscribe = await browser().call('POST', '/api/referee-flow/unsubscribe-remind', {
      company: companyId,
      talent: seeded.talentId,
      token: seeded.referees[0]!.token,
    });
    expect(unsubscribe.json()).toEqual({ talentName: '候補 太郎', refereeName: '設定 四郎' });
    const [row] = await t.database.db.select().from(referees).where(eq(referees.id, seeded.referees[0]!.id));
    expect(row!.interestEmail).toBe('me@example.com');
    expect(row!.isUnsubscribeRemind).toBe(true);
    expect(row!.language).toBe('cn');
  });

  it('closes the flow after the deadline', async () => {
    const seeded = await seedReferenceCheck(t.database.db, {
      companyId,
      deadline: new Date(Date.now() - 60_000),
      referees: [{ name: '遅 延' }],
    });
    const { b, state } = await open(seeded);
    expect(state).toBe('closed');
    expect((await b.call('POST', '/api/referee-flow/consent')).statusCode).toBe(403);
  });

  it('refuses a non-image renamed .jpg and stores a real image privately', async () => {
    const seeded = await seedReferenceCheck(t.database.db, { companyId, referees: [{ name: '画像' }] });
    const { b } = await open(seeded);
    await verify(b, '09012349999', '+819012349999');
    const fake = await b.call(
      'POST',
      '/api/referee-flow/identification',
      Buffer.from('%PDF-1.7 not an image'),
      {
        'content-type': 'image/jpeg',
      },
    );
    expect(fake.statusCode).toBe(415);
    const real = await b.call('POST', '/api/referee-flow/identification', PNG, {
      'content-type': 'image/png',
    });
    expect(real.statusCode, real.body).toBe(200);
    expect((await b.call('GET', '/api/referee-flow/me')).json().hasIdentification).toBe(true);

    // An image header over garbage is refused too: every upload is decoded.
    const truncated = await b.call(
      'POST',
      '/api/referee-flow/identification',
      Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(64, 1)]),
      { 'content-type': 'image/png' },
    );
    expect(truncated.statusCode).toBe(415);
    expect(truncated.json().code).toBe('referee.photoUnsupported');

    // A phone photo is stored re-encoded as JPEG, upright, without its metadata (GPS, camera, owner), under
    // the referee's private path; the previous image is replaced.
    const photo = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#3366aa' } })
      .withExif({ IFD0: { Copyright: 'secret-owner', Make: 'PhoneMaker' } })
      .jpeg()
      .toBuffer();
    expect(photo.includes('secret-owner')).toBe(true);
    const sent = await b.call('POST', '/api/referee-flow/identification', photo, {
      'content-type': 'image/jpeg',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const stored = await t.database.db
      .select()
      .from(files)
      .where(eq(files.refereeId, seeded.referees[0]!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.storageKey).toMatch(
      new RegExp(
        `^identification/companies/${companyId}/talents/${seeded.talentId}/referees/${seeded.referees[0]!.id}/[^/]+\\.jpg$`,
      ),
    );
    const bytes = await new LocalFileStorage(path.join(t.app.services.config.DATA_DIR, 'files')).get(
      stored[0]!.storageKey,
    );
    expect(bytes!.includes('secret-owner')).toBe(false);
    const meta = await sharp(bytes!).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(Math.max(meta.width, meta.height)).toBe(IMAGE_MAX_SIDE);
  });

  it('completes, locks answers, notifies the company and scores like the domain rule', async () => {
    const seeded = await seedReferenceCheck(t.database.db, {
      companyId,
      talentName: '採点 花子',
      referees: [{ name: '一' }, { name: '二' }],
    });
    const levelsA = (i: number) => (i % 5) + 1;
    const levelsB = (i: number) => 5 - (i % 3);
    const a = (await open(seeded, 0)).b;
    await verify(a, '09011110001', '+819011110001');
    await answerAll(a, levelsA);
    // Incomplete without the identification image the company requires.
    expect((await a.call('POST', '/api/referee-flow/complete')).json().code).toBe(
      'referee.identificationRequired',
    );
    await a.call('POST', '/api/referee-flow/identification', PNG, { 'content-type': 'image/png' });
    expect((await a.call('POST', '/api/referee-flow/complete')).statusCode).toBe(200);
    expect(
      (await a.call('PUT', '/api/referee-flow/answers/description_1', { text: 'changed' })).statusCode,
    ).toBe(409);
    expect((await a.call('POST', '/api/referee-flow/complete')).statusCode).toBe(409);
    expect((await open(seeded, 0)).state).toBe('finished');
    await eventually(async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?to=owner@acme.test' });
      return res.json().some((m: { text: string }) => m.text.includes('採点 花子')) || undefined;
    });
    let [talent] = await t.database.db.select().from(talents).where(eq(talents.id, seeded.talentId));
    expect(talent!.status).toBe('refereesRegistered');

    const b = (await open(seeded, 1)).b;
    await verify(b, '09011110002', '+819011110002');
    await answerAll(b, levelsB);
    // An incomplete questionnaire cannot be completed: answers are all there, but verify the rule with the API.
    await b.call('POST', '/api/referee-flow/identification', PNG, { 'content-type': 'image/png' });
    expect((await b.call('POST', '/api/referee-flow/complete')).statusCode).toBe(200);
    [talent] = await t.database.db.select().from(talents).where(eq(talents.id, seeded.talentId));
    expect(talent!.status).toBe('refereesAnswered');
    expect(talent!.completedAt).not.toBeNull();

    const selections = defaultQuestions('fulltime').selections;
    const toAnswers = (f: (i: number) => number): SelectionAnswers =>
      Object.fromEntries(selections.map((q, i) => [q.key, f(i)]));
    const expected = evaluateSelections({
      selectionQuestion: true,
      questions: selections,
      answers: [toAnswers(levelsA), toAnswers(levelsB)],
    });
    const owner = await signIn(t.app, 'owner');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/company/talents/${seeded.talentId}/report`,
      headers: { cookie: owner },
    });
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.totalGrade).toBe(expected.totalGrade);
    expect(report.totalScore).toBe(expected.totalScore);
    for (const c of report.categories)
      expect(c.grade).toBe(expected.categories[c.category as 'compliance'].grade);
    expect(report.reportStatus).toBe('done');
    expect(report.referees.map((r: { tag: string }) => r.tag)).toEqual(['completed', 'completed']);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `talent:${seeded.talentId}`));
    expect(audits.length).toBe(1);
    // Sub-accounts read it; another company gets 404.
    const staff = await signIn(t.app, 'staff');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/company/talents/${seeded.talentId}/report`,
          headers: { cookie: staff },
        })
      ).statusCode,
    ).toBe(200);
    // The A3 PDF carries the same content: the candidate's name and the grades.
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/company/talents/${seeded.talentId}/report.pdf`,
      headers: { cookie: staff },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'report-pdf-')), 'report.pdf');
    fs.writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('採点 花子');
    expect(text).toMatch(new RegExp(`総合評価\\s+${expected.totalGrade}`));
    expect(text).toMatch(new RegExp(`責任感\\s+[\\d.]+\\s+${expected.categories.responsibility.grade}`));
    expect(text).toMatch(new RegExp(`勤怠\\s+[\\d.]+\\s+${expected.categories.attendance.grade}`));
    const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
    expect(info).toMatch(/Page size:\s+841\.89 x 1190\.55 pts \(A3\)/);
    const light = await signIn(t.app, 'light');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/company/talents/${seeded.talentId}/report`,
          headers: { cookie: light },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/company/talents/${seeded.talentId}/report.pdf`,
          headers: { cookie: light },
        })
      ).statusCode,
    ).toBe(404);
  }, 60_000);
});
