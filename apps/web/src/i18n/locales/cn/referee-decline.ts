import type { CatalogShape } from '../../types.ts';
import type { refereeDecline as jp } from '../jp/referee-decline.ts';

export const refereeDecline: CatalogShape<typeof jp> = {
  open: '拒绝回答',
  title: '拒绝回答',
  intro: '请选择拒绝的理由。候选人将收到登记新推荐人的请求（理由不会告知候选人）。',
  reason: '拒绝的理由',
  reasons: {
    unfamiliar: '不太了解候选人',
    noTime: '没有时间',
    companyPolicy: '公司政策不允许回答',
    other: '其他',
  },
  text: '理由（选择“其他”时必填）',
  submit: '拒绝',
  cancel: '取消',
  failed: '无法拒绝。请稍后重试。',
  doneTitle: '感谢您的联系',
  doneText: '已收到您的拒绝。您可以关闭此页面。',
  declined: '已拒绝',
  replace: '登记新的推荐人',
  replaceTitle: '登记新的推荐人',
  replaceIntro: '请登记一位与{{name}}关系和期间相同的推荐人来代替。登记后将立即发送请求邮件。',
  replaceLeft: '此名额剩余可更换次数：{{count}}次',
  replaceReasonDeclined: '已拒绝回答',
  replaceReasonNotOpened: '尚未打开请求邮件',
  replaceDone: '已向新的推荐人发送请求邮件',
  replaceFailed: '无法登记。请检查输入内容。',
};
