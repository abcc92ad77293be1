/** The risk check of a candidate: counts fetched from the provider, stored on the candidate, each search recorded. */
import { isLightPlan, planStatusOf, RISK_SEARCHES_PER_FETCH, riskUsageMonth } from '@refcheck/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { ofCompany } from '../../db/company-scope.ts';
import { companies, riskCheckSearches, talents } from '../../db/schema/index.ts';
import { forbidden, HttpProblem, notFound } from '../../lib/problem.ts';
import type { RiskCheckProvider } from '../../platform/risk/index.ts';

export interface RiskCheckView {
  paperClipCount: number | null;
  webClipCount: number | null;
  checkedAt: Date | null;
  /** Whether the company has a risk-check user ID (without it the spec's permission message is shown). */
  riskCheckIdSet: boolean;
}

export class RiskCheckService {
  constructor(
    private readonly db: Db,
    readonly provider: RiskCheckProvider,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** The candidate (of this company, not deleted) and its company's plan and user ID; 404 otherwise. */
  private async load(companyId: string, talentId: string) {
    const [row] = await this.db
      .select({
        name: talents.name,
        paperClipCount: talents.riskPaperCount,
        webClipCount: talents.riskWebCount,
        checkedAt: talents.riskCheckedAt,
        riskEyesId: companies.riskEyesId,
        selectedPlan: companies.selectedPlan,
        allowedPlan: companies.allowedPlan,
      })
      .from(talents)
      .innerJoin(companies, eq(companies.id, talents.companyId))
      .where(and(eq(talents.id, talentId), ofCompany(talents, companyId), isNull(talents.deletedAt)));
    if (!row) throw notFound();
    return row;
  }

  /** Light plan: 403 riskCheckLightPlan; no user ID: 403 riskCheckIdNotSet (spec: permission denied). */
  private permitted(row: Awaited<ReturnType<RiskCheckService['load']>>): string {
    if (isLightPlan(planStatusOf(row))) throw forbidden('riskCheckLightPlan');
    const id = row.riskEyesId?.trim();
    if (!id) throw forbidden('riskCheckIdNotSet');
    return id;
  }

  async read(companyId: string, talentId: string): Promise<RiskCheckView> {
    const row = await this.load(companyId, talentId);
    if (isLightPlan(planStatusOf(row))) throw forbidden('riskCheckLightPlan');
    return {
      paperClipCount: row.paperClipCount,
      webClipCount: row.webClipCount,
      checkedAt: row.checkedAt,
      riskCheckIdSet: Boolean(row.riskEyesId?.trim()),
    };
  }

  /** Searches the provider; on success stores the counts and records the search in one transaction. */
  async fetch(companyId: string, talentId: string): Promise<RiskCheckView> {
    const row = await this.load(companyId, talentId);
    const riskEyesId = this.permitted(row);
    let counts: Awaited<ReturnType<RiskCheckProvider['counts']>>;
    try {
      counts = await this.provider.counts(row.name, riskEyesId);
    } catch (err) {
      this.log.warn({ err, talentId }, 'risk check count failed');
      throw new HttpProblem(502, 'riskCountFailed');
    }
    const at = this.now();
    await this.db.transaction(async (tx) => {
      await tx
        .update(talents)
        .set({ riskPaperCount: counts.paperClipCount, riskWebCount: counts.webClipCount, riskCheckedAt: at })
        .where(and(eq(talents.id, talentId), ofCompany(talents, companyId)));
      await tx.insert(riskCheckSearches).values({
        companyId,
        talentId,
        riskEyesId,
        provider: this.provider.name,
        month: riskUsageMonth(at),
        searches: RISK_SEARCHES_PER_FETCH,
        paperCount: counts.paperClipCount,
        webCount: counts.webClipCount,
        createdAt: at,
      });
    });
    return { ...counts, checkedAt: at, riskCheckIdSet: true };
  }

  /** The article-list URL for the candidate's name (never stored). */
  async resultUrl(companyId: string, talentId: string): Promise<string> {
    const row = await this.load(companyId, talentId);
    this.permitted(row);
    try {
      return await this.provider.resultUrl(row.name);
    } catch (err) {
      this.log.warn({ err, talentId }, 'risk check result URL failed');
      throw new HttpProblem(502, 'riskUrlFailed');
    }
  }
}
