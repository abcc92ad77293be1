/** Mails to company users about their own account. */
import { defineMail } from '../define.ts';

export const passwordReset = defineMail<{ name: string; link: string; minutes: number }>({
  name: 'passwordReset',
  audience: 'company',
  sample: {
    jp: { name: '山田 太郎', link: 'https://refcheck.example/login/reset_password?code=x', minutes: 60 },
    en: { name: 'Taro Yamada', link: 'https://refcheck.example/login/reset_password?code=x', minutes: 60 },
    cn: { name: '王 伟', link: 'https://refcheck.example/login/reset_password?code=x', minutes: 60 },
  },
  texts: {
    jp: (d) => ({
      subject: '【Refcheck】パスワード再設定のご案内',
      greeting: `${d.name}様`,
      paragraphs: [
        'パスワード再設定のご依頼を受け付けました。',
        `下記のボタンから${d.minutes}分以内に新しいパスワードを設定してください。`,
      ],
      action: { label: 'パスワードを再設定する', url: d.link },
      notes: ['お心当たりのない場合は、このメールを破棄してください。'],
    }),
    en: (d) => ({
      subject: '[Refcheck] Resetting your password',
      greeting: `Dear ${d.name},`,
      paragraphs: [
        'We received a request to reset your password.',
        `Please set a new password with the button below within ${d.minutes} minutes.`,
      ],
      action: { label: 'Reset password', url: d.link },
      notes: ['If you did not ask for this, please ignore this email.'],
    }),
    cn: (d) => ({
      subject: '【Refcheck】重置密码',
      greeting: `${d.name} 您好：`,
      paragraphs: ['我们已收到您重置密码的请求。', `请在${d.minutes}分钟内通过以下按钮设置新密码。`],
      action: { label: '重置密码', url: d.link },
      notes: ['如果这不是您本人的操作，请忽略此邮件。'],
    }),
  },
});

export const subAccountInvitation = defineMail<{
  name: string;
  companyName: string;
  link: string;
  days: number;
}>({
  name: 'subAccountInvitation',
  audience: 'company',
  frame: (d) => ({ companyName: d.companyName }),
  sample: {
    jp: {
      name: '鈴木 一郎',
      companyName: '株式会社アクメ',
      link: 'https://refcheck.example/signup/sub_account?token=x',
      days: 7,
    },
    en: {
      name: 'Ichiro Suzuki',
      companyName: 'Acme Inc.',
      link: 'https://refcheck.example/signup/sub_account?token=x',
      days: 7,
    },
    cn: {
      name: '张 磊',
      companyName: '艾克米株式会社',
      link: 'https://refcheck.example/signup/sub_account?token=x',
      days: 7,
    },
  },
  texts: {
    jp: (d) => ({
      subject: '【Refcheck】アカウント登録のご案内',
      greeting: `${d.name}様`,
      paragraphs: [
        `${d.companyName}より、Refcheckのアカウントに招待されました。`,
        `下記のボタンから${d.days}日以内にパスワードを設定してください。`,
      ],
      action: { label: 'パスワードを設定する', url: d.link },
    }),
    en: (d) => ({
      subject: '[Refcheck] You are invited to Refcheck',
      greeting: `Dear ${d.name},`,
      paragraphs: [
        `${d.companyName} has invited you to its Refcheck account.`,
        `Please set your password with the button below within ${d.days} days.`,
      ],
      action: { label: 'Set password', url: d.link },
    }),
    cn: (d) => ({
      subject: '【Refcheck】账户注册邀请',
      greeting: `${d.name} 您好：`,
      paragraphs: [`${d.companyName}邀请您加入其Refcheck账户。`, `请在${d.days}天内通过以下按钮设置密码。`],
      action: { label: '设置密码', url: d.link },
    }),
  },
});

const SAMPLE_SUPPORT = 'support@refcheck.example';

export const emailChanged = defineMail<{ oldEmail: string; newEmail: string; supportMail: string }>({
  name: 'emailChanged',
  audience: 'company',
  sample: {
    jp: { oldEmail: 'taro@acme.example', newEmail: 'yamada@acme.example', supportMail: SAMPLE_SUPPORT },
    en: { oldEmail: 'taro@acme.example', newEmail: 'yamada@acme.example', supportMail: SAMPLE_SUPPORT },
    cn: { oldEmail: 'taro@acme.example', newEmail: 'yamada@acme.example', supportMail: SAMPLE_SUPPORT },
  },
  texts: {
    jp: (d) => ({
      subject: '【Refcheck】メールアドレスが変更されました',
      paragraphs: [
        `Refcheckアカウントのメールアドレスが ${d.oldEmail} から ${d.newEmail} に変更されました。`,
      ],
      notes: [`お心当たりがない場合は、至急 ${d.supportMail} までご連絡ください。`],
    }),
    en: (d) => ({
      subject: '[Refcheck] Your email address was changed',
      paragraphs: [
        `The email address of your Refcheck account was changed from ${d.oldEmail} to ${d.newEmail}.`,
      ],
      notes: [`If you did not make this change, please contact ${d.supportMail} at once.`],
    }),
    cn: (d) => ({
      subject: '【Refcheck】您的邮箱地址已变更',
      paragraphs: [`您的Refcheck账户邮箱地址已从 ${d.oldEmail} 变更为 ${d.newEmail}。`],
      notes: [`如果这不是您本人的操作，请立即联系 ${d.supportMail}。`],
    }),
  },
});

export const phoneChanged = defineMail<{ lastDigits: string; supportMail: string }>({
  name: 'phoneChanged',
  audience: 'company',
  sample: {
    jp: { lastDigits: '5678', supportMail: SAMPLE_SUPPORT },
    en: { lastDigits: '5678', supportMail: SAMPLE_SUPPORT },
    cn: { lastDigits: '5678', supportMail: SAMPLE_SUPPORT },
  },
  texts: {
    jp: (d) => ({
      subject: '【Refcheck】電話番号が変更されました',
      paragraphs: [`Refcheckアカウントのログイン用電話番号が変更されました（末尾 ${d.lastDigits}）。`],
      notes: [`お心当たりがない場合は、至急 ${d.supportMail} までご連絡ください。`],
    }),
    en: (d) => ({
      subject: '[Refcheck] Your phone number was changed',
      paragraphs: [
        `The sign-in phone number of your Refcheck account was changed (ending in ${d.lastDigits}).`,
      ],
      notes: [`If you did not make this change, please contact ${d.supportMail} at once.`],
    }),
    cn: (d) => ({
      subject: '【Refcheck】您的手机号码已变更',
      paragraphs: [`您的Refcheck账户登录手机号码已变更（尾号 ${d.lastDigits}）。`],
      notes: [`如果这不是您本人的操作，请立即联系 ${d.supportMail}。`],
    }),
  },
});

export const refereeCompleted = defineMail<{
  staffName: string;
  talentName: string;
  refereeName: string;
  allDone: boolean;
  reportUrl: string;
}>({
  name: 'refereeCompleted',
  audience: 'company',
  sample: {
    jp: {
      staffName: '山田 太郎',
      talentName: '佐藤 健太',
      refereeName: '佐藤 花子',
      allDone: true,
      reportUrl: 'https://refcheck.example/company/talents/t/report',
    },
    en: {
      staffName: 'Taro Yamada',
      talentName: 'Kenta Sato',
      refereeName: 'Hanako Sato',
      allDone: true,
      reportUrl: 'https://refcheck.example/company/talents/t/report',
    },
    cn: {
      staffName: '王 伟',
      talentName: '刘 洋',
      refereeName: '李 娜',
      allDone: true,
      reportUrl: 'https://refcheck.example/company/talents/t/report',
    },
  },
  texts: {
    jp: (d) => ({
      subject: `【Refcheck】${d.talentName}様の推薦者が回答を完了しました`,
      greeting: `${d.staffName}様`,
      paragraphs: [
        `${d.talentName}様の推薦者（${d.refereeName}様）がリファレンスチェックへの回答を完了しました。`,
        ...(d.allDone ? ['すべての推薦者の回答が揃いました。'] : []),
      ],
      action: { label: 'レポートを見る', url: d.reportUrl },
    }),
    en: (d) => ({
      subject: `[Refcheck] A referee of ${d.talentName} has answered`,
      greeting: `Dear ${d.staffName},`,
      paragraphs: [
        `${d.refereeName}, a referee of ${d.talentName}, has completed the reference check.`,
        ...(d.allDone ? ['All referees have now answered.'] : []),
      ],
      action: { label: 'View the report', url: d.reportUrl },
    }),
    cn: (d) => ({
      subject: `【Refcheck】${d.talentName}的推荐人已完成回答`,
      greeting: `${d.staffName} 您好：`,
      paragraphs: [
        `${d.talentName}的推荐人（${d.refereeName}）已完成背景调查的回答。`,
        ...(d.allDone ? ['所有推荐人均已完成回答。'] : []),
      ],
      action: { label: '查看报告', url: d.reportUrl },
    }),
  },
});
