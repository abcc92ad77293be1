// Seeding of the scale bench (bench/scale.mjs) on PostgreSQL, in set-based statements that PostgreSQL runs itself
// (INSERT … SELECT over generate_series: no row crosses the wire, nothing is generated in Node.js on the cores the
// database needs; decisions.md, issue 39). The focus company (the demo's owner@acme.test) gets its candidates from
// the dev endpoint as in bench/dashboard.mjs; the other client companies are written here, each with its question set
// (a copy of the focus company's), its candidates (one breakdown row each), their referees and, for the candidates
// whose referees answered (one in five, status refereesAnswered), every referee's answers to the set's questions.
// Created dates spread over the last 300 days (the retention rules purge nothing: the jobs' run time is that of
// finding nothing due among millions of rows, what a daily run mostly does).
//
// Speed: the row triggers would fire for every seeded row (the first answer's step event per answer row, the funnel
// roll-up per step event, the candidate's updated_at per referee, the foreign-key checks). Each batch runs them off
// (`session_replication_role = replica`, the bench user is a superuser) once its companies are inserted (their state
// history, a few rows per company, is still written by its trigger), then writes set-based what they would have
// written: the step events the candidates' statuses imply (seedSteps) and the funnel roll-ups of those events, by the
// population SQL of migration 0034 scoped to the batch. talents.updated_at needs nothing: its default (now()) is
// what the referees' trigger would have set.

/** Rows added per statement (one transaction each): bounds the WAL and the memory of one statement. */
const BATCH_COMPANIES = 100;

/**
 * The instant a fraction of the way through a check: from its creation to 3 days later (or now, if sooner), so
 * that every step is in the past and in order.
 */
const at = (created, fraction) => `(${created} + least(interval '3 days', now() - ${created}) * ${fraction})`;
/** When each step happened, as a fraction of the check's way (the candidate's steps, then the referees'). */
const WHEN = {
  invited: 0.05,
  consented: 0.3,
  refereeInvited: 0.35,
  opened: 0.6,
  refereeConsented: 0.62,
  phoneVerified: 0.64,
  firstAnswer: 0.66,
  refereeCompleted: 0.95,
  completed: 1,
};
const ANSWERED = `'refereesAnswered'`;

/** The answers of the referees of `batch_referees` whose check is answered (their first answer's time). */
const insertAnswers = `
  insert into answers (referee_id, talent_id, question_key, text, level, score, rev, created_at, updated_at)
  select r.id, r.talent_id, q.key,
    case when q.kind = 'description' then '一緒に働いた期間、責任感を持って業務に取り組んでいました。' end,
    case when q.kind = 'selection' then 1 + (hashtext(r.id::text || q.key) & 3) end,
    case when q.kind = 'selection' then 1 + (hashtext(r.id::text || q.key) & 3) end,
    1, ${at('r.created_at', WHEN.firstAnswer)}, ${at('r.created_at', WHEN.firstAnswer)}
  from batch_referees r join question_set_items q on q.question_set_id = r.question_set_id
  where r.status = ${ANSWERED}`;

/**
 * The step events live recording would have written for the candidates of `batch_talents` (id, company_id, status,
 * created_at) and their referees `batch_referees` (id, talent_id, company_id, k, relationship, status, created_at),
 * as the status implies: the candidate invited (every status but talentRegistered), consented (from
 * agreeToPrivacyPolicy on), its referees invited (from refereesRegistered on; of those, two in four opened their
 * link and one consented), and for the answered checks every referee's steps to completion and the check's
 * completion. Then the funnel roll-ups of those events, by migration 0034's population SQL over the batch's events.
 */
async function seedSteps(sql) {
  const step = (name, fraction, from, where) =>
    `select company_id, ${from === 'batch_talents' ? 'id, null::uuid' : 'talent_id, id'}, '${name}',
       ${at('created_at', fraction)} from ${from} where ${where}`;
  await sql(
    `create temporary table batch_steps on commit drop as
     select company_id, talent_id, referee_id, step, at from (
       ${step('invited', WHEN.invited, 'batch_talents', `status <> 'talentRegistered'`)}
       union all ${step('consented', WHEN.consented, 'batch_talents', `status in ('agreeToPrivacyPolicy', 'refereesRegistered', ${ANSWERED})`)}
       union all ${step('completed', WHEN.completed, 'batch_talents', `status = ${ANSWERED}`)}
       union all ${step('invited', WHEN.refereeInvited, 'batch_referees', `status in ('refereesRegistered', ${ANSWERED})`)}
       union all ${step('opened', WHEN.opened, 'batch_referees', `status = ${ANSWERED} or (status = 'refereesRegistered' and k <= 2)`)}
       union all ${step('consented', WHEN.refereeConsented, 'batch_referees', `status = ${ANSWERED} or (status = 'refereesRegistered' and k = 1)`)}
       union all ${step('phoneVerified', WHEN.phoneVerified, 'batch_referees', `status = ${ANSWERED}`)}
       union all ${step('firstAnswer', WHEN.firstAnswer, 'batch_referees', `status = ${ANSWERED}`)}
       union all ${step('completed', WHEN.refereeCompleted, 'batch_referees', `status = ${ANSWERED}`)}
     ) as s (company_id, talent_id, referee_id, step, at)`,
  );
  await sql(
    'insert into step_events (company_id, talent_id, referee_id, step, at) select company_id, talent_id, referee_id, step, at from batch_steps',
  );
  // Migration 0034's population of the roll-ups, over the batch's events (no other event names its candidates).
  await sql(`INSERT INTO funnel_checks (talent_id, company_id, invited_at, completed_at, last_at)
    SELECT e.talent_id, min(e.company_id::text)::uuid,
      min(e.at) FILTER (WHERE e.step = 'invited'), min(e.at) FILTER (WHERE e.step = 'completed'), max(e.at)
    FROM batch_steps e WHERE e.referee_id IS NULL GROUP BY e.talent_id`);
  await sql(`INSERT INTO funnel_counts (talent_id, company_id, relationship, invited, opened, consented, phone_verified,
      first_answer, completed, declined, replaced, expired, reminded, last_at)
    SELECT e.talent_id, min(e.company_id::text)::uuid, coalesce(r.relationship, ''),
      count(DISTINCT e.referee_id) FILTER (WHERE e.step = 'invited'),
      count(DISTINCT e.referee_id) FILTER (WHERE e.step = 'opened'),
      count(DISTINCT e.referee_id) FILTER (WHERE e.step = 'consented'),
      count(DISTINCT e.referee_id) FILTER (WHERE e.step = 'phoneVerified'),
      count(DISTINCT e.referee_id) FILTER (WHERE e.step = 'firstAnswer'),
      count(DISTINCT e.referee_id) FILTER (WHERE e.step = 'completed'),
      count(DISTINCT e.referee_id) FILTER (WHERE e.step = 'declined'),
      count(DISTINCT e.referee_id) FILTER (WHERE e.step = 'replaced'),
      count(DISTINCT e.referee_id) FILTER (WHERE e.step = 'expired'),
      count(*) FILTER (WHERE e.step = 'reminded'),
      max(e.at)
    FROM batch_steps e LEFT JOIN batch_referees r ON r.id = e.referee_id
    WHERE e.referee_id IS NOT NULL
    GROUP BY e.talent_id, coalesce(r.relationship, '')`);
  // Migration 0038's: each check's counts over every relationship, on its funnel_checks row.
  await sql(`INSERT INTO funnel_checks AS f (talent_id, company_id, invited, opened, consented, phone_verified,
      first_answer, completed, declined, replaced, expired, reminded)
    SELECT n.talent_id, min(n.company_id::text)::uuid, sum(n.invited), sum(n.opened), sum(n.consented),
      sum(n.phone_verified), sum(n.first_answer), sum(n.completed), sum(n.declined), sum(n.replaced),
      sum(n.expired), sum(n.reminded)
    FROM funnel_counts n WHERE n.talent_id IN (SELECT DISTINCT talent_id FROM batch_steps) GROUP BY n.talent_id
    ON CONFLICT (talent_id) DO UPDATE SET invited = EXCLUDED.invited, opened = EXCLUDED.opened,
      consented = EXCLUDED.consented, phone_verified = EXCLUDED.phone_verified,
      first_answer = EXCLUDED.first_answer, completed = EXCLUDED.completed, declined = EXCLUDED.declined,
      replaced = EXCLUDED.replaced, expired = EXCLUDED.expired, reminded = EXCLUDED.reminded`);
}

/**
 * The answered checks' rows carry the times of their steps (the open checks' invitation times stay unset, as
 * before: the reminder job would otherwise plan reminders for hundreds of thousands of them on its first run).
 */
const answeredTalent = {
  invited_at: at('created_at', WHEN.invited),
  consented_at: at('created_at', WHEN.consented),
  completed_at: at('created_at', WHEN.completed),
};
const answeredReferee = (created) => ({
  send_at: at(created, WHEN.refereeInvited),
  opened_at: at(created, WHEN.opened),
  consented_at: at(created, WHEN.refereeConsented),
  phone_verified_at: at(created, WHEN.phoneVerified),
  completed_at: at(created, WHEN.refereeCompleted),
});
const ifAnswered = (status, value) => `case when ${status} = ${ANSWERED} then ${value} end`;

/**
 * One transaction: `before` with the triggers, then `work` with the row triggers (and foreign-key checks) off, then
 * the step events and roll-ups of the candidates `work` left in batch_talents / batch_referees.
 */
async function batch(sql, before, work) {
  await sql('begin');
  try {
    await before();
    await sql('set local session_replication_role = replica');
    await work();
    await seedSteps(sql);
    await sql('commit');
  } catch (e) {
    await sql('rollback');
    throw e;
  }
}

/**
 * `companies` more client companies holding `candidates` candidates between them, `referees` per candidate.
 * `sql(text, values)` runs one statement. Resolves with the row counts.
 */
export async function seedOtherCompanies(sql, { focusCompanyId, companies, candidates, referees, log }) {
  const perCompany = Math.floor(candidates / companies);
  const extra = candidates - perCompany * companies;
  const [{ id: focusSet }] = await sql('select id from question_sets where company_id = $1 limit 1', [
    focusCompanyId,
  ]);
  // A bench database: a crash loses the seed anyway.
  await sql('set synchronous_commit = off');
  const t = answeredTalent;
  const r = answeredReferee('t.created_at');
  let done = 0;
  for (let start = 0; companies > 0 && start < companies; start += BATCH_COMPANIES) {
    const end = Math.min(companies, start + BATCH_COMPANIES);
    // The companies with their trigger (company_state_history: billing reads it).
    const before = () =>
      sql(
        `create temporary table batch_companies on commit drop as
         with made as (
           insert into companies (uid, name, staff_name, email, selected_plan, allowed_plan, verified_at, created_at,
             risk_eyes_id, payment_method)
           select 'scale-' || i, 'ベンチ株式会社 ' || lpad(i::text, 7, '0'), '担当 ' || i,
             'scale-' || i || '@clients.test',
             case when i % 3 = 0 then 'STANDARD' else 'LIGHT' end,
             case when i % 6 = 0 then 'STANDARD' else 'LIGHT' end,
             case when i % 10 = 0 then null else now() - (i % 300) * interval '1 day' end,
             now() - (i % 400) * interval '1 day',
             case when i % 4 = 0 then 'RE-' || i end,
             case when i % 7 = 0 then 'invoice' else 'card' end
           from generate_series($1::int, $2::int) as i
           returning id, (regexp_replace(uid, '^scale-', ''))::int as i
         )
         select made.id, made.i, gen_random_uuid() as set_id from made`,
        [start + 1, end],
      );
    await batch(sql, before, async () => {
      await sql(
        `insert into question_sets (id, company_id, content_hash)
         select b.set_id, b.id, s.content_hash from batch_companies b, question_sets s where s.id = $1`,
        [focusSet],
      );
      await sql(
        `insert into question_set_items (question_set_id, position, key, kind, category, polarity, texts)
         select b.set_id, q.position, q.key, q.kind, q.category, q.polarity, q.texts
         from batch_companies b, question_set_items q where q.question_set_id = $1`,
        [focusSet],
      );
      // Candidates: company i holds perCompany (+1 for the first `extra`), numbered k within it.
      await sql(
        `create temporary table batch_talents on commit drop as
         with numbered as (
           select b.id as company_id, b.set_id, b.i, k,
             now() - ((k * 7 + b.i) % 300) * interval '1 day' - k * interval '1 second' as created_at,
             (array['talentRegistered','mailSend','agreeToPrivacyPolicy','refereesRegistered','refereesAnswered'])[1 + k % 5] as status
           from batch_companies b
           cross join lateral generate_series(1, $1::int + case when b.i <= $2::int then 1 else 0 end) as k
         ), made as (
           insert into talents (company_id, question_set_id, name, email, phone_number, deadline, status, created_at,
             invited_at, consented_at, completed_at, site_where_talent_applied, job_major)
           select company_id, set_id,
             (array['佐藤','鈴木','高橋','田中','伊藤','渡辺','山本','中村','小林','加藤'])[1 + k % 10] || ' ' ||
               (array['翔太','陽菜','大輝','美咲','蓮','結衣','悠真','葵','湊','さくら'])[1 + (k / 10) % 10],
             'c' || i || '-' || k || '@example.jp',
             '+8180' || lpad((i * 10000 + k)::text, 8, '0'),
             now() + interval '7 days', status, created_at,
             ${ifAnswered('status', t.invited_at)}, ${ifAnswered('status', t.consented_at)},
             ${ifAnswered('status', t.completed_at)},
             (array['doda','rikunabi','mynavi','en','bizreach'])[1 + k % 5],
             (array['sales','engineer','office','marketing'])[1 + k % 4]
           from numbered
           returning id, company_id, question_set_id, status, created_at
         )
         select * from made`,
        [perCompany, extra],
      );
      await sql(
        `insert into referee_breakdowns (talent_id, position, relationship, time_working_together, number_of_people)
         select id, 0, 'colleague', 'currentJub', greatest($1::int, 1) from batch_talents`,
        [referees],
      );
      await sql(
        `create temporary table batch_referees on commit drop as
         with made as (
           insert into referees (company_id, talent_id, index_number, name, belongs_company, email, relationship,
             time_working_together, time_to_begin, job_major, job_minor, send_at, opened_at, consented_at,
             is_agree_to_privacy_policy, phone_verified_at, completed_at)
           select t.company_id, t.id, k, '推薦 ' || k || '郎', '株式会社サンプル',
             'referee-' || k || '-' || t.id || '@example.jp', 'colleague', 'currentJub', '2020-04', 'sales', 'blank',
             ${ifAnswered('t.status', r.send_at)}, ${ifAnswered('t.status', r.opened_at)},
             ${ifAnswered('t.status', r.consented_at)}, t.status = ${ANSWERED},
             ${ifAnswered('t.status', r.phone_verified_at)}, ${ifAnswered('t.status', r.completed_at)}
           from batch_talents t cross join generate_series(1, $1::int) as k
           returning id, talent_id, company_id, index_number as k, relationship
         )
         select made.*, t.status, t.created_at, t.question_set_id
         from made join batch_talents t on t.id = made.talent_id`,
        [referees],
      );
      await sql(insertAnswers);
    });
    done = end;
    log?.(done);
  }
  const [counts] = await sql(
    `select (select count(*) from companies where not is_operator)::int as companies,
       (select count(*) from talents)::int as candidates, (select count(*) from referees)::int as referees,
       (select count(*) from answers)::int as answers`,
  );
  return counts;
}

/**
 * The focus company's candidates from the dev endpoint (none has a step event yet) get what the other companies'
 * get: the answered checks' times and answers, every check's step events and roll-ups.
 */
export async function answerFocusCompany(sql, focusCompanyId) {
  const set = (columns) =>
    Object.entries(columns)
      .map(([column, value]) => `${column} = ${value}`)
      .join(', ');
  await batch(
    sql,
    async () => {},
    async () => {
      await sql(
        `create temporary table batch_talents on commit drop as
         select id, company_id, question_set_id, status, created_at from talents t
         where company_id = $1 and email like 'bulk-%'
           and not exists (select 1 from step_events e where e.talent_id = t.id)`,
        [focusCompanyId],
      );
      await sql(
        `create temporary table batch_referees on commit drop as
         select r.id, r.talent_id, r.company_id, r.index_number as k, r.relationship, t.status, t.created_at,
           t.question_set_id
         from referees r join batch_talents t on t.id = r.talent_id`,
      );
      await sql(
        `update talents set ${set(answeredTalent)}
         where id in (select id from batch_talents where status = ${ANSWERED})`,
      );
      await sql(
        `update referees r set ${set(answeredReferee('b.created_at'))}, is_agree_to_privacy_policy = true
         from batch_referees b where b.id = r.id and b.status = ${ANSWERED}`,
      );
      await sql(`${insertAnswers} on conflict do nothing`);
    },
  );
}

/**
 * The check that seeding without triggers wrote what they would have: for the focus company and a few seeded ones,
 * the roll-ups equal their recount from the events by the trigger's own function (funnel_rollup_refresh, in a
 * transaction rolled back), and every referee with answers has its firstAnswer event at its first answer's time
 * (what the answers trigger writes). Resolves with the number of checks compared; throws on a difference.
 */
export async function verifySeededSteps(sql, focusCompanyId) {
  const companies = `(select $1::uuid union all (select id from companies where uid like 'scale-%' order by uid limit 3))`;
  const snapshot = async () =>
    JSON.stringify(
      await sql(
        `select
           (select json_agg(f order by f.talent_id) from funnel_checks f where f.company_id in ${companies}) as checks,
           (select json_agg(f order by f.talent_id, f.relationship) from funnel_counts f
            where f.company_id in ${companies}) as counts`,
        [focusCompanyId],
      ),
    );
  const [{ missing }] = await sql(
    `select count(*)::int as missing from (
       select a.talent_id, a.referee_id, min(a.created_at) as first from answers a
       join talents t on t.id = a.talent_id where t.company_id in ${companies} group by a.talent_id, a.referee_id
     ) a
     where not exists (select 1 from step_events e where e.talent_id = a.talent_id and e.step = 'firstAnswer'
       and e.referee_id = a.referee_id and e.at = a.first)`,
    [focusCompanyId],
  );
  if (missing)
    throw new Error(`seeding: ${missing} referees with answers have no firstAnswer event at their first`);
  const seeded = await snapshot();
  // Equal would also hold if the seed wrote no events and no roll-ups at all: that is a failed seeding, not a pass.
  if (!JSON.parse(seeded)[0]?.checks?.length || !JSON.parse(seeded)[0]?.counts?.length)
    throw new Error('seeding: no funnel roll-ups were written for the compared companies');
  await sql('begin');
  try {
    const refreshed = await sql(
      `select funnel_rollup_refresh(t.id) from talents t where t.company_id in ${companies}`,
      [focusCompanyId],
    );
    const recounted = await snapshot();
    if (recounted !== seeded)
      throw new Error('seeding: the funnel roll-ups differ from their recount from the events');
    return refreshed.length;
  } finally {
    await sql('rollback');
  }
}
