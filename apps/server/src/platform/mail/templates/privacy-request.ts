/**
 * Privacy requests (modules/privacy-requests): the code that proves a person's address, and the outcome of their
 * erasure request, by mail; the outcome by SMS for a person who proved a phone number.
 */
import type { Language, PrivacyDeclineReason } from '@refcheck/domain';
import { defineMail } from '../define.ts';

interface CodeMail {
  code: string;
  minutes: number;
}

export const privacyRequestCode = defineMail<CodeMail>({
  name: 'privacyRequestCode',
  audience: 'candidate',
  sample: {
    jp: { code: '123456', minutes: 10 },
    en: { code: '123456', minutes: 10 },
    cn: { code: '123456', minutes: 10 },
  },
  texts: {
    jp: (d) => ({
      subject: '【Refcheck】データの開示・削除のご請求：確認コード',
      paragraphs: [
        'データの開示・削除のご請求のための確認コードをお送りします。',
        '画面に次のコードを入力してください。',
      ],
      details: [
        ['確認コード', d.code],
        ['有効期限', `${d.minutes}分`],
      ],
      notes: ['このメールにお心当たりがない場合は、破棄してください。'],
    }),
    en: (d) => ({
      subject: '[Refcheck] Your code for your data request',
      paragraphs: ['Here is the code for your request to see or erase your data.', 'Enter it on the page.'],
      details: [
        ['Code', d.code],
        ['Valid for', `${d.minutes} minutes`],
      ],
      notes: ['If you did not ask for this, please ignore this email.'],
    }),
    cn: (d) => ({
      subject: '【Refcheck】数据查阅与删除申请：验证码',
      paragraphs: ['这是您申请查阅或删除数据所需的验证码。', '请在页面上输入以下验证码。'],
      details: [
        ['验证码', d.code],
        ['有效期', `${d.minutes}分钟`],
      ],
      notes: ['如果您没有提出过申请，请忽略此邮件。'],
    }),
  },
});

export interface PrivacyOutcome {
  companyName: string;
  outcome: 'approved' | 'declined';
  reason: PrivacyDeclineReason | null;
  note: string | null;
}

const REASONS: Record<Language, Record<PrivacyDeclineReason, string>> = {
  jp: {
    legalRetention: '法令上の保存義務がある',
    identityUnconfirmed: '本人確認ができない',
    noData: '対象のデータがない',
    other: 'その他',
  },
  en: {
    legalRetention: 'The law requires the company to keep it',
    identityUnconfirmed: 'Your identity could not be confirmed',
    noData: 'There is no such data',
    other: 'Other',
  },
  cn: {
    legalRetention: '依法负有保存义务',
    identityUnconfirmed: '无法确认本人身份',
    noData: '不存在相关数据',
    other: '其他',
  },
};

const reasonLine = (l: Language, d: PrivacyOutcome) =>
  `${REASONS[l][d.reason ?? 'other']}${d.note ? ` (${d.note})` : ''}`;

export const privacyRequestOutcome = defineMail<PrivacyOutcome>({
  name: 'privacyRequestOutcome',
  audience: 'candidate',
  frame: (d) => ({ companyName: d.companyName }),
  sample: {
    jp: { companyName: '株式会社アクメ', outcome: 'declined', reason: 'legalRetention', note: null },
    en: { companyName: 'Acme Inc.', outcome: 'declined', reason: 'legalRetention', note: null },
    cn: { companyName: '艾克米株式会社', outcome: 'declined', reason: 'legalRetention', note: null },
  },
  texts: {
    jp: (d) => ({
      subject: `【Refcheck】データ削除のご請求の結果（${d.companyName}）`,
      paragraphs:
        d.outcome === 'approved'
          ? [
              `${d.companyName}に対するデータ削除のご請求は承認され、あなたに関するデータを削除しました。`,
              '法令で求められる記録（ご請求の受付日・結果）のみを保存しています。',
            ]
          : [`${d.companyName}は、データ削除のご請求をお断りしました。`],
      details: d.outcome === 'declined' ? [['理由', reasonLine('jp', d)]] : undefined,
      notes: ['ご不明な点は、下記のお問い合わせ先までご連絡ください。'],
    }),
    en: (d) => ({
      subject: `[Refcheck] The outcome of your erasure request (${d.companyName})`,
      paragraphs:
        d.outcome === 'approved'
          ? [
              `${d.companyName} approved your erasure request and your data has been erased.`,
              'Only the record the law requires (the date and outcome of the request) is kept.',
            ]
          : [`${d.companyName} declined your erasure request.`],
      details: d.outcome === 'declined' ? [['Reason', reasonLine('en', d)]] : undefined,
      notes: ['If you have any questions, please contact us below.'],
    }),
    cn: (d) => ({
      subject: `【Refcheck】数据删除申请的结果（${d.companyName}）`,
      paragraphs:
        d.outcome === 'approved'
          ? [
              `${d.companyName}已批准您的数据删除申请，与您相关的数据已被删除。`,
              '仅保存法律要求的记录（申请的受理日期和结果）。',
            ]
          : [`${d.companyName}拒绝了您的数据删除申请。`],
      details: d.outcome === 'declined' ? [['理由', reasonLine('cn', d)]] : undefined,
      notes: ['如有疑问，请通过以下方式联系我们。'],
    }),
  },
});

/** The outcome by SMS (plain text: an SMS has no layout). */
export const privacyOutcomeSms: Record<Language, (d: PrivacyOutcome) => string> = {
  jp: (d) =>
    d.outcome === 'approved'
      ? `Refcheck：${d.companyName}に対するデータ削除のご請求は承認され、データを削除しました。`
      : `Refcheck：${d.companyName}はデータ削除のご請求をお断りしました（理由：${reasonLine('jp', d)}）。`,
  en: (d) =>
    d.outcome === 'approved'
      ? `Refcheck: ${d.companyName} approved your erasure request; your data has been erased.`
      : `Refcheck: ${d.companyName} declined your erasure request (reason: ${reasonLine('en', d)}).`,
  cn: (d) =>
    d.outcome === 'approved'
      ? `Refcheck：${d.companyName}已批准您的数据删除申请，数据已删除。`
      : `Refcheck：${d.companyName}拒绝了您的数据删除申请（理由：${reasonLine('cn', d)}）。`,
};
