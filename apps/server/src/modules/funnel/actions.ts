/**
 * A stalled check's one-click actions on 「回答状況」 (issue 36): remind now, extend the deadline, ask the candidate
 * for a replacement. The reminder and the replacement request are the reminders' and the decline's own services;
 * the extension moves the deadline and the check's open links with it.
 */
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ofCompany } from '../../db/company-scope.ts';
import { linkTokens, talents } from '../../db/schema/index.ts';
import { HttpProblem, notFound } from '../../lib/problem.ts';
import { linkExpiry } from '../../platform/links/index.ts';
import type { Outbox } from '../../platform/outbox/index.ts';
import { askForReplacement } from '../referees/index.ts';
import { remindNow } from '../reminders/index.ts';

export interface StalledActionDeps {
  db: Db;
  outbox: Outbox;
  publicUrl: string;
}

export class StalledActions {
  constructor(private readonly deps: StalledActionDeps) {}

  private async deadlineOf(companyId: string, talentId: string) {
    const [row] = await this.deps.db
      .select({ deadline: talents.deadline })
      .from(talents)
      .where(and(eq(talents.id, talentId), ofCompany(talents, companyId), isNull(talents.deletedAt)));
    if (!row) throw notFound();
    return row.deadline;
  }

  async remind(companyId: string, talentId: string, now: Date) {
    const count = await remindNow(this.deps, companyId, talentId, now);
    if (count === null) throw notFound();
    if (count === 0) throw new HttpProblem(409, 'steps.nothingToRemind');
    return { count, deadline: (await this.deadlineOf(companyId, talentId)).toISOString() };
  }

  async askReplacement(companyId: string, talentId: string) {
    const count = await askForReplacement(this.deps, companyId, talentId);
    if (count === null) throw notFound();
    if (count === 0) throw new HttpProblem(409, 'steps.nothingToReplace');
    return { count: 1, deadline: (await this.deadlineOf(companyId, talentId)).toISOString() };
  }

  /** Moves an open check's deadline `days` later; its unrevoked links live until the new deadline's grace end. */
  async extend(companyId: string, talentId: string, days: number, now: Date) {
    const current = await this.deadlineOf(companyId, talentId);
    if (current.getTime() <= now.getTime()) throw new HttpProblem(409, 'steps.deadlinePassed');
    const deadline = await this.deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(talents)
        .set({ deadline: sql`${talents.deadline} + make_interval(days => ${days})` })
        .where(and(eq(talents.id, talentId), ofCompany(talents, companyId), gt(talents.deadline, now)))
        .returning({ deadline: talents.deadline });
      if (!row) throw new HttpProblem(409, 'steps.deadlinePassed');
      await tx
        .update(linkTokens)
        .set({ expiresAt: linkExpiry(row.deadline) })
        .where(
          and(eq(linkTokens.talentId, talentId), isNull(linkTokens.revokedAt), gt(linkTokens.expiresAt, now)),
        );
      return row.deadline;
    });
    return { count: 1, deadline: deadline.toISOString() };
  }
}
