import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkTokens, talents } from '../src/db/schema/index.ts';
import { findUserByEmail } from '../src/modules/seed/demo.ts';
import { answerAllQuestions } from '../src/modules/seed/demo-checks.ts';
import { seedReferenceCheck } from '../src/modules/seed/reference-check.ts';
import { eventually, type TestApp } from './helpers.ts';
import { refereeBrowser } from './referee-helpers.ts';
import { openDemoApp } from './support/demo-app.ts';

let t: TestApp;
let owner: string;
let staff: string;
let light: string;
let companyId: string;
beforeAll(async () => {
  ({ t, owner, staff, light, acmeId: companyId } = await openDemoApp(['owner', 'staff', 'light']));
});
afterAll(() => t.close());

const tomorrow = () => new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString();

/** A finished check: two referees who answered everything (the first disagreeing with every statement). */
async function finishedCheck(talentEmail = 'rt@example.jp', language: 'jp' | 'en' = 'jp') {
  const seeded = await seedReferenceCheck(t.database.db, {
    companyId,
    talentEmail,
    language,
    referees: [{ name: '推薦 一郎' }, { name: '推薦 二郎' }],
  });
  for (const [i, r] of seeded.referees.entries()) {
    await answerAllQuestions(t.database.db, {
      talentId: seeded.talentId,
      refereeId: r.id,
      level: () => (i === 0 ? 1 : 5),
      complete: true,
    });
  }
  return seeded;
}

function send(talentId: string, body: unknown, cookie = owner) {
  return t.app.inject({
    method: 'POST',
    url: `/api/company/talents/${talentId}/regain-trust`,
    payload: body as object,
    headers: { cookie },
  });
}

async function report(talentId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/company/talents/${talentId}/report`,
    headers: { cookie: owner },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function mailedLink(to: string) {
  return eventually(async () => {
    const [mail] = await t.app.services.outbox.list({ to, limit: 1 });
    const match = mail && /(\/regain_trust\/instruction\?company=[^&\s]+&token=[\w-]+)/.exec(mail.text);
    return match ? { url: new URL(`http://x${match[1]}`), mail } : undefined;
  });
}

async function candidate(to: string) {
  const { url } = await mailedLink(to);
  const b = refereeBrowser(t.app);
  const res = await b('POST', '/api/regain-trust/session', {
    company: url.searchParams.get('company'),
    token: url.searchParams.get('token'),
  });
  expect(res.statusCode, res.body).toBe(200);
  return b;
}

describe('regain trust: the company sends the request', () => {
  it('snapshots the chosen answers in the candidate language, mails a link, and can be sent once only', async () => {
    const seeded = await finishedCheck('once@example.jp');
    const r1 = seeded.referees[0]!.id;
    const before = await report(seeded.talentId);
    expect(before.regainTrust).toMatchObject({ state: 'notSent', fromReferees: [], fromCompany: null });
    const selection = before.questions.find((q: { kind: string }) => q.kind === 'selection');
    const description = before.questions.find((q: { kind: string }) => q.kind === 'description');
    const body = {
      excuseDeadline: tomorrow(),
      fromCompanyText: '前職を短期間で退職された理由を教えてください。',
      items: [
        { refereeId: r1, questionKey: selection.key },
        { refereeId: r1, questionKey: description.key },
      ],
    };
    // Two concurrent sends: exactly one wins.
    const [a, b] = await Promise.all([send(seeded.talentId, body), send(seeded.talentId, body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const sent = a.statusCode === 200 ? a.json() : b.json();
    expect(sent.state).toBe('waiting');
    // Questionnaire order: descriptions come first; the selection answer is its label in Japanese.
    expect(sent.fromReferees.map((g: { questionKey: string }) => g.questionKey)).toEqual([
      description.key,
      selection.key,
    ]);
    expect(sent.fromReferees[1].answers[0]).toMatchObject({
      refereeId: r1,
      text: 'そう思わない',
      excuse: '',
    });
    expect(sent.fromCompany).toEqual({ text: body.fromCompanyText, excuse: '' });

    const again = await send(seeded.talentId, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('regainTrustAlreadySent');
    const { mail } = await mailedLink('once@example.jp');
    expect(mail.subject).toContain('ご確認のお願い');
    expect(mail.language).toBe('jp');
    const tokens = await t.database.db
      .select()
      .from(linkTokens)
      .where(eq(linkTokens.talentId, seeded.talentId));
    const raw = /token=([\w-]+)/.exec(mail.text)![1]!;
    expect(tokens.filter((x) => x.purpose === 'regainTrust').map((x) => x.tokenHash)).not.toContain(raw);
  });

  it('mails an English-speaking candidate in English', async () => {
    const seeded = await finishedCheck('en@example.jp', 'en');
    const res = await send(seeded.talentId, { excuseDeadline: tomorrow(), fromCompanyText: 'Why?' });
    expect(res.statusCode, res.body).toBe(200);
    const { mail } = await mailedLink('en@example.jp');
    expect(mail.subject).toContain('Request for your explanation');
  });

  it('refuses bad input with the spec messages and changes nothing', async () => {
    const seeded = await finishedCheck('bad@example.jp');
    const none = await send(seeded.talentId, { fromCompanyText: 'x' });
    expect(none.statusCode).toBe(400);
    expect(none.json().errors[0].message).toBe('締切は必ず入力してください');
    const nothing = await send(seeded.talentId, { excuseDeadline: tomorrow() });
    expect(nothing.statusCode).toBe(400);
    expect(nothing.json().errors[0].message).toBe('説明を求める回答を選択するか、質問を入力してください');
    const past = await send(seeded.talentId, { excuseDeadline: '2020-01-01', fromCompanyText: 'x' });
    expect(past.statusCode).toBe(400);
    expect(past.json().code).toBe('followUpDeadlinePast');
    const unknown = await send(seeded.talentId, {
      excuseDeadline: tomorrow(),
      items: [{ refereeId: seeded.referees[0]!.id, questionKey: 'no_such_question' }],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().code).toBe('followUpUnknownAnswer');
    const [row] = await t.database.db.select().from(talents).where(eq(talents.id, seeded.talentId));
    expect(row!.excuseCreatedAt).toBeNull();
    expect(row!.excuses).toBeNull();
  });

  it('is for the main account of the same company only', async () => {
    const seeded = await finishedCheck('roles@example.jp');
    const body = { excuseDeadline: tomorrow(), fromCompanyText: 'x' };
    expect((await send(seeded.talentId, body, staff)).statusCode).toBe(403);
    expect((await send(seeded.talentId, body, light)).statusCode).toBe(404);
    expect((await send(seeded.talentId, body, '')).statusCode).toBe(401);
    expect((await send('00000000-0000-4000-8000-000000000000', body)).statusCode).toBe(404);
    expect((await report(seeded.talentId)).regainTrust.state).toBe('notSent');
  });
});

describe('regain trust: the candidate answers', () => {
  it('saves drafts in edit order, sends once, and the report shows the explanations', async () => {
    const seeded = await finishedCheck('answer@example.jp');
    const q = (await report(seeded.talentId)).questions.find(
      (x: { kind: string }) => x.kind === 'description',
    );
    const sent = await send(seeded.talentId, {
      excuseDeadline: tomorrow(),
      fromCompanyText: '転職理由を教えてください。',
      items: seeded.referees.map((r) => ({ refereeId: r.id, questionKey: q.key })),
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const b = await candidate('answer@example.jp');
    const me = await b('GET', '/api/regain-trust/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      state: 'waiting',
      canAnswer: true,
      revision: 0,
      talent: { language: 'jp' },
    });
    expect(me.json().fromReferees[0].answers).toHaveLength(2);

    const draft = (revision: number, text: string) => ({
      revision,
      fromReferees: [{ answers: [{ excuse: text }, { excuse: '' }] }],
      fromCompany: { excuse: '' },
    });
    // The newer draft arrives first; the older one, arriving last, is not applied.
    expect((await b('PUT', '/api/regain-trust/draft', draft(20, '新しい説明'))).json()).toEqual({
      applied: true,
      revision: 20,
    });
    expect((await b('PUT', '/api/regain-trust/draft', draft(10, '古い説明'))).json().applied).toBe(false);
    const reread = (await b('GET', '/api/regain-trust/me')).json();
    expect(reread.fromReferees[0].answers[0].excuse).toBe('新しい説明');
    expect(reread.revision).toBe(20);
    // The company does not see drafts.
    expect((await report(seeded.talentId)).regainTrust.fromReferees[0].answers[0].excuse).toBe('');

    const wrongShape = await b('POST', '/api/regain-trust/confirm', {
      fromReferees: [{ answers: [{ excuse: 'a' }] }],
      fromCompany: { excuse: 'c' },
    });
    expect(wrongShape.statusCode).toBe(400);
    const empty = await b('POST', '/api/regain-trust/confirm', {
      fromReferees: [{ answers: [{ excuse: 'a' }, { excuse: ' ' }] }],
      fromCompany: { excuse: 'c' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].message).toBe('回答を入力してください');

    const final = {
      fromReferees: [{ answers: [{ excuse: '説明その1' }, { excuse: '説明その2' }] }],
      fromCompany: { excuse: 'キャリアの幅を広げるためです。' },
    };
    const [c1, c2] = await Promise.all([
      b('POST', '/api/regain-trust/confirm', final),
      b('POST', '/api/regain-trust/confirm', final),
    ]);
    expect([c1.statusCode, c2.statusCode].sort()).toEqual([200, 409]);
    const done = (await report(seeded.talentId)).regainTrust;
    expect(done.state).toBe('answered');
    expect(done.fromReferees[0].answers.map((a: { excuse: string }) => a.excuse)).toEqual([
      '説明その1',
      '説明その2',
    ]);
    expect(done.fromCompany.excuse).toBe('キャリアの幅を広げるためです。');
    expect((await b('PUT', '/api/regain-trust/draft', draft(30, 'x'))).statusCode).toBe(409);

    // The PDF carries the explanations.
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/company/talents/${seeded.talentId}/report.pdf`,
      headers: { cookie: owner },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'rt-pdf-')), 'report.pdf');
    fs.writeFileSync(file, pdf.rawPayload);
    const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
    expect(text).toContain('候補者からの説明');
    expect(text).toContain('キャリアの幅を広げるためです。');
  });

  it('answers 404 for bad links and without the flow cookie, 409 after the deadline', async () => {
    const seeded = await finishedCheck('late@example.jp');
    await send(seeded.talentId, { excuseDeadline: tomorrow(), fromCompanyText: 'x' });
    const anon = refereeBrowser(t.app);
    expect((await anon('GET', '/api/regain-trust/me')).statusCode).toBe(404);
    expect(
      (await anon('POST', '/api/regain-trust/session', { company: companyId, token: 'nope' })).statusCode,
    ).toBe(404);
    const { url } = await mailedLink('late@example.jp');
    const otherCompany = (await findUserByEmail(t.database.db, 'owner@light.test'))!.companyId!;
    expect(
      (
        await anon('POST', '/api/regain-trust/session', {
          company: otherCompany,
          token: url.searchParams.get('token'),
        })
      ).statusCode,
    ).toBe(404);
    // A candidate link (another purpose) does not open the regain-trust flow.
    const b = await candidate('late@example.jp');
    await t.database.db
      .update(talents)
      .set({ excuseDeadline: new Date('2020-01-01T00:00:00Z') })
      .where(eq(talents.id, seeded.talentId));
    const me = (await b('GET', '/api/regain-trust/me')).json();
    expect(me.canAnswer).toBe(false);
    const late = await b('POST', '/api/regain-trust/confirm', {
      fromReferees: [],
      fromCompany: { excuse: 'x' },
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('regainTrustDeadlinePassed');
  });
});
