// Time to render the A3 report PDF of a candidate with 3 completed referees (answers to every default question),
// the way GET /api/company/talents/:id/report.pdf does: load the report, render it with @react-pdf/renderer.
// Usage: npx tsx bench/pdf-render.ts [runs=5]   (prints figures; never part of the tests)
import { defaultQuestions, scoreAnswer } from '@refcheck/domain';
import { eq } from 'drizzle-orm';
import { answers, referees } from '../apps/server/src/db/schema/index.ts';
import { recomputeEvaluation } from '../apps/server/src/modules/referees/evaluation.ts';
import { renderReportPdf } from '../apps/server/src/modules/reports/pdf.ts';
import { loadReport } from '../apps/server/src/modules/reports/service.ts';
import { findUserByEmail } from '../apps/server/src/modules/seed/demo.ts';
import { seedReferenceCheck } from '../apps/server/src/modules/seed/reference-check.ts';
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
const questions = defaultQuestions('fulltime');
for (const [n, referee] of seeded.referees.entries()) {
  await db.insert(answers).values([
    ...questions.descriptions.map((q) => ({
      refereeId: referee.id,
      talentId: seeded.talentId,
      questionKey: q.key,
      text: `${q.key}：誠実かつ責任感をもって取り組んでいました。チームからの信頼も厚く、後輩の指導にも熱心でした。`,
    })),
    ...questions.selections.map((q, i) => {
      const level = ((i + n) % 5) + 1;
      return {
        refereeId: referee.id,
        talentId: seeded.talentId,
        questionKey: q.key,
        level,
        score: scoreAnswer(level, q.polarity),
      };
    }),
  ]);
  await db.update(referees).set({ completedAt: new Date() }).where(eq(referees.id, referee.id));
}
await db.transaction((tx) => recomputeEvaluation(tx, seeded.talentId));

const report = await loadReport(db, companyId, seeded.talentId);
const times: number[] = [];
let bytes = 0;
for (let i = 0; i < runs; i++) {
  const t0 = performance.now();
  const pdf = await renderReportPdf(report, 'jp');
  times.push(performance.now() - t0);
  bytes = pdf.length;
}
const [first, ...rest] = times;
const median = [...rest].sort((a, b) => a - b)[Math.floor(rest.length / 2)] ?? first!;
console.log(`PDF report, 3 referees, ${questions.descriptions.length + questions.selections.length} questions each`);
console.log(`  first render (font load included): ${first!.toFixed(0)} ms`);
console.log(`  median of the next ${rest.length}: ${median.toFixed(0)} ms`);
console.log(`  size: ${(bytes / 1024).toFixed(0)} KiB`);
await t.close();
