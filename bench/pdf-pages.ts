// Page images of fixed report PDFs, to check that a change to the PDF code leaves the pages unchanged.
// The report (candidate, 3 completed referees, trust signals) is made once and kept in INPUT (v8-serialized, so
// ids and dates stay the same from run to run); a variant of it is derived here (a consent record, long answers
// that run over a page, a referee who has not answered, the candidate's regain-trust explanations, no trust
// signals). Each run renders both in every language to OUT/<report|variant>-<lang>.pdf and converts the pages with
// `pdftoppm -r 100 -png` (poppler-utils) to OUT/<report|variant>-<lang>-<page>.png.
// Usage: npx tsx bench/pdf-pages.ts INPUT OUT   (e.g. /tmp/pdf-input.bin /tmp/pages-before, then after a change
// /tmp/pdf-input.bin /tmp/pages-after, then node bench/compare-pages.mjs /tmp/pages-before /tmp/pages-after).
// Prints figures; never part of the tests.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import type { Language } from '@refcheck/domain';
import type { RiskSignals } from '@refcheck/domain/trust-signals/api';
import { renderReportPdf } from '../apps/server/src/modules/reports/pdf.ts';
import type { Report } from '../apps/server/src/modules/reports/service.ts';

type Referee = Report['referees'][number];

const [input, out] = process.argv.slice(2);
if (!input || !out) throw new Error('usage: npx tsx bench/pdf-pages.ts INPUT OUT');

if (!fs.existsSync(input)) {
  const { makeReportFixture } = await import('./report-fixture.ts');
  const { report, signals, close } = await makeReportFixture();
  fs.writeFileSync(input, v8.serialize({ report, signals }));
  await close();
  console.log(`made ${input}`);
}

const { report, signals } = v8.deserialize(fs.readFileSync(input)) as {
  report: Report;
  signals: RiskSignals;
};
const [first, second, third] = report.referees as [Referee, Referee, Referee];
const long = (text: string) => Array.from({ length: 6 }, () => text).join('');
const variant: Report = {
  ...report,
  consent: { at: '2026-01-15T03:04:05.000Z', version: 'v2026-01-01-0123456789abcdef' },
  referees: [
    {
      ...first,
      descriptions: Object.fromEntries(Object.entries(first.descriptions).map(([k, v]) => [k, long(v)])),
    },
    { ...second, completedAt: null, tag: 'unanswered', tagColor: 'red', descriptions: {}, selections: {} },
    third,
  ],
  regainTrust: {
    state: 'answered',
    deadline: '2026-02-01T00:00:00.000Z',
    createdAt: '2026-01-20T00:00:00.000Z',
    completedAt: '2026-01-25T00:00:00.000Z',
    fromReferees: report.questions
      .filter((q) => q.kind === 'description')
      .slice(0, 4)
      .map((q) => ({
        questionKey: q.key,
        text: q.texts.jp,
        answers: [first, third].map((r) => ({
          refereeId: r.id,
          text: r.descriptions[q.key] ?? '',
          excuse: long('当時はチームの体制が変わったばかりで、役割分担が曖昧でした。'),
        })),
      })),
    fromCompany: {
      text: '前職を退職された理由を教えてください。',
      excuse: long('新しい分野に挑戦したかったためです。'),
    },
  },
};
const noSignals: RiskSignals = { ...signals, level: 'low', signals: [] };

fs.mkdirSync(out, { recursive: true });
for (const [name, r, s] of [
  ['report', report, signals],
  ['variant', variant, noSignals],
] as const) {
  for (const lang of ['jp', 'en', 'cn'] as Language[]) {
    const file = path.join(out, `${name}-${lang}.pdf`);
    fs.writeFileSync(file, await renderReportPdf(r, lang, s));
    execFileSync('pdftoppm', ['-r', '100', '-png', file, path.join(out, `${name}-${lang}`)]);
  }
}
console.log(`${out}: ${fs.readdirSync(out).filter((f) => f.endsWith('.png')).length} page images`);
