/** Operator notifications about a company's plan order and withdrawal (spec 7), sent to the operator's address. */
import { WITHDRAWAL_REASON_LABELS, type WithdrawalReason } from '@refcheck/domain';
import { defineMail } from '../define.ts';

const ADMIN = 'https://refcheck.example/admin';
const AT = '2026/11/23 14:05';

/** notifyAdminOrderedPlanUpgrade: a company ordered the standard plan. */
export const adminPlanOrder = defineMail<{
  companyName: string;
  companyUid: string;
  staffName: string;
  email: string;
  orderedAt: string;
  adminUrl: string;
}>({
  name: 'adminPlanOrder',
  audience: 'operator',
  sample: {
    jp: {
      companyName: '株式会社アクメ',
      companyUid: 'C000123',
      staffName: '山田 太郎',
      email: 'taro@acme.example',
      orderedAt: AT,
      adminUrl: ADMIN,
    },
    en: {
      companyName: 'Acme Inc.',
      companyUid: 'C000123',
      staffName: 'Taro Yamada',
      email: 'taro@acme.example',
      orderedAt: AT,
      adminUrl: ADMIN,
    },
    cn: {
      companyName: '艾克米株式会社',
      companyUid: 'C000123',
      staffName: '王 伟',
      email: 'taro@acme.example',
      orderedAt: AT,
      adminUrl: ADMIN,
    },
  },
  texts: {
    jp: (d) => ({
      subject: `【Refcheck】スタンダードプランのお申し込み: ${d.companyName}`,
      paragraphs: ['スタンダードプランへの変更のお申し込みがありました。'],
      details: [
        ['会社名', `${d.companyName}（${d.companyUid}）`],
        ['担当者', d.staffName],
        ['メールアドレス', d.email],
        ['お申し込み日時', d.orderedAt],
      ],
      action: { label: '管理画面を開く', url: d.adminUrl },
      notes: ['管理画面で内容を確認し、プランを変更してください。'],
    }),
    en: (d) => ({
      subject: `[Refcheck] Standard plan order: ${d.companyName}`,
      paragraphs: ['A company has ordered a change to the standard plan.'],
      details: [
        ['Company', `${d.companyName} (${d.companyUid})`],
        ['Contact', d.staffName],
        ['Email', d.email],
        ['Ordered at', d.orderedAt],
      ],
      action: { label: 'Open the admin console', url: d.adminUrl },
      notes: ['Please review the order in the admin console and change the plan.'],
    }),
    cn: (d) => ({
      subject: `【Refcheck】标准套餐申请：${d.companyName}`,
      paragraphs: ['有企业申请变更为标准套餐。'],
      details: [
        ['企业名称', `${d.companyName}（${d.companyUid}）`],
        ['负责人', d.staffName],
        ['电子邮箱', d.email],
        ['申请时间', d.orderedAt],
      ],
      action: { label: '打开管理后台', url: d.adminUrl },
      notes: ['请在管理后台确认内容并变更套餐。'],
    }),
  },
});

interface WithdrawalData {
  companyName: string;
  companyUid: string;
  userName: string;
  email: string;
  reasons: WithdrawalReason[];
  descriptions: string;
  withdrawnAt: string;
}

const withdrawalSample = (d: Pick<WithdrawalData, 'companyName' | 'userName' | 'descriptions'>) => ({
  ...d,
  companyUid: 'C000123',
  email: 'taro@acme.example',
  reasons: ['highCharge', 'notEffective'] as WithdrawalReason[],
  withdrawnAt: AT,
});

/** notifyAdminWithdrawal: a company withdrew; its questionnaire is in the mail. */
export const adminWithdrawal = defineMail<WithdrawalData>({
  name: 'adminWithdrawal',
  audience: 'operator',
  sample: {
    jp: withdrawalSample({
      companyName: '株式会社アクメ',
      userName: '山田 太郎',
      descriptions: '費用対効果が合わなかったため',
    }),
    en: withdrawalSample({
      companyName: 'Acme Inc.',
      userName: 'Taro Yamada',
      descriptions: 'The cost did not match the benefit.',
    }),
    cn: withdrawalSample({ companyName: '艾克米株式会社', userName: '王 伟', descriptions: '性价比不高。' }),
  },
  texts: {
    jp: (d) => ({
      subject: `【Refcheck】退会のお知らせ: ${d.companyName}`,
      paragraphs: [
        '以下の会社が退会しました。',
        `退会理由：${d.reasons.map((r) => WITHDRAWAL_REASON_LABELS[r].jp).join('、')}`,
        `具体的な理由：${d.descriptions}`,
      ],
      details: [
        ['会社名', `${d.companyName}（${d.companyUid}）`],
        ['氏名', d.userName],
        ['メールアドレス', d.email],
        ['退会日時', d.withdrawnAt],
      ],
    }),
    en: (d) => ({
      subject: `[Refcheck] Withdrawal: ${d.companyName}`,
      paragraphs: [
        'The following company has withdrawn.',
        `Reasons: ${d.reasons.map((r) => WITHDRAWAL_REASON_LABELS[r].en).join(', ')}`,
        `Details: ${d.descriptions}`,
      ],
      details: [
        ['Company', `${d.companyName} (${d.companyUid})`],
        ['Name', d.userName],
        ['Email', d.email],
        ['Withdrawn at', d.withdrawnAt],
      ],
    }),
    cn: (d) => ({
      subject: `【Refcheck】退会通知：${d.companyName}`,
      paragraphs: [
        '以下企业已退会。',
        `退会理由：${d.reasons.map((r) => WITHDRAWAL_REASON_LABELS[r].cn).join('、')}`,
        `具体理由：${d.descriptions}`,
      ],
      details: [
        ['企业名称', `${d.companyName}（${d.companyUid}）`],
        ['姓名', d.userName],
        ['电子邮箱', d.email],
        ['退会时间', d.withdrawnAt],
      ],
    }),
  },
});
