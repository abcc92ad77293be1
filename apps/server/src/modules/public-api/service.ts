/**
 * The public API's reads of candidates (issue 25): one page by keyset on (created_at, id), newest first, with the
 * API's filters, and one candidate; each with its referees' names and states only. Every query is scoped by the
 * API key's company. Writes go through the talents module (TalentService, InvitationScheduler).
 */
import {
  apiRefereeState,
  decodeTalentCursor,
  encodeTalentCursor,
  type V1CandidateListQuery,
} from '@refcheck/domain';
import { and, asc, desc, eq, gte, inArray, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ofCompany } from '../../db/company-scope.ts';
import { referees, talents } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../lib/problem.ts';
import { talentKeyset } from '../talents/index.ts';

const columns = {
  id: talents.id,
  externalId: talents.compoundId,
  name: talents.name,
  email: talents.email,
  status: talents.status,
  language: talents.language,
  deadline: talents.deadline,
  createdAt: talents.createdAt,
  updatedAt: talents.updatedAt,
  invitedAt: talents.invitedAt,
  declinedAt: talents.declinedAt,
  sendRemindAt: talents.sendRemindAt,
  sendRemindState: talents.sendRemindState,
};
type Talent = typeof talents.$inferSelect;
type Row = Pick<
  Talent,
  | 'id'
  | 'name'
  | 'email'
  | 'status'
  | 'language'
  | 'deadline'
  | 'createdAt'
  | 'updatedAt'
  | 'invitedAt'
  | 'declinedAt'
  | 'sendRemindAt'
  | 'sendRemindState'
> & { externalId: string | null };

export class PublicCandidateReads {
  constructor(private readonly db: Db) {}

  /** The company's candidate as the API shows it; 404 when deleted or another company's. */
  async one(companyId: string, talentId: string) {
    const [row] = await this.db
      .select(columns)
      .from(talents)
      .where(and(eq(talents.id, talentId), ofCompany(talents, companyId), isNull(talents.deletedAt)));
    if (!row) throw notFound();
    const [item] = await this.withReferees([row]);
    return item!;
  }

  async page(companyId: string, query: V1CandidateListQuery) {
    const where: SQL[] = [ofCompany(talents, companyId), isNull(talents.deletedAt)];
    if (query.status) where.push(eq(talents.status, query.status));
    if (query.externalId) where.push(eq(talents.compoundId, query.externalId));
    if (query.updatedSince) where.push(gte(talents.updatedAt, new Date(query.updatedSince)));
    if (query.cursor) {
      const cursor = decodeTalentCursor(query.cursor);
      if (!cursor)
        throw badRequest('validation', [{ path: 'cursor', code: 'validation.invalid', message: 'cursor' }]);
      where.push(talentKeyset.after(cursor));
    }
    const rows = await this.db
      .select({ ...columns, micros: talentKeyset.createdAtMicros })
      .from(talents)
      .where(and(...where))
      .orderBy(desc(talents.createdAt), desc(talents.id))
      .limit(query.limit + 1);
    const more = rows.length > query.limit;
    const page = more ? rows.slice(0, query.limit) : rows;
    const last = page.at(-1);
    return {
      items: await this.withReferees(page),
      nextCursor: more && last ? encodeTalentCursor({ createdAtMicros: last.micros, id: last.id }) : null,
    };
  }

  /** The rows as the API shows them, with their referees' names and states (one query for the page). */
  private async withReferees(rows: Row[]) {
    const refs =
      rows.length === 0
        ? []
        : await this.db
            .select({
              talentId: referees.talentId,
              name: referees.name,
              consentedAt: referees.consentedAt,
              completedAt: referees.completedAt,
              declinedAt: referees.declinedAt,
            })
            .from(referees)
            .where(
              and(
                inArray(
                  referees.talentId,
                  rows.map((r) => r.id),
                ),
                // A replaced referee left the check (issue 36); its replacement is listed.
                isNull(referees.replacedAt),
              ),
            )
            .orderBy(asc(referees.indexNumber));
    return rows.map((row) => ({
      id: row.id,
      externalId: row.externalId,
      name: row.name,
      email: row.email,
      status: row.status,
      language: row.language,
      deadline: row.deadline,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      invitedAt: row.invitedAt,
      declined: row.declinedAt !== null,
      scheduledInvitation: row.sendRemindState ? { at: row.sendRemindAt, state: row.sendRemindState } : null,
      referees: refs
        .filter((r) => r.talentId === row.id)
        .map((r) => ({ name: r.name, state: apiRefereeState(r) })),
    }));
  }
}
