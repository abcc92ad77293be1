/**
 * Planning: every candidate invited and every referee mailed gets one `reminders` row per cadence step
 * (pending with its time, or skipped), computed by the domain's `reminderSchedule` from the time the request was
 * sent. Inserts are `ON CONFLICT DO NOTHING` on (subject, step), so planning is idempotent across instances.
 */
import { REMINDER_STEPS, reminderSchedule } from '@refcheck/domain';
import { and, eq, gt, inArray, isNotNull, isNull, notExists, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { referees, reminders, talents } from '../../db/schema/index.ts';

interface Subject {
  companyId: string;
  talentId: string;
  refereeId: string | null;
  sentAt: Date;
  deadline: Date;
}

const notPlanned = (db: Db, subjectId: SQL | typeof talents.id) =>
  notExists(
    db
      .select({ one: sql`1` })
      .from(reminders)
      .where(eq(reminders.subjectId, subjectId as typeof talents.id)),
  );

/** Plans the reminders of every subject not planned yet (of one candidate when `talentId` is given). */
export async function planReminders(db: Db, now: Date, talentId?: string) {
  const open = and(
    isNull(talents.deletedAt),
    isNull(talents.declinedAt),
    gt(talents.deadline, now),
    talentId ? eq(talents.id, talentId) : undefined,
  );
  const candidates = await db
    .select({
      companyId: talents.companyId,
      talentId: talents.id,
      sentAt: talents.invitedAt,
      deadline: talents.deadline,
    })
    .from(talents)
    .where(
      and(
        open,
        isNotNull(talents.invitedAt),
        inArray(talents.status, ['mailSend', 'agreeToPrivacyPolicy']),
        notPlanned(db, talents.id),
      ),
    )
    .limit(1000);
  const refs = await db
    .select({
      companyId: referees.companyId,
      talentId: referees.talentId,
      refereeId: referees.id,
      sentAt: referees.sendAt,
      deadline: talents.deadline,
    })
    .from(referees)
    .innerJoin(talents, eq(talents.id, referees.talentId))
    .where(
      and(
        open,
        isNotNull(referees.sendAt),
        isNull(referees.completedAt),
        notPlanned(db, referees.id as unknown as typeof talents.id),
      ),
    )
    .limit(1000);
  const subjects: Subject[] = [
    ...candidates.map((c) => ({ ...c, refereeId: null, sentAt: c.sentAt! })),
    ...refs.map((r) => ({ ...r, sentAt: r.sentAt! })),
  ];
  for (const s of subjects) {
    // "Already past" is judged when the request was sent: a reminder due while no instance ran still goes out.
    const schedule = reminderSchedule({ sentAt: s.sentAt, deadline: s.deadline, now: s.sentAt });
    await db
      .insert(reminders)
      .values(
        REMINDER_STEPS.map((step) => ({
          companyId: s.companyId,
          talentId: s.talentId,
          refereeId: s.refereeId,
          subjectId: s.refereeId ?? s.talentId,
          kind: s.refereeId ? ('referee' as const) : ('talent' as const),
          step,
          status: schedule[step] ? ('pending' as const) : ('skipped' as const),
          dueAt: schedule[step],
        })),
      )
      .onConflictDoNothing();
  }
  return subjects.length;
}
