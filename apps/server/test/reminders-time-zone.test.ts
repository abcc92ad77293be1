/**
 * Issue 36: a referee's reminders go out in the referee's own evening. The browser reports its time zone when the
 * link is opened (`POST /api/referee-flow/session`); an invalid or missing one is never refused and keeps Asia/Tokyo.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referees, reminders } from '../src/db/schema/index.ts';
import { findUserByEmail } from '../src/modules/seed/demo.ts';
import { seedReferenceCheck } from '../src/modules/seed/reference-check.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { DEADLINE, SENT, tokyo } from './support/reminder-times.ts';

let t: TestApp;
let companyId: string;

beforeAll(async () => {
  t = await createTestApp();
  // The light demo company keeps the default reminder window: the referee's evening.
  companyId = (await findUserByEmail(t.database.db, 'owner@light.test'))!.companyId!;
});
afterAll(() => t.close());

describe("reminders in the referee's time zone", () => {
  it('a referee in America/Los_Angeles is reminded in their evening; an invalid or missing zone keeps Asia/Tokyo', async () => {
    const tag = Math.random().toString(36).slice(2, 7);
    const check = await seedReferenceCheck(t.database.db, {
      companyId,
      talentEmail: `tz-${tag}@example.jp`,
      now: SENT,
      deadline: DEADLINE,
      referees: [
        { name: 'LA', email: `la-${tag}@corp.example.jp` },
        { name: 'Invalid', email: `invalid-${tag}@corp.example.jp` },
        { name: 'Missing', email: `missing-${tag}@corp.example.jp` },
        { name: 'NotANumber', email: `nan-${tag}@corp.example.jp` },
      ],
    });
    const zones = [
      { timeZone: 'America/Los_Angeles' },
      { timeZone: 'Mars/Olympus_Mons' },
      {},
      { timeZone: 42 },
    ];
    for (const [n, extra] of zones.entries()) {
      const opened = await t.app.inject({
        method: 'POST',
        url: '/api/referee-flow/session',
        payload: { company: companyId, talent: check.talentId, token: check.referees[n]!.token, ...extra },
      });
      // Never an error for the referee.
      expect(opened.statusCode, opened.body).toBe(200);
    }
    const stored = async () =>
      (await t.database.db.select().from(referees).where(eq(referees.talentId, check.talentId)))
        .sort((a, b) => a.indexNumber - b.indexNumber)
        .map((r) => r.timeZone);
    expect(await stored()).toEqual(['America/Los_Angeles', 'Asia/Tokyo', 'Asia/Tokyo', 'Asia/Tokyo']);
    // A later opening without a zone keeps the one reported before.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/referee-flow/session',
      payload: { company: companyId, talent: check.talentId, token: check.referees[0]!.token },
    });
    expect(again.statusCode).toBe(200);
    expect((await stored())[0]).toBe('America/Los_Angeles');

    const tick = async (at: Date) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/dev/clock',
        payload: { offsetMs: at.getTime() - Date.now(), talentId: check.talentId },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const sentAt = async () => {
      const rows = await t.database.db.select().from(reminders).where(eq(reminders.talentId, check.talentId));
      return check.referees.map((r) =>
        rows
          .filter((x) => x.refereeId === r.id && x.status === 'sent')
          // To the minute: the dev clock's offset is taken from this process's clock a few ms before the server's.
          .map((x) => new Date(Math.floor(x.sentAt!.getTime() / 60_000) * 60_000).toISOString())
          .sort(),
      );
    };

    // The first reminder is due Wednesday 10:00 in Tokyo — Tuesday 17:00 in Los Angeles: nobody is reminded yet.
    await tick(tokyo('2027-03-03T10:00:00'));
    expect(await sentAt()).toEqual([[], [], [], []]);
    // Wednesday 12:00 in Tokyo is Tuesday 19:00 in Los Angeles: that referee's evening, only theirs.
    const laEvening = tokyo('2027-03-03T12:00:00');
    expect(laEvening.toISOString()).toBe(new Date('2027-03-02T19:00:00-08:00').toISOString());
    await tick(laEvening);
    expect(await sentAt()).toEqual([[laEvening.toISOString()], [], [], []]);
    // 19:00 in Tokyo (03:00 at night in Los Angeles): the others, in Asia/Tokyo; the Los Angeles referee not again.
    const tokyoEvening = tokyo('2027-03-03T19:00:00');
    await tick(tokyoEvening);
    expect(await sentAt()).toEqual([
      [laEvening.toISOString()],
      [tokyoEvening.toISOString()],
      [tokyoEvening.toISOString()],
      [tokyoEvening.toISOString()],
    ]);
    const mails = await t.app.services.outbox.list({ to: `la-${tag}@corp.example.jp`, limit: 10 });
    expect(mails.filter((m) => /リマインド/.test(m.subject))).toHaveLength(1);
  });
});
