/**
 * Sending: the periodic job takes one due reminder at a time with `FOR UPDATE SKIP LOCKED` in a transaction,
 * decides with the domain's `reminderDecision` (stop, postpone into office hours, or send), and records the mail
 * (and the one SMS reminder, `smsReminderDue`) in the outbox in the same transaction as the reminder's new status — so each reminder is sent
 * exactly once across instances and restarts. Deliveries are queued after the commit.
 */
import {
  answerTimeEstimate,
  eveningReminderDecision,
  formatDeadline,
  type Language,
  REMINDER_DEFAULTS,
  type ReminderSubjectState,
  reminderDecision,
  smsReminderDue,
} from '@refcheck/domain';
import { and, asc, count, desc, eq, isNull, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { ofCompany } from '../../db/company-scope.ts';
import { companies, referees, reminders, stepEvents, talents } from '../../db/schema/index.ts';
import { issueLinkToken, issueRefereeLink, linkExpiry } from '../../platform/links/index.ts';
import type { Outbox } from '../../platform/outbox/index.ts';
import { talentQuestionList } from '../../platform/questions/index.ts';
import { recordSteps } from '../../platform/step-events/index.ts';

type Reminder = typeof reminders.$inferSelect;
type Talent = typeof talents.$inferSelect;
type Referee = typeof referees.$inferSelect;
type Company = typeof companies.$inferSelect;

export interface SendDeps {
  db: Db;
  outbox: Outbox;
  publicUrl: string;
}

const MAX_PER_TICK = 500;

/** Sends every due reminder (of one candidate when given); returns how many were sent, stopped and postponed. */
export async function sendDueReminders(deps: SendDeps, now: Date, talentId?: string) {
  const result = { sent: 0, stopped: 0, postponed: 0 };
  for (let i = 0; i < MAX_PER_TICK; i++) {
    const outcome = await deps.db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(reminders)
        .where(
          and(
            eq(reminders.status, 'pending'),
            lte(reminders.dueAt, now),
            talentId ? eq(reminders.talentId, talentId) : undefined,
          ),
        )
        .orderBy(asc(reminders.dueAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!due) return null;
      return { ...(await handle(deps, tx, due, now)) };
    });
    if (!outcome) break;
    result[outcome.kind]++;
    for (const id of outcome.messageIds) await deps.outbox.queue(id);
  }
  return result;
}

async function handle(deps: SendDeps, tx: Tx, due: Reminder, now: Date) {
  const [row] = await tx
    .select({ talent: talents, company: companies })
    .from(talents)
    .innerJoin(companies, eq(companies.id, talents.companyId))
    .where(eq(talents.id, due.talentId));
  const [referee] = due.refereeId
    ? await tx.select().from(referees).where(eq(referees.id, due.refereeId))
    : [];
  const [last] = await tx
    .select({ sentAt: reminders.sentAt })
    .from(reminders)
    .where(and(eq(reminders.subjectId, due.subjectId), eq(reminders.status, 'sent')))
    .orderBy(desc(reminders.sentAt))
    .limit(1);
  const state = subjectState(row?.talent, row?.company, due.refereeId ? (referee ?? null) : undefined);
  // The recipient's time zone: a referee's as their browser reported it (issue 36), a candidate's Asia/Tokyo.
  const timing = {
    lastSentAt: last?.sentAt ?? null,
    timeZone: referee?.timeZone ?? REMINDER_DEFAULTS.timeZone,
  };
  let decision = reminderDecision(state, now, timing);
  // Issue 36: by default reminders go out in the recipient's evening (weekends late morning); a company may keep
  // office hours.
  if (decision.action !== 'stop' && row?.company.reminderWindow !== 'office') {
    decision = eveningReminderDecision(now, state.deadline, timing);
  }
  if (decision.action === 'stop') {
    await tx
      .update(reminders)
      .set({ status: 'stopped', reason: decision.reason })
      .where(eq(reminders.id, due.id));
    return { kind: 'stopped' as const, messageIds: [] };
  }
  if (decision.action === 'postpone') {
    await tx.update(reminders).set({ dueAt: decision.until }).where(eq(reminders.id, due.id));
    return { kind: 'postponed' as const, messageIds: [] };
  }
  const { talent, company } = row!;
  const ids = referee
    ? await recordRefereeReminder(deps, tx, talent, company, referee, now)
    : await recordTalentReminder(deps, tx, talent, company);
  await tx
    .update(reminders)
    .set({ status: 'sent', sentAt: now, messageId: ids[0], smsMessageId: ids[1] ?? null })
    .where(eq(reminders.id, due.id));
  await recordSteps(tx, {
    companyId: talent.companyId,
    talentId: talent.id,
    refereeId: referee?.id ?? null,
    step: 'reminded',
    at: now,
  });
  return { kind: 'sent' as const, messageIds: ids };
}

/** The stop conditions of a candidate (referee undefined) or of one referee (null when it was deleted). */
export function subjectState(
  talent: Talent | undefined,
  company: Company | undefined,
  referee?: Referee | null,
): ReminderSubjectState {
  const gone = !talent || !company || !!talent.deletedAt || !!company.deletedAt || !!company.bannedAt;
  const forReferee = referee !== undefined;
  return {
    deleted: gone || referee === null || !!referee?.replacedAt,
    completed: forReferee
      ? !!referee?.completedAt
      : talent?.status === 'refereesRegistered' || talent?.status === 'refereesAnswered',
    declined: !!talent?.declinedAt || !!referee?.declinedAt,
    unsubscribed: forReferee ? !!referee?.isUnsubscribeRemind : !!talent?.isUnsubscribeRemind,
    switchedOff: !!talent?.remindersOff,
    deadline: talent?.deadline ?? new Date(0),
  };
}

const companyName = (c: Company) => c.displayName || c.name;

async function recordTalentReminder(deps: SendDeps, tx: Tx, talent: Talent, company: Company) {
  const subject = {
    companyId: talent.companyId,
    talentId: talent.id,
    expiresAt: linkExpiry(talent.deadline),
  };
  const raw = await issueLinkToken(tx, { ...subject, purpose: 'talent' });
  const unsubscribe = await issueLinkToken(tx, { ...subject, purpose: 'unsubscribe' });
  const query = (token: string) => new URLSearchParams({ company: talent.companyId, token });
  const mail = await deps.outbox.prepareMail(
    'talentReminder',
    {
      to: talent.email,
      language: talent.language,
      companyId: talent.companyId,
      data: {
        talentName: talent.name,
        companyName: companyName(company),
        deadline: formatDeadline(talent.deadline, talent.language),
        link: `${deps.publicUrl}/talent/instruction?${query(raw)}`,
        unsubscribeLink: `${deps.publicUrl}/talent/unsubscribe/remind?${query(unsubscribe)}`,
      },
    },
    tx,
  );
  return [await deps.outbox.record(mail, tx)];
}

async function recordRefereeReminder(
  deps: SendDeps,
  tx: Tx,
  talent: Talent,
  company: Company,
  referee: Referee,
  now: Date,
) {
  const link = await issueRefereeLink(tx, {
    companyId: talent.companyId,
    talentId: talent.id,
    refereeId: referee.id,
    deadline: talent.deadline,
    publicUrl: deps.publicUrl,
  });
  const questions = await talentQuestionList(tx, talent.id);
  const deadline = formatDeadline(talent.deadline, referee.language);
  const mail = await deps.outbox.prepareMail(
    'refereeReminder',
    {
      to: referee.email,
      language: referee.language,
      companyId: talent.companyId,
      data: {
        refereeName: referee.name,
        talentName: talent.name,
        companyName: companyName(company),
        deadline,
        minutes: answerTimeEstimate(questions.length),
        link: link.url,
        unsubscribeLink: link.unsubscribeUrl,
      },
    },
    tx,
  );
  const ids = [await deps.outbox.record(mail, tx)];
  if (referee.phoneNumber && (await claimSmsReminder(tx, company, referee, now))) {
    const text = reminderSms(referee.language, companyName(company), talent.name, deadline, link.url);
    ids.push(
      await deps.outbox.record(
        {
          channel: 'sms',
          to: referee.phoneNumber,
          text,
          template: 'refereeReminderSms',
          language: referee.language,
          companyId: talent.companyId,
        },
        tx,
      ),
    );
  }
  return ids;
}

/**
 * Issue 36: one SMS reminder, with the reminder that follows the second reminder mail, to a referee who has not
 * opened the link and gave a phone. Mails sent: the referee's earlier `reminded` steps (scheduled and 「今すぐリマインド」
 * alike). The referee's `sms_reminded_at` is set in the same transaction, only when still empty, so it goes once.
 */
async function claimSmsReminder(tx: Tx, company: Company, referee: Referee, now: Date) {
  const [mails] = await tx
    .select({ n: count() })
    .from(stepEvents)
    .where(and(eq(stepEvents.refereeId, referee.id), eq(stepEvents.step, 'reminded')));
  // The invitation is the first mail; each earlier reminder another. "After the second mail" is then the second
  // scheduled reminder (the cadence sends two), or a remind-now after the first.
  const due = smsReminderDue({
    companyAllowsSms: company.smsReminders,
    mailsSent: 1 + (mails?.n ?? 0),
    openedAt: referee.openedAt,
    hasPhone: !!referee.phoneNumber,
    smsSent: !!referee.smsRemindedAt,
  });
  if (!due) return false;
  const claimed = await tx
    .update(referees)
    .set({ smsRemindedAt: now })
    .where(and(eq(referees.id, referee.id), isNull(referees.smsRemindedAt)))
    .returning({ id: referees.id });
  return claimed.length === 1;
}

export function reminderSms(lang: Language, company: string, talent: string, deadline: string, url: string) {
  if (lang === 'en')
    return `[${company}] Reminder: please complete your reference for ${talent} by ${deadline}. ${url}`;
  if (lang === 'cn') return `【${company}】提醒：请在${deadline}之前完成关于${talent}的背景调查。${url}`;
  return `【${company}】${talent}様のリファレンスチェックへのご回答をお願いいたします（回答期限：${deadline}）。${url}`;
}

/**
 * 「今すぐリマインド」 on a stalled check (issue 36): one reminder now to the candidate while the referees are not
 * registered yet, and to every referee invited who has not completed, declined, been replaced or unsubscribed —
 * the stop rules of the scheduled reminders, outside their cadence and window (a person asked for it). Each is a
 * `reminded` step. Null when the check is not this company's (or deleted); 0 when nobody is left to remind.
 */
export async function remindNow(deps: SendDeps, companyId: string, talentId: string, now: Date) {
  const ids: string[] = [];
  const sent = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ talent: talents, company: companies })
      .from(talents)
      .innerJoin(companies, eq(companies.id, talents.companyId))
      .where(and(eq(talents.id, talentId), ofCompany(talents, companyId)));
    if (!row || row.talent.deletedAt) return null;
    const { talent, company } = row;
    const open = (s: ReminderSubjectState) =>
      !s.deleted && !s.completed && !s.declined && !s.unsubscribed && s.deadline.getTime() > now.getTime();
    let count = 0;
    if (talent.invitedAt && open(subjectState(talent, company))) {
      ids.push(...(await recordTalentReminder(deps, tx, talent, company)));
      await recordSteps(tx, { companyId, talentId, step: 'reminded', at: now });
      count++;
    }
    const list = await tx.select().from(referees).where(eq(referees.talentId, talentId));
    for (const referee of list) {
      if (!referee.sendAt || !open(subjectState(talent, company, referee))) continue;
      ids.push(...(await recordRefereeReminder(deps, tx, talent, company, referee, now)));
      await recordSteps(tx, { companyId, talentId, refereeId: referee.id, step: 'reminded', at: now });
      count++;
    }
    return count;
  });
  for (const id of ids) await deps.outbox.queue(id);
  return sent;
}
