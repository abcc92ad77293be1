// The retention job at scale (issue 38 item 5): N candidates (10 % never completed, deadlines spread over 400 days),
// on PostgreSQL with TEST_DATABASE_URL (or PGlite). Times the first run after a deploy (the backlog's notices), the
// purge 14 days later, and a steady-state day after that; prints the plans of the new conditions. Never a test.
// Usage: TEST_DATABASE_URL=$(bash scripts/ensure-postgres.sh) npx tsx bench/retention-scale.ts [N=1000000]
import { sql } from 'drizzle-orm';
import { RetentionJob } from '../apps/server/src/modules/retention/index.ts';
import { findUserByEmail } from '../apps/server/src/modules/seed/demo.ts';
import { seedReferenceCheck } from '../apps/server/src/modules/seed/reference-check.ts';
import { createTestApp } from '../apps/server/test/helpers.ts';

const N = Number(process.argv[2] ?? 1_000_000);
const DAY = 86_400_000;
const t = await createTestApp();
const db = t.database.db;
const rows = async (q: ReturnType<typeof sql>) =>
  (await db.execute(q)) as unknown as { rows: Record<string, unknown>[] };
const companyId = (await findUserByEmail(db, 'owner@acme.test'))!.companyId!;
await seedReferenceCheck(db, { companyId, referees: [{ name: '規模 一郎' }] });
const [qs] = (
  await rows(sql`select question_set_id as id from talents where company_id = ${companyId} limit 1`)
).rows;
let t0 = performance.now();
for (let start = 1; start <= N; start += 100_000) {
  const end = Math.min(N, start + 99_999);
  await db.execute(sql`
    insert into talents (company_id, name, email, phone_number, deadline, question_set_id, completed_at, status)
    select ${companyId}, 'scale ' || g, 'scale' || g || '@example.jp', '+8190' || lpad(g::text, 8, '0'),
      now() - (g % 400) * interval '1 day', ${qs!.id as string}::uuid,
      case when g % 10 = 0 then null else now() - (g % 300) * interval '1 day' end,
      case when g % 10 = 0 then 'refereesRegistered' else 'refereesAnswered' end
    from generate_series(${start}::int, ${end}::int) g`);
}
await db.execute(sql`analyze`);
console.log(`seeded ${N} candidates in ${Math.round(performance.now() - t0)} ms`);

for (const [name, q] of [
  [
    'purge/notice scan',
    sql`explain select id from talents where completed_at is null and deadline < now() - interval '166 days'`,
  ],
  [
    'webhook scan',
    sql`explain select id from webhook_messages where created_at < now() - interval '90 days'`,
  ],
] as const) {
  console.log(`${name}:\n  ${(await rows(q)).rows.map((r) => Object.values(r)[0]).join('\n  ')}`);
}

const job = new RetentionJob({
  db,
  jobs: t.app.services.jobs,
  purge: t.app.services.purge,
  log: t.app.log,
  outbox: t.app.services.outbox,
  publicUrl: 'http://localhost',
});
const now = new Date();
const count = async (q: ReturnType<typeof sql>) => Number((await rows(q)).rows[0]!.n);
for (const [label, at] of [
  ['first run (backlog noticed)', now],
  ['same day again', new Date(now.getTime() + 60_000)],
  ['14 days later (backlog purged)', new Date(now.getTime() + 14 * DAY)],
  ['15 days later (steady state)', new Date(now.getTime() + 15 * DAY)],
] as const) {
  t0 = performance.now();
  const result = await job.purgeExpired(at);
  const ms = Math.round(performance.now() - t0);
  const purged = result.find((r) => r.kind === 'answers' && r.clock === 'deadline')!.count;
  const notices = await count(sql`select count(*)::int as n from unfinished_check_notices`);
  console.log(`${label}: ${ms} ms, unfinished purged ${purged}, notices ${notices}`);
}
console.log(`candidates left: ${await count(sql`select count(*)::int as n from talents`)}`);
await t.close();
