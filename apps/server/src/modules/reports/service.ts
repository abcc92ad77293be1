/** The company's report of one candidate: grades, referees with tags, answers per question. */
import {
  computeHighlights,
  EVALUATION_CATEGORIES,
  type GradeOrUnset,
  refereeTag,
  refereeTagColor,
  reportStatus,
  UNSET_GRADE,
} from '@refcheck/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ofCompany } from '../../db/company-scope.ts';
import { answers, auditLog, evaluations, referees, talents } from '../../db/schema/index.ts';
import { notFound } from '../../lib/problem.ts';
import { talentQuestionList } from '../../platform/questions/index.ts';
import { latestCandidateConsent } from '../privacy-records/index.ts';
import { regainTrustView } from './regain-trust-view.ts';

export async function loadReport(db: Db, companyId: string, talentId: string) {
  const [talent] = await db
    .select()
    .from(talents)
    .where(and(eq(talents.id, talentId), ofCompany(talents, companyId), isNull(talents.deletedAt)));
  if (!talent) throw notFound();
  const [questions, refs, rows, evals, consent] = await Promise.all([
    talentQuestionList(db, talentId),
    db
      .select()
      .from(referees)
      // Declined and replaced referees never answered: the report does not name them (issue 36).
      .where(
        and(
          eq(referees.talentId, talentId),
          ofCompany(referees, companyId),
          isNull(referees.declinedAt),
          isNull(referees.replacedAt),
        ),
      )
      .orderBy(asc(referees.indexNumber)),
    db.select().from(answers).where(eq(answers.talentId, talentId)),
    db.select().from(evaluations).where(eq(evaluations.talentId, talentId)),
    latestCandidateConsent(db, talentId),
  ]);
  const byCategory = new Map(evals.map((e) => [e.category, e]));
  const refereeList = refs.map((r) => {
    const own = rows.filter((a) => a.refereeId === r.id);
    const descriptions = Object.fromEntries(
      own.filter((a) => a.text !== null).map((a) => [a.questionKey, a.text!]),
    );
    const selections = Object.fromEntries(
      own.filter((a) => a.level !== null).map((a) => [a.questionKey, a.level!]),
    );
    const tag = refereeTag({ completedAt: r.completedAt, answer: { descriptions, selections } });
    return {
      id: r.id,
      name: r.name,
      belongsCompany: r.belongsCompany,
      belongsTitle: r.belongsTitle,
      relationship: r.relationship,
      timeWorkingTogether: r.timeWorkingTogether,
      period: { from: r.timeToBegin, to: r.workingTogether ? null : (r.timeToEnd ?? null) },
      completedAt: r.completedAt?.toISOString() ?? null,
      tag,
      tagColor: refereeTagColor(tag),
      descriptions,
      selections,
    };
  });
  const questionList = questions.map((q) => ({
    key: q.key,
    kind: q.kind,
    category: q.category,
    polarity: q.kind === 'selection' ? q.polarity : null,
    texts: q.texts,
  }));
  // Like the grades: completed referees only, and none when the candidate has no A–E evaluation.
  const highlights = talent.selectionQuestion
    ? computeHighlights(
        questionList,
        refereeList.filter((r) => r.completedAt !== null),
      )
    : [];
  return {
    talent: {
      id: talent.id,
      name: talent.name,
      currentCompany: talent.currentCompany,
      rank: talent.rank,
      status: talent.status,
      deadline: talent.deadline.toISOString(),
      selectionQuestion: talent.selectionQuestion,
    },
    reportStatus: reportStatus(refs),
    totalGrade: (talent.totalGrade ?? UNSET_GRADE) as GradeOrUnset,
    totalScore: talent.totalScore,
    categories: EVALUATION_CATEGORIES.map((category) => ({
      category,
      score: byCategory.get(category)?.score ?? null,
      grade: (byCategory.get(category)?.grade ?? UNSET_GRADE) as GradeOrUnset,
    })),
    questions: questionList,
    referees: refereeList,
    highlights,
    regainTrust: regainTrustView(talent),
    consent: consent ? { at: consent.at.toISOString(), version: consent.textVersion } : null,
  };
}

export type Report = Awaited<ReturnType<typeof loadReport>>;

export async function recordRead(
  db: Db,
  input: { actorUserId: string; companyId: string; action: string; target: string; ip: string },
) {
  await db.insert(auditLog).values(input);
}
