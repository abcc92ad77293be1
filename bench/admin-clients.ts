// Response time of the operator's client list (GET /api/admin/companies) with 5,000 client companies, through
// the real API (inject), on PGlite in memory or on PostgreSQL with TEST_DATABASE_URL. Each company has 2
// sub-accounts and a tenth of them candidates this month. Prints p50/p99 per query; never part of the tests.
// Usage: npx tsx bench/admin-clients.ts [companies=5000] [runs=100]
import { randomBytes } from 'node:crypto';
import { companies, subAccounts, talents } from '../apps/server/src/db/schema/index.ts';
import { defaultSetItems } from '../apps/server/src/modules/seed/reference-check.ts';
import { storeQuestionSet } from '../apps/server/src/platform/questions/question-sets.ts';
import { createTestApp, signIn } from '../apps/server/test/helpers.ts';

const total = Number(process.argv[2] ?? 5_000);
const runs = Number(process.argv[3] ?? 100);
const DAY = 86_400_000;

const t = await createTestApp();
const db = t.app.services.database.db;
const now = Date.now();
for (let start = 0; start < total; start += 500) {
  const rows = Array.from({ length: Math.min(500, total - start) }, (_, k) => {
    const i = start + k;
    return {
      uid: randomBytes(9).toString('base64url'),
      name: `ベンチ株式会社 ${String(i).padStart(5, '0')}`,
      staffName: `担当 ${i}`,
      email: `bench-${i}@clients.test`,
      selectedPlan: i % 3 === 0 ? ('STANDARD' as const) : ('LIGHT' as const),
      allowedPlan: i % 6 === 0 ? ('STANDARD' as const) : ('LIGHT' as const),
      verifiedAt: i % 10 === 0 ? null : new Date(now - (i % 300) * DAY),
      createdAt: new Date(now - (i % 400) * DAY - i * 1000),
      riskEyesId: i % 4 === 0 ? `RE-${i}` : null,
    };
  });
  const inserted = await db.insert(companies).values(rows).returning({ id: companies.id });
  await db.insert(subAccounts).values(
    inserted.flatMap(({ id }, k) =>
      [0, 1].map((n) => ({
        companyId: id,
        name: `人事 ${k}-${n}`,
        email: `hr${n}-${k}@x.test`,
        department: '人事部',
      })),
    ),
  );
  const withTalents = inserted.filter((_, k) => k % 10 === 0);
  for (const [k, { id }] of withTalents.entries()) {
    // Every candidate holds its question set (stored once per company and content).
    const questionSetId = await db.transaction((tx) =>
      storeQuestionSet(tx, id, defaultSetItems('fulltime', true)),
    );
    await db.insert(talents).values({
      companyId: id,
      questionSetId,
      name: `候補 ${k}`,
      email: `c${k}@x.test`,
      phoneNumber: `090${String(start + k).padStart(8, '0')}`,
      deadline: new Date(now + 7 * DAY),
    });
  }
}
const cookie = await signIn(t.app, 'admin');

const queries: [string, string][] = [
  ['default (unverified first, page 1 of 25)', '/api/admin/companies'],
  ['filter unverified', '/api/admin/companies?filter=unverified'],
  ['search "ベンチ株式会社 0412"', `/api/admin/companies?q=${encodeURIComponent('ベンチ株式会社 0412')}`],
  ['sort by name, page 100 of 50', '/api/admin/companies?sort=name&page=100&pageSize=50'],
  ['100 per page', '/api/admin/companies?pageSize=100'],
];
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
console.log(`database: ${t.database.kind}; ${total} client companies; ${runs} requests per query`);
for (const [label, url] of queries) {
  const times: number[] = [];
  for (let i = 0; i < runs + 5; i++) {
    const t0 = performance.now();
    const res = await t.app.inject({ url, headers: { cookie } });
    const ms = performance.now() - t0;
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    if (i >= 5) times.push(ms); // 5 warm-up requests
  }
  times.sort((a, b) => a - b);
  console.log(`${label}: p50 ${pct(times, 50).toFixed(1)} ms, p99 ${pct(times, 99).toFixed(1)} ms`);
}
await t.close();
