/** The referee flow's use cases: every query is scoped by the flow cookie's company, talent and referee. */
import { createHash, createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import { estimatedMinutes, formatDeadline, type Language, nextTalentStatus, toE164 } from '@refcheck/domain';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { answers, companies, files, referees, smsCodes, talents } from '../../db/schema/index.ts';
import { HttpProblem, notFound } from '../../lib/problem.ts';
import { operatorNotifyAddress } from '../admin/notify-address.ts';
import { reencodeImage } from '../files/reencode.ts';
import type { FileStorage } from '../files/storage.ts';
import { sniffImageType } from '../files/storage.ts';
import type { Outbox } from '../outbox/outbox.ts';
import { talentQuestionList } from '../questions/talent-questions.ts';
import { recomputeEvaluation } from './evaluation.ts';

export const SMS_CODE_TTL_MS = 10 * 60 * 1000;
export const SMS_CODE_MAX_ATTEMPTS = 5;
export const SMS_RESEND_INTERVAL_MS = 30 * 1000;
export const IDENTIFICATION_MAX_BYTES = 10 * 1024 * 1024;
export const SMS_PURPOSE = 'refereePhone';

export type RefereeState = 'finished' | 'closed' | 'authentication' | 'instruction';

export interface Subject {
  companyId: string;
  talentId: string;
  refereeId: string;
}

export class RefereeService {
  constructor(
    private readonly db: Db,
    private readonly outbox: Outbox,
    private readonly storage: FileStorage,
    private readonly secret: string,
    private readonly publicUrl: string,
    /** The operator address before the admin setting is set (config.ADMIN_NOTIFY_MAIL). */
    private readonly operatorMail: string,
  ) {}

  /** The referee with its talent and company, or 404 (never another referee's or another company's). */
  async load(s: Subject) {
    const [row] = await this.db
      .select({ referee: referees, talent: talents, company: companies })
      .from(referees)
      .innerJoin(talents, eq(talents.id, referees.talentId))
      .innerJoin(companies, eq(companies.id, referees.companyId))
      .where(
        and(
          eq(referees.id, s.refereeId),
          eq(referees.talentId, s.talentId),
          eq(referees.companyId, s.companyId),
          eq(talents.companyId, s.companyId),
          isNull(talents.deletedAt),
          isNull(companies.deletedAt),
        ),
      );
    if (!row) throw notFound();
    return row;
  }

  stateOf(row: Awaited<ReturnType<RefereeService['load']>>, now: Date): RefereeState {
    if (row.referee.completedAt) return 'finished';
    if (row.talent.deadline.getTime() < now.getTime()) return 'closed';
    if (row.referee.isAgreeToPrivacyPolicy) return 'authentication';
    return 'instruction';
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
      estimatedMinutes: estimatedMinutes(questions.length),
      questionsCount: questions.length,
      isBusinessCardRequired: row.company.isBusinessCardRequired,
      selectionQuestion: row.talent.selectionQuestion,
      isAgreeToPrivacyPolicy: row.referee.isAgreeToPrivacyPolicy,
      hasPhoneNumber: row.referee.phoneNumber !== null,
      phoneVerified: verified,
      completedAt: row.referee.completedAt?.toISOString() ?? null,
      hasIdentification: Boolean(file),
      isUnsubscribeRemind: row.referee.isUnsubscribeRemind,
      questions: questions.map((q) => ({ key: q.key, kind: q.kind, text: q.texts[lang] ?? q.texts.jp })),
    };
  }

  private assertOpen(row: Awaited<ReturnType<RefereeService['load']>>, now: Date) {
    if (row.referee.completedAt) throw new HttpProblem(409, 'referee.alreadyCompleted');
    if (row.talent.deadline.getTime() < now.getTime()) throw new HttpProblem(403, 'referee.deadlinePassed');
  }

  async consent(s: Subject, ip: string, userAgent: string | undefined, now: Date) {
    const row = await this.load(s);
    this.assertOpen(row, now);
    await this.db
      .update(referees)
      .set({ isAgreeToPrivacyPolicy: true, consentedAt: now, ipAddress: ip, userAgent: userAgent ?? null })
      .where(eq(referees.id, s.refereeId));
  }

  async setLanguage(s: Subject, language: Language) {
    await this.load(s);
    await this.db.update(referees).set({ language }).where(eq(referees.id, s.refereeId));
  }

  private codeHash(refereeId: string, code: string) {
    return createHmac('sha256', this.secret).update(`${SMS_PURPOSE}:${refereeId}:${code}`).digest('hex');
  }

  /** Whether the number belongs to the candidate or to another referee of the same candidate. */
  private async phoneTaken(s: Subject, e164: string, talent: { countryCode: string; phoneNumber: string }) {
    let talentE164: string | null = null;
    try {
      talentE164 = toE164(talent.countryCode, talent.phoneNumber);
    } catch {
      talentE164 = null;
    }
    if (talentE164 === e164) return true;
    const [other] = await this.db
      .select({ id: referees.id })
      .from(referees)
      .where(
        and(eq(referees.talentId, s.talentId), ne(referees.id, s.refereeId), eq(referees.phoneNumber, e164)),
      );
    return Boolean(other);
  }

  /** Sends a 6-digit code to `e164`, or to the stored number when none is given. Returns the masked number. */
  async sendCode(s: Subject, e164: string | null, now: Date) {
    const row = await this.load(s);
    this.assertOpen(row, now);
    if (!row.referee.isAgreeToPrivacyPolicy) throw new HttpProblem(403, 'referee.consentRequired');
    const phone = e164 ?? row.referee.phoneNumber;
    if (!phone) throw new HttpProblem(400, 'referee.invalidNumber');
    if (await this.phoneTaken(s, phone, row.talent))
      throw new HttpProblem(409, 'referee.numberIsAlreadyRegistered');
    const [last] = await this.db
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.purpose, SMS_PURPOSE), eq(smsCodes.subjectId, s.refereeId)))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1);
    if (last && now.getTime() - last.createdAt.getTime() < SMS_RESEND_INTERVAL_MS) {
      const retryAfter = Math.ceil(
        (SMS_RESEND_INTERVAL_MS - (now.getTime() - last.createdAt.getTime())) / 1000,
      );
      throw new HttpProblem(429, 'referee.resendTooSoon', String(retryAfter));
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await this.db
      .update(smsCodes)
      .set({ consumedAt: now })
      .where(
        and(
          eq(smsCodes.purpose, SMS_PURPOSE),
          eq(smsCodes.subjectId, s.refereeId),
          isNull(smsCodes.consumedAt),
        ),
      );
    await this.db.insert(smsCodes).values({
      purpose: SMS_PURPOSE,
      subjectId: s.refereeId,
      phoneNumber: phone,
      codeHash: this.codeHash(s.refereeId, code),
      expiresAt: new Date(now.getTime() + SMS_CODE_TTL_MS),
      createdAt: now,
    });
    const lang = row.referee.language;
    await this.outbox.send({
      channel: 'sms',
      to: phone,
      text: smsText(lang, code),
      template: 'refereePhoneCode',
      language: lang,
      companyId: s.companyId,
    });
    return { phone: maskPhone(phone) };
  }

  async verifyCode(s: Subject, code: string, now: Date) {
    const row = await this.load(s);
    this.assertOpen(row, now);
    const [current] = await this.db
      .select()
      .from(smsCodes)
      .where(
        and(
          eq(smsCodes.purpose, SMS_PURPOSE),
          eq(smsCodes.subjectId, s.refereeId),
          isNull(smsCodes.consumedAt),
        ),
      )
      .orderBy(desc(smsCodes.createdAt))
      .limit(1);
    if (
      !current ||
      current.expiresAt.getTime() < now.getTime() ||
      current.attempts >= SMS_CODE_MAX_ATTEMPTS
    ) {
      throw new HttpProblem(400, 'referee.codeExpired');
    }
    const expected = Buffer.from(current.codeHash, 'hex');
    const given = Buffer.from(this.codeHash(s.refereeId, code), 'hex');
    if (!timingSafeEqual(expected, given)) {
      await this.db
        .update(smsCodes)
        .set({ attempts: current.attempts + 1 })
        .where(eq(smsCodes.id, current.id));
      throw new HttpProblem(400, 'referee.wrongAuthorizationCode');
    }
    if (await this.phoneTaken(s, current.phoneNumber, row.talent)) {
      throw new HttpProblem(409, 'referee.numberIsAlreadyRegistered');
    }
    await this.db.update(smsCodes).set({ consumedAt: now }).where(eq(smsCodes.id, current.id));
    await this.db
      .update(referees)
      .set({ phoneNumber: current.phoneNumber, phoneVerifiedAt: now })
      .where(eq(referees.id, s.refereeId));
  }

  /** A proof that this browser verified the referee's phone (a second signed cookie next to the flow cookie). */
  verifiedProof(refereeId: string) {
    return createHmac('sha256', this.secret).update(`referee-verified:${refereeId}`).digest('base64url');
  }

  isVerified(refereeId: string, proof: string | undefined) {
    if (!proof) return false;
    const a = Buffer.from(this.verifiedProof(refereeId));
    const b = Buffer.from(proof);
    return a.length === b.length && timingSafeEqual(a, b);
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
    if (row.company.isBusinessCardRequired) {
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
      const pending = await tx
        .select({ id: referees.id })
        .from(referees)
        .where(and(eq(referees.talentId, s.talentId), isNull(referees.completedAt)));
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
        }
      }
      await recomputeEvaluation(tx, s.talentId);
      return all;
    });
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

function smsText(lang: Language, code: string) {
  if (lang === 'en') return `Refcheck verification code: ${code} (valid for 10 minutes)`;
  if (lang === 'cn') return `Refcheck 验证码：${code}（10分钟内有效）`;
  return `Refcheck 認証コード：${code}（10分間有効です）`;
}

export function maskPhone(e164: string) {
  return `${e164.slice(0, 3)}******${e164.slice(-4)}`;
}
