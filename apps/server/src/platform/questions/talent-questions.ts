/**
 * Which questions a candidate has: the items of the question set its `talents.question_set_id` points at. Every
 * reader goes through these two functions (referee flow, candidate flow, report, evaluation, dashboard).
 *
 * One question by key, in SQL (e.g. for a one-round-trip answer save):
 *   SELECT i.kind, i.polarity FROM talents t JOIN question_set_items i
 *     ON i.question_set_id = t.question_set_id AND i.key = $key WHERE t.id = $talentId
 * (served by the unique index question_set_items_key_idx on (question_set_id, key)).
 */
import { and, asc, eq, type Placeholder } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { questionSetItems, talents } from '../../db/schema/index.ts';

type Queryable = Db | Tx;

const columns = {
  position: questionSetItems.position,
  key: questionSetItems.key,
  kind: questionSetItems.kind,
  category: questionSetItems.category,
  polarity: questionSetItems.polarity,
  texts: questionSetItems.texts,
};

export type TalentQuestion = {
  position: number;
  key: string;
  kind: 'description' | 'selection';
  category: string | null;
  polarity: 'positive' | 'negative' | null;
  texts: { jp: string; en: string; cn: string };
};

/** The candidate's questions in order (only one kind when given), for a candidate id or a placeholder of one. */
function questionList(db: Queryable, talentId: string | Placeholder, kind?: 'description' | 'selection') {
  const on = and(
    eq(questionSetItems.questionSetId, talents.questionSetId),
    kind ? eq(questionSetItems.kind, kind) : undefined,
  );
  return db
    .select(columns)
    .from(talents)
    .innerJoin(questionSetItems, on)
    .where(eq(talents.id, talentId))
    .orderBy(asc(questionSetItems.position));
}

/** The candidate's questions in order (only one kind when given). */
export async function talentQuestionList(
  db: Queryable,
  talentId: string,
  kind?: 'description' | 'selection',
): Promise<TalentQuestion[]> {
  return questionList(db, talentId, kind);
}

/** One of the candidate's questions by key, or undefined. */
export async function talentQuestionByKey(
  db: Queryable,
  talentId: string,
  key: string,
): Promise<TalentQuestion | undefined> {
  const [row] = await db
    .select(columns)
    .from(talents)
    .innerJoin(
      questionSetItems,
      and(eq(questionSetItems.questionSetId, talents.questionSetId), eq(questionSetItems.key, key)),
    )
    .where(eq(talents.id, talentId));
  return row;
}
