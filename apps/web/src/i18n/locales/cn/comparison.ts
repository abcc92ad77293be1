import type { CatalogShape } from '../../types.ts';
import type { comparison as jp } from '../jp/comparison.ts';

export const comparison: CatalogShape<typeof jp> = {
  tabs: { comparison: '回答对比', referees: '按推荐人查看' },
  tabsLabel: '报告的显示方式',
  highlights: '要点',
  rulesTitle: '提取规则',
  none: '没有符合的回答',
  selections: '选择题回答',
  tableLabel: '选择题回答对比',
  scrollHint: '推荐人的列可以横向滚动',
  question: '问题',
  descriptions: '自由填写的回答',
  notAnswered: '未回答',
  now: '至今',
  notCounted: '尚未完成回答，不计入要点',
  categoryScore: '分类得分',
  noSelection: '没有选择题，因此没有可对比的回答。',
  answerOf: '{{name}}的回答',
};
