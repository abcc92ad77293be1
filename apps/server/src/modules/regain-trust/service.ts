/**
 * Regain trust (spec: excusesToRegainTrust): the company asks the candidate, once, to explain chosen referee
 * answers (and a question of its own) by a deadline; the candidate answers through a mailed link.
 */
import {
  canAnswerRegainTrust,
  type ExcuseAnswers,
  type ExcuseDraft,
  type FollowUp,
  formatDeadline,
  isFollowUpDeadlineValid,
  regainTrustState,
} from '@refcheck/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ofCompany } from '../../db/company-scope.ts';
import { auditLog, companies, type Excuses, talents } from '../../db/schema/index.ts';
import { badRequest, conflict, HttpProblem, notFound } from '../../lib/problem.ts';
import { issueLinkToken, linkExpiry, revokeLinkTokens, verifyLinkToken } from '../../platform/links/index.ts';
import type { Outbox } from '../../platform/outbox/index.ts';
import type { TalentEvents } from '../../platform/talent-changes/index.ts';
import type { WebhookEvents } from '../../platform/webhook-events/index.ts';
import { assertMainAccount } from '../access/index.ts';
import { loadReport, publicExcuses, regainTrustView } from '../reports/index.ts';
import { buildExcuses, withExcuses } from './excuses.ts';

export interface RegainTrustSubject {
  companyId: string;
  talentId: string;
}

type TalentRow = typeof talents.$inferSelect;

export class RegainTrustService {
  constructor(
    private readonly db: Db,
    private readonly outbox: Outbox,
    private readonly events: TalentEvents,
    private readonly publicUrl: string,
    private readonly webhooks: WebhookEvents,
  ) {}

  private async talent(companyId: string, talentId: string): Promise<TalentRow> {
    const [row] = await this.db
      .select()
      .from(talents)
      .where(and(eq(talents.id, talentId), ofCompany(talents, companyId), isNull(talents.deletedAt)));
    if (!row) throw notFound();
    return row;
  }

  /**
   * Sends the request (main account only, once only: a conditional update decides between concurrent sends).
   * If the mail cannot be queued the request is taken back, so the company can try again.
   */
  async send(
    actor: { userId: string; companyId: string; ip: string },
    talentId: string,
    input: FollowUp,
    now = new Date(),
  ) {
    await assertMainAccount(this.db, actor.userId);
    const report = await loadReport(this.db, actor.companyId, talentId);
    const talent = await this.talent(actor.companyId, talentId);
    if (talent.excuseCreatedAt) throw conflict('regainTrustAlreadySent');
    if (!isFollowUpDeadlineValid(input.excuseDeadline, now)) throw badRequest('followUpDeadlinePast');
    const excuses = buildExcuses(report, input, talent.language);

    const token = await this.db.transaction(async (tx) => {
      const claimed = await tx
        .update(talents)
        .set({ excuseDeadline: input.excuseDeadline, excuseCreatedAt: now, excuseCompletedAt: null, excuses })
        .where(and(eq(talents.id, talentId), isNull(talents.excuseCreatedAt), isNull(talents.deletedAt)))
        .returning({ id: talents.id });
      if (claimed.length === 0) throw conflict('regainTrustAlreadySent');
      await revokeLinkTokens(tx, { purpose: 'regainTrust', talentId });
      const raw = await issueLinkToken(tx, {
        companyId: actor.companyId,
        talentId,
        purpose: 'regainTrust',
        expiresAt: linkExpiry(input.excuseDeadline),
      });
      await tx.insert(auditLog).values({
        actorUserId: actor.userId,
        companyId: actor.companyId,
        action: 'regainTrust.send',
        target: `talent:${talentId}`,
        ip: actor.ip,
      });
      return raw;
    });

    const [company] = await this.db.select().from(companies).where(eq(companies.id, actor.companyId));
    try {
      await this.outbox.sendMail('regainTrustRequest', {
        to: talent.email,
        language: talent.language,
        companyId: actor.companyId,
        data: {
          talentName: talent.name,
          companyName: company?.displayName || company?.name || '',
          deadline: formatDeadline(input.excuseDeadline, talent.language),
          link: `${this.publicUrl}/regain_trust/instruction?company=${encodeURIComponent(actor.companyId)}&token=${encodeURIComponent(token)}`,
        },
      });
    } catch {
      await this.db
        .update(talents)
        .set({ excuseDeadline: null, excuseCreatedAt: null, excuses: null })
        .where(and(eq(talents.id, talentId), eq(talents.excuseCreatedAt, now)));
      await revokeLinkTokens(this.db, { purpose: 'regainTrust', talentId });
      throw new HttpProblem(503, 'regainTrustMailFailed');
    }
    await this.events.publish({ companyId: actor.companyId, talentId, kind: 'updated' });
    return regainTrustView(await this.talent(actor.companyId, talentId));
  }

  /** A live regain-trust link → its subject (404 for anything else, including a request never sent). */
  async exchange(company: string, token: string, now = new Date()): Promise<RegainTrustSubject> {
    const subject = await verifyLinkToken(this.db, {
      purpose: 'regainTrust',
      raw: token,
      companyId: company,
      now,
    });
    if (!subject) throw notFound();
    const talent = await this.talent(subject.companyId, subject.talentId);
    if (!talent.excuseCreatedAt) throw notFound();
    return { companyId: subject.companyId, talentId: subject.talentId };
  }

  /** The candidate's page: the questions, the answers they are about, and the candidate's own draft. */
  async overview(s: RegainTrustSubject, now = new Date()) {
    const talent = await this.talent(s.companyId, s.talentId);
    if (!talent.excuseCreatedAt || !talent.excuses) throw notFound();
    const [company] = await this.db.select().from(companies).where(eq(companies.id, s.companyId));
    return {
      companyName: company?.displayName || company?.name || '',
      talent: { name: talent.name, language: talent.language },
      deadline: talent.excuseDeadline!,
      state: regainTrustState(talent),
      canAnswer: canAnswerRegainTrust(talent, now),
      revision: talent.excuses.revision ?? 0,
      ...publicExcuses(talent.excuses, true),
    };
  }

  private async openRequest(s: RegainTrustSubject, now: Date): Promise<Excuses> {
    const talent = await this.talent(s.companyId, s.talentId);
    if (!talent.excuses || !talent.excuseCreatedAt) throw notFound();
    if (talent.excuseCompletedAt) throw conflict('regainTrustAlreadyAnswered');
    if (!canAnswerRegainTrust(talent, now)) throw conflict('regainTrustDeadlinePassed');
    return talent.excuses;
  }

  /**
   * Saves a draft as the candidate types. Applied only when its revision is newer than the stored one (decided
   * in the update itself, so a late older request never overwrites a newer draft); `applied` says which.
   */
  async saveDraft(s: RegainTrustSubject, draft: ExcuseDraft, now = new Date()) {
    const stored = await this.openRequest(s, now);
    const next = withExcuses(stored, draft);
    const rows = await this.db
      .update(talents)
      .set({ excuses: next })
      .where(
        and(
          eq(talents.id, s.talentId),
          isNull(talents.excuseCompletedAt),
          sql`coalesce((${talents.excuses}->>'revision')::bigint, 0) < ${draft.revision}`,
        ),
      )
      .returning({ id: talents.id });
    return { applied: rows.length > 0, revision: draft.revision };
  }

  /** Sends the explanations (every one filled in): excuseCompletedAt is set once, the company sees them live. */
  async confirm(s: RegainTrustSubject, answers: ExcuseAnswers, now = new Date()) {
    const stored = await this.openRequest(s, now);
    const next = withExcuses(stored, answers);
    await this.db.transaction(async (tx) => {
      const rows = await tx
        .update(talents)
        .set({ excuses: next, excuseCompletedAt: now })
        .where(and(eq(talents.id, s.talentId), isNull(talents.excuseCompletedAt)))
        .returning({ id: talents.id, compoundId: talents.compoundId });
      if (rows.length === 0) throw conflict('regainTrustAlreadyAnswered');
      await this.webhooks.emit(tx, {
        companyId: s.companyId,
        type: 'regain_trust.answered',
        subjectId: s.talentId,
        data: {
          candidateId: s.talentId,
          externalId: rows[0]!.compoundId ?? null,
          answeredAt: now.toISOString(),
        },
      });
    });
    this.webhooks.flushSoon();
    await this.events.publish({ ...s, kind: 'updated' });
    return { completedAt: now };
  }
}
