/** The referee's phone check: an SMS code (one sender, the outbox's), its verification, the signed proof. */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { toE164 } from '@refcheck/domain';
import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { referees, smsCodes } from '../../db/schema/index.ts';
import { HttpProblem } from '../../lib/problem.ts';
import type { Outbox } from '../../platform/outbox/index.ts';
import { recordSteps } from '../../platform/step-events/index.ts';
import { assertOpen, loadReferee, SMS_PURPOSE, type Subject } from './subject.ts';

export const SMS_CODE_TTL_MS = 10 * 60 * 1000;
export const SMS_CODE_MAX_ATTEMPTS = 5;
export const SMS_RESEND_INTERVAL_MS = 30 * 1000;

export class RefereePhoneVerification {
  constructor(
    private readonly db: Db,
    private readonly outbox: Outbox,
    private readonly secret: string,
  ) {}

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
    const row = await loadReferee(this.db, s);
    assertOpen(row, now);
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
    await this.outbox.sendPhoneCode({
      to: phone,
      code,
      minutes: SMS_CODE_TTL_MS / 60_000,
      template: 'refereePhoneCode',
      language: lang,
      companyId: s.companyId,
    });
    return { phone: maskPhone(phone) };
  }

  async verifyCode(s: Subject, code: string, now: Date) {
    const row = await loadReferee(this.db, s);
    assertOpen(row, now);
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
    await this.db.transaction(async (tx) => {
      await tx.update(smsCodes).set({ consumedAt: now }).where(eq(smsCodes.id, current.id));
      await tx
        .update(referees)
        .set({ phoneNumber: current.phoneNumber, phoneVerifiedAt: now })
        .where(eq(referees.id, s.refereeId));
      // The step is the first verification (a new browser verifies again).
      if (!row.referee.phoneVerifiedAt) await recordSteps(tx, { ...s, step: 'phoneVerified', at: now });
    });
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
}

export function maskPhone(e164: string) {
  return `${e164.slice(0, 3)}******${e164.slice(-4)}`;
}
