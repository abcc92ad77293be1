/** Labels (jp, en, cn) for the core enumerations of `enums.ts`. */
import type {
  AnnouncementCategory,
  EvaluationCategory,
  PlanStatus,
  Rank,
  Relationship,
  TalentStatus,
  TimeWorkingTogether,
} from '../enums.ts';
import type { LabelTable } from './labels.ts';

export const RELATIONSHIP_LABELS: LabelTable<Relationship> = {
  directSupervisor: { jp: '直属の上司', en: 'Direct supervisor', cn: '直属上司' },
  supervisor: { jp: '上司', en: 'Supervisor', cn: '上司' },
  colleague: { jp: '同僚', en: 'Colleague', cn: '同事' },
  directSubordinate: { jp: '直属の部下', en: 'Direct subordinate', cn: '直属下属' },
  subordinate: { jp: '部下', en: 'Subordinate', cn: '下属' },
  customer: { jp: '取引先', en: 'Client / business partner', cn: '客户・合作伙伴' },
  other: { jp: 'その他', en: 'Other', cn: '其他' },
};

export const TIME_WORKING_TOGETHER_LABELS: LabelTable<TimeWorkingTogether> = {
  currentJub: { jp: '現職', en: 'Current job', cn: '现职' },
  previousJob: { jp: '前職', en: 'Previous job', cn: '前一份工作' },
  secondLastJob: { jp: '前々職', en: 'Job before the previous one', cn: '前两份工作' },
  other: { jp: 'その他', en: 'Other', cn: '其他' },
};

export const RANK_LABELS: LabelTable<Rank> = {
  fulltime: { jp: '中途採用', en: 'Mid-career', cn: '社会招聘' },
  rookie: { jp: '新卒・第二新卒', en: 'New graduate / early career', cn: '应届毕业生・第二新卒' },
};

export const PLAN_STATUS_LABELS: LabelTable<PlanStatus> = {
  PLAN_STATUS_LIGHT: { jp: 'ライトプラン', en: 'Light plan', cn: '轻量套餐' },
  PLAN_STATUS_ORDERING_STANDARD: {
    jp: 'スタンダードプラン（審査中）',
    en: 'Standard plan (pending)',
    cn: '标准套餐（审核中）',
  },
  PLAN_STATUS_STANDARD: { jp: 'スタンダードプラン', en: 'Standard plan', cn: '标准套餐' },
};

export const TALENT_STATUS_LABELS: LabelTable<TalentStatus> = {
  talentRegistered: { jp: 'メール未送信', en: 'Mail not sent', cn: '邮件未发送' },
  mailSend: { jp: 'メール未開封', en: 'Mail not opened', cn: '邮件未打开' },
  agreeToPrivacyPolicy: { jp: '推薦者未登録', en: 'Referees not registered', cn: '推荐人未登记' },
  refereesRegistered: { jp: '推薦者未回答', en: 'Referees not answered', cn: '推荐人未回答' },
  refereesAnswered: { jp: '回答完了', en: 'Completed', cn: '回答完成' },
};

export const ANNOUNCEMENT_CATEGORY_LABELS: LabelTable<AnnouncementCategory> = {
  new: { jp: '新機能', en: 'New feature', cn: '新功能' },
  'press-release': { jp: 'プレスリリース', en: 'Press release', cn: '新闻稿' },
  info: { jp: 'お知らせ', en: 'Information', cn: '通知' },
};

export const EVALUATION_CATEGORY_LABELS: LabelTable<EvaluationCategory> = {
  compliance: { jp: 'コンプライアンス', en: 'Compliance', cn: '合规意识' },
  attendance: { jp: '勤怠', en: 'Attendance', cn: '出勤情况' },
  responsibility: { jp: '責任感', en: 'Sense of responsibility', cn: '责任感' },
  attitude: { jp: '仕事に対する姿勢', en: 'Attitude towards work', cn: '工作态度' },
  accomplishment: { jp: '業務完遂力', en: 'Ability to complete tasks', cn: '业务完成能力' },
  tolerance: { jp: 'ストレス耐性', en: 'Stress tolerance', cn: '抗压能力' },
  goodImpression: { jp: 'その他 / 好印象', en: 'Other / good impression', cn: '其他 / 良好印象' },
};
