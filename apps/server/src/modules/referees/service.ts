/** The referee flow's use cases: every query is scoped by the flow cookie's company, talent and referee. */
import { createHash, randomUUID } from 'node:crypto';
import {
  answerTimeEstimate,
  formatDeadline,
  type Language,
  nextTalentStatus,
  type RefereeDecline,
  type RelationshipConfirmation,
} from '@refcheck/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { answers, files, referees, talents } from '../../db/schema/index.ts';
import { HttpProblem } from '../../lib/problem.ts';
import type { FileStorage } from '../../platform/files/index.ts';
import { reencodeImage, sniffImageType } from '../../platform/files/index.ts';
import { operatorNotifyAddress } from '../../platform/mail/index.ts';
import type { Outbox } from '../../platform/outbox/index.ts';
import { talentQuestionList } from '../../platform/questions/index.ts';
import { recordSteps } from '../../platform/step-events/index.ts';
import type { WebhookEvents } from '../../platform/webhook-events/index.ts';
import { recordConsent } from '../privacy-records/index.ts';
import { recordAnswerFingerprints, type StepUpService } from '../trust-signals/index.ts';
import { type AnswerValue, type SaveResult, saveAnswer } from './answer-save.ts';
import { declineReferee, markOpened } from './decline.ts';
import { recomputeEvaluation } from './evaluation.ts';
import { RefereePhoneVerification } from './phone-verification.ts';
import { relationshipColumns, relationshipView } from './relationship-confirmation.ts';
import { assertOpen, type LoadedReferee, loadReferee, type Subject } from './subject.ts';

export { SMS_PURPOSE, type Subject } from './subject.ts';

export const IDENTIFICATION_MAX_BYTES = 10 * 1024 * 1024;

export type RefereeState = 'finished' | 'closed' | 'declined' | 'authentication' | 'instruction';

export class RefereeService {
  constructor(
    private readonly db: Db,
    private readonly outbox: Outbox,
    private readonly storage: FileStorage,
    secret: string,
    private readonly publicUrl: string,
    /** The operator address before the admin setting is set (config.ADMIN_NOTIFY_MAIL). */
    private readonly operatorMail: string,
    /** The autosave's one-round-trip statement (answer-save.ts) runs on the driver, not through drizzle. */
    private readonly hotPath: Pick<Database, 'prepared'>,
    /** Step-up identification: whether the check's risk level requires the image (modules/trust-signals). */
    private readonly stepUp: Pick<StepUpService, 'levelRequiresImage'>,
    /** Webhook events: referee.completed, and report.completed when the last referee completes the check. */
    private readonly webhooks: WebhookEvents,
    /** The check's report just completed (every referee answered): queues the sonar push (modules/ats). */
    private readonly reportCompleted: (companyId: string, talentId: string) => Promise<void> = async () => {},
  ) {
    this.phone = new RefereePhoneVerification(db, outbox, secret);
  }

  /** The referee's phone check (SMS code, then a signed proof cookie). */
  readonly phone: RefereePhoneVerification;

  /** The autosave of one answer: one database round trip, newest revision wins (see answer-save.ts). */
  saveAnswer(s: Subject, key: string, value: AnswerValue, now: Date): Promise<SaveResult> {
    return saveAnswer(this.hotPath, s, key, value, now);
  }

  /** 「回答を辞退する」 (issue 36): the state, its step, the webhook, then the candidate's mail (decline.ts). */
  decline(s: Subject, input: RefereeDecline, now: Date) {
    return declineReferee(
      { db: this.db, outbox: this.outbox, webhooks: this.webhooks, publicUrl: this.publicUrl },
      s,
      input,
      now,
    );
  }

  /** The link was opened: the first time, `openedAt` and its step; each time, the browser's valid time zone. */
  opened(s: Subject, now: Date, timeZone?: string) {
    return markOpened(this.db, s, now, timeZone);
  }

  /** The referee with its talent and company, or 404 (never another referee's or another company's). */
  load(s: Subject) {
    return loadReferee(this.db, s);
  }

  stateOf(row: LoadedReferee, now: Date): RefereeState {
    if (row.referee.completedAt) return 'finished';
    if (row.referee.declinedAt) return 'declined';
    if (row.talent.deadline.getTime() < now.getTime()) return 'closed';
    if (row.referee.isAgreeToPrivacyPolicy) return 'authentication';
    return 'instruction';
  }

  /**
   * Whether the referee must upload the identification image before completing: the company requires it of every
   * referee, or has step-up identification on and the check's level is medium or above with this referee completing.
   */
  async identificationRequired(row: LoadedReferee, s: Subject, now: Date): Promise<boolean> {
    if (row.company.isBusinessCardRequired) return true;
    if (!row.company.stepUpIdentification || row.referee.completedAt) return false;
    return this.stepUp.levelRequiresImage(s, now);
  }

  async questions(talentId: string) {
    return talentQuestionList(this.db, talentId);
  }

  async info(s: Subject, verified: boolean, now: Date) {
    const row = await this.load(s);
    const questions = await this.questions(s.talentId);
    const [file] = await this.db
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.refereeId, s.refereeId), eq(files.kind, 'identification')));
    const lang = row.referee.language;
    return {
      state: this.stateOf(row, now),
      refereeName: row.referee.name,
      talentName: row.talent.name,
      companyName: row.company.displayName || row.company.name,
      language: lang,
      deadline: row.talent.deadline.toISOString(),
      deadlineText: formatDeadline(row.talent.deadline, lang),
      estimatedMinutes: answerTimeEstimate(questions.length),
      questionsCount: questions.length,
      isBusinessCardRequired: row.company.isBusinessCardRequired,
      isIdentificationRequired: await this.identificationRequired(row, s, now),
      selectionQuestion: row.talent.selectionQuestion,
      isAgreeToPrivacyPolicy: row.referee.isAgreeToPrivacyPolicy,
      hasPhoneNumber: row.referee.phoneNumber !== null,
      phoneVerified: verified,
      completedAt: row.referee.completedAt?.toISOString() ?? null,
      hasIdentification: Boolean(file),
      isUnsubscribeRemind: row.referee.isUnsubscribeRemind,
      ...relationshipView(row.referee),
      questions: questions.map((q) => ({ key: q.key, kind: q.kind, text: q.texts[lang] ?? q.texts.jp })),
    };
  }

  assertOpen(row: LoadedReferee, now: Date) {
    assertOpen(row, now);
  }

  /**
   * The referee agrees to the privacy policy shown in `language` (the page's; the referee's own when not sent):
   * the referee's state and the consent record (issue 23 item 1) in one transaction.
   */
  async consent(
    s: Subject,
    client: { ip: string; userAgent: string | undefined; language?: Language },
    now: Date,
  ) {
    const row = await this.load(s);
    this.assertOpen(row, now);
    await this.db.transaction(async (tx) => {
      await tx
        .update(referees)
        .set({
          isAgreeToPrivacyPolicy: true,
          consentedAt: now,
          ipAddress: client.ip,
          userAgent: client.userAgent ?? null,
        })
        .where(eq(referees.id, s.refereeId));
      if (!row.referee.consentedAt) await recordSteps(tx, { ...s, step: 'consented', at: now });
      await recordConsent(tx, {
        subjectKind: 'referee',
        consentKind: 'refereePrivacy',
        companyId: s.companyId,
        talentId: s.talentId,
        refereeId: s.refereeId,
        language: client.language ?? row.referee.language,
        ip: client.ip,
        userAgent: client.userAgent,
        at: now,
      });
    });
  }

  /** The referee's answer to "is the relationship and period the candidate stated right?" (again: replaces it). */
  async confirmRelationship(s: Subject, input: RelationshipConfirmation, now: Date) {
    const row = await this.load(s);
    this.assertOpen(row, now);
    await this.db.update(referees).set(relationshipColumns(input, now)).where(eq(referees.id, s.refereeId));
  }

  async setLanguage(s: Subject, language: Language) {
    await this.load(s);
    await this.db.update(referees).set({ language }).where(eq(referees.id, s.refereeId));
  }

  async answersOf(refereeId: string) {
    const rows = await this.db.select().from(answers).where(eq(answers.refereeId, refereeId));
    const descriptions: Record<string, string> = {};
    const selections: Record<string, number> = {};
    const revisions: Record<string, number> = {};
    for (const r of rows) {
      if (r.text !== null) descriptions[r.questionKey] = r.text;
      if (r.level !== null) selections[r.questionKey] = r.level;
      revisions[r.questionKey] = r.rev;
    }
    return { descriptions, selections, revisions };
  }

  async uploadIdentification(s: Subject, bytes: Buffer, now: Date) {
    const row = await this.load(s);
    this.assertOpen(row, now);
    if (bytes.length === 0 || bytes.length > IDENTIFICATION_MAX_BYTES)
      throw new HttpProblem(413, 'payloadTooLarge');
    if (!sniffImageType(bytes)) throw new HttpProblem(415, 'referee.notAnImage');
    const jpeg = await reencodeImage(bytes);
    if (!jpeg) throw new HttpProblem(415, 'referee.photoUnsupported');
    const key = `identification/companies/${s.companyId}/talents/${s.talentId}/referees/${s.refereeId}/${randomUUID()}.jpg`;
    await this.storage.put(key, jpeg, 'image/jpeg');
    const old = await this.db
      .select()
      .from(files)
      .where(and(eq(files.refereeId, s.refereeId), eq(files.kind, 'identification')));
    await this.db.transaction(async (tx) => {
      for (const f of old) await tx.delete(files).where(eq(files.id, f.id));
      await tx.insert(files).values({
        companyId: s.companyId,
        talentId: s.talentId,
        refereeId: s.refereeId,
        kind: 'identification',
        storageKey: key,
        contentType: 'image/jpeg',
        bytes: jpeg.length,
        sha256: createHash('sha256').update(jpeg).digest('hex'),
        createdAt: now,
      });
    });
    for (const f of old) await this.storage.delete(f.storageKey);
  }

  async complete(s: Subject, now: Date) {
    const row = await this.load(s);
    this.assertOpen(row, now);
    const questions = await this.questions(s.talentId);
    const given = await this.answersOf(s.refereeId);
    const missing = questions.filter((q) =>
      q.kind === 'description'
        ? !(given.descriptions[q.key] ?? '').trim()
        : row.talent.selectionQuestion && given.selections[q.key] === undefined,
    );
    if (missing.length > 0) {
      throw new HttpProblem(
        400,
        'referee.pleaseAnswerAll',
        undefined,
        missing.map((q) => ({ path: q.key, code: 'referee.pleaseAnswerAll', message: 'required' })),
      );
    }
    if (await this.identificationRequired(row, s, now)) {
      const [file] = await this.db
        .select({ id: files.id })
        .from(files)
        .where(and(eq(files.refereeId, s.refereeId), eq(files.kind, 'identification')));
      if (!file) throw new HttpProblem(400, 'referee.identificationRequired');
    }
    const allDone = await this.db.transaction(async (tx) => {
      const done = await tx
        .update(referees)
        .set({ completedAt: now })
        .where(and(eq(referees.id, s.refereeId), isNull(referees.completedAt)))
        .returning({ id: referees.id });
      if (done.length === 0) throw new HttpProblem(409, 'referee.alreadyCompleted');
      await recordSteps(tx, { ...s, step: 'completed', at: now });
      await recordAnswerFingerprints(tx, s, given.descriptions);
      const pending = await tx
        .select({ id: referees.id })
        .from(referees)
        .where(
          and(eq(referees.talentId, s.talentId), isNull(referees.completedAt), isNull(referees.replacedAt)),
        );
      const candidate = { candidateId: s.talentId, externalId: row.talent.compoundId ?? null };
      await this.webhooks.emit(tx, {
        companyId: s.companyId,
        type: 'referee.completed',
        subjectId: s.refereeId,
        data: { ...candidate, refereeId: s.refereeId, completedAt: now.toISOString() },
      });
      let all = false;
      if (pending.length === 0) {
        const [talent] = await tx
          .select({ status: talents.status })
          .from(talents)
          .where(eq(talents.id, s.talentId))
          .for('update');
        const next = nextTalentStatus(talent!.status, { type: 'allRefereesAnswered', at: now });
        if (next.allowed) {
          await tx
            .update(talents)
            .set({
              status: next.status,
              ...(next.completedAt !== undefined ? { completedAt: next.completedAt } : {}),
            })
            .where(eq(talents.id, s.talentId));
          all = true;
          await recordSteps(tx, { companyId: s.companyId, talentId: s.talentId, step: 'completed', at: now });
          await this.webhooks.emit(tx, {
            companyId: s.companyId,
            type: 'report.completed',
            subjectId: s.talentId,
            data: { ...candidate, status: next.status, completedAt: now.toISOString() },
          });
        }
      }
      await recomputeEvaluation(tx, s.talentId);
      return all;
    });
    this.webhooks.flushSoon();
    if (allDone) await this.reportCompleted(s.companyId, s.talentId);
    const reportUrl = `${this.publicUrl}/company/talents/${s.talentId}/report`;
    await this.outbox.sendMail('refereeCompleted', {
      to: row.company.email,
      data: {
        staffName: row.company.staffName,
        talentName: row.talent.name,
        refereeName: row.referee.name,
        allDone,
        reportUrl,
      },
      companyId: s.companyId,
    });
  }

  async interestEmail(s: Subject, email: string) {
    const row = await this.load(s);
    await this.db.update(referees).set({ interestEmail: email }).where(eq(referees.id, s.refereeId));
    await this.outbox.sendMail('refereeInterested', {
      to: await operatorNotifyAddress(this.db, this.operatorMail),
      data: { refereeName: row.referee.name, email },
      companyId: s.companyId,
    });
  }

  async unsubscribeRemind(s: Subject) {
    const row = await this.load(s);
    await this.db.update(referees).set({ isUnsubscribeRemind: true }).where(eq(referees.id, s.refereeId));
    return { talentName: row.talent.name, refereeName: row.referee.name };
  }
}
