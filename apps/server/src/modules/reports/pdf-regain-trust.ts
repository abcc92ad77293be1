/** The report PDF's regain-trust section: each question, the referee answers it is about, the explanations. */
import { type Styles, Text, View } from '@react-pdf/renderer';
import type { Language } from '@refcheck/domain';
import { createElement as h, type ReactElement } from 'react';
import type { Report } from './service.ts';

const labels = {
  jp: {
    title: '候補者からの説明',
    answer: '推薦者の回答',
    excuse: '候補者の説明',
    fromCompany: '企業からの質問',
  },
  en: {
    title: "The candidate's explanations",
    answer: "Referee's answer",
    excuse: "Candidate's explanation",
    fromCompany: "The company's question",
  },
  cn: { title: '候选人的说明', answer: '推荐人的回答', excuse: '候选人的说明', fromCompany: '企业的提问' },
} as const;

interface Look {
  box: Styles[string];
  h2: Styles[string];
  muted: Styles[string];
  pt: (n: number) => number;
}

/** Nothing until the candidate has answered. Referees are named as on the rest of the report (company side). */
export function regainTrustPdfSection(report: Report, lang: Language, look: Look): ReactElement[] {
  const rt = report.regainTrust;
  if (rt.state !== 'answered') return [];
  const l = labels[lang];
  const names = new Map(report.referees.map((r) => [r.id, r.name]));
  const block = (key: string, title: string, lines: [string, string][]) =>
    h(
      View,
      { key, style: { marginBottom: look.pt(8) }, wrap: false },
      h(Text, { style: { fontWeight: 700 } }, title),
      ...lines.map(([label, text], i) =>
        h(
          View,
          { key: String(i), style: { flexDirection: 'row', marginTop: look.pt(2) } },
          h(Text, { style: { ...look.muted, width: look.pt(150) } }, label),
          h(Text, { style: { flex: 1 } }, text),
        ),
      ),
    );
  return [
    h(
      View,
      { key: 'regain-trust', style: look.box, break: true },
      h(Text, { style: look.h2 }, l.title),
      ...rt.fromReferees.map((g, i) =>
        block(
          `q${i}`,
          g.text,
          g.answers.flatMap((a): [string, string][] => [
            [
              `${l.answer}${a.refereeId && names.get(a.refereeId) ? `（${names.get(a.refereeId)}）` : ''}`,
              a.text,
            ],
            [l.excuse, a.excuse],
          ]),
        ),
      ),
      ...(rt.fromCompany
        ? [block('company', `${l.fromCompany}: ${rt.fromCompany.text}`, [[l.excuse, rt.fromCompany.excuse]])]
        : []),
    ),
  ];
}
