import { randomUUID } from 'node:crypto';
/** Candidates of a company: every query is scoped by the company id from the session. */
import {
  aggregateTalentStats,
  type CandidateForm,
  type CandidateRow,
  candidateFormSchema,
  countRegisteredByBreakdown,
  type DateRange,
  dateRangeBounds,
  findDuplicateIps,
  isLeft,
  type Language,
  localizeIssues,
  nextTalentStatus,
  type Relationship,
  refereeTag,
  refereeTagColor,
  type TimeWorkingTogether,
} from '@refcheck/domain';
import { and, asc, desc, eq, gte, ilike, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  answers,
  companies,
  refereeBreakdowns,
  referees,
  talentQuestions,
  talents,
} from '../../db/schema/index.ts';
import { HttpProblem, notFound } from '../../lib/problem.ts';
import { isSubAccountUser } from '../identity/main-account.ts';
import { issueRefereeLink } from '../links/referee-link.ts';
import { issueLinkToken, linkExpiry, revokeLinkTokens } from '../links/tokens.ts';
import type { Outbox } from '../outbox/outbox.ts';
import type { TalentEvents } from './events.ts';
import { invitationMail } from './mail.ts';
import { questionSnapshot } from './questions.ts';

export type TalentRow = typeof talents.$inferSelect;
/** The settings the bulk dialog applies to every CSV row. */
export type BulkCommon = Pick<
  CandidateForm,
  'language' | 'deadline' | 'rank' | 'selectionQuestion' | 'refereeBreakdown' | 'questions'
>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface TalentServiceDeps {
  db: Db;
  outbox: Outbox;
  events: TalentEvents;
  publicUrl: string;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export class TalentService {
  constructor(private readonly deps: TalentServiceDeps) {}

  private get db() {
    return this.deps.db;
  }

  isSubAccount(userId: string) {
    return isSubAccountUser(this.db, userId);
  }

  async company(companyId: string) {
    const [company] = await this.db.select().from(companies).where(eq(companies.id, companyId));
    if (!company) throw notFound();
    return company;
  }

  /** Newest first; soft-deleted candidates hidden; `search` matches name or email. */
  async list(companyId: string, search?: string) {
    const conditions = [eq(talents.companyId, companyId), isNull(talents.deletedAt)];
    const q = search?.trim();
    if (q) {
      const pattern = `%${escapeLike(q)}%`;
      conditions.push(or(ilike(talents.name, pattern), ilike(talents.email, pattern))!);
    }
    const rows = await this.db
      .select()
      .from(talents)
      .where(and(...conditions))
      .orderBy(desc(talents.createdAt), desc(talents.id));
    const now = new Date();
    return rows.map((t) => ({
      id: t.id,
      name: t.name,
      email: t.email,
      status: t.status,
      deadline: t.deadline,
      createdAt: t.createdAt,
      left: isLeft(t, now),
      declined: t.declinedAt !== null,
    }));
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
          eq(talents.companyId, companyId),
          isNull(talents.deletedAt),
          gte(talents.createdAt, start),
          lt(talents.createdAt, end),
        ),
      );
    return { range, ...aggregateTalentStats(rows, range, now) };
  }

  /** The candidate of this company, not deleted; 404 otherwise (another company's id included). */
  async get(companyId: string, talentId: string, db: Db | Tx = this.db): Promise<TalentRow> {
    const [row] = await db
      .select()
      .from(talents)
      .where(and(eq(talents.id, talentId), eq(talents.companyId, companyId), isNull(talents.deletedAt)));
    if (!row) throw notFound();
    return row;
  }

  /** Creates a candidate with its breakdown and question snapshot in one transaction. */
  async create(companyId: string, form: CandidateForm) {
    const id = await this.db.transaction(async (tx) => this.insertTalent(tx, companyId, form));
    await this.deps.events.publish({ companyId, talentId: id, kind: 'created' });
    return this.detail(companyId, id);
  }

  async insertTalent(tx: Tx, companyId: string, form: CandidateForm): Promise<string> {
    const [id] = await this.insertTalents(tx, companyId, [form]);
    return id!;
  }

  /**
   * Inserts candidates with their breakdowns and question snapshots in a few multi-row statements (ids are made
   * here so that child rows need no round trip), in chunks that stay under PostgreSQL's parameter limit.
   */
  private async insertTalents(tx: Tx, companyId: string, forms: CandidateForm[]): Promise<string[]> {
    const ids = forms.map(() => randomUUID());
    // The list is newest first: a CSV's rows get registration times a millisecond apart, first row newest, so
    // the list shows them in the file's order.
    const now = Date.now();
    for (let start = 0; start < forms.length; start += TALENTS_PER_STATEMENT) {
      const part = forms.slice(start, start + TALENTS_PER_STATEMENT);
      const partIds = ids.slice(start, start + TALENTS_PER_STATEMENT);
      await tx.insert(talents).values(
        part.map((form, i) => ({
          id: partIds[i]!,
          ...talentValues(companyId, form),
          createdAt: new Date(now - start - i),
        })),
      );
      await tx
        .insert(refereeBreakdowns)
        .values(part.flatMap((form, i) => breakdownRows(partIds[i]!, form.refereeBreakdown)));
      const questions = part.flatMap((form, i) =>
        questionSnapshot(form).map((q) => ({ ...q, talentId: partIds[i]! })),
      );
      for (let q = 0; q < questions.length; q += QUESTIONS_PER_STATEMENT) {
        await tx.insert(talentQuestions).values(questions.slice(q, q + QUESTIONS_PER_STATEMENT));
      }
    }
    return ids;
  }

  /**
   * Bulk add from a CSV: every valid row becomes a candidate with the dialog's common settings, all in one
   * transaction (nothing is saved when any insert fails). Rows with errors are skipped; the caller shows them.
   */
  async createMany(companyId: string, rows: CandidateRow[], common: BulkCommon) {
    const ids = await this.db.transaction((tx) =>
      this.insertTalents(
        tx,
        companyId,
        rows.map((row) => ({ ...common, ...row })),
      ),
    );
    for (const id of ids) await this.deps.events.publish({ companyId, talentId: id, kind: 'created' });
    return ids;
  }

  private async writeBreakdown(tx: Tx, talentId: string, breakdown: CandidateForm['refereeBreakdown']) {
    await tx.delete(refereeBreakdowns).where(eq(refereeBreakdowns.talentId, talentId));
    await tx.insert(refereeBreakdowns).values(breakdownRows(talentId, breakdown));
  }

  async breakdown(talentId: string) {
    const rows = await this.db
      .select()
      .from(refereeBreakdowns)
      .where(eq(refereeBreakdowns.talentId, talentId))
      .orderBy(asc(refereeBreakdowns.position));
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
    return this.db
      .select()
      .from(referees)
      .where(eq(referees.talentId, talentId))
      .orderBy(asc(referees.indexNumber));
  }

  async detail(companyId: string, talentId: string) {
    const t = await this.get(companyId, talentId);
    const [breakdown, refs, questions, answerRows] = await Promise.all([
      this.breakdown(talentId),
      this.refereeRows(talentId),
      this.db
        .select()
        .from(talentQuestions)
        .where(eq(talentQuestions.talentId, talentId))
        .orderBy(asc(talentQuestions.position)),
      this.db.select().from(answers).where(eq(answers.talentId, talentId)),
    ]);
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
      refereeBreakdown: breakdown,
      referees: refs.map((r) => {
        const mine = answerRows.filter((a) => a.refereeId === r.id);
        const tag = refereeTag({
          completedAt: r.completedAt,
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
  async update(companyId: string, talentId: string, body: unknown, lang: Language) {
    const current = await this.get(companyId, talentId);
    const refs = await this.refereeRows(talentId);
    const registered = countRegisteredByBreakdown(
      refs.map((r) => ({
        relationship: r.relationship as Relationship,
        otherRelationship: r.otherRelationship,
        timeWorkingTogether: r.timeWorkingTogether as TimeWorkingTogether,
        otherTimeWorkingTogether: r.otherTimeWorkingTogether,
      })),
    );
    const parsed = candidateFormSchema({ registered }).safeParse(body);
    if (!parsed.success) {
      throw new HttpProblem(400, 'validation', 'validation', localizeIssues(parsed.error, lang));
    }
    const form = parsed.data;
    await this.db.transaction(async (tx) => {
      await tx
        .update(talents)
        .set({
          name: form.name,
          email: form.email,
          countryCode: form.countryCode,
          phoneNumber: form.phoneNumber,
          language: form.language,
          currentCompany: form.currentCompany,
          jobMajor: form.currentJobCategory.major,
          jobMinor: form.currentJobCategory.minor,
          siteWhereTalentApplied: form.siteWhereTalentApplied,
          recruitmentOfficer: form.recruitmentOfficer ?? '',
          deadline: form.deadline,
        })
        .where(and(eq(talents.id, current.id), eq(talents.companyId, companyId)));
      await this.writeBreakdown(tx, talentId, form.refereeBreakdown);
    });
    await this.deps.events.publish({ companyId, talentId, kind: 'updated' });
    return this.detail(companyId, talentId);
  }

  async softDelete(companyId: string, talentId: string) {
    await this.get(companyId, talentId);
    await this.db
      .update(talents)
      .set({ deletedAt: new Date() })
      .where(and(eq(talents.id, talentId), eq(talents.companyId, companyId)));
    await revokeLinkTokens(this.db, { purpose: 'talent', talentId });
    await this.deps.events.publish({ companyId, talentId, kind: 'deleted' });
  }

  /** A new link for one referee of this company's candidate (links handed out earlier keep working). */
  async refereeLink(companyId: string, talentId: string, refereeId: string) {
    const talent = await this.get(companyId, talentId);
    const [referee] = await this.db
      .select()
      .from(referees)
      .where(
        and(eq(referees.id, refereeId), eq(referees.talentId, talentId), eq(referees.companyId, companyId)),
      );
    if (!referee) throw notFound();
    const { url } = await issueRefereeLink(this.db, {
      companyId,
      talentId,
      refereeId,
      deadline: talent.deadline,
      publicUrl: this.deps.publicUrl,
    });
    return { refereeId, name: referee.name, url };
  }

  /** Sends (or re-sends) the invitation: a fresh candidate link (the old one revoked) in the candidate's language. */
  async sendInvitation(companyId: string, talentId: string) {
    const talent = await this.get(companyId, talentId);
    const company = await this.company(companyId);
    const expiresAt = linkExpiry(talent.deadline);
    await revokeLinkTokens(this.db, { purpose: 'talent', talentId });
    await revokeLinkTokens(this.db, { purpose: 'unsubscribe', talentId });
    const raw = await issueLinkToken(this.db, { companyId, talentId, purpose: 'talent', expiresAt });
    const unsubscribe = await issueLinkToken(this.db, {
      companyId,
      talentId,
      purpose: 'unsubscribe',
      expiresAt,
    });
    const base = this.deps.publicUrl;
    const query = (token: string) =>
      `company=${encodeURIComponent(companyId)}&token=${encodeURIComponent(token)}`;
    const mail = invitationMail({
      language: talent.language,
      talentName: talent.name,
      companyName: company.displayName || company.name,
      deadline: talent.deadline,
      link: `${base}/talent/instruction?${query(raw)}`,
      unsubscribeLink: `${base}/talent/unsubscribe/remind?${query(unsubscribe)}`,
    });
    await this.deps.outbox.send({
      channel: 'mail',
      to: talent.email,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      template: 'talentInvitation',
      language: talent.language,
      companyId,
    });
    const next = nextTalentStatus(talent.status, { type: 'mailSent' });
    await this.db.update(talents).set({ status: next.status }).where(eq(talents.id, talentId));
    await this.deps.events.publish({ companyId, talentId, kind: 'updated' });
    return { status: next.status };
  }
}

const TALENTS_PER_STATEMENT = 500;
const QUESTIONS_PER_STATEMENT = 2_000;

function talentValues(companyId: string, form: CandidateForm) {
  return {
    companyId,
    name: form.name,
    email: form.email,
    countryCode: form.countryCode,
    phoneNumber: form.phoneNumber,
    language: form.language,
    currentCompany: form.currentCompany,
    jobMajor: form.currentJobCategory.major,
    jobMinor: form.currentJobCategory.minor,
    siteWhereTalentApplied: form.siteWhereTalentApplied,
    recruitmentOfficer: form.recruitmentOfficer ?? '',
    deadline: form.deadline,
    rank: form.rank,
    selectionQuestion: form.selectionQuestion,
    status: 'talentRegistered' as const,
  };
}

function breakdownRows(talentId: string, breakdown: CandidateForm['refereeBreakdown']) {
  return breakdown.map((b, position) => ({
    talentId,
    position,
    relationship: b.relationship,
    otherRelationship: b.otherRelationship,
    timeWorkingTogether: b.timeWorkingTogether,
    otherTimeWorkingTogether: b.otherTimeWorkingTogether,
    isRelationshipSelectedByCompany: b.isRelationshipSelectedByCompany,
    isTimeWorkingTogetherSelectedByCompany: b.isTimeWorkingTogetherSelectedByCompany,
    numberOfPeople: b.numberOfPeople,
  }));
}
