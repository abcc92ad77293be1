/** Mails to a client company about its account: the operator verified it, or allowed the standard plan. */
import { defineMail } from '../define.ts';

interface CompanyMailData {
  companyName: string;
  staffName: string;
  loginUrl: string;
}

const LOGIN = 'https://refcheck.example/login';
const sample = {
  jp: { companyName: '株式会社アクメ', staffName: '山田 太郎', loginUrl: LOGIN },
  en: { companyName: 'Acme Inc.', staffName: 'Taro Yamada', loginUrl: LOGIN },
  cn: { companyName: '艾克米株式会社', staffName: '王 伟', loginUrl: LOGIN },
};
const frame = (d: CompanyMailData) => ({ companyName: d.companyName });

/** notifyCompanyAvailable: the operator verified the company; it may start using the service. */
export const companyAvailable = defineMail<CompanyMailData>({
  name: 'companyAvailable',
  audience: 'company',
  frame,
  sample,
  texts: {
    jp: (d) => ({
      subject: '【Refcheck】アカウントのご利用を開始いただけます',
      greeting: `${d.staffName}様`,
      paragraphs: [
        'Refcheckにご登録いただきありがとうございます。',
        'お申し込み内容の審査が完了し、アカウントをご利用いただけるようになりました。',
      ],
      action: { label: 'ログインする', url: d.loginUrl },
    }),
    en: (d) => ({
      subject: '[Refcheck] Your account is ready to use',
      greeting: `Dear ${d.staffName},`,
      paragraphs: [
        'Thank you for signing up for Refcheck.',
        'We have reviewed your application and your account is now available.',
      ],
      action: { label: 'Log in', url: d.loginUrl },
    }),
    cn: (d) => ({
      subject: '【Refcheck】您的账户已可以使用',
      greeting: `${d.staffName} 您好：`,
      paragraphs: ['感谢您注册Refcheck。', '您的申请已审核完毕，账户现已可以使用。'],
      action: { label: '登录', url: d.loginUrl },
    }),
  },
});

/** notifyCompanyEndPlanUpgrade: the operator allowed the standard plan. */
export const companyUpgradeComplete = defineMail<CompanyMailData>({
  name: 'companyUpgradeComplete',
  audience: 'company',
  frame,
  sample,
  texts: {
    jp: (d) => ({
      subject: '【Refcheck】スタンダードプランへの変更が完了しました',
      greeting: `${d.staffName}様`,
      paragraphs: [
        'スタンダードプランへの変更が完了しました。',
        'リスクチェック（反社チェック）を含むすべての機能をご利用いただけます。',
      ],
      action: { label: 'ログインする', url: d.loginUrl },
    }),
    en: (d) => ({
      subject: '[Refcheck] Your plan is now Standard',
      greeting: `Dear ${d.staffName},`,
      paragraphs: [
        'Your change to the Standard plan is complete.',
        'All features, including the risk check, are now available.',
      ],
      action: { label: 'Log in', url: d.loginUrl },
    }),
    cn: (d) => ({
      subject: '【Refcheck】已变更为标准套餐',
      greeting: `${d.staffName} 您好：`,
      paragraphs: ['您的标准套餐变更已完成。', '现在可以使用包括风险调查在内的全部功能。'],
      action: { label: '登录', url: d.loginUrl },
    }),
  },
});
