// Trust signals at a real customer's size (issue 22): one company with 10,000 candidates and 40,000 referees, each
// referee with two written answers (fingerprinted as on completion) from a pool of varied texts with a few copies.
// Prints p50/p99 of (1) what a referee's completion adds: fingerprinting its answers (MinHash + one insert), and
// (2) computing a check's signals (all evidence queries incl. the company-wide contact and text matches, then the
// domain rules), as the status tab and report do. PGlite in memory, or PostgreSQL with TEST_DATABASE_URL.
// Usage: npx tsx bench/trust-signals.ts [candidates=10000] [runs=200]

import { computeSignals } from '@refcheck/domain/trust-signals/index';
import { eq, sql } from 'drizzle-orm';
import { answers, referees, talents } from '../apps/server/src/db/schema/index.ts';
import { findUserByEmail } from '../apps/server/src/modules/seed/demo.ts';
import { defaultSetItems } from '../apps/server/src/modules/seed/reference-check.ts';
import { loadEvidence } from '../apps/server/src/modules/trust-signals/evidence.ts';
import { recordAnswerFingerprints } from '../apps/server/src/modules/trust-signals/index.ts';
import { storeQuestionSet } from '../apps/server/src/platform/questions/question-sets.ts';
import { createTestApp } from '../apps/server/test/helpers.ts';

const total = Number(process.argv[2] ?? 10_000);
const runs = Number(process.argv[3] ?? 200);
const DAY = 86_400_000;
const REFEREES = 4;

const t = await createTestApp();
const db = t.database.db;
const companyId = (await findUserByEmail(db, 'owner@acme.test'))!.companyId!;
const questionSetId = await db.transaction((tx) =>
  storeQuestionSet(tx, companyId, defaultSetItems('fulltime', true)),
);

// Written answers: varied like real ones (two honest answers share only stock phrases); one referee in 500 copies
// another candidate's referee's text.
// Characters drawn from 600 common kanji and the hiragana, with particles and endings every real answer repeats.
const chars = [
  ...Array.from({ length: 600 }, (_, i) => String.fromCodePoint(0x4e00 + i * 7)),
  ...Array.from({ length: 80 }, (_, i) => String.fromCodePoint(0x3041 + i)),
];
const stock = ['しています', 'でした', 'と思います', 'ました', 'があり', 'について'];
let seed = 42;
const random = () => {
  seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
  return seed / 2 ** 32;
};
const honestText = () => {
  let text = '';
  const length = 60 + Math.floor(random() * 80);
  while (text.length < length) {
    for (let w = 0; w < 6; w++) text += chars[Math.floor(random() * chars.length)];
    text += stock[Math.floor(random() * stock.length)];
    if (random() < 0.3) text += '。';
  }
  return `${text}。`;
};
const texts: string[] = [];
const textFor = (n: number) => {
  while (texts.length <= n)
    texts.push(texts.length % 500 === 499 ? `${texts[texts.length - 400]}本当です。` : honestText());
  return texts[n]!;
};

const t0 = performance.now();
const now = Date.now();
const talentIds: string[] = [];
for (let start = 0; start < total; start += 250) {
  const batch = Array.from({ length: Math.min(250, total - start) }, (_, k) => start + k);
  const inserted = await db
    .insert(talents)
    .values(
      batch.map((i) => ({
        companyId,
        questionSetId,
        name: `候補 ${i}`,
        email: `bench-c${i}@example.jp`,
        phoneNumber: `+8180${String(i).padStart(8, '0')}`,
        deadline: new Date(now + 7 * DAY),
        createdAt: new Date(now - (i % 300) * DAY),
      })),
    )
    .returning({ id: talents.id });
  const refs = await db
    .insert(referees)
    .values(
      inserted.flatMap(({ id }, k) =>
        Array.from({ length: REFEREES }, (_, r) => {
          const n = (start + k) * REFEREES + r;
          return {
            companyId,
            talentId: id,
            indexNumber: r,
            name: `推薦 ${n}`,
            belongsCompany: `勤務先 ${n % 900}`,
            email: `bench-r${n}@example.co.jp`,
            phoneNumber: `+8190${String(n).padStart(8, '0')}`,
            relationship: 'boss',
            timeWorkingTogether: 'oneToThreeYears',
            timeToBegin: '2020-04',
            jobMajor: 'sales',
            jobMinor: 'corporateSales',
            completedAt: new Date(now - (n % 200) * DAY),
            ipAddress: `10.${n % 250}.${(n >> 8) % 250}.${n % 199}`,
          };
        }),
      ),
    )
    .returning({ id: referees.id, talentId: referees.talentId });
  await db.insert(answers).values(
    refs.flatMap((r, k) => {
      const n = start * REFEREES + k;
      return [
        { refereeId: r.id, talentId: r.talentId, questionKey: 'description_1', text: textFor(n) },
        { refereeId: r.id, talentId: r.talentId, questionKey: 'description_2', text: textFor(n + 17) },
      ];
    }),
  );
  await db.transaction(async (tx) => {
    for (const [k, r] of refs.entries()) {
      const n = start * REFEREES + k;
      await recordAnswerFingerprints(
        tx,
        { companyId, ...r, refereeId: r.id },
        {
          description_1: textFor(n),
          description_2: textFor(n + 17),
        },
      );
    }
  });
  talentIds.push(...inserted.map((r) => r.id));
}
// PostgreSQL's autovacuum keeps the planner's statistics; here they are taken once, as after a day's use.
await db.execute(sql`analyze`);
console.log(
  `database: ${t.database.kind}; ${total} candidates, ${total * REFEREES} referees, ${total * REFEREES * 2} fingerprinted answers; seeded in ${((performance.now() - t0) / 1000).toFixed(0)} s`,
);

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const report = (label: string, times: number[]) => {
  times.sort((a, b) => a - b);
  console.log(`${label}: p50 ${pct(times, 50).toFixed(1)} ms, p99 ${pct(times, 99).toFixed(1)} ms`);
};

if (process.env.BENCH_DEBUG) {
  const { similarTextElsewhere } = await import('../apps/server/src/modules/trust-signals/fingerprints.ts');
  for (const id of talentIds.slice(0, 5)) {
    const s0 = performance.now();
    await similarTextElsewhere(db, companyId, id);
    const s1 = performance.now();
    const ev = await loadEvidence(db, companyId, id);
    console.log(
      'similar',
      (s1 - s0).toFixed(1),
      'all',
      (performance.now() - s1).toFixed(1),
      computeSignals(ev!)
        .map((x) => x.code)
        .join(','),
    );
  }
  const { answerFingerprints: af } = await import('../apps/server/src/db/schema/index.ts');
  const mine = await db.select().from(af).where(eq(af.talentId, talentIds[3]!));
  const bands = [...new Set(mine.flatMap((m) => m.bands))];
  const ex = await db.execute(
    sql`explain analyze select signature, bands from answer_fingerprints where bands && ${sql.param(bands)}::integer[] and company_id = ${companyId} and talent_id <> ${talentIds[3]} and created_at > now() - interval '12 months'`,
  );
  console.log((ex.rows ?? ex).map((r) => Object.values(r)[0]).join('\n'));
}
// (1) What a completion adds: the fingerprints of a referee's two answers, inside a transaction like complete().
const [sample] = await db
  .select({ id: referees.id, talentId: referees.talentId })
  .from(referees)
  .where(eq(referees.talentId, talentIds[0]!));
const completion: number[] = [];
for (let i = 0; i < runs + 10; i++) {
  const started = performance.now();
  await db.transaction((tx) =>
    recordAnswerFingerprints(
      tx,
      { companyId, talentId: sample!.talentId, refereeId: sample!.id },
      {
        description_1: textFor(i * 31),
        description_2: textFor(i * 31 + 11),
      },
    ),
  );
  if (i >= 10) completion.push(performance.now() - started);
}
report('completion: fingerprint two answers', completion);

// (2) A check's signals: every evidence query and the rules, for random candidates.
const view: number[] = [];
let signalled = 0;
for (let i = 0; i < runs + 10; i++) {
  const talentId = talentIds[(i * 7919) % talentIds.length]!;
  const started = performance.now();
  const evidence = await loadEvidence(db, companyId, talentId);
  const signals = computeSignals(evidence!);
  if (i >= 10) view.push(performance.now() - started);
  if (signals.length > 0) signalled++;
}
report(`signals of one check (${signalled}/${runs + 10} with a signal)`, view);
await t.close();
