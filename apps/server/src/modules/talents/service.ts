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
  formatDeadline,
  isLeft,
  type Language,
  localizeIssues,
  nextTalentStatus,
  type Relationship,
  refereeTag,
  refereeTagColor,
  type TimeWorkingTogether,
  toE164,
} from '@refcheck/domain';
import { and, asc, eq, gte, isNull, lt } from 'drizzle-orm';
import { insertJsonRows } from '../../db/bulk-insert.ts';
import type { Db } from '../../db/client.ts';
import { answers, companies, refereeBreakdowns, referees, talents } from '../../db/schema/index.ts';
import { HttpProblem, notFound } from '../../lib/problem.ts';
import { isSubAccountUser } from '../identity/main-account.ts';
import { issueRefereeLink } from '../links/referee-link.ts';
import { issueLinkToken, linkExpiry, revokeLinkTokens } from '../links/tokens.ts';
import type { Outbox } from '../outbox/outbox.ts';
import { storeQuestionSets } from '../questions/question-sets.ts';
import { talentQuestionList } from '../questions/talent-questions.ts';
import { templateItems } from '../templates/repository.ts';
import type { TalentEvents } from './events.ts';
import { questionSnapshot, snapshotKey, templateSnapshot } from './questions.ts';

export type TalentRow = typeof talents.$inferSelect;
/** The settings the bulk dialog applies to every CSV row. */
export type BulkCommon = Pick<
  CandidateForm,
  'language' | 'deadline' | 'rank' | 'selectionQuestion' | 'refereeBreakdown' | 'questions' | 'templateId'
>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface TalentServiceDeps {
  db: Db;
  outbox: Outbox;
  events: TalentEvents;
  publicUrl: string;
}

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
   * Inserts candidates with their breakdowns in two statements whatever their number (ids are made here so that
   * child rows need no round trip); their question sets are stored once per distinct content.
   */
  private async insertTalents(tx: Tx, companyId: string, forms: CandidateForm[]): Promise<string[]> {
    const ids = forms.map(() => randomUUID());
    const setIds = await this.questionSetsFor(tx, companyId, forms);
    // The list is newest first: a CSV's rows get registration times a millisecond apart, first row newest, so
    // the list shows them in the file's order.
    const now = Date.now();
    await insertJsonRows(
      tx,
      talents,
      TALENT_COLUMNS,
      forms.map((form, i) => talentRow(ids[i]!, companyId, form, setIds[i]!, new Date(now - i))),
    );
    await insertJsonRows(
      tx,
      refereeBreakdowns,
      BREAKDOWN_COLUMNS,
      forms.flatMap((form, i) => breakdownRows(ids[i]!, form.refereeBreakdown).map(breakdownRow)),
    );
    return ids;
  }

  /**
   * The question set of each form: the template's (404 for a template of another company) or the snapshot of
   * the form's rank and questions; equal snapshots are computed once and stored once.
   */
  private async questionSetsFor(tx: Tx, companyId: string, forms: CandidateForm[]): Promise<string[]> {
    const templates = new Map<string, Awaited<ReturnType<typeof templateItems>>>();
    for (const templateId of new Set(forms.flatMap((f) => (f.templateId ? [f.templateId] : [])))) {
      const items = await templateItems(tx, companyId, templateId);
      if (!items) throw notFound();
      templates.set(templateId, items);
    }
    const memo = new Map<string, ReturnType<typeof questionSnapshot>>();
    const lists = forms.map((form) => {
      const key = snapshotKey(form);
      let list = memo.get(key);
      if (!list) {
        list = form.templateId
          ? templateSnapshot(templates.get(form.templateId)!, form.selectionQuestion)
          : questionSnapshot(form);
        memo.set(key, list);
      }
      return list;
    });
    return storeQuestionSets(tx, companyId, lists);
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
      talentQuestionList(this.db, talentId),
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
          phoneNumber: toE164(form.countryCode, form.phoneNumber),
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
    await this.deps.outbox.sendMail('talentInvitation', {
      to: talent.email,
      language: talent.language,
      data: {
        talentName: talent.name,
        companyName: company.displayName || company.name,
        deadline: formatDeadline(talent.deadline, talent.language),
        link: `${base}/talent/instruction?${query(raw)}`,
        unsubscribeLink: `${base}/talent/unsubscribe/remind?${query(unsubscribe)}`,
      },
      companyId,
    });
    const next = nextTalentStatus(talent.status, { type: 'mailSent' });
    await this.db
      .update(talents)
      .set({ status: next.status, invitedAt: talent.invitedAt ?? new Date() })
      .where(eq(talents.id, talentId));
    await this.deps.events.publish({ companyId, talentId, kind: 'updated' });
    return { status: next.status };
  }
}

function talentValues(companyId: string, form: CandidateForm) {
  return {
    companyId,
    name: form.name,
    email: form.email,
    countryCode: form.countryCode,
    // Stored in E.164 (decisions.md "Hardening"); the country code stays for the edit form.
    phoneNumber: toE164(form.countryCode, form.phoneNumber),
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

/** The columns a new candidate sets, with their SQL types (see db/bulk-insert.ts). */
const TALENT_COLUMNS = {
  id: 'uuid',
  company_id: 'uuid',
  name: 'text',
  email: 'text',
  country_code: 'text',
  phone_number: 'text',
  language: 'text',
  current_company: 'text',
  job_major: 'text',
  job_minor: 'text',
  site_where_talent_applied: 'text',
  recruitment_officer: 'text',
  deadline: 'timestamptz',
  rank: 'text',
  selection_question: 'boolean',
  status: 'text',
  question_set_id: 'uuid',
  created_at: 'timestamptz',
};

function talentRow(
  id: string,
  companyId: string,
  form: CandidateForm,
  questionSetId: string,
  createdAt: Date,
) {
  const v = talentValues(companyId, form);
  return {
    id,
    company_id: companyId,
    name: v.name,
    email: v.email,
    country_code: v.countryCode,
    phone_number: v.phoneNumber,
    language: v.language,
    current_company: v.currentCompany,
    job_major: v.jobMajor,
    job_minor: v.jobMinor,
    site_where_talent_applied: v.siteWhereTalentApplied,
    recruitment_officer: v.recruitmentOfficer,
    deadline: v.deadline,
    rank: v.rank,
    selection_question: v.selectionQuestion,
    status: v.status,
    question_set_id: questionSetId,
    created_at: createdAt,
  };
}

const BREAKDOWN_COLUMNS = {
  talent_id: 'uuid',
  position: 'smallint',
  relationship: 'text',
  other_relationship: 'text',
  time_working_together: 'text',
  other_time_working_together: 'text',
  is_relationship_selected_by_company: 'boolean',
  is_time_working_together_selected_by_company: 'boolean',
  number_of_people: 'smallint',
};

function breakdownRow(b: ReturnType<typeof breakdownRows>[number]) {
  return {
    talent_id: b.talentId,
    position: b.position,
    relationship: b.relationship,
    other_relationship: b.otherRelationship,
    time_working_together: b.timeWorkingTogether,
    other_time_working_together: b.otherTimeWorkingTogether,
    is_relationship_selected_by_company: b.isRelationshipSelectedByCompany,
    is_time_working_together_selected_by_company: b.isTimeWorkingTogetherSelectedByCompany,
    number_of_people: b.numberOfPeople,
  };
}
