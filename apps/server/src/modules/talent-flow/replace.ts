/**
 * Issue 36: the candidate replaces a referee who declined, or who has not opened the link within the company's
 * days, by a new referee in the same breakdown slot (`replaceReferee`). The old referee is marked replaced (its
 * links revoked: the old link answers 404), the new one inserted with the same relationship and period, both steps
 * recorded, in one transaction; the new referee is then invited at once.
 */
import {
  type Language,
  localizeIssues,
  type ReplaceRefusal,
  refereeSchema,
  replacementAllowed,
  toE164,
} from '@refcheck/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { referees } from '../../db/schema/index.ts';
import { HttpProblem, notFound } from '../../lib/problem.ts';
import { revokeLinkTokens } from '../../platform/links/index.ts';
import { recordSteps } from '../../platform/step-events/index.ts';
import type { TalentService } from '../talents/index.ts';
import { enteredRefereeColumns } from './referee-columns.ts';

type RefereeRow = typeof referees.$inferSelect;
export interface ReplaceSubject {
  companyId: string;
  talentId: string;
}

const REFUSAL_CODES: Record<ReplaceRefusal, string> = {
  completed: 'steps.replaceCompleted',
  alreadyReplaced: 'steps.replaceAlreadyReplaced',
  notYet: 'steps.replaceNotYet',
  limitReached: 'steps.replaceLimitReached',
  deadlinePassed: 'steps.replaceDeadlinePassed',
};

/** How many replacements the referee's slot already had: the length of its chain of replaced referees. */
export function replacementsBefore(all: readonly RefereeRow[], referee: RefereeRow): number {
  const byId = new Map(all.map((r) => [r.id, r]));
  let n = 0;
  let cur: RefereeRow | undefined = referee;
  while (cur?.replacesRefereeId && n < 100) {
    n++;
    cur = byId.get(cur.replacesRefereeId);
  }
  return n;
}

export interface CompanyReplaceSettings {
  replaceAfterDays: number | null;
  maxReplacementsPerSlot: number;
}

/** What the candidate's page shows for one referee: replaceable now, why, and how many replacements are left. */
export function replaceableView(
  all: readonly RefereeRow[],
  r: RefereeRow,
  settings: CompanyReplaceSettings,
  deadline: Date,
  now: Date,
) {
  const used = replacementsBefore(all, r);
  const decision = replacementAllowed(
    {
      invitedAt: r.sendAt,
      openedAt: r.openedAt,
      completedAt: r.completedAt,
      declinedAt: r.declinedAt,
      replacedAt: r.replacedAt,
    },
    { settings, replacementsInSlot: used, deadline, now },
  );
  if (!decision.allowed) return null;
  return {
    reason: r.declinedAt ? ('declined' as const) : ('notOpened' as const),
    left: settings.maxReplacementsPerSlot - used,
  };
}

export async function replaceReferee(
  db: Db,
  talentsService: TalentService,
  s: ReplaceSubject,
  refereeId: string,
  body: unknown,
  lang: Language,
  now: Date,
): Promise<{ refereeId: string }> {
  const talent = await talentsService.reads.get(s.companyId, s.talentId);
  if (talent.declinedAt) throw notFound();
  const company = await talentsService.reads.company(s.companyId);
  const all = await db.select().from(referees).where(eq(referees.talentId, s.talentId));
  const old = all.find((r) => r.id === refereeId && r.companyId === s.companyId);
  if (!old) throw notFound();
  const decision = replacementAllowed(
    {
      invitedAt: old.sendAt,
      openedAt: old.openedAt,
      completedAt: old.completedAt,
      declinedAt: old.declinedAt,
      replacedAt: old.replacedAt,
    },
    {
      settings: {
        replaceAfterDays: company.replaceAfterDays,
        maxReplacementsPerSlot: company.maxReplacementsPerSlot,
      },
      replacementsInSlot: replacementsBefore(all, old),
      deadline: talent.deadline,
      now,
    },
  );
  if (!decision.allowed) throw new HttpProblem(409, REFUSAL_CODES[decision.reason]);
  // The new referee takes the old one's slot: relationship and period come from it, not from the body.
  const slot = {
    relationship: old.relationship,
    otherRelationship: old.otherRelationship,
    timeWorkingTogether: old.timeWorkingTogether,
    otherTimeWorkingTogether: old.otherTimeWorkingTogether,
    isRelationshipSelectedByCompany: old.isRelationshipSelectedByCompany,
    isTimeWorkingTogetherSelectedByCompany: old.isTimeWorkingTogetherSelectedByCompany,
  };
  const card = { ...((body ?? {}) as Record<string, unknown>), ...slot };
  const taken = [
    safeE164(talent.countryCode, talent.phoneNumber),
    // Every referee of the check, the one replaced included: the new referee is another person.
    ...all.map((r) => r.phoneNumber),
  ].filter((p): p is string => Boolean(p));
  const parsed = refereeSchema({
    isFreemailAllowed: company.isFreemailAllowed,
    takenPhoneNumbers: taken,
  }).safeParse(card);
  if (!parsed.success) {
    throw new HttpProblem(400, 'validation', 'validation', localizeIssues(parsed.error, lang));
  }
  const item = parsed.data;
  const nextIndex = all.reduce((max, r) => Math.max(max, r.indexNumber), 0) + 1;
  const newId = await db.transaction(async (tx) => {
    const gone = await tx
      .update(referees)
      .set({ replacedAt: now })
      .where(and(eq(referees.id, old.id), isNull(referees.replacedAt), isNull(referees.completedAt)))
      .returning({ id: referees.id });
    if (gone.length === 0) throw new HttpProblem(409, REFUSAL_CODES.alreadyReplaced);
    const [created] = await tx
      .insert(referees)
      .values({
        companyId: s.companyId,
        talentId: s.talentId,
        indexNumber: nextIndex,
        replacesRefereeId: old.id,
        ...enteredRefereeColumns(item),
        ...slot,
      })
      .returning({ id: referees.id });
    await recordSteps(tx, { ...s, refereeId: old.id, step: 'replaced', at: now });
    await revokeLinkTokens(tx, { purpose: 'referee', talentId: s.talentId, refereeId: old.id });
    return created!.id;
  });
  return { refereeId: newId };
}

function safeE164(countryCode: string, phone: string): string | null {
  try {
    return toE164(countryCode, phone);
  } catch {
    return null;
  }
}
