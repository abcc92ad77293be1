/**
 * The dashboard's candidate detail in one statement (issue 39): the candidate row and, as JSON arrays built by
 * PostgreSQL, its referee breakdown, its referees (replaced ones left out), their answers and its questions — one
 * round trip and one pooled connection per detail, where five statements in parallel took five connections of ten
 * (two details at once held the whole pool) and five protocol exchanges. A named prepared statement: PostgreSQL
 * plans it once per connection. Written with table names by hand (drizzle renders a selected SQL fragment's columns
 * without their table in a one-table select).
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type answers, type refereeBreakdowns, type referees, talents } from '../../db/schema/index.ts';

/** A row's fields as JSON gives them: timestamps as ISO text. */
type AsJson<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

type BreakdownJson = Pick<
  typeof refereeBreakdowns.$inferSelect,
  | 'relationship'
  | 'otherRelationship'
  | 'isRelationshipSelectedByCompany'
  | 'timeWorkingTogether'
  | 'otherTimeWorkingTogether'
  | 'isTimeWorkingTogetherSelectedByCompany'
  | 'numberOfPeople'
>;

type RefereeJson = AsJson<
  Pick<
    typeof referees.$inferSelect,
    | 'id'
    | 'indexNumber'
    | 'name'
    | 'belongsCompany'
    | 'belongsTitle'
    | 'email'
    | 'phoneNumber'
    | 'relationship'
    | 'otherRelationship'
    | 'timeWorkingTogether'
    | 'otherTimeWorkingTogether'
    | 'language'
    | 'ipAddress'
    | 'sendAt'
    | 'completedAt'
    | 'declinedAt'
    | 'createdAt'
  >
>;

type AnswerJson = Pick<typeof answers.$inferSelect, 'refereeId' | 'questionKey' | 'text' | 'level'>;

interface QuestionJson {
  key: string;
  kind: 'description' | 'selection';
  category: string | null;
  texts: { jp: string; en: string; cn: string };
}

const instant = (v: string | null) => (v === null ? null : new Date(v));

/** The detail's statement (`execute({ id, companyId })`): no row when the candidate is not this company's. */
export function prepareTalentDetail(db: Db) {
  return db
    .select({
      talent: talents,
      breakdown: sql<BreakdownJson[]>`(
        SELECT coalesce(json_agg(json_build_object(
          'relationship', b.relationship, 'otherRelationship', b.other_relationship,
          'isRelationshipSelectedByCompany', b.is_relationship_selected_by_company,
          'timeWorkingTogether', b.time_working_together, 'otherTimeWorkingTogether', b.other_time_working_together,
          'isTimeWorkingTogetherSelectedByCompany', b.is_time_working_together_selected_by_company,
          'numberOfPeople', b.number_of_people) ORDER BY b.position), '[]'::json)
        FROM referee_breakdowns b WHERE b.talent_id = "talents"."id")`,
      referees: sql<RefereeJson[]>`(
        SELECT coalesce(json_agg(json_build_object(
          'id', r.id, 'indexNumber', r.index_number, 'name', r.name,
          'belongsCompany', r.belongs_company, 'belongsTitle', r.belongs_title,
          'email', r.email, 'phoneNumber', r.phone_number,
          'relationship', r.relationship, 'otherRelationship', r.other_relationship,
          'timeWorkingTogether', r.time_working_together, 'otherTimeWorkingTogether', r.other_time_working_together,
          'language', r.language, 'ipAddress', r.ip_address,
          'sendAt', r.send_at, 'completedAt', r.completed_at, 'declinedAt', r.declined_at,
          'createdAt', r.created_at) ORDER BY r.index_number), '[]'::json)
        FROM referees r WHERE r.talent_id = "talents"."id" AND r.replaced_at IS NULL)`,
      answers: sql<AnswerJson[]>`(
        SELECT coalesce(json_agg(json_build_object(
          'refereeId', a.referee_id, 'questionKey', a.question_key, 'text', a.text, 'level', a.level)), '[]'::json)
        FROM answers a WHERE a.talent_id = "talents"."id")`,
      questions: sql<QuestionJson[]>`(
        SELECT coalesce(json_agg(json_build_object(
          'key', i.key, 'kind', i.kind, 'category', i.category, 'texts', i.texts) ORDER BY i.position), '[]'::json)
        FROM question_set_items i WHERE i.question_set_id = "talents"."question_set_id")`,
    })
    .from(talents)
    .where(
      and(
        eq(talents.id, sql.placeholder('id')),
        eq(talents.companyId, sql.placeholder('companyId')),
        isNull(talents.deletedAt),
      ),
    )
    .prepare('talent_detail');
}

/** The referees of a detail row with their timestamps as dates (as the referees' own statement gives them). */
export function detailReferees(rows: RefereeJson[]) {
  return rows.map((r) => ({
    ...r,
    sendAt: instant(r.sendAt),
    completedAt: instant(r.completedAt),
    declinedAt: instant(r.declinedAt),
    createdAt: new Date(r.createdAt),
  }));
}
