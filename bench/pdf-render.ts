// Time to render the A3 report PDF of a candidate with 3 completed referees (answers to every default question),
// the way GET /api/company/talents/:id/report.pdf does: load the report, render it with @react-pdf/renderer.
// Usage: npx tsx bench/pdf-render.ts [runs=5]   (prints figures; never part of the tests)
import { renderReportPdf } from '../apps/server/src/modules/reports/pdf.ts';
import { makeReportFixture } from './report-fixture.ts';

const runs = Number(process.argv[2] ?? 5);

/**
 * The host's speed right now: a fixed integer loop, timed before and after the renders. On a shared virtual machine
 * the same loop can take 50 % longer for minutes at a time with nothing else running (seen: 450 → 711 ms), and every
 * figure here moves with it; the loop says which state the figures were taken in.
 */
function referenceLoopMs() {
  const t0 = performance.now();
  let x = 0;
  for (let i = 0; i < 300_000_000; i++) x += i % 7;
  if (x < 0) console.log(x);
  return performance.now() - t0;
}
const before = referenceLoopMs();
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
console.log(
  `  host speed: reference loop ${before.toFixed(0)} ms before, ${referenceLoopMs().toFixed(0)} ms after (lower is faster)`,
);
await close();
