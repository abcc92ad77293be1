/**
 * Trust signals of a company's candidate (issue 22): computed from the check's evidence by the domain's rules, merged
 * with the company's reviews, worded in the reader's language; and the review action (audit logged).
 */
import { type Language, translate } from '@refcheck/domain';
import {
  type CheckEvidence,
  computeSignals,
  type RiskSignals,
  riskLevel,
  type SignalCode,
  signalBenignKey,
  signalReasonKey,
  type TrustSignal,
} from '@refcheck/domain/trust-signals/index';
import { relationshipVersionText } from '@refcheck/domain/trust-signals/relationship-text';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ofCompany } from '../../db/company-scope.ts';
import { auditLog, riskSignalReviews, user } from '../../db/schema/index.ts';
import { notFound } from '../../lib/problem.ts';
import { loadEvidence } from './evidence.ts';

/** A signal's detail lines: a correction shows both versions (the candidate's and the referee's) per referee. */
function signalDetails(signal: TrustSignal, evidence: CheckEvidence | null, lang: Language): string[] {
  if (signal.code !== 'relationshipCorrected' || !evidence) return [];
  return evidence.referees
    .filter((r) => signal.refereeIds.includes(r.id) && r.stated && r.confirmed)
    .map((r) =>
      translate(lang, 'trust.correctionDetail', {
        name: r.name ?? '',
        stated: relationshipVersionText(r.stated!, lang),
        confirmed: relationshipVersionText(r.confirmed!, lang),
      }),
    );
}

export interface Reader {
  userId: string;
  companyId: string;
  ip: string;
}

export class TrustSignalsService {
  constructor(private readonly db: Db) {}

  /** The level and signals of a candidate of the reader's company, in `lang` (else the reader's language). */
  async view(reader: Reader, talentId: string, lang?: Language): Promise<RiskSignals> {
    const evidence = await loadEvidence(this.db, reader.companyId, talentId);
    if (!evidence) throw notFound();
    return this.present(reader, talentId, evidence, computeSignals(evidence), lang);
  }

  /** Signals worded in the reader's language, each with the company's review of its code. */
  private async present(
    reader: Reader,
    talentId: string,
    evidence: CheckEvidence | null,
    signals: TrustSignal[],
    lang?: Language,
  ): Promise<RiskSignals> {
    const [reviews, language] = await Promise.all([
      this.db
        .select()
        .from(riskSignalReviews)
        .where(and(eq(riskSignalReviews.talentId, talentId), ofCompany(riskSignalReviews, reader.companyId))),
      lang ?? this.languageOf(reader.userId),
    ]);
    const byCode = new Map(reviews.map((r) => [r.code, r]));
    return {
      level: riskLevel(signals),
      signals: signals.map((s) => {
        const review = byCode.get(s.code);
        return {
          code: s.code,
          severity: s.severity,
          refereeIds: s.refereeIds,
          reason: s.variants.map((v) => translate(language, signalReasonKey(s.code, v))).join(' '),
          benign: translate(language, signalBenignKey(s.code)),
          details: signalDetails(s, evidence, language),
          reviewedAt: review?.reviewedAt.toISOString() ?? null,
          reviewedBy: review?.reviewerName ?? null,
          note: review?.note ?? null,
        };
      }),
    };
  }

  /**
   * Marks a signal the candidate has now as reviewed with a note (again: replaces the review), audit logged. A code
   * the check does not show is 404, like another company's candidate.
   */
  async review(reader: Reader, talentId: string, code: SignalCode, note: string): Promise<RiskSignals> {
    const evidence = await loadEvidence(this.db, reader.companyId, talentId);
    const signals = evidence ? computeSignals(evidence) : [];
    if (!signals.some((s) => s.code === code)) throw notFound();
    const [reviewer] = await this.db.select({ name: user.name }).from(user).where(eq(user.id, reader.userId));
    await this.db.transaction(async (tx) => {
      await tx
        .insert(riskSignalReviews)
        .values({
          companyId: reader.companyId,
          talentId,
          code,
          note,
          reviewedBy: reader.userId,
          reviewerName: reviewer?.name ?? '',
        })
        .onConflictDoUpdate({
          target: [riskSignalReviews.talentId, riskSignalReviews.code],
          set: {
            note,
            reviewedBy: reader.userId,
            reviewerName: reviewer?.name ?? '',
            reviewedAt: new Date(),
          },
        });
      await tx.insert(auditLog).values({
        actorUserId: reader.userId,
        companyId: reader.companyId,
        action: 'riskSignal.review',
        target: `talent:${talentId}:${code}`,
        ip: reader.ip,
      });
    });
    return this.present(reader, talentId, evidence, signals);
  }

  private async languageOf(userId: string): Promise<Language> {
    const [row] = await this.db.select({ language: user.language }).from(user).where(eq(user.id, userId));
    return (row?.language as Language | undefined) ?? 'jp';
  }
}
