import type { CatalogShape } from '../../types.ts';
import type { report as jp } from '../jp/report.ts';

export const report: CatalogShape<typeof jp> = {
  back: '返回仪表板',
  pdf: '下载 PDF',
  pdfPreparing: '正在生成 PDF…',
  pdfFailed: 'PDF 生成失败。请重试。',
  affiliation: '所属',
  rank: '类别',
  deadline: '回答截止日期',
  overall: '综合评价',
  score: '得分',
  categories: '分类评价',
  status: { done: '已全部回答', noAnswer: '有推荐人尚未回答', noReferee: '尚未登记推荐人' },
  referees: '推荐人',
  tags: { completed: '已回答', inProgress: '回答中', unanswered: '未回答', declined: '已拒绝' },
  answersOf: '{{name}}的回答',
  notAnswered: '未回答',
  noSelection: '未设置选择题（不进行A–E评价）。',
  descriptions: '描述题',
  selections: '选择题',
};
