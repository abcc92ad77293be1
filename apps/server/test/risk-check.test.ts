import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { companies, riskCheckSearches, talents } from '../src/db/schema/index.ts';
import { seedTestCompany } from '../src/modules/seed/test-company.ts';
import { createTestApp, signIn, type TestApp } from './helpers.ts';
import { startRiskEyesFake } from './support/risk-eyes-fake.ts';
import { candidateBody, createTalent } from './talent-helpers.ts';

const COUNTS: Record<string, { paper: number; web: number }> = {
  '反社 太郎': { paper: 2, web: 5 },
  '無事 花子': { paper: 0, web: 0 },
};

let fake: Awaited<ReturnType<typeof startRiskEyesFake>>;
let t: TestApp;
let owner: string;
let staff: string;
let light: string;
let noIdOwner: string;
let otherTalentId: string;

const fetchCounts = (cookie: string, id: string, lang = 'ja') =>
  t.app.inject({
    method: 'POST',
    url: `/api/talents/${id}/risk-check`,
    headers: { cookie, 'accept-language': lang },
  });

beforeAll(async () => {
  fake = await startRiskEyesFake({
    username: 'refcheck',
    password: 'fake-password',
    accessKey: 'fake-access-key',
    counts: (keyword) => COUNTS[keyword] ?? { paper: 1, web: 0 },
  });
  t = await createTestApp({
    env: {
      RISK_EYES_API_URL: fake.url,
      RISK_EYES_USERNAME: 'refcheck',
      RISK_EYES_PASSWORD: 'fake-password',
      RISK_EYES_ACCESS_KEY: 'fake-access-key',
    },
  });
  const noId = await seedTestCompany(t.database.db, t.app.services.auth, { state: 'active' });
  [owner, staff, light, noIdOwner] = await Promise.all([
    signIn(t.app, 'owner'),
    signIn(t.app, 'staff'),
    signIn(t.app, 'light'),
    signIn(t.app, { email: noId.owner.email, password: noId.password }),
  ]);
  otherTalentId = (await createTalent(t.app, noIdOwner, { name: '他社 候補' })).id;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.state.down = false;
});

describe('risk check against RISK EYES', () => {
  it('logs in, searches both counts with the company’s user ID, stores them and records the search', async () => {
    const id = (await createTalent(t.app, owner, { name: '反社 太郎' })).id;
    const before = await t.app.inject({
      method: 'GET',
      url: `/api/talents/${id}/risk-check`,
      headers: { cookie: owner },
    });
    expect(before.json()).toEqual({
      paperClipCount: null,
      webClipCount: null,
      checkedAt: null,
      riskCheckIdSet: true,
    });

    fake.calls.length = 0;
    const res = await fetchCounts(owner, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ paperClipCount: 2, webClipCount: 5, riskCheckIdSet: true });
    expect(fake.calls.map((c) => c.endpoint)).toEqual([
      'login_check',
      'search/paper/count',
      'search/web/count',
    ]);
    for (const call of fake.calls.slice(1)) {
      expect(call.body).toEqual({ keyword: '反社 太郎', negative_type: 0, enduserid: 'RE-DEMO-ACME' });
      expect(call.authorization).toMatch(/^Bearer [0-9a-f]+$/);
    }

    const after = await t.app.inject({
      method: 'GET',
      url: `/api/talents/${id}/risk-check`,
      headers: { cookie: staff },
    });
    expect(after.json()).toMatchObject({ paperClipCount: 2, webClipCount: 5 });
    const [company] = await t.database.db
      .select()
      .from(companies)
      .where(eq(companies.riskEyesId, 'RE-DEMO-ACME'));
    const searches = await t.database.db
      .select()
      .from(riskCheckSearches)
      .where(and(eq(riskCheckSearches.companyId, company!.id), eq(riskCheckSearches.talentId, id)));
    expect(searches).toHaveLength(1);
    expect(searches[0]).toMatchObject({
      riskEyesId: 'RE-DEMO-ACME',
      provider: 'riskeyes',
      searches: 2,
      paperCount: 2,
      webCount: 5,
    });
    expect(searches[0]!.month).toMatch(/^\d{6}$/);
  });

  it('reuses the token, refreshes it when refused, and logs in again once the refresh token expired', async () => {
    const id = (await createTalent(t.app, staff, { name: '無事 花子' })).id;
    fake.calls.length = 0;
    expect((await fetchCounts(staff, id)).json()).toMatchObject({ paperClipCount: 0, webClipCount: 0 });
    expect(fake.calls.map((c) => c.endpoint)).toEqual(['search/paper/count', 'search/web/count']);

    fake.expireTokens();
    fake.calls.length = 0;
    expect((await fetchCounts(staff, id)).statusCode).toBe(200);
    expect(fake.calls.map((c) => c.endpoint)).toEqual([
      'search/paper/count',
      'token/refresh',
      'search/paper/count',
      'search/web/count',
    ]);

    fake.expireTokens();
    fake.expireRefreshTokens();
    fake.calls.length = 0;
    expect((await fetchCounts(staff, id)).statusCode).toBe(200);
    expect(fake.calls.map((c) => c.endpoint)).toEqual([
      'search/paper/count',
      'token/refresh',
      'login_check',
      'search/paper/count',
      'search/web/count',
    ]);
  });

  it('builds the article-list URL on the server with a fresh access token, stored nowhere', async () => {
    const id = (await createTalent(t.app, owner, { name: '反社 太郎' })).id;
    fake.calls.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/talents/${id}/risk-check/url`,
      headers: { cookie: owner },
    });
    expect(res.statusCode, res.body).toBe(200);
    const url = new URL(res.json().resultUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/mypage/requestUrl`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      keyword: '反社 太郎',
      negative_type: '0',
      paper_flg: '1',
      web_flg: '1',
      access_token: expect.stringMatching(/^access-[0-9a-f]+$/),
    });
    expect(fake.calls.map((c) => c.endpoint)).toEqual(['token/access']);
    expect(fake.calls[0]!.body).toEqual({ access_key: 'fake-access-key' });
    const [row] = await t.database.db.select().from(talents).where(eq(talents.id, id));
    expect(JSON.stringify(row)).not.toContain(url.searchParams.get('access_token'));
  });

  it('answers the spec’s failure messages when the provider is down, and stores nothing', async () => {
    const id = (await createTalent(t.app, owner, { name: '反社 太郎' })).id;
    fake.state.down = true;
    const res = await fetchCounts(owner, id);
    expect(res.statusCode).toBe(502);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json()).toMatchObject({
      code: 'riskCountFailed',
      title: '記事件数の取得に失敗しました。通信環境を確認したうえで再度お試しください。',
    });
    const en = await fetchCounts(owner, id, 'en');
    expect(en.json().title).toBe(
      'Failed to get the article count. Please check your connection and try again.',
    );
    const url = await t.app.inject({
      method: 'POST',
      url: `/api/talents/${id}/risk-check/url`,
      headers: { cookie: owner },
    });
    expect(url.statusCode).toBe(502);
    expect(url.json()).toMatchObject({
      code: 'riskUrlFailed',
      title: '記事URLの取得に失敗しました。通信環境を確認したうえで再度お試しください。',
    });
    const [row] = await t.database.db.select().from(talents).where(eq(talents.id, id));
    expect(row).toMatchObject({ riskPaperCount: null, riskWebCount: null, riskCheckedAt: null });
    expect(
      await t.database.db.select().from(riskCheckSearches).where(eq(riskCheckSearches.talentId, id)),
    ).toEqual([]);
  });
});

describe('risk check permissions', () => {
  it('gives the permission message to a company without a risk-check user ID', async () => {
    const id = (await createTalent(t.app, noIdOwner, { name: '反社 太郎' })).id;
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/talents/${id}/risk-check`,
      headers: { cookie: noIdOwner },
    });
    expect(read.json()).toMatchObject({ riskCheckIdSet: false, paperClipCount: null });
    fake.calls.length = 0;
    const res = await fetchCounts(noIdOwner, id);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'riskCheckIdNotSet',
      detail: 'リスクチェックIDが設定されていません',
    });
    expect(fake.calls).toEqual([]);
  });

  it('refuses the light plan, signed-out users, invalid ids and other companies’ candidates', async () => {
    const lightId = (await createTalent(t.app, light, { name: '反社 太郎' })).id;
    for (const [method, url] of [
      ['GET', `/api/talents/${lightId}/risk-check`],
      ['POST', `/api/talents/${lightId}/risk-check`],
      ['POST', `/api/talents/${lightId}/risk-check/url`],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: { cookie: light } });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('riskCheckLightPlan');
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
    for (const [method, url] of [
      ['GET', `/api/talents/${otherTalentId}/risk-check`],
      ['POST', `/api/talents/${otherTalentId}/risk-check`],
      ['POST', `/api/talents/${otherTalentId}/risk-check/url`],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: { cookie: owner } })).statusCode, url).toBe(404);
    }
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/talents/not-a-uuid/risk-check',
      headers: { cookie: owner },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().code).toBe('validation');
    const admin = await signIn(t.app, 'admin');
    const id = (await createTalent(t.app, owner, { name: '反社 太郎' })).id;
    expect((await fetchCounts(admin, id)).statusCode).toBe(403);
  });
});

describe('sandbox provider', () => {
  let sandbox: TestApp;
  beforeAll(async () => {
    sandbox = await createTestApp();
  });
  afterAll(() => sandbox.close());

  it('answers deterministic counts and serves the article list behind its signed link', async () => {
    const cookie = await signIn(sandbox.app, 'owner');
    const created = await sandbox.app.inject({
      method: 'POST',
      url: '/api/talents',
      headers: { cookie },
      payload: candidateBody({ name: '山田 太郎' }),
    });
    const id = created.json().id as string;
    const first = (
      await sandbox.app.inject({ method: 'POST', url: `/api/talents/${id}/risk-check`, headers: { cookie } })
    ).json();
    const again = (
      await sandbox.app.inject({ method: 'POST', url: `/api/talents/${id}/risk-check`, headers: { cookie } })
    ).json();
    expect(again.paperClipCount).toBe(first.paperClipCount);
    expect(again.webClipCount).toBe(first.webClipCount);
    const searches = await sandbox.database.db
      .select()
      .from(riskCheckSearches)
      .where(eq(riskCheckSearches.talentId, id));
    expect(searches.map((s) => s.provider)).toEqual(['sandbox', 'sandbox']);

    const link = await sandbox.app.inject({
      method: 'POST',
      url: `/api/talents/${id}/risk-check/url`,
      headers: { cookie },
    });
    const url = new URL(link.json().resultUrl);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/risk_check/articles');
    const list = await sandbox.app.inject({
      method: 'GET',
      url: `/api/risk-check/sandbox/articles${url.search}`,
    });
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json();
    expect(body.keyword).toBe('山田 太郎');
    expect(body.articles).toHaveLength(first.paperClipCount + first.webClipCount);

    url.searchParams.set('keyword', '別人 次郎');
    const forged = await sandbox.app.inject({
      method: 'GET',
      url: `/api/risk-check/sandbox/articles${url.search}`,
    });
    expect(forged.statusCode).toBe(404);
    const expired = new URL(link.json().resultUrl);
    expired.searchParams.set('expires', '1000');
    expect(
      (await sandbox.app.inject({ method: 'GET', url: `/api/risk-check/sandbox/articles${expired.search}` }))
        .statusCode,
    ).toBe(404);
  });
});
