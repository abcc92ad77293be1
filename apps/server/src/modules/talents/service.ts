import { randomUUID } from 'node:crypto';
/** Candidates of a company: every query is scoped by the company id from the session. */
import {
  type CandidateForm,
  type CandidateRow,
  candidateFormSchema,
  countRegisteredByBreakdown,
  formatDeadline,
  type Language,
  localizeIssues,
  nextTalentStatus,
  type Relationship,
  type TimeWorkingTogether,
  toE164,
} from '@refcheck/domain';
import { and, eq } from 'drizzle-orm';
import { insertJsonRows } from '../../db/bulk-insert.ts';
import type { Db } from '../../db/client.ts';
import { ofCompany } from '../../db/company-scope.ts';
import { refereeBreakdowns, referees, talents } from '../../db/schema/index.ts';
import { HttpProblem, notFound } from '../../lib/problem.ts';
import {
  issueLinkToken,
  issueRefereeLink,
  linkExpiry,
  revokeLinkTokens,
} from '../../platform/links/index.ts';
import type { Outbox } from '../../platform/outbox/index.ts';
import { storeQuestionSets } from '../../platform/questions/index.ts';
import { recordSteps } from '../../platform/step-events/index.ts';
import type { TalentEvents } from '../../platform/talent-changes/index.ts';
import { isSubAccountUser } from '../access/index.ts';
import { templateItems } from '../templates/index.ts';
import { questionSnapshot, snapshotKey, templateSnapshot } from './questions.ts';
import { TalentReads, type Tx } from './read-model.ts';

export type { TalentRow } from './read-model.ts';
/** The settings the bulk dialog applies to every CSV row. */
export type BulkCommon = Pick<
  CandidateForm,
  'language' | 'deadline' | 'rank' | 'selectionQuestion' | 'refereeBreakdown' | 'questions' | 'templateId'
>;

export interface TalentServiceDeps {
  db: Db;
  outbox: Outbox;
  events: TalentEvents;
  publicUrl: string;
}

/** A candidate to store: the dialog's fields (its fair-hiring confirmation is only a gate, not stored). */
type TalentInput = Omit<CandidateForm, 'fairHiringConfirmed'>;

export class TalentService {
  constructor(private readonly deps: TalentServiceDeps) {
    this.reads = new TalentReads(deps.db);
  }

  private get db() {
    return this.deps.db;
  }

  /** The candidate's read side: the company, counts, breakdown, referees, the detail page. */
  readonly reads: TalentReads;

  isSubAccount(userId: string) {
    return isSubAccountUser(this.db, userId);
  }

  /** Creates a candidate with its breakdown and question snapshot in one transaction. */
  async create(companyId: string, form: TalentInput) {
    const id = await this.db.transaction(async (tx) => this.insertTalent(tx, companyId, form));
    await this.deps.events.publish({ companyId, talentId: id, kind: 'created' });
    return this.reads.detail(companyId, id);
  }

  async insertTalent(tx: Tx, companyId: string, form: TalentInput): Promise<string> {
    const [id] = await this.insertTalents(tx, companyId, [form]);
    return id!;
  }

  /**
   * Inserts candidates with their breakdowns in two statements whatever their number (ids are made here so that
   * child rows need no round trip); their question sets are stored once per distinct content.
   */
  private async insertTalents(tx: Tx, companyId: string, forms: TalentInput[]): Promise<string[]> {
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
  private async questionSetsFor(tx: Tx, companyId: string, forms: TalentInput[]): Promise<string[]> {
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

  async update(companyId: string, talentId: string, body: unknown, lang: Language) {
    const current = await this.reads.get(companyId, talentId);
    const refs = await this.reads.refereeRows(talentId);
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
        .set(talentFields(form))
        .where(and(eq(talents.id, current.id), ofCompany(talents, companyId)));
      await this.writeBreakdown(tx, talentId, form.refereeBreakdown);
    });
    await this.deps.events.publish({ companyId, talentId, kind: 'updated' });
    return this.reads.detail(companyId, talentId);
  }

  async softDelete(companyId: string, talentId: string) {
    await this.reads.get(companyId, talentId);
    await this.db
      .update(talents)
      .set({ deletedAt: new Date() })
      .where(and(eq(talents.id, talentId), ofCompany(talents, companyId)));
    await revokeLinkTokens(this.db, { purpose: 'talent', talentId });
    await this.deps.events.publish({ companyId, talentId, kind: 'deleted' });
  }

  /** A new link for one referee of this company's candidate (links handed out earlier keep working). */
  async refereeLink(companyId: string, talentId: string, refereeId: string) {
    const talent = await this.reads.get(companyId, talentId);
    const [referee] = await this.db
      .select()
      .from(referees)
      .where(
        and(eq(referees.id, refereeId), eq(referees.talentId, talentId), ofCompany(referees, companyId)),
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
    const talent = await this.reads.get(companyId, talentId);
    const company = await this.reads.company(companyId);
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
    const now = new Date();
    await this.db.transaction(async (tx) => {
      await tx
        .update(talents)
        .set({ status: next.status, invitedAt: talent.invitedAt ?? now })
        .where(eq(talents.id, talentId));
      if (!talent.invitedAt) await recordSteps(tx, { companyId, talentId, step: 'invited', at: now });
    });
    await this.deps.events.publish({ companyId, talentId, kind: 'updated' });
    return { status: next.status };
  }
}

/** The columns the candidate form edits: an update sets these, a new candidate these and the rest below. */
function talentFields(form: TalentInput) {
  return {
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
    compoundId: form.externalId ?? null,
    deadline: form.deadline,
  };
}

function talentValues(companyId: string, form: TalentInput) {
  return {
    companyId,
    ...talentFields(form),
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
  compound_id: 'text',
  deadline: 'timestamptz',
  rank: 'text',
  selection_question: 'boolean',
  status: 'text',
  question_set_id: 'uuid',
  created_at: 'timestamptz',
};

function talentRow(id: string, companyId: string, form: TalentInput, questionSetId: string, createdAt: Date) {
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
    compound_id: v.compoundId,
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
