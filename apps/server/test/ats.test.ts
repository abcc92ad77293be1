import net from 'node:net';
import { atsResultPayloadSchema } from '@refcheck/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluations, talents } from '../src/db/schema/index.ts';
import { verifyAtsSignature } from '../src/modules/ats/signature.ts';
import { seedTestCompany } from '../src/modules/seed/test-company.ts';
import { createTestApp, eventually, signIn, type TestApp } from './helpers.ts';
import { startAtsReceiver } from './support/ats-receiver.ts';
import { createTalent } from './talent-helpers.ts';

const SECRET = 'test-secret-0123456789';

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startAtsReceiver>>;
let owner: string;
let staff: string;
let noSonar: string;
let otherTalentId: string;
let base: string;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const settings = (cookie: string, payload: { endpointUrl: string; secret: string }) =>
  t.app.inject({ method: 'PUT', url: '/api/company/ats-settings', headers: { cookie }, payload });
const push = (cookie: string, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/talents/${id}/ats`, headers: { cookie } });

interface DeliveryView {
  id: string;
  status: string;
  attempts: { attempt: number; httpStatus: number; outcome: string }[];
}
async function finished(cookie: string, talentId: string, deliveryId: string): Promise<DeliveryView> {
  return eventually(async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/talents/${talentId}/ats`,
      headers: { cookie },
    });
    const d = (res.json().deliveries as DeliveryView[]).find((x) => x.id === deliveryId);
    return d && d.status !== 'queued' ? d : undefined;
  }, 60_000);
}

beforeAll(async () => {
  receiver = await startAtsReceiver();
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  t = await createTestApp({ env: { PUBLIC_URL: base, ATS_RETRY_DELAY_SECONDS: '1' } });
  await t.app.listen({ port, host: '127.0.0.1' });
  const plain = await seedTestCompany(t.database.db, t.app.services.auth, { state: 'active' });
  [owner, staff, noSonar] = await Promise.all([
    signIn(t.app, 'owner'),
    signIn(t.app, 'staff'),
    signIn(t.app, { email: plain.owner.email, password: plain.password }),
  ]);
  otherTalentId = (await createTalent(t.app, noSonar, { name: '他社 候補' })).id;
}, 120_000);
afterAll(async () => {
  await t.close();
  await receiver.close();
});

describe('ATS settings', () => {
  it('are the main account’s: validated, secret kept when blank, never shown', async () => {
    const initial = await t.app.inject({
      method: 'GET',
      url: '/api/company/ats-settings',
      headers: { cookie: owner },
    });
    expect(initial.json()).toEqual({ sonar: true, endpointUrl: '', hasSecret: false });

    const invalid = await settings(owner, { endpointUrl: 'http://ats.example.com/hook', secret: 'short' });
    expect(invalid.statusCode).toBe(400);
    expect(
      invalid
        .json()
        .errors.map((e: { code: string }) => e.code)
        .sort(),
    ).toEqual(['company.atsEndpointInvalid', 'company.atsSecretInvalid']);
    const noSecret = await settings(owner, { endpointUrl: receiver.url, secret: '' });
    expect(noSecret.statusCode).toBe(400);
    expect(noSecret.json()).toMatchObject({
      code: 'atsSecretRequired',
      detail: '送信先URLを設定する場合は署名シークレットを入力してください',
    });

    const saved = await settings(owner, { endpointUrl: receiver.url, secret: SECRET });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ sonar: true, endpointUrl: receiver.url, hasSecret: true });
    expect(saved.body).not.toContain(SECRET);
    const kept = await settings(owner, { endpointUrl: '', secret: '' });
    expect(kept.json()).toEqual({ sonar: true, endpointUrl: '', hasSecret: true });

    for (const res of [
      await t.app.inject({ method: 'GET', url: '/api/company/ats-settings', headers: { cookie: staff } }),
      await settings(staff, { endpointUrl: '', secret: '' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('mainAccountOnly');
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/company/ats-settings' })).statusCode).toBe(401);
  });
});

describe('ATS push', () => {
  it('sends the signed result to the embedded receiver, which verifies it', async () => {
    await settings(owner, { endpointUrl: '', secret: SECRET });
    const id = (await createTalent(t.app, owner, { name: '埋込 太郎' })).id;
    const res = await push(staff, id);
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toMatchObject({ status: 'queued', endpoint: 'embedded', attempts: [] });
    const done = await finished(owner, id, res.json().id);
    expect(done).toMatchObject({
      status: 'delivered',
      attempts: [{ attempt: 1, httpStatus: 200, outcome: 'delivered' }],
    });
    const receipts = await t.app.inject({ method: 'GET', url: '/api/dev/ats-receiver' });
    const receipt = (receipts.json() as { deliveryId: string; verified: boolean; body: string }[]).find(
      (r) => r.deliveryId === res.json().id,
    );
    expect(receipt?.verified).toBe(true);
    expect(JSON.parse(receipt!.body)).toMatchObject({
      candidate: { id, name: '埋込 太郎' },
      report: { status: 'noReferee' },
    });

    // A body signed with another secret is refused (and recorded as not verified).
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/dev/ats-receiver',
      headers: { 'content-type': 'application/json', signature: `sha256 ${'0'.repeat(64)}` },
      payload: receipt!.body,
    });
    expect(forged.statusCode).toBe(401);
  });

  it('retries 503 twice and delivers exactly once, each attempt visible; the body is the signed result', async () => {
    await settings(owner, { endpointUrl: receiver.url, secret: '' });
    const id = (await createTalent(t.app, owner, { name: '再送 太郎' })).id;
    await t.database.db.insert(evaluations).values([
      { talentId: id, category: 'compliance', score: 95, grade: 'A' },
      { talentId: id, category: 'attendance', score: 72, grade: 'B' },
    ]);
    await t.database.db.update(talents).set({ totalGrade: 'B', totalScore: 80.5 }).where(eq(talents.id, id));
    receiver.received.length = 0;
    receiver.answer(503, 503);
    const res = await push(owner, id);
    expect(res.json().endpoint).toBe('custom');
    const done = await finished(owner, id, res.json().id);
    expect(done.status).toBe('delivered');
    expect(done.attempts.map((a) => [a.attempt, a.httpStatus, a.outcome])).toEqual([
      [1, 503, 'retry'],
      [2, 503, 'retry'],
      [3, 200, 'delivered'],
    ]);
    expect(receiver.received.map((r) => r.status)).toEqual([503, 503, 200]);
    const last = receiver.received[2]!;
    expect(last.delivery).toBe(res.json().id);
    expect(verifyAtsSignature(SECRET, last.body, last.signature)).toBe(true);
    expect(verifyAtsSignature('another-secret-000000', last.body, last.signature)).toBe(false);
    const payload = atsResultPayloadSchema.parse(JSON.parse(last.body));
    expect(payload).toMatchObject({
      event: 'reference_check.result',
      deliveryId: res.json().id,
      candidate: { id, name: '再送 太郎' },
      report: { status: 'noReferee', url: `${base}/company/talents/${id}/report` },
      grades: { compliance: 'A', attendance: 'B', responsibility: '未' },
      total: { grade: 'B', score: 80.5 },
    });
    // Nothing more arrives once delivered.
    await new Promise((r) => setTimeout(r, 1500));
    expect(receiver.received).toHaveLength(3);
  });

  it('gives up at once on a 4xx other than 429', async () => {
    const id = (await createTalent(t.app, owner, { name: '拒否 太郎' })).id;
    receiver.received.length = 0;
    receiver.answer(400);
    const res = await push(owner, id);
    const done = await finished(owner, id, res.json().id);
    expect(done).toMatchObject({
      status: 'failed',
      attempts: [{ attempt: 1, httpStatus: 400, outcome: 'failed' }],
    });
    expect(receiver.received).toHaveLength(1);
  });

  it('is refused without the sonar flag, signed out, for another company’s candidate and for bad ids', async () => {
    const own = (await createTalent(t.app, noSonar, { name: '旗無 太郎' })).id;
    const refused = await t.app.inject({
      method: 'POST',
      url: `/api/talents/${own}/ats`,
      headers: { cookie: noSonar },
    });
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
