/**
 * The report PDF's fraud-risk section (issue 22): the level, each signal's reason and details (a correction's two
 * versions), whom it concerns, the review.
 */
import { type Styles, Text, View } from '@react-pdf/renderer';
import { type Language, tokyoDate, translate } from '@refcheck/domain';
import type { RiskSignals } from '@refcheck/domain/trust-signals/api';
import { riskLevelKey, signalSeverityKey } from '@refcheck/domain/trust-signals/keys';
import { createElement as h, type ReactElement } from 'react';
import type { Report } from './service.ts';

interface Look {
  box: Styles[string];
  h2: Styles[string];
  muted: Styles[string];
  pt: (n: number) => number;
}

/** The review's Tokyo date, as the page shows it (YYYY年MM月DD日, else DD/MM/YYYY). */
const day = (iso: string, lang: Language) => {
  const { year, month, day: d } = tokyoDate(new Date(iso));
  const p = (n: number) => String(n).padStart(2, '0');
  return lang === 'jp' ? `${year}年${p(month)}月${p(d)}日` : `${p(d)}/${p(month)}/${year}`;
};

export function trustSignalsPdfSection(
  report: Report,
  signals: RiskSignals,
  lang: Language,
  look: Look,
): ReactElement[] {
  const m = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
    translate(lang, key, params as never);
  const names = new Map(report.referees.map((r) => [r.id, r.name]));
  return [
    h(
      View,
      { key: 'trust-signals', style: look.box, wrap: false },
      h(Text, { style: look.h2 }, m('trust.gauge', { level: m(riskLevelKey(signals.level)) })),
      ...(signals.signals.length === 0
        ? [h(Text, { key: 'none' }, m('trust.noSignals'))]
        : signals.signals.map((s) => {
            const concerned = s.refereeIds.map((id) => names.get(id)).filter(Boolean);
            return h(
              View,
              { key: s.code, style: { marginBottom: look.pt(6) } },
              h(Text, { style: { fontWeight: 700 } }, `［${m(signalSeverityKey(s.severity))}］${s.reason}`),
              ...s.details.map((line, i) => h(Text, { key: `detail-${i}` }, line)),
              ...(concerned.length
                ? [h(Text, {}, m('trust.concerns', { names: concerned.join('、') }))]
                : []),
              h(Text, { style: look.muted }, `${m('trust.benignLabel')}：${s.benign}`),
              ...(s.reviewedAt
                ? [
                    h(
                      Text,
                      {},
                      `${m('trust.reviewed', { name: s.reviewedBy ?? '', date: day(s.reviewedAt, lang) })}${s.note ? `：${s.note}` : ''}`,
                    ),
                  ]
                : []),
            );
          })),
      ...(signals.signals.length
        ? [h(Text, { key: 'note', style: look.muted }, m('trust.notAccusation'))]
        : []),
    ),
  ];
}
