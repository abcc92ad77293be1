/**
 * Issue 36: the referee declines (「回答を辞退する」) and the first opening of the link. The decline, its step
 * and the `referee.declined` webhook are one transaction; the candidate is then asked by mail (and by SMS where
 * the company allows SMS reminders) to name a replacement.
 */
import { canonicalTimeZone, formatDeadline, type RefereeDecline } from '@refcheck/domain';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ofCompany } from '../../db/company-scope.ts';
import { companies, referees, talents } from '../../db/schema/index.ts';
import { HttpProblem } from '../../lib/problem.ts';
import { issueLinkToken, linkExpiry } from '../../platform/links/index.ts';
import { refereeDeclinedSms } from '../../platform/mail/index.ts';
import type { Outbox } from '../../platform/outbox/index.ts';
import { recordSteps } from '../../platform/step-events/index.ts';
import type { WebhookEvents } from '../../platform/webhook-events/index.ts';
import { assertOpen, loadReferee, type Subject } from './subject.ts';

export interface DeclineDeps {
  db: Db;
  outbox: Outbox;
  webhooks: WebhookEvents;
  publicUrl: string;
}

export async function declineReferee(deps: DeclineDeps, s: Subject, input: RefereeDecline, now: Date) {
  const row = await loadReferee(deps.db, s);
  assertOpen(row, now);
  const { talent, company } = row;
  const link = await deps.db.transaction(async (tx) => {
    const done = await tx
      .update(referees)
      .set({ declinedAt: now, declineReason: input.reason, declineText: input.text || null })
      .where(and(eq(referees.id, s.refereeId), isNull(referees.declinedAt), isNull(referees.completedAt)))
      .returning({ id: referees.id });
    if (done.length === 0) throw new HttpProblem(409, 'steps.alreadyDeclined');
    await recordSteps(tx, { ...s, step: 'declined', at: now });
    // Ids and the fact only: the reason stays in the product.
    await deps.webhooks.emit(tx, {
      companyId: s.companyId,
      type: 'referee.declined',
      subjectId: s.refereeId,
      data: {
        candidateId: s.talentId,
        externalId: talent.compoundId ?? null,
        refereeId: s.refereeId,
        declinedAt: now.toISOString(),
      },
    });
    return candidateLink(tx, deps.publicUrl, s.companyId, s.talentId, talent.deadline);
  });
  deps.webhooks.flushSoon();
  await notifyCandidate(deps, { talent, company }, row.referee.name, link);
}

type Talent = typeof talents.$inferSelect;
type Company = typeof companies.$inferSelect;

/** A fresh link to the candidate's page, where a referee is replaced. */
async function candidateLink(
  tx: Pick<Db, 'insert'>,
  publicUrl: string,
  companyId: string,
  talentId: string,
  deadline: Date,
) {
  const raw = await issueLinkToken(tx as Db, {
    companyId,
    talentId,
    purpose: 'talent',
    expiresAt: linkExpiry(deadline),
  });
  return `${publicUrl}/talent/instruction?${new URLSearchParams({ company: companyId, token: raw })}`;
}

/** The mail asking the candidate for a replacement (and the SMS where the company allows SMS reminders). */
async function notifyCandidate(
  deps: Pick<DeclineDeps, 'outbox'>,
  { talent, company }: { talent: Talent; company: Company },
  refereeName: string,
  link: string,
) {
  const companyName = company.displayName || company.name;
  await deps.outbox.sendMail('refereeDeclined', {
    to: talent.email,
    language: talent.language,
    companyId: talent.companyId,
    data: {
      talentName: talent.name,
      companyName,
      refereeName,
      deadline: formatDeadline(talent.deadline, talent.language),
      link,
    },
  });
  if (company.smsReminders && talent.phoneNumber) {
    await deps.outbox.send({
      channel: 'sms',
      to: talent.phoneNumber,
      text: refereeDeclinedSms(talent.language, companyName, refereeName, link),
      template: 'refereeDeclinedSms',
      language: talent.language,
      companyId: talent.companyId,
    });
  }
}

/**
 * 「候補者に差し替えを依頼」 on a stalled check (issue 36): the decline mail again, naming the referees who declined
 * and are not replaced yet, with a fresh link. Null when the check is not this company's (or deleted); 0 when no
 * referee waits for a replacement.
 */
export async function askForReplacement(
  deps: Pick<DeclineDeps, 'db' | 'outbox' | 'publicUrl'>,
  companyId: string,
  talentId: string,
): Promise<number | null> {
  const [row] = await deps.db
    .select({ talent: talents, company: companies })
    .from(talents)
    .innerJoin(companies, eq(companies.id, talents.companyId))
    .where(and(eq(talents.id, talentId), ofCompany(talents, companyId), isNull(talents.deletedAt)));
  if (!row) return null;
  const waiting = await deps.db
    .select({ name: referees.name })
    .from(referees)
    .where(
      and(
        eq(referees.talentId, talentId),
        isNotNull(referees.declinedAt),
        isNull(referees.replacedAt),
        isNull(referees.completedAt),
      ),
    );
  if (waiting.length === 0) return 0;
  const link = await candidateLink(deps.db, deps.publicUrl, companyId, talentId, row.talent.deadline);
  const separator = row.talent.language === 'en' ? ', ' : '、';
  await notifyCandidate(deps, row, waiting.map((w) => w.name).join(separator), link);
  return waiting.length;
}

/**
 * The referee opened the link: the first time only, `openedAt` and its step; each time, the time zone the browser
 * reported when it is a valid IANA name (else the stored one stays: Asia/Tokyo by default). One statement.
 */
export async function markOpened(db: Db, s: Subject, now: Date, timeZone?: string) {
  const zone = canonicalTimeZone(timeZone);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(referees)
      .set({
        openedAt: sql`coalesce(${referees.openedAt}, ${now.toISOString()}::timestamptz)`,
        ...(zone ? { timeZone: zone } : {}),
      })
      .where(eq(referees.id, s.refereeId))
      .returning({ openedAt: referees.openedAt });
    if (row?.openedAt?.getTime() === now.getTime()) await recordSteps(tx, { ...s, step: 'opened', at: now });
  });
}
