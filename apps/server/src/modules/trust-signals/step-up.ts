/**
 * Step-up identification (issue 22 item 5): the company's setting, and whether a referee must upload the
 * identification image before completing because the check's level is medium or above at that moment.
 */
import {
  computeSignals,
  requiresStepUp,
  riskLevel,
  type StepUpSettings,
} from '@refcheck/domain/trust-signals/index';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';
import { notFound } from '../../lib/problem.ts';
import { loadEvidence } from './evidence.ts';

export class StepUpService {
  constructor(private readonly db: Db) {}

  async settings(companyId: string): Promise<StepUpSettings> {
    const [row] = await this.db
      .select({ stepUpIdentification: companies.stepUpIdentification })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!row) throw notFound();
    return row;
  }

  async save(companyId: string, input: StepUpSettings): Promise<StepUpSettings> {
    await this.db
      .update(companies)
      .set({ stepUpIdentification: input.stepUpIdentification })
      .where(eq(companies.id, companyId));
    return this.settings(companyId);
  }

  /**
   * Whether the check's level reaches medium with this referee completing now (their own completion counts, e.g. for
   * fast answers). The caller checks the company's setting first, so a company without it pays nothing.
   */
  async levelRequiresImage(
    referee: { companyId: string; talentId: string; refereeId: string },
    now: Date,
  ): Promise<boolean> {
    const evidence = await loadEvidence(this.db, referee.companyId, referee.talentId);
    if (!evidence) return false;
    const completing = {
      ...evidence,
      referees: evidence.referees.map((r) =>
        r.id === referee.refereeId && !r.completedAt ? { ...r, completedAt: now } : r,
      ),
    };
    return requiresStepUp(riskLevel(computeSignals(completing)));
  }
}
