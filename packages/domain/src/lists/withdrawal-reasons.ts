/** Reasons a company gives for withdrawing (13 values; the spec names four of them). */
import { z } from 'zod';
import type { LabelTable } from './labels.ts';

export const WITHDRAWAL_REASONS = [
  'mistakeRegistration',
  'trialOnly',
  'highCharge',
  'badUsability',
  'lackOfFeatures',
  'notEffective',
  'lowAnswerRate',
  'burdenOnCandidates',
  'fewHires',
  'recruitingStopped',
  'switchedToOtherService',
  'unsatisfiedWithSupport',
  'other',
] as const;
export const withdrawalReasonSchema = z.enum(WITHDRAWAL_REASONS);
export type WithdrawalReason = z.infer<typeof withdrawalReasonSchema>;

export const WITHDRAWAL_REASON_LABELS: LabelTable<WithdrawalReason> = {
  mistakeRegistration: { jp: '誤って登録した', en: 'Registered by mistake', cn: '误注册' },
  trialOnly: { jp: 'お試しで利用したかった', en: 'Only wanted to try the service', cn: '只是想试用' },
  highCharge: { jp: '料金が高い', en: 'The fees are too high', cn: '费用太高' },
  badUsability: { jp: '使い勝手が悪い', en: 'Hard to use', cn: '不好用' },
  lackOfFeatures: { jp: '必要な機能が不足している', en: 'Missing features we need', cn: '缺少所需功能' },
  notEffective: {
    jp: '導入効果を実感できなかった',
    en: 'Did not see the expected benefit',
    cn: '没有感受到导入效果',
  },
  lowAnswerRate: { jp: '推薦者の回答率が低い', en: 'Referees rarely answer', cn: '推荐人回答率低' },
  burdenOnCandidates: {
    jp: '候補者の負担が大きい',
    en: 'Too much burden on candidates',
    cn: '给候选人带来负担过大',
  },
  fewHires: {
    jp: '採用人数が少なく利用機会がない',
    en: 'We hire too few people to use it',
    cn: '招聘人数少，使用机会不多',
  },
  recruitingStopped: {
    jp: '採用活動を停止・終了した',
    en: 'We stopped or finished recruiting',
    cn: '已停止或结束招聘活动',
  },
  switchedToOtherService: {
    jp: '他のサービスに乗り換える',
    en: 'Switching to another service',
    cn: '改用其他服务',
  },
  unsatisfiedWithSupport: {
    jp: 'サポート対応に不満がある',
    en: 'Unsatisfied with the support',
    cn: '对客服支持不满意',
  },
  other: { jp: 'その他', en: 'Other', cn: '其他' },
};
