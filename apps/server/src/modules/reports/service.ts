/** The company's report of one candidate: grades, referees with tags, answers per question. */
import {
  EVALUATION_CATEGORIES,
  type GradeOrUnset,
  refereeTag,
  refereeTagColor,
  reportStatus,
  UNSET_GRADE,
} from '@refcheck/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { answers, auditLog, evaluations, referees, talents } from '../../db/schema/index.ts';
import { notFound } from '../../lib/problem.ts';
import { talentQuestionList } from '../../platform/questions/index.ts';
import { latestCandidateConsent } from '../privacy-records/index.ts';
import { regainTrustView } from './regain-trust-view.ts';

export async function loadReport(db: Db, companyId: string, talentId: string) {
  const [talent] = await db
    .select()
    .from(talents)
    .where(and(eq(talents.id, talentId), eq(talents.companyId, companyId), isNull(talents.deletedAt)));
  if (!talent) throw notFound();
  const [questions, refs, rows, evals, consent] = await Promise.all([
    talentQuestionList(db, talentId),
    db
      .select()
      .from(referees)
      .where(and(eq(referees.talentId, talentId), eq(referees.companyId, companyId)))
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
      completedAt: r.completedAt?.toISOString() ?? null,
      tag,
      tagColor: refereeTagColor(tag),
      descriptions,
      selections,
    };
  });
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
    questions: questions.map((q) => ({ key: q.key, kind: q.kind, category: q.category, texts: q.texts })),
    referees: refereeList,
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
