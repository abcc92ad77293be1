/** Candidates of a company: every query is scoped by the company id from the session. */
import {
  aggregateTalentStats,
  type DateRange,
  dateRangeBounds,
  findDuplicateIps,
  isLeft,
  type Relationship,
  refereeTag,
  refereeTagColor,
  type TimeWorkingTogether,
} from '@refcheck/domain';
import { and, asc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { ofCompany } from '../../db/company-scope.ts';
import { companies, refereeBreakdowns, referees, talents } from '../../db/schema/index.ts';
import { notFound } from '../../lib/problem.ts';
import { detailReferees, prepareTalentDetail } from './detail-query.ts';

export type TalentRow = typeof talents.$inferSelect;
export type { Tx };

/** The candidate's read side (the detail page, the dashboard counts, what the candidate's flow shows). */
export class TalentReads {
  private readonly prepared: ReturnType<TalentReads['prepare']>;

  constructor(private readonly db: Db) {
    this.prepared = this.prepare();
  }

  /**
   * The detail's statements as named prepared statements: PostgreSQL parses and plans each once per connection
   * (planning took longer than running these index look-ups); drizzle builds their SQL once.
   */
  private prepare() {
    const id = sql.placeholder('id');
    const talentId = sql.placeholder('talentId');
    return {
      talent: this.db
        .select()
        .from(talents)
        .where(
          and(
            eq(talents.id, id),
            eq(talents.companyId, sql.placeholder('companyId')),
            isNull(talents.deletedAt),
          ),
        )
        .prepare('talent_detail_talent'),
      breakdown: this.db
        .select()
        .from(refereeBreakdowns)
        .where(eq(refereeBreakdowns.talentId, talentId))
        .orderBy(asc(refereeBreakdowns.position))
        .prepare('talent_detail_breakdown'),
      referees: this.db
        .select()
        .from(referees)
        // A replaced referee is gone from the check (its replacement takes its slot; issue 36).
        .where(and(eq(referees.talentId, talentId), isNull(referees.replacedAt)))
        .orderBy(asc(referees.indexNumber))
        .prepare('talent_detail_referees'),
      detail: prepareTalentDetail(this.db),
    };
  }

  async company(companyId: string) {
    const [company] = await this.db.select().from(companies).where(eq(companies.id, companyId));
    if (!company) throw notFound();
    return company;
  }

  /**
   * The dashboard's graph header: the company's candidates created within the Tokyo date range (soft-deleted
   * ones hidden), counted by the domain. One query on (company_id, created_at), only the columns it needs.
   */
  async stats(companyId: string, range: DateRange, now = new Date()) {
    const { start, end } = dateRangeBounds(range);
    const rows = await this.db
      .select({
        createdAt: talents.createdAt,
        siteWhereTalentApplied: talents.siteWhereTalentApplied,
        jobMajor: talents.jobMajor,
        totalGrade: talents.totalGrade,
        status: talents.status,
        deadline: talents.deadline,
      })
      .from(talents)
      .where(
        and(
          ofCompany(talents, companyId),
          isNull(talents.deletedAt),
          gte(talents.createdAt, start),
          lt(talents.createdAt, end),
        ),
      );
    return { range, ...aggregateTalentStats(rows, range, now) };
  }

  /** The candidate of this company, not deleted; 404 otherwise (another company's id included). */
  async get(companyId: string, talentId: string, db: Db | Tx = this.db): Promise<TalentRow> {
    const [row] =
      db === this.db
        ? await this.prepared.talent.execute({ id: talentId, companyId })
        : await db
            .select()
            .from(talents)
            .where(and(eq(talents.id, talentId), ofCompany(talents, companyId), isNull(talents.deletedAt)));
    if (!row) throw notFound();
    return row;
  }

  async breakdown(talentId: string) {
    const rows = await this.prepared.breakdown.execute({ talentId });
    return rows.map((b) => ({
      relationship: b.relationship as Relationship,
      otherRelationship: b.otherRelationship,
      isRelationshipSelectedByCompany: b.isRelationshipSelectedByCompany,
      timeWorkingTogether: b.timeWorkingTogether as TimeWorkingTogether,
      otherTimeWorkingTogether: b.otherTimeWorkingTogether,
      isTimeWorkingTogetherSelectedByCompany: b.isTimeWorkingTogetherSelectedByCompany,
      numberOfPeople: b.numberOfPeople,
    }));
  }

  async refereeRows(talentId: string) {
    return this.prepared.referees.execute({ talentId });
  }

  async detail(companyId: string, talentId: string) {
    // One statement (detail-query.ts): the candidate, if it is this company's, with its breakdown, referees, their
    // answers and its questions.
    const [row] = await this.prepared.detail.execute({ id: talentId, companyId });
    if (!row) throw notFound();
    const { talent: t, breakdown, answers: answerRows, questions } = row;
    const refs = detailReferees(row.referees);
    const duplicates = findDuplicateIps({ candidateIp: t.ipAddress, referees: refs });
    return {
      id: t.id,
      name: t.name,
      email: t.email,
      countryCode: t.countryCode,
      phoneNumber: t.phoneNumber,
      language: t.language,
      currentCompany: t.currentCompany,
      currentJobCategory: { major: t.jobMajor, minor: t.jobMinor },
      siteWhereTalentApplied: t.siteWhereTalentApplied,
      recruitmentOfficer: t.recruitmentOfficer,
      externalId: t.compoundId,
      deadline: t.deadline,
      rank: t.rank,
      selectionQuestion: t.selectionQuestion,
      status: t.status,
      sendRemind: { at: t.sendRemindAt, state: t.sendRemindState },
      createdAt: t.createdAt,
      ipAddress: t.ipAddress,
      isAgreeToPrivacyPolicy: t.isAgreeToPrivacyPolicy,
      completedAt: t.completedAt,
      left: isLeft(t, new Date()),
      decline: t.declinedAt ? { description: t.declineDescription ?? '', at: t.declinedAt } : null,
      refereeBreakdown: breakdown.map((b) => ({
        ...b,
        relationship: b.relationship as Relationship,
        timeWorkingTogether: b.timeWorkingTogether as TimeWorkingTogether,
      })),
      referees: refs.map((r) => {
        const mine = answerRows.filter((a) => a.refereeId === r.id);
        const tag = refereeTag({
          completedAt: r.completedAt,
          declinedAt: r.declinedAt,
          answer: {
            descriptions: Object.fromEntries(mine.map((a) => [a.questionKey, a.text ?? a.level])),
          },
        });
        return {
          id: r.id,
          indexNumber: r.indexNumber,
          name: r.name,
          belongs: { company: r.belongsCompany, title: r.belongsTitle },
          email: r.email,
          phoneNumber: r.phoneNumber,
          relationship: r.relationship,
          otherRelationship: r.otherRelationship,
          timeWorkingTogether: r.timeWorkingTogether,
          otherTimeWorkingTogether: r.otherTimeWorkingTogether,
          language: r.language,
          ipAddress: r.ipAddress,
          sendAt: r.sendAt,
          completedAt: r.completedAt,
          createdAt: r.createdAt,
          tag,
          tagColor: refereeTagColor(tag),
          duplicateIp: duplicates.flaggedRefereeIds.has(r.id),
        };
      }),
      duplicateIp: {
        candidate: duplicates.candidateFlagged,
        any: duplicates.pairs.length > 0,
      },
      questions: questions.map((q) => ({ key: q.key, kind: q.kind, category: q.category, texts: q.texts })),
    };
  }

  /**
   * Edits a candidate: its fields and breakdown (counts not below the referees already registered per entry).
   * The question snapshot, rank and selection flag are fixed at creation.
   */
}
