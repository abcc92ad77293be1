/** The report's comparison view (issue 40): the referees side by side, the highlights. */
export const comparison = {
  tabs: { comparison: '回答の比較', referees: '推薦者ごとの回答' },
  tabsLabel: 'レポートの表示',
  highlights: 'ハイライト',
  rulesTitle: '抽出の規則',
  none: '該当する回答はありません',
  selections: '選択式の回答',
  tableLabel: '選択式の回答の比較',
  scrollHint: '推薦者の列は横にスクロールできます',
  question: '質問',
  descriptions: '記述式の回答',
  notAnswered: '未回答',
  now: '現在',
  notCounted: '回答完了前のため、ハイライトの対象外です',
  categoryScore: 'カテゴリのスコア',
  noSelection: '選択式の質問がないため、比較する回答はありません。',
  answerOf: '{{name}}の回答',
} as const;
