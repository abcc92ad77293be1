/**
 * Test and development data: one reference check (a candidate with its breakdown, question snapshot, referees
 * and one referee link each), written in one transaction. Used by the API tests and, outside production, by
 * `POST /api/dev/reference-checks` for the e2e tests.
 */

import { defaultDeadline, defaultQuestions, type Language, type Rank, toE164 } from '@refcheck/domain';
import type { Db } from '../../db/client.ts';
import { refereeBreakdowns, referees, talents } from '../../db/schema/index.ts';
import { issueLinkToken, linkExpiry } from '../../platform/links/index.ts';
import { storeQuestionSet } from '../../platform/questions/index.ts';
import { recordSteps, type StepFact } from '../../platform/step-events/index.ts';

export interface SeedReferee {
  name: string;
  email?: string;
  language?: Language;
  /** E.164, when the candidate already registered the referee's phone. */
  phoneNumber?: string | null;
  belongsCompany?: string;
  /** Declined then (reason 時間が取れない), with its step (issue 36's stalled checks). */
  declinedAt?: Date;
}

export interface SeedReferenceCheckInput {
  companyId: string;
  talentName?: string;
  talentEmail?: string;
  /** National number of the candidate (country code +81). */
  talentPhoneNumber?: string;
  currentCompany?: string;
  rank?: Rank;
  referees: SeedReferee[];
  selectionQuestion?: boolean;
  deadline?: Date;
  /** When the candidate was invited (recorded as its step); not invited when absent. */
  invitedAt?: Date;
  language?: Language;
  now?: Date;
}

export interface SeededReferenceCheck {
  talentId: string;
  /** The candidate's own link (the candidate pages), as the invitation mail carries it. */
  talentLink: string;
  referees: { id: string; name: string; token: string; link: string }[];
}

/** The question snapshot of a candidate on the default questions of a rank (with or without the selections). */
export function defaultSetItems(rank: Rank, selectionQuestion: boolean) {
  const { descriptions, selections } = defaultQuestions(rank);
  return [
    ...descriptions.map((q) => ({
      key: q.key,
      kind: 'description' as const,
      category: null,
      polarity: null,
      texts: q.text,
    })),
    ...(selectionQuestion
      ? selections.map((q) => ({
          key: q.key,
          kind: 'selection' as const,
          category: q.category,
          polarity: q.polarity,
          texts: q.text,
        }))
      : []),
  ];
}

export async function seedReferenceCheck(
  db: Db,
  input: SeedReferenceCheckInput,
): Promise<SeededReferenceCheck> {
  const now = input.now ?? new Date();
  const rank = input.rank ?? 'fulltime';
  const deadline = input.deadline ?? defaultDeadline(now);
  const selectionQuestion = input.selectionQuestion ?? true;
  return db.transaction(async (tx) => {
    const rows = defaultSetItems(rank, selectionQuestion);
    const questionSetId = await storeQuestionSet(tx, input.companyId, rows);
    const [talent] = await tx
      .insert(talents)
      .values({
        companyId: input.companyId,
        name: input.talentName ?? '候補 太郎',
        email: input.talentEmail ?? 'candidate@example.jp',
        phoneNumber: toE164('+81', input.talentPhoneNumber ?? '09011112222'),
        language: input.language ?? 'jp',
        currentCompany: input.currentCompany ?? '株式会社サンプル',
        deadline,
        rank,
        selectionQuestion,
        questionSetId,
        status: 'refereesRegistered',
        isAgreeToPrivacyPolicy: true,
        consentedAt: now,
        invitedAt: input.invitedAt ?? null,
      })
      .returning({ id: talents.id });
    const talentId = talent!.id;
    // The steps the seed takes, as the live flow records them (issue 36).
    const steps: StepFact[] = [{ companyId: input.companyId, talentId, step: 'consented', at: now }];
    if (input.invitedAt)
      steps.push({ companyId: input.companyId, talentId, step: 'invited', at: input.invitedAt });
    await tx.insert(refereeBreakdowns).values({
      talentId,
      position: 0,
      relationship: 'directSupervisor',
      timeWorkingTogether: 'currentJub',
      numberOfPeople: input.referees.length,
    });
    const result: SeededReferenceCheck['referees'] = [];
    for (const [index, r] of input.referees.entries()) {
      const [row] = await tx
        .insert(referees)
        .values({
          companyId: input.companyId,
          talentId,
          indexNumber: index,
          name: r.name,
          belongsCompany: r.belongsCompany ?? '株式会社サンプル',
          email: r.email ?? `referee${index + 1}@example.co.jp`,
          phoneNumber: r.phoneNumber ?? null,
          relationship: 'directSupervisor',
          timeWorkingTogether: 'currentJub',
          timeToBegin: '2020-04',
          workingTogether: true,
          jobMajor: 'sales',
          jobMinor: 'other',
          language: r.language ?? 'jp',
          isRelationshipSelectedByCompany: true,
          isTimeWorkingTogetherSelectedByCompany: true,
          sendAt: now,
          ...(r.declinedAt ? { declinedAt: r.declinedAt, declineReason: 'noTime' } : {}),
        })
        .returning({ id: referees.id });
      steps.push({ companyId: input.companyId, talentId, refereeId: row!.id, step: 'invited', at: now });
      if (r.declinedAt)
        steps.push({
          companyId: input.companyId,
          talentId,
          refereeId: row!.id,
          step: 'declined',
          at: r.declinedAt,
        });
      const token = await issueLinkToken(tx, {
        companyId: input.companyId,
        talentId,
        refereeId: row!.id,
        purpose: 'referee',
        expiresAt: linkExpiry(deadline),
      });
      const query = new URLSearchParams({ company: input.companyId, talent: talentId, token });
      result.push({ id: row!.id, name: r.name, token, link: `/referee?${query.toString()}` });
    }
    await recordSteps(tx, steps);
    const talentToken = await issueLinkToken(tx, {
      companyId: input.companyId,
      talentId,
      purpose: 'talent',
      expiresAt: linkExpiry(deadline),
    });
    const talentLink = `/talent/instruction?${new URLSearchParams({ company: input.companyId, token: talentToken })}`;
    return { talentId, talentLink, referees: result };
  });
}
