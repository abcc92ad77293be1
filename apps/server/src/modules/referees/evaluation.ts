/**
 * Recomputes a candidate's evaluation (evaluations rows, talents.total_score / total_grade) from the selection
 * answers of its COMPLETED referees with the domain's evaluateSelections. In-progress answers never count
 * (facts: "over all referees who answered"; a half-filled questionnaire would swing the grade).
 */
import {
  EVALUATION_CATEGORIES,
  type EvaluationCategory,
  evaluateSelections,
  type Polarity,
  type SelectionAnswers,
} from '@refcheck/domain';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db, Tx as DbTx } from '../../db/client.ts';
import { answers, evaluations, referees, talents } from '../../db/schema/index.ts';
import { talentQuestionList } from '../../platform/questions/index.ts';

type Tx = DbTx | Db;

export async function recomputeEvaluation(db: Tx, talentId: string) {
  const [talent] = await db
    .select({ selectionQuestion: talents.selectionQuestion })
    .from(talents)
    .where(eq(talents.id, talentId));
  if (!talent) return null;
  const questions = (await talentQuestionList(db, talentId, 'selection'))
    .filter((q) => q.category && q.polarity)
    .map((q) => ({
      key: q.key,
      category: q.category as EvaluationCategory,
      polarity: q.polarity as Polarity,
    }));
  const completed = await db
    .select({ id: referees.id })
    .from(referees)
    .where(and(eq(referees.talentId, talentId), isNotNull(referees.completedAt)));
  const perReferee = new Map<string, Record<string, number>>(completed.map((r) => [r.id, {}]));
  if (completed.length > 0) {
    const rows = await db
      .select({ refereeId: answers.refereeId, key: answers.questionKey, level: answers.level })
      .from(answers)
      .where(
        and(
          inArray(
            answers.refereeId,
            completed.map((r) => r.id),
          ),
          isNotNull(answers.level),
        ),
      );
    for (const row of rows) perReferee.get(row.refereeId)![row.key] = row.level!;
  }
  const result = evaluateSelections({
    selectionQuestion: talent.selectionQuestion,
    questions,
    answers: [...perReferee.values()] as SelectionAnswers[],
  });
  const values = EVALUATION_CATEGORIES.map((category) => ({
    talentId,
    category,
    score: result.categories[category].score,
    grade: result.categories[category].grade,
  }));
  await db
    .insert(evaluations)
    .values(values)
    .onConflictDoUpdate({
      target: [evaluations.talentId, evaluations.category],
      set: { score: sql`excluded.score`, grade: sql`excluded.grade` },
    });
  await db
    .update(talents)
    .set({ totalScore: result.totalScore, totalGrade: result.totalGrade })
    .where(eq(talents.id, talentId));
  return result;
}
