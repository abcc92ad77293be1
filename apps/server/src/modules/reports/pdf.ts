/**
 * The report as an A3 PDF (spec: A3, margin 3, scale 1.5), rendered on the server with @react-pdf/renderer and a
 * full Japanese TTF (Noto Sans JP from @expo-google-fonts: every CP932 kanji). Content = the report page's.
 * "margin 3, scale 1.5" are the original print options; here the page keeps a 3 mm margin and type is set 1.5×
 * the 10 pt base, which fills an A3 sheet the way the scaled screen print did.
 */
import { Document, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import {
  AGREEMENT_SCALE_LABELS,
  consentSummary,
  EVALUATION_CATEGORY_LABELS,
  formatDeadline,
  type Language,
  RANK_LABELS,
  RELATIONSHIP_LABELS,
} from '@refcheck/domain';
import type { RiskSignals } from '@refcheck/domain/trust-signals/api';
import { cloneElement, createElement as h, isValidElement, type ReactElement, type ReactNode } from 'react';
import { PDF_FONT, registerPdfFonts } from '../../platform/pdf/index.ts';
import { comparisonPdfSection } from './pdf-comparison.ts';
import { regainTrustPdfSection } from './pdf-regain-trust.ts';
import { trustSignalsPdfSection } from './pdf-trust-signals.ts';
import type { Report } from './service.ts';

const FONT = PDF_FONT;

const MM = 72 / 25.4;
const SCALE = 1.5;
const pt = (n: number) => n * SCALE;

const GRADE_COLORS: Record<string, string> = {
  A: '#12b886',
  B: '#3059a2',
  C: '#f59f00',
  D: '#f59f00',
  E: '#e03131',
};
const TAG_COLORS = { green: '#2f9e44', yellow: '#f08c00', red: '#e03131', gray: '#868e96' } as const;

/**
 * The spec's "margin 3" is the page margin (3 mm, as the original's html2pdf `margin: 3` in millimetres); inside it the
 * report keeps the padding the web page has around its content (12 pt at scale 1.5). Together 9.35 mm from the paper's
 * edge (docs/decisions.md, issue 38).
 */
export const PAGE_MARGIN = 3 * MM;
export const CONTENT_PADDING = pt(12);

const styles = StyleSheet.create({
  page: { padding: PAGE_MARGIN + CONTENT_PADDING, fontFamily: FONT, fontSize: pt(10), color: '#212529' },
  h1: { fontSize: pt(20), fontWeight: 700 },
  h2: { fontSize: pt(13), fontWeight: 700, marginBottom: pt(6) },
  muted: { color: '#868e96' },
  box: { border: '1pt solid #dee2e6', borderRadius: 4, padding: pt(10), marginBottom: pt(10) },
  row: { flexDirection: 'row', alignItems: 'center' },
  grade: {
    color: 'white',
    fontWeight: 700,
    textAlign: 'center',
    borderRadius: 3,
  },
  cell: { paddingVertical: pt(3), borderBottom: '0.5pt solid #e9ecef' },
});

const labels = {
  jp: {
    title: 'リファレンスチェック レポート',
    affiliation: '所属',
    rank: '区分',
    deadline: '回答期限',
    overall: '総合評価',
    score: 'スコア',
    categories: 'カテゴリ別評価',
    referees: '推薦者',
    answersOf: (n: string) => `${n}様の回答`,
    notAnswered: '未回答',
    status: { done: '回答完了', noAnswer: '未回答の推薦者がいます', noReferee: '推薦者が登録されていません' },
    tags: { completed: '回答済み', inProgress: '回答中', unanswered: '未回答', declined: '辞退' },
  },
  en: {
    title: 'Reference check report',
    affiliation: 'Affiliation',
    rank: 'Type',
    deadline: 'Deadline',
    overall: 'Overall evaluation',
    score: 'Score',
    categories: 'Evaluation by category',
    referees: 'Referees',
    answersOf: (n: string) => `Answers of ${n}`,
    notAnswered: 'Not answered',
    status: {
      done: 'All answered',
      noAnswer: 'Some referees have not answered',
      noReferee: 'No referees registered',
    },
    tags: {
      completed: 'Completed',
      inProgress: 'In progress',
      unanswered: 'Unanswered',
      declined: 'Declined',
    },
  },
  cn: {
    title: '背景调查报告',
    affiliation: '所属',
    rank: '类别',
    deadline: '回答截止日期',
    overall: '综合评价',
    score: '得分',
    categories: '分类评价',
    referees: '推荐人',
    answersOf: (n: string) => `${n}的回答`,
    notAnswered: '未回答',
    status: { done: '已全部回答', noAnswer: '有推荐人尚未回答', noReferee: '尚未登记推荐人' },
    tags: { completed: '已回答', inProgress: '回答中', unanswered: '未回答', declined: '已拒绝' },
  },
} as const;

function gradeBox(grade: string, size: number): ReactElement {
  return h(
    View,
    {
      style: {
        ...styles.grade,
        backgroundColor: GRADE_COLORS[grade] ?? '#adb5bd',
        width: size,
        height: size,
        justifyContent: 'center',
      },
    },
    h(
      Text,
      { style: { fontSize: size * 0.55, color: 'white', fontWeight: 700, textAlign: 'center' } },
      grade,
    ),
  );
}

/** The candidate's consent: when, and the version of the text agreed to (issue 23 item 1). */
function consentBox(report: Report, lang: Language): ReactElement {
  const { title, lines } = consentSummary(report.consent, lang);
  return h(
    View,
    { key: 'consent', style: { ...styles.box, flexDirection: 'row' } },
    h(Text, { style: { fontWeight: 700, marginRight: pt(10) } }, title),
    h(Text, null, lines.join('　')),
  );
}

function reportDocument(report: Report, lang: Language, signals: RiskSignals): ReactElement {
  const l = labels[lang];
  const descriptions = report.questions.filter((q) => q.kind === 'description');
  const selections = report.questions.filter((q) => q.kind === 'selection');
  const children: ReactNode[] = [
    h(
      View,
      { key: 'head', style: { ...styles.box, flexDirection: 'row', justifyContent: 'space-between' } },
      h(
        View,
        null,
        h(Text, { style: styles.muted }, l.title),
        h(Text, { style: styles.h1 }, report.talent.name),
        h(
          Text,
          null,
          `${l.affiliation}: ${report.talent.currentCompany}　${l.rank}: ${RANK_LABELS[report.talent.rank][lang]}　${l.deadline}: ${formatDeadline(new Date(report.talent.deadline), lang)}`,
        ),
      ),
      h(Text, { style: { fontWeight: 700 } }, l.status[report.reportStatus]),
    ),
    consentBox(report, lang),
    h(
      View,
      { key: 'eval', style: styles.box },
      h(
        View,
        { style: { ...styles.row, marginBottom: pt(8) } },
        h(Text, { style: { ...styles.h2, marginBottom: 0, marginRight: pt(10) } }, l.overall),
        gradeBox(report.totalGrade, pt(30)),
        h(
          Text,
          { style: { ...styles.muted, marginLeft: pt(10) } },
          report.totalScore === null ? '' : `${l.score}: ${report.totalScore.toFixed(1)}`,
        ),
      ),
      h(Text, { style: styles.h2 }, l.categories),
      ...report.categories.map((c) =>
        h(
          View,
          { key: c.category, style: { ...styles.row, ...styles.cell } },
          h(Text, { style: { width: pt(200) } }, EVALUATION_CATEGORY_LABELS[c.category][lang]),
          // A bar of the category percentage: the chart of the page.
          h(
            View,
            { style: { width: pt(300), height: pt(8), backgroundColor: '#f1f3f5', marginRight: pt(10) } },
            h(View, {
              style: {
                width: `${Math.max(0, Math.min(100, c.score ?? 0))}%`,
                height: pt(8),
                backgroundColor: GRADE_COLORS[c.grade] ?? '#adb5bd',
              },
            }),
          ),
          h(
            Text,
            { style: { width: pt(40), textAlign: 'right', marginRight: pt(10) } },
            c.score === null ? '—' : c.score.toFixed(1),
          ),
          gradeBox(c.grade, pt(16)),
        ),
      ),
    ),
    h(
      View,
      { key: 'refs', style: styles.box },
      h(Text, { style: styles.h2 }, l.referees),
      ...report.referees.map((r) =>
        h(
          View,
          { key: r.id, style: { ...styles.row, ...styles.cell } },
          h(Text, { style: { width: pt(160), fontWeight: 700 } }, r.name),
          h(Text, { style: { width: pt(240) } }, `${r.belongsCompany} ${r.belongsTitle}`.trim()),
          h(
            Text,
            { style: { width: pt(140) } },
            (RELATIONSHIP_LABELS as Record<string, Record<Language, string>>)[r.relationship]?.[lang] ??
              r.relationship,
          ),
          h(Text, { style: { color: TAG_COLORS[r.tagColor], fontWeight: 700 } }, l.tags[r.tag]),
        ),
      ),
    ),
    ...comparisonPdfSection(report, lang, { ...styles, pt, gradeBox }),
    ...report.referees.map((r) =>
      h(
        View,
        { key: `answers-${r.id}`, style: styles.box, break: true },
        h(Text, { style: styles.h2 }, l.answersOf(r.name)),
        ...descriptions.map((q, i) =>
          h(
            View,
            { key: q.key, style: { marginBottom: pt(6) }, wrap: false },
            h(Text, { style: { fontWeight: 700 } }, `Q${i + 1}. ${q.texts[lang]}`),
            h(
              Text,
              { style: r.descriptions[q.key] ? {} : styles.muted },
              r.descriptions[q.key] || l.notAnswered,
            ),
          ),
        ),
        ...selections.map((q, i) => {
          const level = r.selections[q.key];
          return h(
            View,
            { key: q.key, style: { ...styles.row, ...styles.cell }, wrap: false },
            h(Text, { style: { flex: 1, paddingRight: pt(8) } }, `Q${i + 1}. ${q.texts[lang]}`),
            h(
              Text,
              { style: { width: pt(150), ...(level ? {} : styles.muted) } },
              level ? AGREEMENT_SCALE_LABELS[lang][level - 1]! : l.notAnswered,
            ),
          );
        }),
      ),
    ),
    ...regainTrustPdfSection(report, lang, { ...styles, pt }),
    ...trustSignalsPdfSection(report, signals, lang, { ...styles, pt }),
  ];
  return h(
    Document,
    {
      title: `${l.title} ${report.talent.name}`,
      language: lang === 'cn' ? 'zh' : lang === 'jp' ? 'ja' : 'en',
    },
    ...pagesAtBreaks(children).map((part, i) =>
      h(Page, { key: i, size: 'A3', style: styles.page, wrap: true }, ...part),
    ),
  );
}

/**
 * The children in parts that each start a page: a new part at every child with `break` (a referee's answers, the
 * regain-trust section), given the props react-pdf gives a child it moves to the next page (break off, wrap on).
 * The same pages as one Page with breaks, but faster: at each page break react-pdf lays out everything after it on
 * the Page again, so one Page of 5 pages was laid out about 3 times over.
 */
function pagesAtBreaks(children: ReactNode[]): ReactNode[][] {
  const parts: ReactNode[][] = [[]];
  for (const child of children) {
    if (isValidElement<{ break?: boolean; wrap?: boolean }>(child) && child.props.break) {
      parts.push([cloneElement(child, { break: false, wrap: true })]);
    } else parts.at(-1)!.push(child);
  }
  return parts.filter((part) => part.length > 0);
}

export async function renderReportPdf(report: Report, lang: Language, signals: RiskSignals): Promise<Buffer> {
  await registerPdfFonts();
  // biome-ignore lint/suspicious/noExplicitAny: react-pdf's renderToBuffer takes its own Document element type.
  return renderToBuffer(reportDocument(report, lang, signals) as any);
}
