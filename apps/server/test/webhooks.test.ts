/**
 * Webhooks (issue 25 item 3, Standard Webhooks 1.0): the endpoint routes, and deliveries to a local receiver that
 * verifies every request with the `standardwebhooks` package: a check completed through the referee flow sends
 * referee.completed then report.completed once each (also when the first two attempts fail), 410 and 3 days of
 * failures disable the endpoint, rotation signs with both secrets for 24 h.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, messages, webhookEndpoints, webhookMessages } from '../src/db/schema/index.ts';
import { findUserByEmail } from '../src/modules/seed/demo.ts';
import { seedReferenceCheck } from '../src/modules/seed/reference-check.ts';
import { eventually, type TestApp } from './helpers.ts';
import { uploadIdentificationAs } from './referee-helpers.ts';
import { openDemoApp } from './support/demo-app.ts';
import { startWebhookReceiver, type WebhookRequest } from './support/webhook-receiver.ts';

let t: TestApp;
let rx: Awaited<ReturnType<typeof startWebhookReceiver>>;
let owner: string;
let staff: string;
let other: string;
let companyId: string;

beforeAll(async () => {
  rx = await startWebhookReceiver();
  ({
    t,
    owner,
    staff,
    light: other,
    acmeId: companyId,
  } = await openDemoApp(['owner', 'staff', 'light'], { env: { WEBHOOK_RETRY_SCALE: '0.001' } }));
}, 120_000);
afterAll(async () => {
  await t?.close();
  await rx?.close();
});

const api = (cookie: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

async function createEndpoint(path: string, events: string[], description = '') {
  const res = await api(owner, 'POST', '/api/webhook-endpoints', { url: rx.url(path), events, description });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; secret: string };
}

/** Throws unless the request verifies with the secret (the official package: signature and timestamp). */
const verify = (secret: string, r: WebhookRequest) =>
  new Webhook(secret).verify(r.body, r.headers) as {
    type: string;
    timestamp: string;
    data: Record<string, unknown>;
  };

const endpointRow = async (id: string) =>
  (await t.database.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0]!;

describe('webhook endpoints API', () => {
  it('creates (secret shown once), lists, reads, edits and deletes, audited', async () => {
    const created = await createEndpoint('/crud', ['report.completed', 'report.completed'], 'ATS本番');
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(created.secret.slice(6), 'base64')).toHaveLength(32);

    const list = await api(owner, 'GET', '/api/webhook-endpoints');
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(created.secret.slice(6));
    const one = await api(owner, 'GET', `/api/webhook-endpoints/${created.id}`);
    expect(one.json()).toMatchObject({
      id: created.id,
      url: rx.url('/crud'),
      description: 'ATS本番',
      events: ['report.completed'],
      enabled: true,
      disabledReason: null,
      previousSecretExpiresAt: null,
    });
    expect(list.json().map((e: { id: string }) => e.id)).toContain(created.id);

    const patched = await api(owner, 'PATCH', `/api/webhook-endpoints/${created.id}`, {
      description: '変更',
      events: ['candidate.consented', 'candidate.declined'],
      enabled: false,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      description: '変更',
      events: ['candidate.consented', 'candidate.declined'],
      enabled: false,
      disabledReason: null,
    });
    const test = await api(owner, 'POST', `/api/webhook-endpoints/${created.id}/test`);
    expect(test.statusCode).toBe(409);
    expect(test.json().code).toBe('webhooks.endpointDisabled');

    expect((await api(owner, 'DELETE', `/api/webhook-endpoints/${created.id}`)).statusCode).toBe(204);
    expect((await api(owner, 'GET', `/api/webhook-endpoints/${created.id}`)).statusCode).toBe(404);
    const audited = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.companyId, companyId), eq(auditLog.target, `webhookEndpoint=${created.id}`)));
    expect(audited.map((a) => a.action).sort()).toEqual([
      'webhook-endpoint-create',
      'webhook-endpoint-delete',
      'webhook-endpoint-update',
    ]);
  });

  it('refuses invalid input with the catalog codes', async () => {
    const post = (payload: object) => api(owner, 'POST', '/api/webhook-endpoints', payload);
    const codes = async (payload: object) => {
      const res = await post(payload);
      expect(res.statusCode, res.body).toBe(400);
      return res.json().errors.map((e: { code: string }) => e.code);
    };
    const ok = { url: rx.url('/v'), events: ['report.completed'], description: '' };
    expect(await codes({ ...ok, url: 'ftp://example.com/hook' })).toEqual(['webhooks.urlInvalid']);
    expect(await codes({ ...ok, url: 'https://user:pw@example.com/hook' })).toEqual(['webhooks.urlInvalid']);
    expect(await codes({ ...ok, events: [] })).toEqual(['webhooks.eventsRequired']);
    expect(await codes({ ...ok, events: ['candidate.hired'] })).toEqual(['webhooks.eventsRequired']);
    expect(await codes({ ...ok, description: 'あ'.repeat(201) })).toEqual(['webhooks.descriptionTooLong']);
    // Private addresses are refused even where loopback is allowed.
    const privateUrl = await post({ ...ok, url: 'http://10.0.0.8/hook' });
    expect(privateUrl.statusCode).toBe(400);
    expect(privateUrl.json()).toMatchObject({ code: 'webhooks.urlForbidden' });
    const patch = await api(owner, 'PATCH', '/api/webhook-endpoints/00000000-0000-4000-8000-000000000000', {
      events: [],
    });
    expect(patch.statusCode).toBe(400);
  });

  it('is the main account’s: a sub-account gets 403, another company 404, no session 401', async () => {
    const { id } = await createEndpoint('/guard', ['report.completed']);
    for (const [method, url] of [
      ['GET', '/api/webhook-endpoints'],
      ['POST', '/api/webhook-endpoints'],
      ['GET', `/api/webhook-endpoints/${id}`],
      ['POST', `/api/webhook-endpoints/${id}/rotate-secret`],
      ['POST', `/api/webhook-endpoints/${id}/test`],
    ] as const) {
      const body =
        method === 'POST' && url.endsWith('endpoints')
          ? { url: rx.url('/x'), events: ['report.completed'] }
          : undefined;
      const res = await api(staff, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().code).toBe('mainAccountOnly');
      expect((await t.app.inject({ method, url, ...(body ? { payload: body } : {}) })).statusCode).toBe(401);
    }
    for (const [method, url, body] of [
      ['GET', `/api/webhook-endpoints/${id}`],
      ['PATCH', `/api/webhook-endpoints/${id}`, { description: '乗っ取り' }],
      ['DELETE', `/api/webhook-endpoints/${id}`],
      ['POST', `/api/webhook-endpoints/${id}/rotate-secret`],
      ['POST', `/api/webhook-endpoints/${id}/test`],
      ['GET', `/api/webhook-endpoints/${id}/deliveries`],
      ['POST', `/api/webhook-endpoints/${id}/messages/${id}/redeliver`],
    ] as const) {
      expect((await api(other, method, url, body)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await api(other, 'GET', '/api/webhook-endpoints')).json()).toEqual([]);
    expect((await endpointRow(id)).description).toBe('');
  });
});

describe('deliveries', () => {
  it('a check completed through the referee flow: referee.completed then report.completed, once each, after two failures', async () => {
    const { id, secret } = await createEndpoint('/flow', ['referee.completed', 'report.completed']);
    rx.answer((r) => (r.path === '/flow' && r.seen <= 2 ? 500 : 200));
    const seeded = await seedReferenceCheck(t.database.db, {
      companyId,
      talentName: '通知 太郎',
      referees: [{ name: '推薦 一郎' }],
    });
    await t.database.db.execute(sql`update talents set compound_id = 'ATS-42' where id = ${seeded.talentId}`);
    const referee = await uploadIdentificationAs(t.app, companyId, seeded, 0, '09022220001');
    const me = (await referee('GET', '/api/referee-flow/me')).json();
    for (const q of me.questions as { key: string; kind: string }[]) {
      const body = q.kind === 'description' ? { text: `回答 ${q.key}` } : { level: 4 };
      expect((await referee('PUT', `/api/referee-flow/answers/${q.key}`, body)).statusCode).toBe(200);
    }
    expect((await referee('POST', '/api/referee-flow/complete')).statusCode).toBe(200);
    expect((await referee('POST', '/api/referee-flow/complete')).statusCode).toBe(409);

    const delivered = await eventually(async () => {
      const ok = rx.on('/flow').filter((r) => r.status === 200);
      return ok.length >= 2 ? ok : undefined;
    }, 60_000);
    const all = rx.on('/flow');
    for (const r of all) verify(secret, r);
    expect(delivered.map((r) => verify(secret, r).type)).toEqual(['referee.completed', 'report.completed']);
    // Each message: two failures then one success, all with the same webhook-id.
    for (const r of delivered) {
      const attempts = all.filter((a) => a.headers['webhook-id'] === r.headers['webhook-id']);
      expect(attempts.map((a) => a.status)).toEqual([500, 500, 200]);
    }
    const [refereeDone, reportDone] = delivered.map((r) => verify(secret, r));
    expect(refereeDone!.data).toEqual({
      candidateId: seeded.talentId,
      externalId: 'ATS-42',
      refereeId: seeded.referees[0]!.id,
      completedAt: expect.any(String),
    });
    expect(reportDone!.data).toEqual({
      candidateId: seeded.talentId,
      externalId: 'ATS-42',
      status: 'refereesAnswered',
      completedAt: expect.any(String),
    });
    for (const r of all) expect(r.body).not.toMatch(/通知 太郎|推薦 一郎|回答/);
    const facts = await t.database.db
      .select({ type: webhookMessages.type })
      .from(webhookMessages)
      .where(sql`${webhookMessages.payload}->'data'->>'candidateId' = ${seeded.talentId}`);
    expect(facts.map((f) => f.type).sort()).toEqual(['referee.completed', 'report.completed']);

    const log = await api(owner, 'GET', `/api/webhook-endpoints/${id}/deliveries`);
    expect(log.statusCode).toBe(200);
    expect(log.json().items).toEqual([
      expect.objectContaining({
        type: 'report.completed',
        status: 'succeeded',
        responseStatus: 200,
        attempts: 3,
      }),
      expect.objectContaining({
        type: 'referee.completed',
        status: 'succeeded',
        responseStatus: 200,
        attempts: 3,
      }),
    ]);

    // Redelivery: the same webhook-id once more.
    const messageId = log.json().items[0].messageId as string;
    const again = await api(owner, 'POST', `/api/webhook-endpoints/${id}/messages/${messageId}/redeliver`);
    expect(again.statusCode, again.body).toBe(202);
    await eventually(async () =>
      rx.on('/flow').filter((r) => r.headers['webhook-id'] === messageId).length === 4 ? true : undefined,
    );
    expect(rx.on('/flow')).toHaveLength(7);
  }, 90_000);

  it('410 Gone disables the endpoint at once and mails the main account', async () => {
    const { id } = await createEndpoint('/gone', ['report.completed']);
    rx.answer((r) => (r.path === '/gone' ? 410 : 200));
    const sent = await api(owner, 'POST', `/api/webhook-endpoints/${id}/test`);
    expect(sent.statusCode, sent.body).toBe(202);
    expect(sent.json()).toMatchObject({ type: 'webhook.test', status: 'pending', attempts: 0 });
    const view = await eventually(async () => {
      const res = (await api(owner, 'GET', `/api/webhook-endpoints/${id}`)).json();
      return res.enabled ? undefined : res;
    });
    expect(view.disabledReason).toBe('gone');
    expect(rx.on('/gone')).toHaveLength(1);
    const mail = await eventually(async () => {
      const rows = await t.database.db
        .select()
        .from(messages)
        .where(and(eq(messages.to, 'owner@acme.test'), eq(messages.template, 'webhookEndpointDisabled')));
      return rows[0];
    });
    expect(mail.text).toContain(rx.url('/gone'));
    expect(mail.subject).toContain('Webhook');
    // Enabling it again clears the reason.
    const enabled = await api(owner, 'PATCH', `/api/webhook-endpoints/${id}`, { enabled: true });
    expect(enabled.json()).toMatchObject({ enabled: true, disabledReason: null });
  });

  it('an endpoint failing for 3 days is disabled', async () => {
    const { id } = await createEndpoint('/down', ['report.completed']);
    rx.answer((r) => (r.path === '/down' ? 503 : 200));
    await t.database.db
      .update(webhookEndpoints)
      .set({ failingSince: new Date(Date.now() - 73 * 3600_000) })
      .where(eq(webhookEndpoints.id, id));
    expect((await api(owner, 'POST', `/api/webhook-endpoints/${id}/test`)).statusCode).toBe(202);
    const view = await eventually(async () => {
      const res = (await api(owner, 'GET', `/api/webhook-endpoints/${id}`)).json();
      return res.enabled ? undefined : res;
    });
    expect(view.disabledReason).toBe('failing');
    // Disabling cancels the retries still due.
    const log = (await api(owner, 'GET', `/api/webhook-endpoints/${id}/deliveries`)).json();
    expect(log.items).toEqual([
      expect.objectContaining({ status: 'failed', attempts: 1, responseStatus: 503 }),
    ]);
  });

  it('a rotated secret: both signatures for 24 h, then the new one only', async () => {
    const { id, secret: old } = await createEndpoint('/rotate', ['report.completed']);
    rx.answer(() => 200);
    const rotated = await api(owner, 'POST', `/api/webhook-endpoints/${id}/rotate-secret`);
    expect(rotated.statusCode).toBe(200);
    const { secret } = rotated.json();
    expect(secret).not.toBe(old);
    const view = (await api(owner, 'GET', `/api/webhook-endpoints/${id}`)).json();
    expect(new Date(view.previousSecretExpiresAt).getTime()).toBeGreaterThan(Date.now() + 23 * 3600_000);

    await api(owner, 'POST', `/api/webhook-endpoints/${id}/test`);
    const first = await eventually(async () => rx.on('/rotate')[0]);
    expect(first.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(verify(secret, first).type).toBe('webhook.test');
    expect(verify(old, first).type).toBe('webhook.test');

    // 24 h later (moved in the database): the old secret no longer signs.
    await t.database.db
      .update(webhookEndpoints)
      .set({ previousSecretExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(webhookEndpoints.id, id));
    await api(owner, 'POST', `/api/webhook-endpoints/${id}/test`);
    const second = await eventually(async () => rx.on('/rotate')[1]);
    expect(second.headers['webhook-signature']!.split(' ')).toHaveLength(1);
    expect(verify(secret, second).type).toBe('webhook.test');
    expect(() => verify(old, second)).toThrow();
  });

  it('pages the delivery log with a cursor', async () => {
    const { id } = await createEndpoint('/page', ['report.completed']);
    for (let i = 0; i < 3; i++) await api(owner, 'POST', `/api/webhook-endpoints/${id}/test`);
    const first = (await api(owner, 'GET', `/api/webhook-endpoints/${id}/deliveries?limit=2`)).json();
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).toBe(first.items[1].id);
    const second = (
      await api(owner, 'GET', `/api/webhook-endpoints/${id}/deliveries?limit=2&cursor=${first.nextCursor}`)
    ).json();
    expect(second.items).toHaveLength(1);
    expect(second.nextCursor).toBeNull();
    const ids = [...first.items, ...second.items].map((d: { id: string }) => d.id);
    expect(new Set(ids).size).toBe(3);
    expect((await api(owner, 'GET', `/api/webhook-endpoints/${id}/deliveries?cursor=nope`)).statusCode).toBe(
      400,
    );
  });
});

describe('the generic ATS endpoint becomes a webhook endpoint (data SQL of the migration)', () => {
  it('subscribes it to report.completed with the old secret’s bytes', async () => {
    const lightId = (await findUserByEmail(t.database.db, 'owner@light.test'))!.companyId!;
    const file = path.join(import.meta.dirname, '../drizzle/0026_webhooks.sql');
    const statement = fs.readFileSync(file, 'utf8').split('--> statement-breakpoint').at(-1)!;
    // The table is gone after 0027: the test recreates its shape to run the data statement against it.
    await t.database.db.execute(
      sql`create table company_ats_settings (company_id uuid primary key, endpoint_url text, secret text, updated_at timestamptz not null default now())`,
    );
    await t.database.db.execute(
      sql`insert into company_ats_settings (company_id, endpoint_url, secret) values (${lightId}, 'https://ats.example.com/hook', 'old-secret-0123456789')`,
    );
    await t.database.db.execute(sql.raw(statement));
    const [row] = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.companyId, lightId));
    expect(row).toMatchObject({
      url: 'https://ats.example.com/hook',
      events: ['report.completed'],
      enabled: true,
    });
    expect(row!.secret).toBe(`whsec_${Buffer.from('old-secret-0123456789').toString('base64')}`);
    await t.database.db.delete(webhookEndpoints).where(eq(webhookEndpoints.companyId, lightId));
    await t.database.db.execute(sql`drop table company_ats_settings`);
  });
});
