/**
 * Retention (issue 23 item 4): the company's setting (GET|PUT /api/company/retention, main account, 6–36 months) and
 * the daily retention job with its clock injected: it deletes what is due and nothing else.
 */
import type { RetentionRule } from '@refcheck/domain/privacy/retention';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_KINDS, type DataKindName } from '../src/db/personal-data.ts';
import {
  answers,
  auditLog,
  authEvents,
  consentRecords,
  linkDevices,
  messages,
  provisionRecords,
  referees,
  talents,
} from '../src/db/schema/index.ts';
import {
  RETENTION_AUDIT_ACTION,
  RETENTION_CRON,
  RETENTION_QUEUE,
  RETENTION_TARGETS,
  type RetentionJob,
} from '../src/modules/retention/index.ts';
import { seedReferenceCheck } from '../src/modules/seed/reference-check.ts';
import { eventually, type TestApp } from './helpers.ts';
import { openDemoApp, retentionJob } from './support/demo-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const URL = '/api/company/retention';
let t: TestApp;
let acme: string, light: string;
let owner: string, staff: string, other: string;
let job: RetentionJob;
/** The injected clock of every run. */
const NOW = new Date();
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY_MS);
/** `months` calendar months before NOW (UTC), a day's margin either way is left to the callers. */
const monthsAgo = (months: number) => {
  const d = new Date(NOW.getTime());
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
};

beforeAll(async () => {
  ({
    t,
    acmeId: acme,
    lightId: light,
    owner,
    staff,
    light: other,
  } = await openDemoApp(['owner', 'staff', 'light']));
  job = retentionJob(t);
});
afterAll(() => t.close());

const put = (cookie: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PUT', url: URL, headers: { cookie, ...headers }, payload });

describe('the retention setting', () => {
  it('is 12 months by default; the main account changes it, audited; the other company keeps its own', async () => {
    const read = await t.app.inject({ url: URL, headers: { cookie: owner } });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ months: 12, min: 6, max: 36, default: 12 });
    const saved = await put(owner, { months: 24 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ months: 24 });
    expect((await t.app.inject({ url: URL, headers: { cookie: owner } })).json()).toMatchObject({
      months: 24,
    });
    // Only its own company: the light company's setting is untouched.
    expect((await t.app.inject({ url: URL, headers: { cookie: other } })).json()).toMatchObject({
      months: 12,
    });
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.companyId, acme), eq(auditLog.action, RETENTION_AUDIT_ACTION)));
    expect(audited.map((a) => a.target)).toEqual(['answer_retention_months: 12 → 24']);
    expect(audited[0]!.actorUserId).toBeTruthy();
    expect((await put(owner, { months: 12 })).statusCode).toBe(200);
  });

  it('refuses 5, 37 and a fraction with a localized 400', async () => {
    for (const months of [5, 37, 12.5]) {
      const bad = await put(owner, { months });
      expect(bad.statusCode, String(months)).toBe(400);
      expect(bad.json().errors[0].message).toBe('保存期間は6〜36か月の整数で指定してください');
    }
    const en = await put(owner, { months: 37 }, { 'accept-language': 'en' });
    expect(en.statusCode).toBe(400);
    expect(en.json().errors[0].message).toBe('Choose a retention period of 6 to 36 whole months');
    expect((await put(owner, { months: '12' })).statusCode).toBe(400);
    expect((await t.app.inject({ url: URL, headers: { cookie: owner } })).json()).toMatchObject({
      months: 12,
    });
  });

  it('is the main account’s: a sub-account gets 403, no session 401', async () => {
    expect((await t.app.inject({ url: URL, headers: { cookie: staff } })).statusCode).toBe(403);
    const denied = await put(staff, { months: 24 });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().code).toBe('mainAccountOnly');
    expect((await t.app.inject({ url: URL })).statusCode).toBe(401);
    expect((await t.app.inject({ url: URL, headers: { cookie: owner } })).json()).toMatchObject({
      months: 12,
    });
  });
});

/** A check of the company with one referee who answered, completed `completedAt` (null: not completed). */
async function check(
  companyId: string,
  completedAt: Date | null,
  extra: Partial<typeof talents.$inferInsert> = {},
) {
  const seeded = await seedReferenceCheck(t.database.db, { companyId, referees: [{ name: '参照 一郎' }] });
  const db = t.database.db;
  await db
    .update(talents)
    .set({ completedAt, ipAddress: '198.51.100.7', ...extra })
    .where(eq(talents.id, seeded.talentId));
  const refereeId = seeded.referees[0]!.id;
  await db
    .update(referees)
    .set({ completedAt, ipAddress: '198.51.100.8', userAgent: 'Mozilla/5.0 test' })
    .where(eq(referees.id, refereeId));
  await db
    .insert(answers)
    .values({ refereeId, talentId: seeded.talentId, questionKey: 'description_1', text: '誠実' });
  await db
    .insert(linkDevices)
    .values({ companyId, talentId: seeded.talentId, party: 'candidate', deviceHash: 'h' });
  return seeded.talentId;
}

const talentIds = async () => (await t.database.db.select({ id: talents.id }).from(talents)).map((r) => r.id);

describe('the retention job (clock injected)', () => {
  it('purges a check completed 13 months ago (default 12), keeps 11 months, and 13 months at a 24-month company', async () => {
    expect((await put(other, { months: 24 })).statusCode).toBe(200);
    const due = await check(acme, monthsAgo(13));
    const young = await check(acme, monthsAgo(11));
    const longer = await check(light, monthsAgo(13));
    const unfinished = await check(acme, null, { createdAt: monthsAgo(40) });
    const before = await talentIds();
    const result = await job.purgeExpired(NOW);
    const after = await talentIds();
    expect(before.filter((id) => !after.includes(id))).toEqual([due]);
    expect(after).toEqual(expect.arrayContaining([young, longer, unfinished]));
    expect(result.find((r) => r.kind === 'answers')).toEqual({
      kind: 'answers',
      clock: 'checkCompleted',
      table: 'talents',
      action: 'purge',
      count: 1,
    });
    const db = t.database.db;
    expect(await db.select().from(answers).where(eq(answers.talentId, due))).toEqual([]);
    expect(await db.select().from(referees).where(eq(referees.talentId, due))).toEqual([]);
    expect(
      await db
        .select()
        .from(answers)
        .where(inArray(answers.talentId, [young, longer])),
    ).toHaveLength(2);
    // Once the light company's 24 months have passed, its check goes too.
    const later = new Date(NOW.getTime());
    later.setUTCMonth(later.getUTCMonth() + 12);
    later.setUTCDate(later.getUTCDate() + 1);
    await job.purgeExpired(later);
    expect(await talentIds()).not.toContain(longer);
  });

  it('nulls IPs, user agents and devices 91 days after completion, not 89', async () => {
    const old = await check(acme, daysAgo(91));
    const recent = await check(acme, daysAgo(89));
    const open = await check(acme, null);
    const db = t.database.db;
    await job.purgeExpired(NOW);
    const ipOf = async (id: string) =>
      (await db.select({ ip: talents.ipAddress }).from(talents).where(eq(talents.id, id)))[0]!.ip;
    const refereeOf = async (id: string) =>
      (
        await db
          .select({ ip: referees.ipAddress, ua: referees.userAgent })
          .from(referees)
          .where(eq(referees.talentId, id))
      )[0];
    const devicesOf = async (id: string) =>
      (await db.select().from(linkDevices).where(eq(linkDevices.talentId, id))).length;
    expect(await ipOf(old)).toBeNull();
    expect(await refereeOf(old)).toEqual({ ip: null, ua: null });
    expect(await devicesOf(old)).toBe(0);
    for (const kept of [recent, open]) {
      expect(await ipOf(kept)).toBe('198.51.100.7');
      expect(await refereeOf(kept)).toEqual({ ip: '198.51.100.8', ua: 'Mozilla/5.0 test' });
      expect(await devicesOf(kept)).toBe(1);
    }
    // The check itself and its answers stay: only the network data went.
    expect(await db.select().from(answers).where(eq(answers.talentId, old))).toHaveLength(1);
  });

  it('blanks outbox bodies and recipients 91 days after sending, keeps the row; not at 89 days nor while queued', async () => {
    const db = t.database.db;
    const message = (sentAt: Date, status: 'sent' | 'queued' | 'failed' = 'sent') => ({
      channel: 'mail' as const,
      to: 'old@example.jp',
      subject: '件名',
      text: '本文',
      html: '<p>本文</p>',
      template: 'invitation',
      status,
      error: status === 'failed' ? 'smtp 550' : null,
      createdAt: sentAt,
      sentAt: status === 'sent' ? sentAt : null,
    });
    const rows = await db
      .insert(messages)
      .values([
        message(daysAgo(91)),
        message(daysAgo(92), 'failed'),
        message(daysAgo(89)),
        message(daysAgo(91), 'queued'),
      ])
      .returning({ id: messages.id });
    const [sentOld, failedOld, sentRecent, queuedOld] = rows.map((r) => r.id);
    const withBody = async () =>
      (await db.select({ id: messages.id, text: messages.text }).from(messages)).filter((m) => m.text !== '');
    const before = await withBody();
    const result = await job.purgeExpired(NOW);
    expect(result.find((r) => r.table === 'messages')!.count).toBe(2);
    const read = async (id: string) => (await db.select().from(messages).where(eq(messages.id, id)))[0]!;
    for (const id of [sentOld!, failedOld!]) {
      expect(await read(id)).toMatchObject({
        to: '',
        subject: '',
        text: '',
        html: null,
        error: null,
        template: 'invitation',
      });
    }
    expect((await read(failedOld!)).status).toBe('failed');
    for (const id of [sentRecent!, queuedOld!]) {
      expect(await read(id)).toMatchObject({
        to: 'old@example.jp',
        subject: '件名',
        text: '本文',
        html: '<p>本文</p>',
      });
    }
    // Only what was due: every other message still has its body.
    const still = new Set((await withBody()).map((m) => m.id));
    expect(
      before
        .filter((m) => !still.has(m.id))
        .map((m) => m.id)
        .sort(),
    ).toEqual([sentOld!, failedOld!].sort());
  });

  it('deletes audit and sign-in rows older than 3 years, keeps younger ones', async () => {
    const db = t.database.db;
    const threeYears = monthsAgo(36);
    const older = new Date(threeYears.getTime() - DAY_MS);
    const younger = new Date(threeYears.getTime() + DAY_MS);
    const [a1, a2] = (
      await db
        .insert(auditLog)
        .values([
          { companyId: acme, action: 'report-read', target: 'old', at: older },
          { companyId: acme, action: 'report-read', target: 'young', at: younger },
        ])
        .returning({ id: auditLog.id })
    ).map((r) => r.id);
    const [e1, e2] = (
      await db
        .insert(authEvents)
        .values([
          { companyId: acme, kind: 'sign-in', result: 'ok', ip: '192.0.2.1', at: older },
          { companyId: acme, kind: 'sign-in', result: 'ok', ip: '192.0.2.1', at: younger },
        ])
        .returning({ id: authEvents.id })
    ).map((r) => r.id);
    const auditBefore = (await db.select({ id: auditLog.id }).from(auditLog)).length;
    const eventsBefore = (await db.select({ id: authEvents.id }).from(authEvents)).length;
    const result = await job.purgeExpired(NOW);
    expect(
      await db
        .select()
        .from(auditLog)
        .where(inArray(auditLog.id, [a1!, a2!])),
    ).toMatchObject([{ id: a2 }]);
    expect(
      await db
        .select()
        .from(authEvents)
        .where(inArray(authEvents.id, [e1!, e2!])),
    ).toMatchObject([{ id: e2 }]);
    expect((await db.select({ id: auditLog.id }).from(auditLog)).length).toBe(auditBefore - 1);
    expect((await db.select({ id: authEvents.id }).from(authEvents)).length).toBe(eventsBefore - 1);
    expect(result.filter((r) => r.kind === 'audit' && r.table !== 'admin_changes')).toEqual([
      { kind: 'audit', clock: 'created', table: 'audit_log', action: 'delete', count: 1 },
      { kind: 'audit', clock: 'created', table: 'auth_events', action: 'delete', count: 1 },
    ]);
  });

  it('deletes provision records after 3 years, and a consent after 3 years unless a kept provision relies on it', async () => {
    const db = t.database.db;
    const threeYears = monthsAgo(36);
    const older = new Date(threeYears.getTime() - DAY_MS);
    const younger = new Date(threeYears.getTime() + DAY_MS);
    const consent = (at: Date) => ({
      subjectKind: 'candidate' as const,
      consentKind: 'candidatePrivacy' as const,
      companyId: acme,
      talentId: crypto.randomUUID(),
      textVersion: 'a'.repeat(64),
      language: 'jp' as const,
      at,
    });
    const [lone, relied, reliedOnByOld, young] = (
      await db
        .insert(consentRecords)
        .values([consent(older), consent(older), consent(older), consent(younger)])
        .returning({ id: consentRecords.id })
    ).map((r) => r.id);
    const provision = (consentRecordId: string, providedAt: Date) => ({
      companyId: acme,
      companyName: 'テスト株式会社',
      talentId: crypto.randomUUID(),
      candidateName: '保存 太郎',
      candidateEmail: 'keep@example.jp',
      providers: ['推薦 一郎'],
      dataItems: ['answers'],
      consentRecordId,
      channel: 'report' as const,
      providedAt,
    });
    const [oldProvision, keptProvision] = (
      await db
        .insert(provisionRecords)
        .values([provision(reliedOnByOld!, older), provision(relied!, younger)])
        .returning({ id: provisionRecords.id })
    ).map((r) => r.id);
    const result = await job.purgeExpired(NOW);
    const provisions = await db
      .select({ id: provisionRecords.id })
      .from(provisionRecords)
      .where(inArray(provisionRecords.id, [oldProvision!, keptProvision!]));
    expect(provisions).toEqual([{ id: keptProvision }]);
    const consents = (
      await db
        .select({ id: consentRecords.id })
        .from(consentRecords)
        .where(inArray(consentRecords.id, [lone!, relied!, reliedOnByOld!, young!]))
    ).map((r) => r.id);
    expect(consents.sort()).toEqual([relied!, young!].sort());
    expect(result.filter((r) => r.kind === 'provision' || r.kind === 'consent')).toEqual([
      { kind: 'provision', clock: 'created', table: 'provision_records', action: 'delete', count: 1 },
      { kind: 'consent', clock: 'created', table: 'consent_records', action: 'delete', count: 2 },
    ]);
  });

  it('runs daily as a durable pg-boss job, and a second run changes nothing', async () => {
    const jobs = t.app.services.jobs;
    const schedules = await jobs.getSchedules();
    expect(schedules.find((s) => s.name === RETENTION_QUEUE)).toMatchObject({
      cron: RETENTION_CRON,
      timezone: 'Asia/Tokyo',
    });
    const id = (await jobs.send(RETENTION_QUEUE, {}))!;
    const state = await eventually(async () => {
      const found = await jobs.getJobById(RETENTION_QUEUE, id);
      return found && ['completed', 'failed'].includes(found.state) ? found.state : undefined;
    });
    expect(state).toBe('completed');
    const again = await job.purgeExpired(NOW);
    expect(again.filter((r) => r.count > 0)).toEqual([]);
  });

  it('enforces every rule of the inventory (each kind and clock) and reads its periods from there', () => {
    const enforced = new Set(
      RETENTION_TARGETS.flatMap((x) => {
        const clock = x.clock ?? (DATA_KINDS[x.kind] as { rules: readonly RetentionRule[] }).rules[0]!.from;
        return [x.kind, ...(x.also ?? [])].map((kind) => `${kind}:${clock}`);
      }),
    );
    const ruled = (Object.keys(DATA_KINDS) as DataKindName[]).flatMap((kind) =>
      ((DATA_KINDS[kind] as { rules?: readonly RetentionRule[] }).rules ?? []).map(
        (r) => `${kind}:${r.from}`,
      ),
    );
    expect([...enforced].sort()).toEqual(ruled.sort());
  });
});
