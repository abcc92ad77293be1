/**
 * Many candidates at once for the scale benches and the long-list e2e test: `count` candidates of one company,
 * each with one breakdown row and `refereesPerTalent` referees, written by three set-based statements (no
 * question snapshots: the list, its search and counts never read them). Candidate i (1 = newest) is registered
 * i minutes before now and has the email bulk-<i, 5 digits>@example.jp.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { storeQuestionSet } from '../../platform/questions/index.ts';
import { defaultSetItems } from './reference-check.ts';

const REFEREE_SURNAME = '推薦 ';
const REFEREE_NAME_END = '郎';
const REFEREE_COMPANY = '株式会社サンプル';

const FAMILY = [
  '佐藤',
  '鈴木',
  '高橋',
  '田中',
  '伊藤',
  '渡辺',
  '山本',
  '中村',
  '小林',
  '加藤',
  '吉田',
  '山田',
  '佐々木',
  '山口',
  '松本',
  '井上',
  '木村',
  '林',
  '斎藤',
  '清水',
];
const GIVEN = [
  '翔太',
  '陽菜',
  '大輝',
  '美咲',
  '蓮',
  '結衣',
  '悠真',
  '葵',
  '湊',
  'さくら',
  '健太',
  '彩花',
  '拓海',
  '七海',
  '颯',
  '凛',
  '大和',
  '花子',
  '太郎',
  '真央',
];
const STATUSES = [
  'talentRegistered',
  'mailSend',
  'agreeToPrivacyPolicy',
  'refereesRegistered',
  'refereesAnswered',
];

export interface BulkTalents {
  companyId: string;
  count: number;
  refereesPerTalent?: number;
  /** Offset of the numbering (and of the registration minutes), to add a second batch after a first. */
  from?: number;
}

export async function seedBulkTalents(
  db: Db,
  opts: BulkTalents,
): Promise<{ talents: number; referees: number }> {
  const from = opts.from ?? 0;
  const perTalent = opts.refereesPerTalent ?? 0;
  const family = sql.raw(`(array[${FAMILY.map((n) => `'${n}'`).join(',')}])`);
  const given = sql.raw(`(array[${GIVEN.map((n) => `'${n}'`).join(',')}])`);
  const statuses = sql.raw(`(array[${STATUSES.map((n) => `'${n}'`).join(',')}])`);
  await db.transaction(async (tx) => {
    const questionSetId = await storeQuestionSet(tx, opts.companyId, defaultSetItems('fulltime', true));
    await tx.execute(sql`
      with numbered as (
        select i from generate_series(${from + 1}::int, ${from + opts.count}::int) as i
      ), inserted as (
        insert into talents (company_id, question_set_id, name, email, phone_number, deadline, status, created_at, site_where_talent_applied, job_major)
        select ${opts.companyId}::uuid, ${questionSetId}::uuid,
          ${family}[1 + i % 20] || ' ' || ${given}[1 + (i / 20) % 20],
          'bulk-' || lpad(i::text, 5, '0') || '@example.jp',
          '+8190' || lpad(i::text, 8, '0'),
          now() + interval '7 days',
          ${statuses}[1 + i % 5],
          now() - i * interval '1 minute',
          (array['doda','rikunabi','mynavi','en','bizreach'])[1 + i % 5],
          (array['sales','engineer','office','marketing'])[1 + i % 4]
        from numbered
        returning id
      ), breakdowns as (
        insert into referee_breakdowns (talent_id, position, relationship, time_working_together, number_of_people)
        select id, 0, 'colleague', 'currentJub', greatest(${perTalent}::int, 1) from inserted
        returning talent_id
      )
      -- The Japanese names are parameters, not literals in this template: the compiled bundle keeps a template's
      -- text as written, and one non-Latin-1 character makes V8 hold the whole file at two bytes a character.
      insert into referees (company_id, talent_id, index_number, name, belongs_company, email, relationship, time_working_together, time_to_begin, job_major, job_minor)
      select ${opts.companyId}::uuid, b.talent_id, k, ${REFEREE_SURNAME}::text || k || ${REFEREE_NAME_END}::text, ${REFEREE_COMPANY}::text,
        'referee-' || k || '-' || b.talent_id || '@example.jp', 'colleague', 'currentJub', '2020-04', 'sales', 'blank'
      from breakdowns b cross join generate_series(1, ${perTalent}::int) as k
    `);
    await tx.execute(sql`analyze talents`);
  });
  return { talents: opts.count, referees: opts.count * perTalent };
}
