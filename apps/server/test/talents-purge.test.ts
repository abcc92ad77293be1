/**
 * Hard delete of candidates: the daily pg-boss job purges candidates soft-deleted more than the retention ago
 * (rows and stored image bytes), the main account can purge a soft-deleted one at once, and a failed storage
 * deletion is kept and retried.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answers,
  evaluations,
  fileDeletions,
  files,
  linkTokens,
  refereeBreakdowns,
  referees,
  smsCodes,
  talents,
} from '../src/db/schema/index.ts';
import { recomputeEvaluation } from '../src/modules/referees/evaluation.ts';
import { SMS_PURPOSE } from '../src/modules/referees/service.ts';
import { type SeededReferenceCheck, seedReferenceCheck } from '../src/modules/seed/reference-check.ts';
import { TALENT_PURGE_CRON, TALENT_PURGE_QUEUE } from '../src/modules/talents/purge.ts';
import { talentQuestionList } from '../src/platform/questions/talent-questions.ts';
import { eventually, signIn, type TestApp } from './helpers.ts';
import { PNG, uploadIdentificationAs } from './referee-helpers.ts';
import { openDemoApp } from './support/demo-app.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
let t: TestApp;
let acme: string, light: string;
let owner: string;
let phone = 1000;

beforeAll(async () => {
  ({
    t,
    acmeId: acme,
    lightId: light,
    owner,
  } = await openDemoApp(['owner'], {
    env: { TALENT_PURGE_AFTER_DAYS: '30' },
  }));
});
afterAll(() => t.close());

/** A candidate with referees who verified their phone, answered one question and uploaded an image each. */
async function candidate(companyId: string, refereeCount: number, deletedDaysAgo: number | null) {
  const seeded = await seedReferenceCheck(t.database.db, {
    companyId,
    referees: Array.from({ length: refereeCount }, (_, i) => ({ name: `参照 ${i + 1}` })),
  });
  const [question] = await talentQuestionList(t.database.db, seeded.talentId, 'selection');
  const selectionKey = question!.key;
  for (let i = 0; i < refereeCount; i++) {
    const call = await uploadIdentificationAs(t.app, companyId, seeded, i, `0906666${String(phone++)}`);
    const saved = await call('PUT', '/api/referee-flow/answers/description_1', { text: '誠実な方です' });
    expect(saved.statusCode, saved.body).toBe(200);
    const selection = await call('PUT', `/api/referee-flow/answers/${selectionKey}`, { level: 4 });
    expect(selection.statusCode, selection.body).toBe(200);
  }
  // Saves no longer recompute the evaluation (completion does): write the candidate's evaluation rows as completion
  // would, so the purge has them to remove.
  await t.database.db.transaction((tx) => recomputeEvaluation(tx, seeded.talentId));
  if (deletedDaysAgo !== null) {
    await t.database.db
      .update(talents)
      .set({ deletedAt: new Date(Date.now() - deletedDaysAgo * DAY_MS) })
      .where(eq(talents.id, seeded.talentId));
  }
  return seeded;
}

/** Runs the purge job now (as the daily schedule does) and waits until pg-boss reports it completed. */
async function runPurgeJob() {
  const jobs = t.app.services.jobs;
  const id = (await jobs.send(TALENT_PURGE_QUEUE, {}))!;
  const state = await eventually(async () => {
    const job = await jobs.getJobById(TALENT_PURGE_QUEUE, id);
    return job && ['completed', 'failed'].includes(job.state) ? job.state : undefined;
  });
  expect(state).toBe('completed');
}

/** What the database and the storage hold for a candidate. */
async function holdings(seeded: SeededReferenceCheck) {
  const db = t.database.db;
  const talentId = seeded.talentId;
  const refereeIds = seeded.referees.map((r) => r.id);
  const keys = (await db.select().from(files).where(eq(files.talentId, talentId))).map((f) => f.storageKey);
  return {
    talent: (await db.select().from(talents).where(eq(talents.id, talentId))).length,
    breakdowns: (await db.select().from(refereeBreakdowns).where(eq(refereeBreakdowns.talentId, talentId)))
      .length,
    questions: (await talentQuestionList(db, talentId)).length,
    referees: (await db.select().from(referees).where(eq(referees.talentId, talentId))).length,
    answers: (await db.select().from(answers).where(eq(answers.talentId, talentId))).length,
    evaluations: (await db.select().from(evaluations).where(eq(evaluations.talentId, talentId))).length,
    linkTokens: (await db.select().from(linkTokens).where(eq(linkTokens.talentId, talentId))).length,
    smsCodes: (
      await db
        .select()
        .from(smsCodes)
        .where(and(eq(smsCodes.purpose, SMS_PURPOSE), inArray(smsCodes.subjectId, refereeIds)))
    ).length,
    files: keys.length,
    bytesStored: keys.filter((k) => fs.existsSync(path.join(t.config.DATA_DIR, 'files', k))).length,
  };
}

/** The stored image paths of a candidate (read before it is purged). */
async function storedPaths(seeded: SeededReferenceCheck) {
  const rows = await t.database.db.select().from(files).where(eq(files.talentId, seeded.talentId));
  return rows.map((f) => path.join(t.config.DATA_DIR, 'files', f.storageKey));
}

function expectIntact(h: Awaited<ReturnType<typeof holdings>>, refereeCount: number) {
  expect(h).toMatchObject({
    talent: 1,
    referees: refereeCount,
    answers: 2 * refereeCount,
    evaluations: expect.any(Number),
    files: refereeCount,
    bytesStored: refereeCount,
    smsCodes: refereeCount,
  });
  expect(h.linkTokens).toBeGreaterThanOrEqual(refereeCount);
  expect(h.breakdowns).toBeGreaterThan(0);
  expect(h.evaluations).toBeGreaterThan(0);
  expect(h.questions).toBeGreaterThan(0);
}

describe('the daily purge of soft-deleted candidates', () => {
  it('is scheduled daily as a durable pg-boss job', async () => {
    const schedules = await t.app.services.jobs.getSchedules();
    expect(schedules).toContainEqual(
      expect.objectContaining({ name: TALENT_PURGE_QUEUE, cron: TALENT_PURGE_CRON, timezone: 'Asia/Tokyo' }),
    );
  });

  it('purges candidates deleted more than 30 days ago with everything they own, and nothing else', async () => {
    const expired = await candidate(acme, 2, 31);
    const recent = await candidate(acme, 1, 29);
    const live = await candidate(acme, 1, null);
    const otherLive = await candidate(light, 1, null);
    const otherRecent = await candidate(light, 1, 10);

    const before = await holdings(expired);
    expectIntact(before, 2);
    const expiredPaths = await storedPaths(expired);
    expect(expiredPaths.every((p) => fs.existsSync(p))).toBe(true);
    const others = [recent, live, otherLive, otherRecent];
    const othersBefore = await Promise.all(others.map(holdings));

    await runPurgeJob();

    expect(await holdings(expired)).toEqual({
      talent: 0,
      breakdowns: 0,
      questions: 0,
      referees: 0,
      answers: 0,
      evaluations: 0,
      linkTokens: 0,
      smsCodes: 0,
      files: 0,
      bytesStored: 0,
    });
    // The image bytes are gone from storage, and no deletion is left pending.
    expect(expiredPaths.some((p) => fs.existsSync(p))).toBe(false);
    expect(await t.database.db.select().from(fileDeletions)).toEqual([]);

    // The recent deletion, the live candidate and the other company's candidates are untouched.
    expect(await Promise.all(others.map(holdings))).toEqual(othersBefore);
    for (const h of othersBefore) expectIntact(h, 1);

    // Its referee links no longer open anything.
    const opened = await t.app.inject({
      method: 'POST',
      url: '/api/referee-flow/session',
      payload: { company: acme, talent: expired.talentId, token: expired.referees[0]!.token },
    });
    expect(opened.statusCode).toBe(404);
  });

  it('keeps a stored file whose deletion failed on record and deletes it when a retry succeeds', async () => {
    const expired = await candidate(acme, 1, 40);
    const [stored] = await storedPaths(expired);
    // Make the local deletion fail for real: a non-empty directory stands where the image file was.
    fs.rmSync(stored!);
    fs.mkdirSync(path.join(stored!, 'blocker'), { recursive: true });

    await t.app.services.jobs.send(TALENT_PURGE_QUEUE, {});
    const pending = await eventually(async () => {
      const rows = await t.database.db.select().from(fileDeletions);
      return rows.length === 1 && rows[0]!.attempts >= 1 ? rows[0] : undefined;
    });
    // The rows are gone (nothing points at the file any more) and the file is on record with its error.
    expect(await holdings(expired)).toMatchObject({ talent: 0, referees: 0, files: 0, answers: 0 });
    expect(path.join(t.config.DATA_DIR, 'files', pending!.storageKey)).toBe(stored);
    expect(pending!.companyId).toBe(acme);
    expect(pending!.lastError).toMatch(/directory/i);

    // Once storage works again the retry job deletes it and clears the record.
    fs.rmSync(stored!, { recursive: true });
    fs.writeFileSync(stored!, PNG);
    await eventually(async () =>
      (await t.database.db.select().from(fileDeletions)).length === 0 ? true : undefined,
    );
    expect(fs.existsSync(stored!)).toBe(false);
  });
});

describe('purging a soft-deleted candidate at once', () => {
  it('lets the main account purge its own soft-deleted candidate, nothing else', async () => {
    const deleted = await candidate(acme, 1, null);
    const live = await candidate(acme, 1, null);
    const other = await candidate(light, 1, 1);
    const del = (id: string, cookie = owner) =>
      t.app.inject({ method: 'DELETE', url: `/api/talents/${id}/purge`, headers: { cookie } });

    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/talents/${deleted.talentId}`,
          headers: { cookie: owner },
        })
      ).statusCode,
    ).toBe(204);
    const paths = await storedPaths(deleted);

    // A sub-account may not; a live candidate or another company's is not found; all stay intact.
    expect((await del(deleted.talentId, await signIn(t.app, 'staff'))).statusCode).toBe(403);
    expect((await del(live.talentId)).statusCode).toBe(404);
    expect((await del(other.talentId)).statusCode).toBe(404);
    expectIntact(await holdings(deleted), 1);
    expectIntact(await holdings(live), 1);
    expectIntact(await holdings(other), 1);

    expect((await del(deleted.talentId)).statusCode).toBe(204);
    expect(await holdings(deleted)).toMatchObject({
      talent: 0,
      referees: 0,
      answers: 0,
      files: 0,
      smsCodes: 0,
    });
    expect(paths.some((p) => fs.existsSync(p))).toBe(false);
    expect((await del(deleted.talentId)).statusCode).toBe(404);
    expectIntact(await holdings(live), 1);
  });
});
