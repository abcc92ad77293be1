/**
 * The referee's autosave in ONE database round trip: one call of a PL/pgSQL function (atomic, no BEGIN/COMMIT): it
 * checks the referee still belongs to the flow cookie's talent and company (neither deleted), is not completed and
 * before the deadline, looks the question up, and upserts the answer only if the client's revision is newer than
 * the stored one. Evaluation is not recomputed here: only completed referees count, so completion recomputes it.
 */
import { scoreAnswer } from '@refcheck/domain';
import type { Database } from '../../db/client.ts';
import { HttpProblem, notFound } from '../../lib/problem.ts';
import type { Subject } from './subject.ts';

/**
 * The statement is the PL/pgSQL function `referee_save_answer` (custom migrations 0014 and 0016, one read + upsert):
 * one call, its inner queries planned once per connection. One query reads the referee, its talent and company and
 * the question in the talent's shared question set (question_set_items); then the guarded upsert.
 */
const SAVE_ANSWER_SQL =
  'select status, rev::float8 as rev from referee_save_answer($1::uuid, $2::uuid, $3::uuid, $4::text, $5::text, $6::smallint, $7::smallint, $8::smallint, $9::bigint, $10::timestamptz)';

export interface AnswerValue {
  text?: string;
  level?: number;
  /** The client's edit order of this answer; when absent the save counts as made now (ms × 1000). */
  rev?: number;
}

export interface SaveResult {
  /** False when the stored answer is already newer (an older save arriving late): nothing changed. */
  applied: boolean;
  /** The revision now stored. */
  rev: number;
}

type SaveStatus =
  | 'applied'
  | 'superseded'
  | 'notFound'
  | 'completed'
  | 'closed'
  | 'noQuestion'
  | 'descriptionRequired'
  | 'selectionRequired';

const isLevel = (level: unknown): level is number =>
  typeof level === 'number' && Number.isInteger(level) && level >= 1 && level <= 5;

export async function saveAnswer(
  database: Pick<Database, 'prepared'>,
  s: Subject,
  key: string,
  value: AnswerValue,
  now: Date,
): Promise<SaveResult> {
  const level = isLevel(value.level) ? value.level : null;
  const { rows } = await database.prepared('referee_save_answer', SAVE_ANSWER_SQL, [
    s.refereeId,
    s.talentId,
    s.companyId,
    key,
    typeof value.text === 'string' ? value.text : null,
    level,
    level === null ? null : scoreAnswer(level, 'positive'),
    level === null ? null : scoreAnswer(level, 'negative'),
    value.rev ?? now.getTime() * 1000,
    now,
  ]);
  const row = rows[0] as { status: SaveStatus; rev: number | null } | undefined;
  switch (row?.status) {
    case 'applied':
    case 'superseded':
      return { applied: row.status === 'applied', rev: Number(row.rev ?? 0) };
    case 'completed':
      throw new HttpProblem(409, 'referee.alreadyCompleted');
    case 'closed':
      throw new HttpProblem(403, 'referee.deadlinePassed');
    case 'descriptionRequired':
      throw new HttpProblem(400, 'validation.descriptionAnswerRequired');
    case 'selectionRequired':
      throw new HttpProblem(400, 'validation.selectionAnswerRequired');
    default:
      throw notFound();
  }
}
