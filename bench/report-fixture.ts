// The report the PDF benches render (bench/pdf-render.ts, bench/pdf-pages.ts): a candidate with 3 referees who
// answered every default question (one in English), loaded the way GET /api/company/talents/:id/report.pdf loads it,
// with the owner's view of its trust signals. `close` ends the test app it was made in.
import { loadReport } from '../apps/server/src/modules/reports/service.ts';
import { findUserByEmail } from '../apps/server/src/modules/seed/demo.ts';
import { answerAllQuestions } from '../apps/server/src/modules/seed/demo-checks.ts';
import { seedReferenceCheck } from '../apps/server/src/modules/seed/reference-check.ts';
import { TrustSignalsService } from '../apps/server/src/modules/trust-signals/index.ts';
import { createTestApp } from '../apps/server/test/helpers.ts';

export async function makeReportFixture() {
  const t = await createTestApp();
  const db = t.database.db;
  const owner = (await findUserByEmail(db, 'owner@acme.test'))!;
  const companyId = owner.companyId!;
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
  const report = await loadReport(db, companyId, seeded.talentId);
  const signals = await new TrustSignalsService(db).view(
    { userId: owner.id, companyId, ip: '127.0.0.1' },
    seeded.talentId,
    'jp',
  );
  return { report, signals, close: () => t.close() };
}
