// Time to render the A3 report PDF of a candidate with 3 completed referees (answers to every default question),
// the way GET /api/company/talents/:id/report.pdf does: load the report, render it with @react-pdf/renderer.
// Usage: npx tsx bench/pdf-render.ts [runs=5]   (prints figures; never part of the tests)
import { renderReportPdf } from '../apps/server/src/modules/reports/pdf.ts';
import { loadReport } from '../apps/server/src/modules/reports/service.ts';
import { findUserByEmail } from '../apps/server/src/modules/seed/demo.ts';
import { answerAllQuestions } from '../apps/server/src/modules/seed/demo-checks.ts';
import { seedReferenceCheck } from '../apps/server/src/modules/seed/reference-check.ts';
import { TrustSignalsService } from '../apps/server/src/modules/trust-signals/index.ts';
import { createTestApp } from '../apps/server/test/helpers.ts';

const runs = Number(process.argv[2] ?? 5);
const t = await createTestApp();
const db = t.database.db;
const companyId = (await findUserByEmail(db, 'owner@acme.test'))!.companyId!;
const seeded = await seedReferenceCheck(db, {
  companyId,
  talentName: '候補 次郎',
  referees: [{ name: '推薦 一郎' }, { name: '推薦 二郎' }, { name: '推薦 三郎', language: 'en' }],
});
for (const [n, referee] of seeded.referees.entries()) {
  await answerAllQuestions(db, {
    talentId: seeded.talentId,
    refereeId: referee.id,
    level: (i) => ((i + n) % 5) + 1,
    complete: true,
  });
}
const questionCount = (await loadReport(db, companyId, seeded.talentId)).questions.length;

const report = await loadReport(db, companyId, seeded.talentId);
const owner = (await findUserByEmail(db, 'owner@acme.test'))!;
const signals = await new TrustSignalsService(db).view(
  { userId: owner.id, companyId, ip: '127.0.0.1' },
  seeded.talentId,
  'jp',
);
const times: number[] = [];
let bytes = 0;
for (let i = 0; i < runs; i++) {
  const t0 = performance.now();
  const pdf = await renderReportPdf(report, 'jp', signals);
  times.push(performance.now() - t0);
  bytes = pdf.length;
}
const [first, ...rest] = times;
const median = [...rest].sort((a, b) => a - b)[Math.floor(rest.length / 2)] ?? first!;
console.log(`PDF report, 3 referees, ${questionCount} questions answered by each`);
console.log(`  first render (font load included): ${first!.toFixed(0)} ms`);
console.log(`  median of the next ${rest.length}: ${median.toFixed(0)} ms`);
console.log(`  size: ${(bytes / 1024).toFixed(0)} KiB`);
await t.close();
