/**
 * The report PDF's comparison page (issue 40), before the answers of each referee: the highlights with how they are
 * computed, then the selection answers side by side (one column per referee) grouped by the seven categories, each
 * category row with its grade and each referee's own score.
 */
import { type Styles, Text, View } from '@react-pdf/renderer';
import {
  AGREEMENT_SCALE_LABELS,
  EVALUATION_CATEGORIES,
  EVALUATION_CATEGORY_LABELS,
  type EvaluationCategory,
  favourableLevel,
  HIGHLIGHT_TEXTS,
  type Language,
  type Polarity,
  RELATIONSHIP_LABELS,
  refereeCategoryScores,
  TIME_WORKING_TOGETHER_LABELS,
} from '@refcheck/domain';
import { createElement as h, type ReactElement } from 'react';
import type { Report } from './service.ts';

interface Look {
  box: Styles[string];
  h2: Styles[string];
  muted: Styles[string];
  pt: (n: number) => number;
  gradeBox: (grade: string, size: number) => ReactElement;
}

const labels = {
  jp: { title: '推薦者の回答の比較', question: '質問', none: '該当する回答はありません。' },
  en: { title: 'Answers side by side', question: 'Question', none: 'No answer matches.' },
  cn: { title: '推荐人回答对比', question: '问题', none: '没有符合的回答。' },
} as const;

/** Chip fill and text by favourable level (1 worst … 5 best), the page's colours. */
const LEVEL_COLORS: Record<number, { bg: string; fg: string }> = {
  1: { bg: '#ffe3e3', fg: '#a61e1e' },
  2: { bg: '#ffe8cc', fg: '#9a4a00' },
  3: { bg: '#f1f3f5', fg: '#495057' },
  4: { bg: '#d3f9d8', fg: '#1d6b2c' },
  5: { bg: '#c3fae8', fg: '#0b6b53' },
};
const KIND_COLORS = { strength: '#0b6b53', concern: '#a61e1e', divergence: '#7048e8' } as const;

const label = (table: Record<string, Record<Language, string>>, value: string, lang: Language) =>
  table[value]?.[lang] ?? value;

export function comparisonPdfSection(report: Report, lang: Language, look: Look): ReactElement[] {
  const { pt } = look;
  const l = labels[lang];
  const texts = HIGHLIGHT_TEXTS[lang];
  const selections = report.questions.filter((q) => q.kind === 'selection');
  if (selections.length === 0 || report.referees.length === 0) return [];
  const number = new Map(selections.map((q, i) => [q.key, `Q${i + 1}`]));
  const names = new Map(report.referees.map((r) => [r.id, r.name]));
  const diverging = new Set(
    report.highlights.filter((x) => x.kind === 'divergence').map((x) => x.questionKey),
  );
  const scored = selections.map((q) => ({
    key: q.key,
    category: q.category as EvaluationCategory,
    polarity: (q.polarity ?? 'positive') as Polarity,
  }));
  const scores = report.referees.map((r) => refereeCategoryScores(scored, r.selections));
  const questionWidth = pt(230);
  const cellWidth = `${(100 / report.referees.length).toFixed(2)}%`;
  const row = {
    flexDirection: 'row' as const,
    borderBottom: '0.5pt solid #dee2e6',
    alignItems: 'stretch' as const,
  };
  const first = { width: questionWidth, paddingVertical: pt(3), paddingRight: pt(6) };
  const rest = { flex: 1, flexDirection: 'row' as const };

  const highlightLine = (x: Report['highlights'][number], i: number) => {
    const q = selections.find((s) => s.key === x.questionKey);
    // One Text with the kind inline (no View per line).
    return h(
      Text,
      { key: `hl-${i}`, style: { marginBottom: pt(2) } },
      h(Text, { style: { fontWeight: 700, color: KIND_COLORS[x.kind] } }, `${texts.kinds[x.kind]}　`),
      `${number.get(x.questionKey)}. ${q?.texts[lang] ?? x.questionKey}（${x.refereeIds.map((id) => names.get(id) ?? id).join('、')}）`,
    );
  };

  const header = h(
    View,
    { key: 'head', style: { ...row, borderBottom: '1pt solid #adb5bd' } },
    h(Text, { style: { ...first, fontWeight: 700 } }, l.question),
    h(
      View,
      { style: rest },
      ...report.referees.map((r) =>
        h(
          View,
          { key: r.id, style: { width: cellWidth, paddingVertical: pt(3), paddingHorizontal: pt(3) } },
          h(Text, { style: { fontWeight: 700 } }, r.name),
          h(
            Text,
            { style: look.muted },
            `${label(RELATIONSHIP_LABELS, r.relationship, lang)}・${label(TIME_WORKING_TOGETHER_LABELS, r.timeWorkingTogether, lang)}`,
          ),
        ),
      ),
    ),
  );

  const categoryBlock = (category: EvaluationCategory) => {
    const items = selections.filter((q) => q.category === category);
    if (items.length === 0) return [];
    const evaluation = report.categories.find((c) => c.category === category);
    return [
      h(
        View,
        { key: `cat-${category}`, style: { ...row, backgroundColor: '#f1f3f5' }, wrap: false },
        h(
          View,
          { style: { ...first, flexDirection: 'row', alignItems: 'center' } },
          h(
            Text,
            { style: { fontWeight: 700, marginRight: pt(6) } },
            EVALUATION_CATEGORY_LABELS[category][lang],
          ),
          look.gradeBox(evaluation?.grade ?? '未', pt(14)),
        ),
        h(
          View,
          { style: rest },
          ...report.referees.map((r, n) =>
            h(
              Text,
              { key: r.id, style: { width: cellWidth, paddingVertical: pt(3), paddingHorizontal: pt(3) } },
              scores[n]![category] === null ? '—' : scores[n]![category]!.toFixed(1),
            ),
          ),
        ),
      ),
      ...items.map((q) => {
        const polarity = (q.polarity ?? 'positive') as Polarity;
        return h(
          View,
          { key: q.key, style: row, wrap: false },
          h(
            Text,
            { style: first },
            `${number.get(q.key)}. ${q.texts[lang]}${polarity === 'negative' ? `［${texts.reversed}］` : ''}${diverging.has(q.key) ? `　◆${texts.kinds.divergence}` : ''}`,
          ),
          h(
            View,
            { style: rest },
            ...report.referees.map((r) => {
              const level = r.selections[q.key];
              const color = level ? LEVEL_COLORS[favourableLevel(level, polarity)]! : undefined;
              // One Text per cell (no wrapping View): the chip's fill is the cell's, inset by a white border.
              return h(
                Text,
                {
                  key: r.id,
                  style: {
                    width: cellWidth,
                    padding: pt(2),
                    border: `${pt(2)}pt solid #ffffff`,
                    borderRadius: 4,
                    ...(color ? { backgroundColor: color.bg, color: color.fg } : look.muted),
                  },
                },
                level ? `${level}. ${AGREEMENT_SCALE_LABELS[lang][level - 1]}` : '—',
              );
            }),
          ),
        );
      }),
    ];
  };

  return [
    h(
      View,
      { key: 'comparison', style: look.box, break: true },
      h(Text, { style: look.h2 }, l.title),
      h(
        View,
        { style: { border: '0.5pt solid #dee2e6', borderRadius: 3, padding: pt(6), marginBottom: pt(8) } },
        h(Text, { style: { fontWeight: 700 } }, `${texts.caption}`),
        h(Text, { style: { ...look.muted, marginBottom: pt(4) } }, texts.basis),
        ...(['strength', 'concern', 'divergence'] as const).map((k) =>
          h(Text, { key: `rule-${k}`, style: look.muted }, `・${texts.rules[k]}`),
        ),
        h(View, { style: { marginTop: pt(6) } }),
        ...(report.highlights.length === 0
          ? [h(Text, { key: 'none', style: look.muted }, l.none)]
          : report.highlights.map(highlightLine)),
      ),
      header,
      ...EVALUATION_CATEGORIES.flatMap(categoryBlock),
    ),
  ];
}
