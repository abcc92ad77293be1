// Time to import 10,000 candidate CSV rows through the real API (parse + preview + save in one transaction per
// file), on PGlite in memory, or on PostgreSQL with TEST_DATABASE_URL. Prints figures; never part of the tests.
// Usage: npx tsx bench/csv-import.ts [rows=10000] [rowsPerFile=2000]
import { encodeShiftJis } from '@refcheck/domain';
import { createTestApp, signIn } from '../apps/server/test/helpers.ts';

const total = Number(process.argv[2] ?? 10_000);
const perFile = Number(process.argv[3] ?? 2_000);
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
console.log(`database: ${t.database.kind}; ${total} rows in files of ${perFile} (Shift-JIS)`);
console.log(`preview (parse + validate): ${(parseMs / 1000).toFixed(2)} s`);
console.log(
  `save (one transaction per file, 24 questions + 1 breakdown per candidate): ${(saveMs / 1000).toFixed(2)} s`,
);
console.log(
  `total: ${((parseMs + saveMs) / 1000).toFixed(2)} s, ${(total / ((parseMs + saveMs) / 1000)).toFixed(0)} rows/s`,
);
await t.close();
