/**
 * The sonar ATS client against a sonar stub on loopback (401 to the primary key, 429 once, 5xx, errors with a
 * `detail`), the sandbox sonar embedded in the product, the operator's settings and the report-completion push.
 */
import net from 'node:net';
import { atsResultPayloadSchema } from '@refcheck/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluations, talents } from '../src/db/schema/index.ts';
import { findUserByEmail } from '../src/modules/seed/demo.ts';
import { seedReferenceCheck } from '../src/modules/seed/reference-check.ts';
import { seedTestCompany } from '../src/modules/seed/test-company.ts';
import { createTestApp, eventually, signIn, type TestApp } from './helpers.ts';
import { uploadIdentificationAs } from './referee-helpers.ts';
import { startSonarStub } from './support/ats-receiver.ts';
import { createTalent } from './talent-helpers.ts';

const PRIMARY = 'primary-key-sonar-0001';
const SECONDARY = 'secondary-key-sonar-0002';

let t: TestApp;
let stub: Awaited<ReturnType<typeof startSonarStub>>;
let admin: string;
let owner: string;
let staff: string;
let noSonar: string;
let sandboxOwner: string;
let acmeId: string;
let sandboxCompanyId: string;
let otherTalentId: string;
let base: string;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const settingsUrl = (companyId: string) => `/api/admin/companies/${companyId}/sonar-settings`;
const putSettings = (cookie: string, companyId: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: settingsUrl(companyId), headers: { cookie }, payload });
const push = (cookie: string, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/talents/${id}/ats`, headers: { cookie } });

interface DeliveryView {
  id: string;
  status: string;
  endpoint: string;
  trigger: string;
  attempts: {
    attempt: number;
    httpStatus: number;
    outcome: string;
    keySlot: string | null;
    detail: string | null;
  }[];
}
const deliveries = async (cookie: string, talentId: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/talents/${talentId}/ats`, headers: { cookie } })).json()
    .deliveries as DeliveryView[];
const finished = (cookie: string, talentId: string, deliveryId: string) =>
  eventually(async () => {
    const d = (await deliveries(cookie, talentId)).find((x) => x.id === deliveryId);
    return d && d.status !== 'queued' ? d : undefined;
  }, 60_000);
const attemptsOf = (d: DeliveryView) =>
  d.attempts.map((a) => [a.attempt, a.httpStatus, a.outcome, a.keySlot] as const);

beforeAll(async () => {
  stub = await startSonarStub([SECONDARY]);
  // The app listens: the sandbox sonar is reached over HTTP at PUBLIC_URL like a real one.
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({ env: { PUBLIC_URL: base, ATS_RETRY_DELAY_SECONDS: '1' } });
  await t.app.listen({ port, host: '127.0.0.1' });
  acmeId = (await findUserByEmail(t.database.db, 'owner@acme.test'))!.companyId!;
  const plain = await seedTestCompany(t.database.db, t.app.services.auth, { state: 'active' });
  const sandboxCo = await seedTestCompany(t.database.db, t.app.services.auth, {
    state: 'active',
    sonar: true,
  });
  sandboxCompanyId = sandboxCo.companyId;
  [admin, owner, staff, noSonar, sandboxOwner] = await Promise.all([
    signIn(t.app, 'admin'),
    signIn(t.app, 'owner'),
    signIn(t.app, 'staff'),
    signIn(t.app, { email: plain.owner.email, password: plain.password }),
    signIn(t.app, { email: sandboxCo.owner.email, password: sandboxCo.password }),
  ]);
  otherTalentId = (await createTalent(t.app, noSonar, { name: '他社 候補' })).id;
}, 120_000);
afterAll(async () => {
  await t.close();
  await stub.close();
});

describe('sonar settings (operator)', () => {
  it('are the operator’s: validated, keys kept when blank, never shown, audited', async () => {
    const initial = await t.app.inject({
      method: 'GET',
      url: settingsUrl(acmeId),
      headers: { cookie: admin },
    });
    expect(initial.statusCode, initial.body).toBe(200);
    // Nothing configured: the sandbox sonar with derived keys.
    expect(initial.json()).toEqual({
      baseUrl: '',
      hasPrimaryKey: false,
      hasSecondaryKey: false,
      effective: { baseUrl: null, source: 'sandbox', hasPrimaryKey: true, hasSecondaryKey: true },
    });

    const invalid = await putSettings(admin, acmeId, {
      baseUrl: 'http://sonar.example.com/api',
      primaryKey: 'キー',
      secondaryKey: '',
    });
    expect(invalid.statusCode).toBe(400);
    expect(
      invalid
        .json()
        .errors.map((e: { code: string }) => e.code)
        .sort(),
    ).toEqual(['admin.sonarBaseUrlInvalid', 'admin.sonarKeyInvalid']);

    const saved = await putSettings(admin, acmeId, {
      baseUrl: stub.baseUrl,
      primaryKey: PRIMARY,
      secondaryKey: SECONDARY,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      baseUrl: stub.baseUrl,
      hasPrimaryKey: true,
      hasSecondaryKey: true,
      effective: { baseUrl: stub.baseUrl, source: 'company', hasPrimaryKey: true, hasSecondaryKey: true },
    });
    expect(saved.body).not.toContain(PRIMARY);
    const kept = await putSettings(admin, acmeId, {
      baseUrl: stub.baseUrl,
      primaryKey: '',
      secondaryKey: '',
    });
    expect(kept.json()).toMatchObject({ hasPrimaryKey: true, hasSecondaryKey: true });

    const changes = await t.app.inject({
      method: 'GET',
      url: `/api/admin/companies/${acmeId}/changes`,
      headers: { cookie: admin },
    });
    const sonarChanges = (changes.json() as { field: string; after: unknown }[]).filter(
      (c) => c.field === 'sonarSettings',
    );
    expect(sonarChanges).toHaveLength(1);
    expect(sonarChanges[0]!.after).toEqual({
      baseUrl: stub.baseUrl,
      hasPrimaryKey: true,
      hasSecondaryKey: true,
    });
    expect(changes.body).not.toContain(PRIMARY);

    // Company users (main account too) may neither read nor change them; signed out is 401.
    for (const cookie of [owner, staff]) {
      const read = await t.app.inject({ method: 'GET', url: settingsUrl(acmeId), headers: { cookie } });
      expect(read.statusCode).toBe(403);
      expect(
        (await putSettings(cookie, acmeId, { baseUrl: '', primaryKey: '', secondaryKey: '' })).statusCode,
      ).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: settingsUrl(acmeId) })).statusCode).toBe(401);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await t.app.inject({ method: 'GET', url: settingsUrl(unknown), headers: { cookie: admin } }))
        .statusCode,
    ).toBe(404);
  });
});

describe('sonar push', () => {
  it('meets the 401 with the secondary key at once, retries the 429 after Retry-After, records detail', async () => {
    const id = (await createTalent(t.app, owner, { name: '連携 太郎' })).id;
    await t.database.db.insert(evaluations).values([
      { talentId: id, category: 'compliance', score: 95, grade: 'A' },
      { talentId: id, category: 'attendance', score: 72, grade: 'B' },
    ]);
    await t.database.db
      .update(talents)
      .set({ totalGrade: 'B', totalScore: 80.5, compoundId: 'SONAR-APPLICANT-42' })
      .where(eq(talents.id, id));
    stub.received.length = 0;
    stub.answer({ status: 429, retryAfter: '1', detail: 'Rate limit is exceeded. Try again in 1 seconds.' });
    const res = await push(staff, id);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ status: 'queued', endpoint: 'sonar', trigger: 'button' });
    const done = await finished(owner, id, res.json().id);
    expect(done.status).toBe('delivered');
    expect(attemptsOf(done)).toEqual([
      [1, 401, 'retry', 'primary'],
      [2, 429, 'retry', 'secondary'],
      [3, 200, 'delivered', 'secondary'],
    ]);
    expect(done.attempts.map((a) => a.detail)).toEqual([
      'Access denied due to invalid subscription key.',
      'Rate limit is exceeded. Try again in 1 seconds.',
      null,
    ]);
    expect(stub.received.map((r) => [r.path, r.authorization, r.status])).toEqual([
      ['/partner/v1/results', PRIMARY, 401],
      ['/partner/v1/results', SECONDARY, 429],
      ['/partner/v1/results', SECONDARY, 200],
    ]);
    const last = stub.received[2]!;
    expect(last.delivery).toBe(res.json().id);
    const payload = atsResultPayloadSchema.parse(JSON.parse(last.body));
    expect(payload).toMatchObject({
      event: 'reference_check.result',
      deliveryId: res.json().id,
      candidate: { id, name: '連携 太郎', externalId: 'SONAR-APPLICANT-42' },
      report: { status: 'noReferee', url: `${base}/company/talents/${id}/report` },
      grades: { compliance: 'A', attendance: 'B', responsibility: '未', goodImpression: '未' },
      total: { grade: 'B', score: 80.5 },
    });

    // The next push starts with the key that worked; a 5xx is retried too.
    stub.received.length = 0;
    stub.answer({ status: 503, detail: 'Service temporarily unavailable' });
    const again = await push(owner, id);
    const second = await finished(owner, id, again.json().id);
    expect(attemptsOf(second)).toEqual([
      [1, 503, 'retry', 'secondary'],
      [2, 200, 'delivered', 'secondary'],
    ]);
    expect(second.attempts[0]!.detail).toBe('Service temporarily unavailable');
    expect(stub.received.map((r) => r.authorization)).toEqual([SECONDARY, SECONDARY]);
    // Nothing more arrives once delivered.
    await new Promise((r) => setTimeout(r, 1500));
    expect(stub.received).toHaveLength(2);
  });

  it('gives up at once on another 4xx, with its detail in the delivery list', async () => {
    const id = (await createTalent(t.app, owner, { name: '拒否 太郎' })).id;
    stub.received.length = 0;
    stub.answer({ status: 400, detail: 'compoundID is required' });
    const res = await push(owner, id);
    const done = await finished(owner, id, res.json().id);
    expect(done).toMatchObject({
      status: 'failed',
      attempts: [{ attempt: 1, httpStatus: 400, outcome: 'failed', detail: 'compoundID is required' }],
    });
    expect(stub.received).toHaveLength(1);
  });

  it('pushes automatically when the report completes (sonar flag), with status done and the grades', async () => {
    const seeded = await seedReferenceCheck(t.database.db, {
      companyId: acmeId,
      talentName: '完了 花子',
      referees: [{ name: '推薦 一郎' }],
    });
    stub.received.length = 0;
    const referee = await uploadIdentificationAs(t.app, acmeId, seeded, 0, '09077770001');
    const me = (await referee('GET', '/api/referee-flow/me')).json();
    for (const q of me.questions as { key: string; kind: string }[]) {
      const body = q.kind === 'description' ? { text: `回答 ${q.key}` } : { level: 5 };
      const saved = await referee('PUT', `/api/referee-flow/answers/${q.key}`, body);
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const completed = await referee('POST', '/api/referee-flow/complete');
    expect(completed.statusCode, completed.body).toBe(200);
    const auto = await eventually(async () => {
      const d = (await deliveries(owner, seeded.talentId))[0];
      return d && d.status !== 'queued' ? d : undefined;
    }, 60_000);
    expect(auto).toMatchObject({ trigger: 'reportCompleted', status: 'delivered', endpoint: 'sonar' });
    const payload = atsResultPayloadSchema.parse(JSON.parse(stub.received.at(-1)!.body));
    expect(payload.candidate.id).toBe(seeded.talentId);
    expect(payload.report.status).toBe('done');
    expect(Object.values(payload.grades).every((g) => g !== '未')).toBe(true);
    expect(payload.total.grade).not.toBe('未');
  });

  it('reaches the sandbox sonar with no configuration; the sandbox refuses a wrong key with 401', async () => {
    const id = (await createTalent(t.app, sandboxOwner, { name: '砂場 太郎' })).id;
    const res = await push(sandboxOwner, id);
    expect(res.json()).toMatchObject({ endpoint: 'sandbox' });
    const done = await finished(sandboxOwner, id, res.json().id);
    expect(attemptsOf(done)).toEqual([[1, 200, 'delivered', 'primary']]);
    const receipts = await t.app.inject({
      method: 'GET',
      url: `/api/dev/ats-receiver?companyId=${sandboxCompanyId}`,
    });
    const [receipt] = receipts.json() as {
      deliveryId: string;
      verified: boolean;
      keySlot: string;
      body: string;
    }[];
    expect(receipt).toMatchObject({ deliveryId: res.json().id, verified: true, keySlot: 'primary' });

    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/dev/ats-receiver/results',
      headers: { 'content-type': 'application/json', authorization: 'not-the-key' },
      payload: receipt!.body,
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().detail).toBe('Access denied due to invalid subscription key.');
  });

  it('is refused without the sonar flag, signed out, for another company’s candidate and for bad ids', async () => {
    const own = (await createTalent(t.app, noSonar, { name: '旗無 太郎' })).id;
    const refused = await push(noSonar, own);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'atsNotEnabled', detail: 'ATS連携が有効になっていません' });
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/talents/${own}/ats`,
      headers: { cookie: noSonar },
    });
    expect(listed.json()).toEqual({ enabled: false, deliveries: [] });
    expect((await push(owner, otherTalentId)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/talents/${otherTalentId}/ats`,
          headers: { cookie: owner },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/talents/${own}/ats` })).statusCode).toBe(401);
    expect((await push(owner, 'nope')).statusCode).toBe(400);
  });
});
