/** The candidate's own flow (no login): consent, referee registration, referee links, decline, unsubscribe. */
import {
  answerTimeEstimate,
  formatDeadline,
  type Language,
  localizeIssues,
  nextTalentStatus,
  type RefereeList,
  refereeListSchema,
  toE164,
} from '@refcheck/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ofCompany } from '../../db/company-scope.ts';
import { referees, talents } from '../../db/schema/index.ts';
import { HttpProblem, notFound } from '../../lib/problem.ts';
import { issueRefereeLink, revokeLinkTokens, verifyLinkToken } from '../../platform/links/index.ts';
import type { Outbox } from '../../platform/outbox/index.ts';
import { talentQuestionList } from '../../platform/questions/index.ts';
import { recordSteps } from '../../platform/step-events/index.ts';
import type { TalentEvents } from '../../platform/talent-changes/index.ts';
import type { WebhookEvents } from '../../platform/webhook-events/index.ts';
import { recordConsent } from '../privacy-records/index.ts';
import type { TalentService } from '../talents/index.ts';
import { enteredRefereeColumns } from './referee-columns.ts';
import { replaceableView, replaceReferee } from './replace.ts';

export interface FlowSubjectIds {
  companyId: string;
  talentId: string;
}

export class TalentFlowService {
  constructor(
    private readonly db: Db,
    private readonly talents: TalentService,
    private readonly events: TalentEvents,
    private readonly outbox: Outbox,
    private readonly publicUrl: string,
    private readonly webhooks: WebhookEvents,
  ) {}

  /** A live candidate link → its subject (404 for anything else). */
  async exchange(company: string, token: string): Promise<FlowSubjectIds> {
    const subject = await verifyLinkToken(this.db, {
      purpose: 'talent',
      raw: token,
      companyId: company,
      now: new Date(),
    });
    if (!subject) throw notFound();
    await this.talents.reads.get(subject.companyId, subject.talentId);
    return subject;
  }

  async overview(s: FlowSubjectIds) {
    const talent = await this.talents.reads.get(s.companyId, s.talentId);
    const company = await this.talents.reads.company(s.companyId);
    const [breakdown, refs, questions, everyReferee] = await Promise.all([
      this.talents.reads.breakdown(s.talentId),
      this.talents.reads.refereeRows(s.talentId),
      talentQuestionList(this.db, s.talentId),
      // With the replaced ones: a slot's replacements are counted along its chain (issue 36).
      this.db.select().from(referees).where(eq(referees.talentId, s.talentId)),
    ]);
    const now = new Date();
    const replaceSettings = {
      replaceAfterDays: company.replaceAfterDays,
      maxReplacementsPerSlot: company.maxReplacementsPerSlot,
    };
    return {
      companyName: company.displayName || company.name,
      isFreemailAllowed: company.isFreemailAllowed,
      estimatedMinutes: answerTimeEstimate(questions.length),
      talent: {
        name: talent.name,
        language: talent.language,
        status: talent.status,
        deadline: talent.deadline,
        isAgreeToPrivacyPolicy: talent.isAgreeToPrivacyPolicy,
        declined: talent.declinedAt !== null,
      },
      refereeBreakdown: breakdown,
      referees: refs.map((r) => ({
        id: r.id,
        name: r.name,
        email: r.email,
        belongs: { company: r.belongsCompany, title: r.belongsTitle },
        phoneNumber: r.phoneNumber ?? '',
        relationship: r.relationship,
        otherRelationship: r.otherRelationship,
        isRelationshipSelectedByCompany: r.isRelationshipSelectedByCompany,
        timeWorkingTogether: r.timeWorkingTogether,
        otherTimeWorkingTogether: r.otherTimeWorkingTogether,
        isTimeWorkingTogetherSelectedByCompany: r.isTimeWorkingTogetherSelectedByCompany,
        timeToBeginWorkingTogether: r.timeToBegin,
        workingTogether: r.workingTogether,
        timeToEndWorkingTogether: r.timeToEnd ?? '',
        jobCategory: { major: r.jobMajor, minor: r.jobMinor },
        language: r.language,
        completedAt: r.completedAt,
        declinedAt: r.declinedAt,
        replaceable: talent.declinedAt
          ? null
          : replaceableView(everyReferee, r, replaceSettings, talent.deadline, now),
      })),
    };
  }

  /**
   * `replaceReferee` (issue 36): the new referee in the old one's slot (replace.ts), then invited at once with a
   * fresh link; the old referee's links stop working.
   */
  async replaceReferee(s: FlowSubjectIds, refereeId: string, body: unknown, lang: Language) {
    const { refereeId: newId } = await replaceReferee(
      this.db,
      this.talents,
      s,
      refereeId,
      body,
      lang,
      new Date(),
    );
    await this.events.publish({ ...s, kind: 'updated' });
    const links = await this.issueLinks(s);
    await this.sendRequestMails(s, links);
    const link = links.find((l) => l.refereeId === newId)!;
    return { refereeId: newId, name: link.name, url: link.url };
  }

  /**
   * The candidate agrees to the privacy policy shown in `language` (the page's; the candidate's own when not
   * sent): the talent's state and the consent record (issue 23 item 1) in one transaction.
   */
  async consent(s: FlowSubjectIds, client: { ip: string; userAgent?: string; language?: Language }) {
    const talent = await this.talents.reads.get(s.companyId, s.talentId);
    const next = nextTalentStatus(talent.status, { type: 'privacyAgreed' });
    const now = new Date();
    await this.db.transaction(async (tx) => {
      await tx
        .update(talents)
        .set({
          isAgreeToPrivacyPolicy: true,
          status: next.status,
          consentedAt: talent.consentedAt ?? now,
          ipAddress: client.ip,
        })
        .where(eq(talents.id, talent.id));
      if (!talent.consentedAt) await recordSteps(tx, { ...s, step: 'consented', at: now });
      await recordConsent(tx, {
        subjectKind: 'candidate',
        consentKind: 'candidatePrivacy',
        companyId: s.companyId,
        talentId: s.talentId,
        language: client.language ?? talent.language,
        ip: client.ip,
        userAgent: client.userAgent,
        at: now,
      });
      await this.webhooks.emit(tx, {
        companyId: s.companyId,
        type: 'candidate.consented',
        subjectId: s.talentId,
        data: { candidateId: s.talentId, externalId: talent.compoundId ?? null, status: next.status },
      });
    });
    this.webhooks.flushSoon();
    await this.events.publish({ ...s, kind: 'updated' });
    return { status: next.status };
  }

  /**
   * Saves the whole referee list: marked ones deleted, changed ones updated (a changed email clears sendAt),
   * new ones added (status refereesRegistered, completedAt cleared). Referees not mailed yet (new ones, and those
   * whose email changed, whose earlier links are revoked) get the request mail. Returns fresh referee links.
   */
  async saveReferees(s: FlowSubjectIds, body: unknown, ip: string, lang: Language) {
    const talent = await this.talents.reads.get(s.companyId, s.talentId);
    if (!talent.isAgreeToPrivacyPolicy) throw new HttpProblem(409, 'privacyPolicyNotAgreed');
    const company = await this.talents.reads.company(s.companyId);
    const breakdown = await this.talents.reads.breakdown(s.talentId);
    const existing = await this.talents.reads.refereeRows(s.talentId);
    const candidatePhone = safeE164(talent.countryCode, talent.phoneNumber);
    const parsed = refereeListSchema({
      isFreemailAllowed: company.isFreemailAllowed,
      takenPhoneNumbers: candidatePhone ? [candidatePhone] : [],
      breakdown,
    }).safeParse((body as { referees?: unknown })?.referees);
    if (!parsed.success) {
      throw new HttpProblem(400, 'validation', 'validation', localizeIssues(parsed.error, lang));
    }
    const list: RefereeList = parsed.data;
    const byId = new Map(existing.map((r) => [r.id, r]));
    for (const item of list) {
      if (item.id && !byId.has(item.id)) throw notFound();
    }
    const toDelete = list.filter((r) => r.willDelete && r.id).map((r) => r.id!);
    if (toDelete.some((id) => byId.get(id)!.completedAt)) throw new HttpProblem(409, 'refereeCompleted');
    const added = list.filter((r) => !r.willDelete && !r.id);
    let nextIndex = existing.reduce((max, r) => Math.max(max, r.indexNumber), 0) + 1;
    const emailChanged = list.filter(
      (r) => !r.willDelete && r.id && !byId.get(r.id)!.completedAt && byId.get(r.id)!.email !== r.email,
    );

    await this.db.transaction(async (tx) => {
      if (toDelete.length > 0) {
        await tx
          .delete(referees)
          .where(and(eq(referees.talentId, s.talentId), inArray(referees.id, toDelete)));
      }
      for (const item of list) {
        if (item.willDelete) continue;
        const values = {
          ...enteredRefereeColumns(item),
          relationship: item.relationship,
          otherRelationship: item.relationship === 'other' ? item.otherRelationship : '',
          timeWorkingTogether: item.timeWorkingTogether,
          otherTimeWorkingTogether: item.timeWorkingTogether === 'other' ? item.otherTimeWorkingTogether : '',
          isRelationshipSelectedByCompany: item.isRelationshipSelectedByCompany,
          isTimeWorkingTogetherSelectedByCompany: item.isTimeWorkingTogetherSelectedByCompany,
        };
        if (item.id) {
          const before = byId.get(item.id)!;
          if (before.completedAt) continue; // a finished referee's card is no longer edited
          await tx
            .update(referees)
            .set({ ...values, ...(before.email !== item.email ? { sendAt: null } : {}) })
            .where(and(eq(referees.id, item.id), eq(referees.talentId, s.talentId)));
        } else {
          await tx.insert(referees).values({
            ...values,
            companyId: s.companyId,
            talentId: s.talentId,
            indexNumber: nextIndex++,
          });
        }
      }
      const update: Partial<typeof talents.$inferInsert> = { ipAddress: ip };
      if (added.length > 0) {
        const next = nextTalentStatus(talent.status, { type: 'refereeAdded' });
        if (next.allowed) {
          update.status = next.status;
          update.completedAt = null;
        }
      }
      await tx.update(talents).set(update).where(eq(talents.id, s.talentId));
    });
    for (const r of emailChanged) {
      await revokeLinkTokens(this.db, { purpose: 'referee', talentId: s.talentId, refereeId: r.id! });
    }
    await this.events.publish({ ...s, kind: 'updated' });
    const links = await this.issueLinks(s);
    await this.sendRequestMails(s, links);
    return { links: links.map(({ refereeId, name, url }) => ({ refereeId, name, url })) };
  }

  /** Issues a new link for every referee and returns them (links handed out earlier keep working). */
  async issueLinks(s: FlowSubjectIds) {
    const talent = await this.talents.reads.get(s.companyId, s.talentId);
    const refs = await this.talents.reads.refereeRows(s.talentId);
    const links: { refereeId: string; name: string; url: string; unsubscribeUrl: string }[] = [];
    for (const r of refs) {
      const link = await issueRefereeLink(this.db, {
        companyId: s.companyId,
        talentId: s.talentId,
        refereeId: r.id,
        deadline: talent.deadline,
        publicUrl: this.publicUrl,
      });
      links.push({ refereeId: r.id, name: r.name, ...link });
    }
    return links;
  }

  /** Mails the request to every unfinished referee not mailed yet (sendAt unset), in the referee's language. */
  private async sendRequestMails(
    s: FlowSubjectIds,
    links: { refereeId: string; url: string; unsubscribeUrl: string }[],
  ) {
    const [talent, company, refs, questions] = await Promise.all([
      this.talents.reads.get(s.companyId, s.talentId),
      this.talents.reads.company(s.companyId),
      this.talents.reads.refereeRows(s.talentId),
      talentQuestionList(this.db, s.talentId),
    ]);
    const byReferee = new Map(links.map((l) => [l.refereeId, l]));
    for (const r of refs.filter((r) => !r.sendAt && !r.completedAt)) {
      const link = byReferee.get(r.id);
      if (!link) continue;
      await this.outbox.sendMail('refereeRequest', {
        to: r.email,
        language: r.language,
        data: {
          refereeName: r.name,
          talentName: talent.name,
          companyName: company.displayName || company.name,
          deadline: formatDeadline(talent.deadline, r.language),
          minutes: answerTimeEstimate(questions.length),
          link: link.url,
          unsubscribeLink: link.unsubscribeUrl,
        },
        companyId: s.companyId,
      });
      const at = new Date();
      await this.db.transaction(async (tx) => {
        await tx.update(referees).set({ sendAt: at }).where(eq(referees.id, r.id));
        await recordSteps(tx, { ...s, refereeId: r.id, step: 'invited', at });
      });
    }
  }

  async decline(s: FlowSubjectIds, description: string) {
    const talent = await this.talents.reads.get(s.companyId, s.talentId);
    const declinedAt = new Date();
    await this.db.transaction(async (tx) => {
      await tx
        .update(talents)
        .set({ declineDescription: description, declinedAt })
        .where(eq(talents.id, s.talentId));
      if (!talent.declinedAt) await recordSteps(tx, { ...s, step: 'declined', at: declinedAt });
      // Ids and the fact only: the candidate's reason stays in the product.
      await this.webhooks.emit(tx, {
        companyId: s.companyId,
        type: 'candidate.declined',
        subjectId: s.talentId,
        data: {
          candidateId: s.talentId,
          externalId: talent.compoundId ?? null,
          declinedAt: declinedAt.toISOString(),
        },
      });
    });
    this.webhooks.flushSoon();
    await this.events.publish({ ...s, kind: 'updated' });
  }

  /** The reminder-unsubscribe link: stops reminder mail for the candidate. */
  async unsubscribe(company: string, token: string) {
    const subject = await verifyLinkToken(this.db, {
      purpose: 'unsubscribe',
      raw: token,
      companyId: company,
      now: new Date(),
    });
    if (!subject || subject.refereeId) throw notFound();
    const [row] = await this.db
      .update(talents)
      .set({ isUnsubscribeRemind: true })
      .where(
        and(
          eq(talents.id, subject.talentId),
          ofCompany(talents, subject.companyId),
          isNull(talents.deletedAt),
        ),
      )
      .returning({ name: talents.name, language: talents.language });
    if (!row) throw notFound();
    return row;
  }
}

function safeE164(countryCode: string, phone: string): string | null {
  try {
    return toE164(countryCode, phone);
  } catch {
    return null;
  }
}
