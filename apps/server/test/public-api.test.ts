/**
 * The public REST API v1 (issue 25): every route with a valid key, a revoked or unknown key (401), another
 * company's key (404), a company in a gate state (the same answer a signed-in user gets), report reads audited with
 * the record of provision, and the v1 OpenAPI document.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, companies, provisionRecords, talents } from '../src/db/schema/index.ts';
import { answerAllQuestions } from '../src/modules/seed/demo-checks.ts';
import { seedReferenceCheck } from '../src/modules/seed/reference-check.ts';
import { createTestApp, dbKind, eventually, type TestApp } from './helpers.ts';
import { companyWithApiKey } from './support/demo-app.ts';
import { checkAnswersAgainstDocument, V1_CONTRACT } from './support/openapi-contract.ts';
import { candidateBody } from './talent-helpers.ts';

type Company = Awaited<ReturnType<typeof companyWithApiKey>>;

describe(`public API v1 (${dbKind})`, () => {
  let t: TestApp;
  /** Every /api/v1 answer below is checked against /api/v1/openapi.json (issue 38). */
  let contract: Awaited<ReturnType<typeof checkAnswersAgainstDocument>>;
  let a: Company;
  let b: Company;
  let checkTalentId: string;
  beforeAll(async () => {
    // No session memo: a test moves company A into a gate state behind the API's back.
    t = await createTestApp({ sessionMemoMs: 0 });
    a = await companyWithApiKey(t);
    b = await companyWithApiKey(t);
    const check = await seedReferenceCheck(t.app.services.database.db, {
      companyId: a.companyId,
      talentName: '報告 太郎',
      referees: [{ name: '推薦 一郎' }, { name: '推薦 二郎' }],
    });
    await answerAllQuestions(t.app.services.database.db, {
      talentId: check.talentId,
      refereeId: check.referees[0]!.id,
      level: () => 4,
      complete: true,
    });
    checkTalentId = check.talentId;
    contract = await checkAnswersAgainstDocument(t.app, V1_CONTRACT);
  }, 180_000);
  afterAll(() => t?.close());

  const call = (
    key: string,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${key}`, ...headers },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  const create = (
    key: string,
    overrides: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) => call(key, 'POST', '/api/v1/candidates', candidateBody(overrides), headers);

  it('creates a candidate with its ATS id (201) and reads it back', async () => {
    const res = await create(a.key, { externalId: 'ATS-001' });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      externalId: 'ATS-001',
      status: 'talentRegistered',
      invitedAt: null,
      scheduledInvitation: null,
      referees: [],
      declined: false,
    });
    const got = await call(a.key, 'GET', `/api/v1/candidates/${created.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(created);
    // The browser sees the same ATS id.
    const detail = await t.app.inject({ url: `/api/talents/${created.id}`, headers: { cookie: a.owner } });
    expect(detail.json().externalId).toBe('ATS-001');
  });

  it('sends the invitation on creation, or schedules it at an ISO time; refuses a past time', async () => {
    const now = await create(a.key, { sendInvitation: 'now' });
    expect(now.statusCode, now.body).toBe(201);
    expect(now.json().status).toBe('mailSend');
    expect(now.json().invitedAt).not.toBeNull();

    const at = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const later = await create(a.key, { sendInvitation: at });
    expect(later.statusCode, later.body).toBe(201);
    expect(later.json().scheduledInvitation).toEqual({ at, state: 'scheduled' });

    const past = await create(a.key, { sendInvitation: new Date(Date.now() - 60_000).toISOString() });
    expect(past.statusCode).toBe(400);
    expect(past.json().errors[0]).toMatchObject({
      path: 'sendInvitation',
      code: 'validation.scheduledAtPast',
    });
    const wrong = await create(a.key, { sendInvitation: 'tomorrow' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('validation');
  });

  it('lists candidates by page, status, updatedSince and externalId', async () => {
    const first = (await create(a.key, { externalId: 'ATS-LIST' })).json();
    // `since` has milliseconds, the database microseconds: taken in the same millisecond as the first's write, it
    // would be truncated to before it.
    await new Promise((r) => setTimeout(r, 5));
    const since = new Date().toISOString();
    await new Promise((r) => setTimeout(r, 20));
    const second = (await create(a.key, { externalId: 'ATS-LIST' })).json();

    const byExternal = await call(a.key, 'GET', '/api/v1/candidates?externalId=ATS-LIST');
    expect(byExternal.statusCode).toBe(200);
    expect(byExternal.json().items.map((i: { id: string }) => i.id)).toEqual([second.id, first.id]);

    const recent = await call(a.key, 'GET', `/api/v1/candidates?updatedSince=${encodeURIComponent(since)}`);
    const recentIds = recent.json().items.map((i: { id: string }) => i.id);
    expect(recentIds).toContain(second.id);
    expect(recentIds).not.toContain(first.id);

    // A change of the candidate (the browser's edit) moves its update time.
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/talents/${first.id}`,
      headers: { cookie: a.owner },
      payload: candidateBody({ name: '変更 後', email: first.email, externalId: 'ATS-LIST' }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const afterEdit = await call(
      a.key,
      'GET',
      `/api/v1/candidates?updatedSince=${encodeURIComponent(since)}`,
    );
    expect(afterEdit.json().items.map((i: { id: string }) => i.id)).toContain(first.id);

    const page1 = await call(a.key, 'GET', '/api/v1/candidates?limit=2');
    expect(page1.json().items).toHaveLength(2);
    const cursor = page1.json().nextCursor as string;
    expect(cursor).toBeTruthy();
    const page2 = await call(a.key, 'GET', `/api/v1/candidates?limit=2&cursor=${encodeURIComponent(cursor)}`);
    const ids1 = page1.json().items.map((i: { id: string }) => i.id);
    for (const item of page2.json().items) expect(ids1).not.toContain(item.id);

    const byStatus = await call(a.key, 'GET', '/api/v1/candidates?status=refereesAnswered&limit=100');
    expect(byStatus.json().items.every((i: { status: string }) => i.status === 'refereesAnswered')).toBe(
      true,
    );

    expect((await call(a.key, 'GET', '/api/v1/candidates?cursor=nonsense')).statusCode).toBe(400);
    expect((await call(a.key, 'GET', '/api/v1/candidates?updatedSince=yesterday')).statusCode).toBe(400);
    expect((await call(a.key, 'GET', '/api/v1/candidates?status=unknown')).statusCode).toBe(400);
  });

  it('shows referee progress with names and states only', async () => {
    const res = await call(a.key, 'GET', `/api/v1/candidates/${checkTalentId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().referees).toEqual([
      { name: '推薦 一郎', state: 'completed' },
      { name: '推薦 二郎', state: expect.stringMatching(/^(registered|consented)$/) },
    ]);
    expect(res.body).not.toMatch(/@corp|belongsCompany|phone/);
  });

  it('sends, schedules and cancels the invitation; cancelling nothing is 409 notScheduled', async () => {
    const { id } = (await create(a.key)).json();
    const sent = await call(a.key, 'POST', `/api/v1/candidates/${id}/invitation`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ status: 'mailSend', scheduledInvitation: null });
    const mail = await eventually(async () => {
      const [m] = await t.app.services.outbox.list({
        to: (await call(a.key, 'GET', `/api/v1/candidates/${id}`)).json().email,
        limit: 1,
      });
      return m;
    });
    expect(mail.text).toContain('/talent/instruction?');

    const at = new Date(Date.now() + 86_400_000).toISOString();
    const scheduled = await call(a.key, 'POST', `/api/v1/candidates/${id}/invitation`, { at });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json().scheduledInvitation).toEqual({ at, state: 'scheduled' });
    const cancelled = await call(a.key, 'DELETE', `/api/v1/candidates/${id}/scheduled-invitation`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().scheduledInvitation).toEqual({ at, state: 'delete' });
    const again = await call(a.key, 'DELETE', `/api/v1/candidates/${id}/scheduled-invitation`);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('notScheduled');
    const past = await call(a.key, 'POST', `/api/v1/candidates/${id}/invitation`, {
      at: new Date(Date.now() - 1000).toISOString(),
    });
    expect(past.statusCode).toBe(400);
  });

  it('reads the report as JSON and PDF, audited like the browser, with the record of provision once', async () => {
    const db = t.app.services.database.db;
    const json = await call(a.key, 'GET', `/api/v1/candidates/${checkTalentId}/report`);
    expect(json.statusCode, json.body).toBe(200);
    const report = json.json();
    expect(report.talent.id).toBe(checkTalentId);
    expect(report.categories.length).toBeGreaterThan(0);
    expect(report.referees[0].name).toBe('推薦 一郎');
    expect(Object.keys(report.referees[0].selections).length).toBeGreaterThan(0);

    const pdf = await call(a.key, 'GET', `/api/v1/candidates/${checkTalentId}/report.pdf?lang=en`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const [key] = (await t.app.inject({ url: '/api/api-keys', headers: { cookie: a.owner } })).json().items;
    const reads = await db
      .select({ action: auditLog.action, actor: auditLog.actorUserId, target: auditLog.target })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, a.companyId), eq(auditLog.target, `talent:${checkTalentId}`)));
    expect(reads).toEqual(
      expect.arrayContaining([
        { action: 'report.read', actor: `api-key:${key.id}`, target: `talent:${checkTalentId}` },
        { action: 'report.pdf', actor: `api-key:${key.id}`, target: `talent:${checkTalentId}` },
      ]),
    );
    const records = await db
      .select()
      .from(provisionRecords)
      .where(eq(provisionRecords.talentId, checkTalentId));
    expect(records).toHaveLength(1);
    expect(records[0]!.channel).toBe('api');
  });

  it('deletes a candidate (204), then it is gone (404)', async () => {
    const { id } = (await create(a.key)).json();
    expect((await call(a.key, 'DELETE', `/api/v1/candidates/${id}`)).statusCode).toBe(204);
    expect((await call(a.key, 'GET', `/api/v1/candidates/${id}`)).statusCode).toBe(404);
    expect((await call(a.key, 'DELETE', `/api/v1/candidates/${id}`)).statusCode).toBe(404);
    const [row] = await t.app.services.database.db.select().from(talents).where(eq(talents.id, id));
    expect(row!.deletedAt).not.toBeNull();
  });

  it("another company's key gets 404 for A's candidates on every route, and never sees them listed", async () => {
    const id = checkTalentId;
    const future = new Date(Date.now() + 86_400_000).toISOString();
    for (const [method, url, payload] of [
      ['GET', `/api/v1/candidates/${id}`],
      ['GET', `/api/v1/candidates/${id}/report`],
      ['GET', `/api/v1/candidates/${id}/report.pdf`],
      ['POST', `/api/v1/candidates/${id}/invitation`, {}],
      ['POST', `/api/v1/candidates/${id}/invitation`, { at: future }],
      ['DELETE', `/api/v1/candidates/${id}/scheduled-invitation`],
      ['DELETE', `/api/v1/candidates/${id}`],
    ] as const) {
      const res = await call(b.key, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    const list = await call(b.key, 'GET', '/api/v1/candidates?limit=100');
    expect(list.body).not.toContain(id);
    expect((await call(a.key, 'GET', `/api/v1/candidates/${id}`)).statusCode).toBe(200);
  });

  it('an unknown, malformed, missing or revoked key gets 401 problem+json on every route', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      headers: { cookie: a.owner },
      payload: { name: 'revoked' },
    });
    const { id, key } = created.json();
    expect((await call(key, 'GET', '/api/v1/candidates')).statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/api/api-keys/${id}`, headers: { cookie: a.owner } });
    const unknown = `rck_${'A'.repeat(43)}`;
    for (const credential of [key, unknown, 'rck_short']) {
      for (const [method, url] of [
        ['GET', '/api/v1/candidates'],
        ['POST', '/api/v1/candidates'],
        ['GET', `/api/v1/candidates/${checkTalentId}`],
        ['GET', `/api/v1/candidates/${checkTalentId}/report`],
        ['GET', `/api/v1/candidates/${checkTalentId}/report.pdf`],
        ['POST', `/api/v1/candidates/${checkTalentId}/invitation`],
        ['DELETE', `/api/v1/candidates/${checkTalentId}/scheduled-invitation`],
        ['DELETE', `/api/v1/candidates/${checkTalentId}`],
      ] as const) {
        const res = await call(credential, method, url, method === 'POST' ? {} : undefined);
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json().code).toBe('unauthorized');
        expect(res.headers['www-authenticate']).toBe('Bearer');
      }
    }
    const bare = await t.app.inject({ url: '/api/v1/candidates' });
    expect(bare.statusCode).toBe(401);
    // A session cookie is no API credential.
    const cookie = await t.app.inject({ url: '/api/v1/candidates', headers: { cookie: a.owner } });
    expect(cookie.statusCode).toBe(401);
  });

  it('records the last use of a key, at most once a minute', async () => {
    const items = () =>
      t.app
        .inject({ url: '/api/api-keys', headers: { cookie: b.owner } })
        .then((r) => r.json().items as { lastUsedAt: string | null }[]);
    await call(b.key, 'GET', '/api/v1/candidates');
    const first = (await items())[0]!.lastUsedAt;
    expect(first).not.toBeNull();
    await call(b.key, 'GET', '/api/v1/candidates');
    expect((await items())[0]!.lastUsedAt).toBe(first);
  });

  it('a company in a gate state gets what its signed-in users get; a banned one 401', async () => {
    const db = t.app.services.database.db;
    const DAY = 86_400_000;
    const states = [
      { set: { verifiedAt: null }, status: 403, code: 'company.reviewPending' },
      {
        set: {
          cardValid: false,
          selectedPlan: 'LIGHT',
          allowedPlan: 'LIGHT',
          createdAt: new Date(Date.now() - 11 * DAY),
        },
        status: 402,
        code: 'company.paymentRequired',
      },
    ] as const;
    const [original] = await db.select().from(companies).where(eq(companies.id, a.companyId));
    for (const state of states) {
      await db.update(companies).set(state.set).where(eq(companies.id, a.companyId));
      const browser = await t.app.inject({ url: '/api/talents', headers: { cookie: a.owner } });
      expect(browser.statusCode).toBe(state.status);
      for (const [method, url] of [
        ['GET', '/api/v1/candidates'],
        ['POST', '/api/v1/candidates'],
        ['GET', `/api/v1/candidates/${checkTalentId}/report`],
      ] as const) {
        const res = await call(a.key, method, url, method === 'POST' ? candidateBody() : undefined);
        expect(res.statusCode, `${method} ${url}`).toBe(state.status);
        expect(res.json().code).toBe(state.code);
        expect(res.json().code).toBe(browser.json().code);
      }
      await db
        .update(companies)
        .set({
          verifiedAt: original!.verifiedAt,
          cardValid: original!.cardValid,
          selectedPlan: original!.selectedPlan,
          allowedPlan: original!.allowedPlan,
          createdAt: original!.createdAt,
        })
        .where(eq(companies.id, a.companyId));
    }
    await db.update(companies).set({ bannedAt: new Date() }).where(eq(companies.id, a.companyId));
    expect((await call(a.key, 'GET', '/api/v1/candidates')).statusCode).toBe(401);
    await db.update(companies).set({ bannedAt: null }).where(eq(companies.id, a.companyId));
    expect((await call(a.key, 'GET', '/api/v1/candidates')).statusCode).toBe(200);
  });

  it('serves its own OpenAPI 3.1 document (v1 paths only, bearer scheme, operationIds, 4xx) and reference page', async () => {
    const res = await t.app.inject({ url: '/api/v1/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.contact.email).toBeTruthy();
    expect(doc.info.license.name).toBeTruthy();
    expect(doc.servers).toHaveLength(1);
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    const paths = Object.keys(doc.paths);
    expect(paths.every((p) => p.startsWith('/api/v1/'))).toBe(true);
    const operations = paths.flatMap((p) => Object.values(doc.paths[p]) as Record<string, unknown>[]);
    expect(operations).toHaveLength(8);
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(8);
    for (const op of operations) {
      expect(op.summary).toBeTruthy();
      expect(op.security).toEqual([{ bearer: [] }]);
      expect(Object.keys(op.responses as object)).toContain('401');
    }
    expect(res.body).not.toContain('"nullable"');
    // The same operations are in the main document (the sweeps cover them from there).
    const main = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(main.paths).filter((p) => p.startsWith('/api/v1/'))).toEqual(paths);

    const page = await t.app.inject({ url: '/api/v1/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const init = await t.app.inject({ url: '/api/v1/docs/static/swagger-initializer.js' });
    expect(init.statusCode).toBe(200);
    const json = await t.app.inject({ url: '/api/v1/docs/json' });
    expect(json.json().openapi).toBe('3.1.0');
  });

  it('every /api/v1 answer above matches /api/v1/openapi.json (independent validator)', () => {
    expect(contract.checked).toBeGreaterThan(20);
    expect(contract.violations).toEqual([]);
  });
});
