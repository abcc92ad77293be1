// Time to import 10,000 candidate CSV rows through the real API (parse + preview + save in one transaction per
// file), on PGlite in memory, or on PostgreSQL with TEST_DATABASE_URL. Prints figures; never part of the tests.
// Usage: npx tsx bench/csv-import.ts [rows=10000] [rowsPerFile=10000] [--json]
//   --json prints one JSON line instead: { bench, database, rows, rowsPerFile, previewMs, saveMs, totalMs,
//   cpuMs, rowsPerSecond, questionSetRows, target: { totalMs: 3000 } } (cpuMs: this process's CPU time in preview +
//   save, a figure less disturbed than wall time when other processes share the machine).
import { encodeShiftJis } from '@refcheck/domain';
import { count, eq } from 'drizzle-orm';
import { questionSetItems, questionSets } from '../apps/server/src/db/schema/index.ts';
import { findUserByEmail } from '../apps/server/src/modules/seed/demo.ts';
import { createTestApp, signIn } from '../apps/server/test/helpers.ts';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const json = process.argv.includes('--json');
const total = Number(args[0] ?? 10_000);
const perFile = Number(args[1] ?? 10_000);
const header = '氏名,メールアドレス,国際コード,電話番号,会社名,職種大分類,職種小分類,応募媒体,企業担当者';
const row = (i: number) =>
  `候補 ${i}号,bench-${i}@example.jp,+81,090${String(10_000_000 + i).slice(-8)},株式会社ベンチ,営業,,doda,人事部 佐藤`;
const common = {
  deadline: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  refereeBreakdown: [{ relationship: 'colleague', timeWorkingTogether: 'currentJub', numberOfPeople: 2 }],
};

const t = await createTestApp();
const cookie = await signIn(t.app, 'owner');
let parseMs = 0;
let saveMs = 0;
const cpu0 = process.cpuUsage();
for (let start = 0; start < total; start += perFile) {
  const lines = [header];
  for (let i = start; i < Math.min(total, start + perFile); i++) lines.push(row(i));
  const file = Buffer.from(encodeShiftJis(lines.join('\r\n'))).toString('base64');
  let t0 = performance.now();
  const preview = await t.app.inject({
    method: 'POST',
    url: '/api/talents/csv/preview',
    headers: { cookie },
    payload: { file },
  });
  parseMs += performance.now() - t0;
  if (preview.statusCode !== 200 || preview.json().errors.length > 0)
    throw new Error(preview.body.slice(0, 500));
  t0 = performance.now();
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/talents/csv',
    headers: { cookie },
    payload: { file, common },
  });
  saveMs += performance.now() - t0;
  if (saved.statusCode !== 201) throw new Error(saved.body.slice(0, 500));
}
const cpu = process.cpuUsage(cpu0);
const cpuMs = (cpu.user + cpu.system) / 1000;
const companyId = (await findUserByEmail(t.database.db, 'owner@acme.test'))!.companyId!;
const [items] = await t.database.db
  .select({ n: count() })
  .from(questionSetItems)
  .innerJoin(questionSets, eq(questionSets.id, questionSetItems.questionSetId))
  .where(eq(questionSets.companyId, companyId));
const totalMs = parseMs + saveMs;
if (json) {
  console.log(
    JSON.stringify({
      bench: 'csv-import',
      database: t.database.kind,
      rows: total,
      rowsPerFile: perFile,
      previewMs: Math.round(parseMs),
      saveMs: Math.round(saveMs),
      totalMs: Math.round(totalMs),
      cpuMs: Math.round(cpuMs),
      rowsPerSecond: Math.round(total / (totalMs / 1000)),
      questionSetRows: items!.n,
      target: { totalMs: 3000 },
    }),
  );
} else {
  console.log(`database: ${t.database.kind}; ${total} rows in files of ${perFile} (Shift-JIS)`);
  console.log(`preview (parse + validate): ${(parseMs / 1000).toFixed(2)} s`);
  console.log(
    `save (one transaction per file; candidates and breakdowns in one statement each, one shared question set): ${(saveMs / 1000).toFixed(2)} s`,
  );
  console.log(
    `total: ${(totalMs / 1000).toFixed(2)} s (target ≤ 3 s), ${(total / (totalMs / 1000)).toFixed(0)} rows/s; CPU ${(cpuMs / 1000).toFixed(2)} s`,
  );
  console.log(`question rows stored for the company: ${items!.n} (was 24 per candidate)`);
}
await t.close();
