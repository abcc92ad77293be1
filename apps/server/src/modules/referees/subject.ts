/** The referee as the flow cookie names it (company, talent, referee), loaded and checked for the flow. */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ofCompany } from '../../db/company-scope.ts';
import { companies, referees, talents } from '../../db/schema/index.ts';
import { HttpProblem, notFound } from '../../lib/problem.ts';

export const SMS_PURPOSE = 'refereePhone';

export interface Subject {
  companyId: string;
  talentId: string;
  refereeId: string;
}

/** The referee with its talent and company, or 404 (never another referee's or another company's). */
export async function loadReferee(db: Db, s: Subject) {
  const [row] = await db
    .select({ referee: referees, talent: talents, company: companies })
    .from(referees)
    .innerJoin(talents, eq(talents.id, referees.talentId))
    .innerJoin(companies, eq(companies.id, referees.companyId))
    .where(
      and(
        eq(referees.id, s.refereeId),
        eq(referees.talentId, s.talentId),
        ofCompany(referees, s.companyId),
        // A replaced referee's link stops working (issue 36).
        isNull(referees.replacedAt),
        ofCompany(talents, s.companyId),
        isNull(talents.deletedAt),
        isNull(companies.deletedAt),
      ),
    );
  if (!row) throw notFound();
  return row;
}

export type LoadedReferee = Awaited<ReturnType<typeof loadReferee>>;

/** Refuses a completed or declined referee (409) or one past the deadline (403). */
export function assertOpen(row: LoadedReferee, now: Date) {
  if (row.referee.completedAt) throw new HttpProblem(409, 'referee.alreadyCompleted');
  if (row.referee.declinedAt) throw new HttpProblem(409, 'steps.alreadyDeclined');
  if (row.talent.deadline.getTime() < now.getTime()) throw new HttpProblem(403, 'referee.deadlinePassed');
}
