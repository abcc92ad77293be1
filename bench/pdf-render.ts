// Time to render the A3 report PDF of a candidate with 3 completed referees (answers to every default question),
// the way GET /api/company/talents/:id/report.pdf does: load the report, render it with @react-pdf/renderer.
// Usage: npx tsx bench/pdf-render.ts [runs=5]   (prints figures; never part of the tests)
import { renderReportPdf } from '../apps/server/src/modules/reports/pdf.ts';
import { makeReportFixture } from './report-fixture.ts';

const runs = Number(process.argv[2] ?? 5);
const { report, signals, close } = await makeReportFixture();
const questionCount = report.questions.length;
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
await close();
