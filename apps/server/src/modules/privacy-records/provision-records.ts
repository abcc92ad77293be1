/**
 * Records of provision (APPI Arts. 29/30; issue 23 item 2). A report reaches a company once: the first delivery of a
 * candidate's report (its page, its PDF or an API read) writes one record, later ones find it there (a unique
 * index on the candidate, insert … on conflict do nothing). Nothing is recorded while no referee has answered:
 * nothing was provided yet. The record holds names as they stood and no answers; it outlives the candidate.
 */
import {
  PROVISION_DATA_ITEMS,
  PROVISION_PAGE_SIZE,
  type ProvisionPeriod,
  type ProvisionRecordRow,
  provisionPeriodRange,
} from '@refcheck/domain';
import { and, asc, count, eq, gte, isNotNull, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ofCompany } from '../../db/company-scope.ts';
import {
  auditLog,
  companies,
  consentRecords,
  provisionRecords,
  referees,
  talents,
} from '../../db/schema/index.ts';
import { latestCandidateConsent } from './consent-records.ts';

export type ProvisionChannel = 'report' | 'pdf' | 'api';

export interface ProvisionInput {
  companyId: string;
  talentId: string;
  channel: ProvisionChannel;
  actorUserId: string | null;
  now: Date;
}

/**
 * Records the delivery of a candidate's report to its company unless it was recorded before; true when this call
 * wrote the record. The candidate must be the company's (the caller has already loaded the report).
 */
export async function recordProvision(db: Db, input: ProvisionInput): Promise<boolean> {
  const [existing] = await db
    .select({ id: provisionRecords.id })
    .from(provisionRecords)
    .where(eq(provisionRecords.talentId, input.talentId));
  if (existing) return false;
  const [talent] = await db
    .select({ name: talents.name, email: talents.email, companyName: companies.name })
    .from(talents)
    .innerJoin(companies, eq(companies.id, talents.companyId))
    .where(and(eq(talents.id, input.talentId), ofCompany(talents, input.companyId)));
  if (!talent) return false;
  const providers = await db
    .select({ name: referees.name })
    .from(referees)
    .where(and(eq(referees.talentId, input.talentId), isNotNull(referees.completedAt)))
    .orderBy(asc(referees.indexNumber));
  if (providers.length === 0) return false;
  const consent = await latestCandidateConsent(db, input.talentId);
  const inserted = await db
    .insert(provisionRecords)
    .values({
      companyId: input.companyId,
      companyName: talent.companyName,
      talentId: input.talentId,
      candidateName: talent.name,
      candidateEmail: talent.email,
      providers: providers.map((p) => p.name),
      dataItems: [...PROVISION_DATA_ITEMS],
      consentRecordId: consent?.id ?? null,
      channel: input.channel,
      actorUserId: input.actorUserId,
      providedAt: input.now,
    })
    .onConflictDoNothing({ target: provisionRecords.talentId })
    .returning({ id: provisionRecords.id });
  return inserted.length > 0;
}

/** Whose records an export reads: one company's, or (the operator) every company's. */
export type ProvisionScope = { companyId: string } | { companyId?: undefined };

const columns = {
  id: provisionRecords.id,
  providedAt: provisionRecords.providedAt,
  companyId: provisionRecords.companyId,
  companyName: provisionRecords.companyName,
  talentId: provisionRecords.talentId,
  candidateName: provisionRecords.candidateName,
  candidateEmail: provisionRecords.candidateEmail,
  providers: provisionRecords.providers,
  dataItems: provisionRecords.dataItems,
  consentRecordId: provisionRecords.consentRecordId,
  consentedAt: consentRecords.at,
  consentVersion: consentRecords.textVersion,
};

/** The records with the consent each relied on (left join: a record may have none). */
const typed = (rows: { dataItems: string[] }[]) => rows as ProvisionRecordRow[];

export class ProvisionRecordService {
  constructor(private readonly db: Db) {}

  private where(scope: ProvisionScope, period: ProvisionPeriod): SQL {
    const { start, end } = provisionPeriodRange(period);
    const conditions = [gte(provisionRecords.providedAt, start), lt(provisionRecords.providedAt, end)];
    if (scope.companyId) conditions.push(ofCompany(provisionRecords, scope.companyId));
    return and(...conditions)!;
  }

  /** One page of the period's records, oldest first, and the period's total. */
  async page(scope: ProvisionScope, period: ProvisionPeriod, page: number) {
    const where = this.where(scope, period);
    const [rows, [total]] = await Promise.all([
      this.db
        .select(columns)
        .from(provisionRecords)
        .leftJoin(consentRecords, eq(consentRecords.id, provisionRecords.consentRecordId))
        .where(where)
        .orderBy(asc(provisionRecords.providedAt), asc(provisionRecords.id))
        .limit(PROVISION_PAGE_SIZE)
        .offset((page - 1) * PROVISION_PAGE_SIZE),
      this.db.select({ n: count() }).from(provisionRecords).where(where),
    ]);
    return {
      items: typed(rows),
      total: total?.n ?? 0,
      page,
      pageSize: PROVISION_PAGE_SIZE,
    };
  }

  /** Every record of the period (at most a year), oldest first: the CSV's rows. */
  async all(scope: ProvisionScope, period: ProvisionPeriod): Promise<ProvisionRecordRow[]> {
    const rows = await this.db
      .select(columns)
      .from(provisionRecords)
      .leftJoin(consentRecords, eq(consentRecords.id, provisionRecords.consentRecordId))
      .where(this.where(scope, period))
      .orderBy(asc(provisionRecords.providedAt), asc(provisionRecords.id));
    return typed(rows);
  }

  /** One audit_log line per export: who, whose records, which period, how many rows. */
  async audit(input: { actorUserId: string; companyId: string | null; target: string; ip: string }) {
    await this.db.insert(auditLog).values({ ...input, action: 'provision-records.export' });
  }
}
