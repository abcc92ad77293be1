import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, linkTokens, referees } from '../src/db/schema/index.ts';
import { issueLinkToken } from '../src/platform/links/tokens.ts';
import { eventually, type TestApp } from './helpers.ts';
import { openDemoApp } from './support/demo-app.ts';
import { candidateBody, refereeBody } from './talent-helpers.ts';

let t: TestApp;
let owner: string;
let light: string;
let companyId: string;

beforeAll(async () => {
  ({ t, owner, light, acmeId: companyId } = await openDemoApp(['owner', 'light']));
});
afterAll(() => t.close());

/** Creates and invites a candidate; returns the talent id and a flow cookie from the mailed link. */
async function invited(overrides: Record<string, unknown> = {}) {
  const body = candidateBody(overrides);
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/talents',
    headers: { cookie: owner },
    payload: body,
  });
  const talentId = created.json().id as string;
  await t.app.inject({
    method: 'POST',
    url: `/api/talents/${talentId}/invitation`,
    headers: { cookie: owner },
  });
  const mail = await eventually(async () => (await t.app.services.outbox.list({ to: body.email }))[0]);
  const token = decodeURIComponent(mail.text.match(/token=(\S+)/)![1]!);
  const session = await t.app.inject({
    method: 'POST',
    url: '/api/talent-flow/session',
    payload: { company: companyId, token },
  });
  expect(session.statusCode).toBe(200);
  const setCookie = ([] as string[]).concat(session.headers['set-cookie'] ?? []);
  expect(setCookie[0]).toMatch(/^rc_talent=.*Path=\/api\/talent-flow/);
  expect(setCookie[0]).toMatch(/HttpOnly/);
  return { talentId, cookie: setCookie[0]!.split(';')[0]!, mail, email: body.email };
}

const referee = (n: number, overrides: Record<string, unknown> = {}) =>
  refereeBody(n, { tag: 'referee', phonePrefix: '0902222000' }, overrides);

describe('candidate link exchange', () => {
  it('refuses bad, missing, other-company and revoked tokens with 404', async () => {
    const { cookie } = await invited();
    for (const payload of [
      { company: companyId, token: 'nope' },
      { company: companyId, token: '' },
      { company: '00000000-0000-4000-8000-000000000000', token: 'x' },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/talent-flow/session', payload });
      expect(res.statusCode).toBe(404);
    }
    expect((await t.app.inject({ url: '/api/talent-flow/me' })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ url: '/api/talent-flow/me', headers: { cookie: `${cookie}x` } })).statusCode,
    ).toBe(404);
  });

  it('every flow route answers 404 without the flow cookie, before reading the body', async () => {
    for (const [method, url] of [
      ['GET', '/api/talent-flow/me'],
      ['POST', '/api/talent-flow/consent'],
      ['PUT', '/api/talent-flow/referees'],
      ['POST', '/api/talent-flow/links'],
      ['POST', '/api/talent-flow/decline'],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        payload: method === 'GET' ? undefined : {},
        headers: { cookie: owner },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('refuses an expired token', async () => {
    const { talentId } = await invited();
    const raw = await issueLinkToken(t.database.db, {
      companyId,
      talentId,
      purpose: 'talent',
      expiresAt: new Date(Date.now() - 1000),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/talent-flow/session',
      payload: { company: companyId, token: raw },
    });
    expect(res.statusCode).toBe(404);
  });

  it('a deleted candidate cannot use its flow', async () => {
    const { talentId, cookie } = await invited();
    await t.app.inject({ method: 'DELETE', url: `/api/talents/${talentId}`, headers: { cookie: owner } });
    expect((await t.app.inject({ url: '/api/talent-flow/me', headers: { cookie } })).statusCode).toBe(404);
  });
});

describe('candidate flow', () => {
  it('consents, registers referees, gets referee links; the dashboard sees it all', async () => {
    const { talentId, cookie } = await invited();
    const me = (await t.app.inject({ url: '/api/talent-flow/me', headers: { cookie } })).json();
    expect(me.companyName).toBe('株式会社アクメ');
    expect(me.talent.isAgreeToPrivacyPolicy).toBe(false);
    expect(me.refereeBreakdown).toHaveLength(2);
    expect(me.estimatedMinutes).toBe(20); // 24 questions × 0.8

    // Referees need consent first.
    const early = await t.app.inject({
      method: 'PUT',
      url: '/api/talent-flow/referees',
      headers: { cookie },
      payload: { referees: [referee(1), referee(2)] },
    });
    expect(early.statusCode).toBe(409);

    const consent = await t.app.inject({
      method: 'POST',
      url: '/api/talent-flow/consent',
      headers: { cookie },
    });
    expect(consent.json().status).toBe('agreeToPrivacyPolicy');

    // Not enough referees, free mail, the candidate's own phone and a duplicate phone are refused.
    const few = await t.app.inject({
      method: 'PUT',
      url: '/api/talent-flow/referees',
      headers: { cookie },
      payload: { referees: [referee(1)] },
    });
    expect(few.statusCode).toBe(400);
    expect(few.json().errors[0].message).toBe(
      '推薦者が不足しているため保存できません。推薦者を2名以上登録してください',
    );
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/talent-flow/referees',
      headers: { cookie },
      payload: {
        referees: [referee(1, { email: 'someone@gmail.com' }), referee(2, { phoneNumber: '09011112222' })],
      },
    });
    expect(bad.statusCode).toBe(400);
    const messages = (bad.json().errors as { path: string; message: string }[]).map(
      (e) => `${e.path}:${e.message}`,
    );
    expect(messages).toContain('0.email:フリーメールアドレスはご利用いただけません');
    expect(messages).toContain('1.phoneNumber:この電話番号は既に登録されています');
    const dup = await t.app.inject({
      method: 'PUT',
      url: '/api/talent-flow/referees',
      headers: { cookie },
      payload: { referees: [referee(1), referee(2, { phoneNumber: '09022220001' })] },
    });
    expect(dup.statusCode).toBe(400);

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/talent-flow/referees',
      headers: { cookie, 'x-forwarded-for': '203.0.113.9' },
      payload: { referees: [referee(1), referee(2)] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const links = saved.json().links as { refereeId: string; url: string }[];
    expect(links).toHaveLength(2);
    expect(links[0]!.url).toMatch(new RegExp(`/referee\\?company=${companyId}&talent=${talentId}&token=`));
    const stored = await t.database.db
      .select()
      .from(linkTokens)
      .where(eq(linkTokens.refereeId, links[0]!.refereeId));
    expect(stored.filter((s) => s.purpose === 'referee' && !s.revokedAt)).toHaveLength(1);

    // Each referee is mailed the request with that same link, in the referee's language, and sendAt is set.
    const firstRows = await t.database.db.select().from(referees).where(eq(referees.talentId, talentId));
    for (const row of firstRows) {
      const [mail] = await t.app.services.outbox.list({ to: row.email });
      expect(mail!.subject).toContain('リファレンスチェックご協力のお願い');
      expect(mail!.text).toContain(`${row.name}様`);
      expect(mail!.text).toContain(links.find((l) => l.refereeId === row.id)!.url);
      expect(mail!.text).toMatch(/\/referee\/unsubscribe\/remind\?company=/);
      expect(row.sendAt).not.toBeNull();
    }
    const firstLink = new URL(links[0]!.url);

    const detail = (
      await t.app.inject({ url: `/api/talents/${talentId}`, headers: { cookie: owner } })
    ).json();
    expect(detail.status).toBe('refereesRegistered');
    expect(detail.completedAt).toBeNull();
    expect(detail.referees.map((r: { tagColor: string }) => r.tagColor)).toEqual(['red', 'red']);
    expect(detail.ipAddress).toBeTruthy();

    // Edit: a changed email clears sendAt, revokes the old link and mails the new address; marking one for
    // deletion removes it (enough remain).
    const mailedAt = new Date('2026-01-01T00:00:00Z');
    await t.database.db.update(referees).set({ sendAt: mailedAt }).where(eq(referees.talentId, talentId));
    const current = (await t.app.inject({ url: '/api/talent-flow/me', headers: { cookie } })).json().referees;
    const edited = await t.app.inject({
      method: 'PUT',
      url: '/api/talent-flow/referees',
      headers: { cookie },
      payload: {
        referees: [
          {
            ...referee(1),
            ...current[0],
            email: 'changed@corp.example.jp',
            phoneNumber: current[0].phoneNumber,
          },
          { ...referee(2), ...current[1], phoneNumber: current[1].phoneNumber },
          referee(3, { relationship: 'customer' }),
        ],
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const rows = await t.database.db.select().from(referees).where(eq(referees.talentId, talentId));
    const changed = rows.find((r) => r.email === 'changed@corp.example.jp')!;
    expect(changed.sendAt!.getTime()).toBeGreaterThan(mailedAt.getTime());
    expect((await t.app.services.outbox.list({ to: 'changed@corp.example.jp' }))[0]!.text).toContain(
      `${changed.name}様`,
    );
    expect(rows.find((r) => r.id === current[1].id)!.sendAt).toEqual(mailedAt);
    const session = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/referee-flow/session',
        payload: { company: companyId, talent: talentId, token },
      });
    expect((await session(firstLink.searchParams.get('token')!)).statusCode).toBe(404);
    const kept = new URL(links[1]!.url).searchParams.get('token')!;
    expect((await session(kept)).statusCode).toBe(200);
    expect(rows).toHaveLength(3);
    const marked = await t.app.inject({
      method: 'PUT',
      url: '/api/talent-flow/referees',
      headers: { cookie },
      payload: {
        referees: rows.map((r, i) => ({
          ...referee(i + 1),
          id: r.id,
          email: r.email,
          phoneNumber: r.phoneNumber,
          relationship: r.relationship,
          timeWorkingTogether: r.timeWorkingTogether,
          willDelete: r.relationship === 'customer',
        })),
      },
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().links).toHaveLength(2);

    // Another company's talent id in a body is not reachable: ids not of this talent are 404.
    const foreign = await t.app.inject({
      method: 'PUT',
      url: '/api/talent-flow/referees',
      headers: { cookie },
      payload: { referees: [{ ...referee(1), id: '00000000-0000-4000-8000-000000000000' }, referee(2)] },
    });
    expect(foreign.statusCode).toBe(404);

    const reissued = await t.app.inject({
      method: 'POST',
      url: '/api/talent-flow/links',
      headers: { cookie },
    });
    expect(reissued.json().links).toHaveLength(2);
    // Links handed out earlier keep working after the candidate copies the URLs again.
    expect((await session(kept)).statusCode).toBe(200);
  });

  it('accepts free mail when the company allows it', async () => {
    await t.database.db.update(companies).set({ isFreemailAllowed: true }).where(eq(companies.id, companyId));
    const { cookie } = await invited();
    await t.app.inject({ method: 'POST', url: '/api/talent-flow/consent', headers: { cookie } });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/talent-flow/referees',
      headers: { cookie },
      payload: { referees: [referee(1, { email: 'someone@gmail.com' }), referee(2)] },
    });
    expect(res.statusCode, res.body).toBe(200);
    await t.database.db
      .update(companies)
      .set({ isFreemailAllowed: false })
      .where(eq(companies.id, companyId));
  });

  it('declines with a required reason', async () => {
    const { talentId, cookie } = await invited();
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/talent-flow/decline',
      headers: { cookie },
      payload: { description: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors[0].message).toBe('辞退理由を入力してください');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/talent-flow/decline',
      headers: { cookie },
      payload: { description: '他社に決まりました' },
    });
    expect(res.statusCode).toBe(204);
    const detail = (
      await t.app.inject({ url: `/api/talents/${talentId}`, headers: { cookie: owner } })
    ).json();
    expect(detail.decline.description).toBe('他社に決まりました');
    expect(
      (await t.app.inject({ url: `/api/talents/${talentId}`, headers: { cookie: light } })).statusCode,
    ).toBe(404);
  });

  it('unsubscribes from reminders with the mailed link; bad tokens are 404', async () => {
    const { mail } = await invited();
    const match = mail.text.match(/unsubscribe\/remind\?company=([^&]+)&token=(\S+)/)!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/talent-flow/unsubscribe',
      payload: { company: match[1], token: decodeURIComponent(match[2]!) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('候補 太郎');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/talent-flow/unsubscribe',
      payload: { company: match[1], token: 'bad' },
    });
    expect(bad.statusCode).toBe(404);
  });
});
